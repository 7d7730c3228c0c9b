import { z } from "zod";
import { cleanText, emailSchema } from "./common";
import { apiRegistry } from "./registry";

export const PLAYER_STATUSES = ["active", "dropped", "disqualified"] as const;
export const MAX_PLAYERS_PER_REQUEST = 1000;

export const PlayerInput = z
  .object({
    name: cleanText(1, 80, "Player name"),
    email: emailSchema.optional(),
  })
  .register(apiRegistry, { id: "PlayerInput" });
export type PlayerInput = z.infer<typeof PlayerInput>;

export const PlayerListInput = z
  .object({
    players: z
      .array(PlayerInput)
      .min(1, { error: "The list has no players." })
      .max(MAX_PLAYERS_PER_REQUEST, { error: `At most ${MAX_PLAYERS_PER_REQUEST} players at once.` }),
  })
  .register(apiRegistry, { id: "PlayerListInput" });

export const PlayersCreateInput = z
  .union([PlayerInput, PlayerListInput])
  .register(apiRegistry, { id: "PlayersCreateInput", description: "One player, or a list of players." });
export type PlayersCreateInput = z.infer<typeof PlayersCreateInput>;

/** The branch a body means: with a `players` key it is a list (so errors name the list's items). */
export const playersInputSchema = (input: unknown) =>
  typeof input === "object" && input !== null && "players" in input ? PlayerListInput : PlayerInput;

export const Player = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(PLAYER_STATUSES),
    /** How the entry was made: typed by the organizer, self-registered, or typed and claimed by its player. */
    source: z.enum(["typed", "self", "claimed"]).optional(),
    /** Checked in for the event (check-in window before round 1). */
    checkedIn: z.boolean().optional(),
    registeredAt: z.string().optional().describe("When the entry was made (a promoted waitlist entry keeps its sign-up time)."),
  })
  .register(apiRegistry, { id: "Player" });
export type Player = z.infer<typeof Player>;

export const PlayerList = z.object({ players: z.array(Player) }).register(apiRegistry, { id: "PlayerList" });
