"use server";

import { revalidatePath } from "next/cache";
import { checkInSelf } from "@/lib/server/entrants/check-in";
import { selfRegister, withdrawRegistration } from "@/lib/server/entrants/self-registration";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

/** Register yourself (optionally under another name); a full event puts you on the waitlist. */
export async function registerAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const name = values.name?.trim();
  return formAction(async () => {
    const res = await selfRegister(await currentUser(), eventId, name ? { name } : {});
    revalidatePath(`/events/${eventId}`, "layout");
    return res.status === "registered"
      ? { ok: true, message: `You're registered as ${res.player!.name}.` }
      : { ok: true, message: `The event is full: you're number ${res.waitlistPosition} on the waitlist.` };
  }, values);
}

export async function withdrawAction(eventId: string): Promise<FormState> {
  return formAction(async () => {
    const res = await withdrawRegistration(await currentUser(), eventId);
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: res.withdrawn === "waitlist" ? "You left the waitlist." : "You have withdrawn from the event." };
  });
}

export async function checkInAction(eventId: string): Promise<FormState> {
  return formAction(async () => {
    await checkInSelf(await currentUser(), eventId);
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: "You're checked in." };
  });
}
