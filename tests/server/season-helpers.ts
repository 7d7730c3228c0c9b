/** Helpers for season tests: a co-organizer invited and accepted (the one way to become one). */
import type { User } from "@/lib/schemas/auth";
import { acceptSeasonInvitation, inviteCoOrganizer } from "@/lib/server/seasons/co-organizers";
import { inviteToken } from "../helpers";

export async function addCoOrganizer(org: User, seasonId: string, co: User): Promise<void> {
  const invitation = await inviteCoOrganizer(org, seasonId, { email: co.email });
  await acceptSeasonInvitation(co, { token: inviteToken(invitation.url) });
}
