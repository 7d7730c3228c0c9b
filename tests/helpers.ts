import { randomUUID } from "node:crypto";
import { signUp } from "@/lib/server/accounts/accounts";
import type { User } from "@/lib/schemas/auth";

/** Tests share a database with other runs: every account they make is new. */
export const uniqueEmail = (who = "user") => `${who}-${randomUUID().slice(0, 12)}@test.holonet.local`;

export async function newUser(who = "organizer"): Promise<User> {
  return signUp({ email: uniqueEmail(who), password: "a long test password", name: `Test ${who}` });
}

/** Invites `member` to the event's staff and accepts the invitation link as them. */
export async function addAcceptedStaff(org: User, eventId: string, member: User, role: "judge" | "marshal") {
  const { addStaff, acceptInvitation } = await import("@/lib/server/staff/staff");
  const invited = await addStaff(org, eventId, { email: member.email, role });
  await acceptInvitation(member, inviteToken(invited.invitation.url));
  return invited;
}

/** The secret at the end of an invitation link. */
export const inviteToken = (url: string) => url.slice(url.lastIndexOf("/") + 1);
