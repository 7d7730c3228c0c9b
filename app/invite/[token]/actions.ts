"use server";

import { redirect } from "next/navigation";
import { acceptInvitation } from "@/lib/server/staff/staff";
import { formAction, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

export async function acceptInvitationAction(token: string): Promise<FormState> {
  let eventId: string;
  return formAction(async () => {
    ({ eventId } = await acceptInvitation(await currentUser(), token));
    redirect(`/events/${eventId}`);
  });
}
