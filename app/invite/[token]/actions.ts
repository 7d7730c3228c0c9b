"use server";

import { redirect } from "next/navigation";
import { acceptInvitation } from "@/lib/server/staff/staff";
import { failure, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

export async function acceptInvitationAction(token: string): Promise<FormState> {
  let eventId: string;
  try {
    ({ eventId } = await acceptInvitation(await currentUser(), token));
  } catch (err) {
    return failure(err);
  }
  redirect(`/events/${eventId}`);
}
