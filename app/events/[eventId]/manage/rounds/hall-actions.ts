"use server";

import { revalidatePath } from "next/cache";
import { handBack } from "@/lib/server/hall/link";
import { formAction, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

/** Hands the event back to the public server once its last change is mirrored (issue 40). */
export async function handBackAction(eventId: string): Promise<FormState> {
  return formAction(async () => {
    await handBack(await currentUser(), eventId);
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: "Handed back: the public server runs the event again; this copy is read-only." };
  });
}
