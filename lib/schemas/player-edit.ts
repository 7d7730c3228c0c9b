import { z } from "zod";
import { cleanText, emailSchema } from "./common";
import { apiRegistry } from "./registry";

/** PATCH /events/{eventId}/players/{playerId}: a new name and/or email (null removes the email). */
export const PlayerUpdateInput = z
  .object({
    name: cleanText(1, 80, "Player name").optional(),
    email: emailSchema.nullable().optional(),
  })
  .strict()
  .refine((v) => v.name !== undefined || v.email !== undefined, { error: "Send a new name or email." })
  .register(apiRegistry, { id: "PlayerUpdateInput" });
export type PlayerUpdateInput = z.infer<typeof PlayerUpdateInput>;

/** A player as the organizer sees it on the manage pages (the public Player has no email). */
export const ManagedPlayer = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    status: z.enum(["active", "dropped", "disqualified"]),
    hasDeckLists: z.boolean(),
    fixedTable: z.number().int().nullable().describe("Table the player always plays at (accessibility), if any."),
    source: z.enum(["typed", "self", "claimed"]).describe("Typed by the organizer, self-registered, or typed and claimed by its player."),
    registeredAt: z.string(),
    checkedInAt: z.string().nullable(),
    paymentMethod: z.enum(["cash", "card", "waived"]).nullable(),
    paidCents: z.number().int().nullable(),
  })
  .register(apiRegistry, { id: "ManagedPlayer" });
export type ManagedPlayer = z.infer<typeof ManagedPlayer>;
