"use server";

import { acceptTeamInvitation } from "@/lib/server/teams/teams";
import type { FormState } from "@/lib/web/form";
import { acceptLink } from "@/lib/web/link-action";

/** The partner joins through the captain's link, then sees the event page with their team. */
export async function joinTeamAction(token: string): Promise<FormState> {
  return acceptLink((user) => acceptTeamInvitation(user, token), ({ eventId }) => `/events/${eventId}`);
}
