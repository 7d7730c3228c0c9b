"use server";

import { redirect } from "next/navigation";
import { acceptTeamInvitation } from "@/lib/server/teams/teams";
import { formAction, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

/** The partner joins through the captain's link, then sees the event page with their team. */
export async function joinTeamAction(token: string): Promise<FormState> {
  let eventId: string;
  return formAction(async () => {
    ({ eventId } = await acceptTeamInvitation(await currentUser(), token));
    redirect(`/events/${eventId}`);
  });
}
