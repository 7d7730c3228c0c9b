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
    name: z.string().nullable().describe("The account's name; null while the invitation is pending."),
    role: z.enum(STAFF_ROLES),
    pending: z
      .boolean()
      .describe("Invitation not yet accepted: it attaches through its one-time link, or when an account verifies this email."),
    inviteExpiresAt: z.iso.datetime().nullable().describe("When the pending invitation's link stops working; re-issue it for a new link."),
    playing: z.boolean().describe("A registered player has this email (leader participation)."),
  })
  .register(apiRegistry, { id: "StaffMember" });
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffList = z.object({ staff: z.array(StaffMember) }).register(apiRegistry, { id: "StaffList" });

export const StaffInvitation = StaffMember.extend({
  invitation: z
    .object({
      url: z.string().describe("One-time link that gives the role to the account that opens it (shown once; re-issue for a new one)."),
      expiresAt: z.iso.datetime(),
    })
    .describe("Share it, show it as a QR code, or let the mail sent to the address carry it."),
}).register(apiRegistry, { id: "StaffInvitation" });
export type StaffInvitation = z.infer<typeof StaffInvitation>;

export const InvitationAcceptInput = z
  .object({ token: z.string().min(1, "Token is the secret at the end of the invitation link.").max(200) })
  .register(apiRegistry, { id: "InvitationAcceptInput" });

export const InvitationAccepted = z
  .object({ eventId: z.string(), role: z.enum(STAFF_ROLES) })
  .register(apiRegistry, { id: "InvitationAccepted" });
