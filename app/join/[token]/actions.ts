"use server";

import { redirect } from "next/navigation";
import { acceptTeamInvitation } from "@/lib/server/teams/teams";
import { failure, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

/** The partner joins through the captain's link, then sees the event page with their team. */
export async function joinTeamAction(token: string): Promise<FormState> {
  let eventId: string;
  try {
    ({ eventId } = await acceptTeamInvitation(await currentUser(), token));
  } catch (err) {
    return failure(err);
  }
  redirect(`/events/${eventId}`);
}
