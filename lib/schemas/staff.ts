import { z } from "zod";
import { emailSchema } from "./common";
import { apiRegistry } from "./registry";

export const STAFF_ROLES = ["organizer", "judge", "marshal"] as const;
/** Roles an organizer can give; an event has exactly one organizer (regulations § Organizer). */
export const ASSIGNABLE_STAFF_ROLES = ["judge", "marshal"] as const;

export const StaffAddInput = z
  .object({
    email: emailSchema,
    role: z.enum(ASSIGNABLE_STAFF_ROLES, { error: 'Role is "judge" or "marshal"; an event has exactly one organizer.' }),
  })
  .register(apiRegistry, { id: "StaffAddInput" });
export type StaffAddInput = z.infer<typeof StaffAddInput>;

export const StaffMember = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable().describe("The account's name; null while the invitation waits for a signup."),
    role: z.enum(STAFF_ROLES),
    pending: z.boolean().describe("Invitation kept until someone signs up with this email."),
    playing: z.boolean().describe("A registered player has this email (leader participation)."),
  })
  .register(apiRegistry, { id: "StaffMember" });
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffList = z.object({ staff: z.array(StaffMember) }).register(apiRegistry, { id: "StaffList" });
