"use server";

import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { restoreEvent } from "@/lib/server/transfer/event-delete";
import { failure, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

export async function restoreEventAction(deletedId: string): Promise<FormState> {
  let eventId: string;
  try {
    eventId = (await restoreEvent(await currentUser(), deletedId)).event.id;
  } catch (err) {
    return failure(err);
  }
  revalidatePath("/", "layout");
  redirect(`/events/${eventId}`);
}
