"use server";

import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { restoreEvent } from "@/lib/server/transfer/event-delete";
import { formAction, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

export async function restoreEventAction(deletedId: string): Promise<FormState> {
  let eventId: string;
  return formAction(async () => {
    eventId = (await restoreEvent(await currentUser(), deletedId)).event.id;
    revalidatePath("/", "layout");
    redirect(`/events/${eventId}`);
  });
}
