"use server";

import { revalidatePath } from "next/cache";
import { buildPhase, setPool, submitDeck } from "@/lib/server/decks/decks";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

/** Saves a pasted deck (the player's own, or any entry's for the staff); an invalid deck is saved too. */
export async function saveDeckAction(eventId: string, playerId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const settings: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (k.startsWith("settings.") && v.trim() !== "") settings[k.slice(9)] = v;
  return formAction(async () => {
    const saved = await submitDeck(await currentUser(), eventId, playerId, { list: values.list ?? "", ...(Object.keys(settings).length ? { settings } : {}) });
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: saved.valid ? "Saved: the deck is valid." : "Saved, but the deck is not valid yet: see the problems above." };
  }, values);
}

/** Records a sealed player's pool (staff). */
export async function savePoolAction(eventId: string, playerId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return formAction(async () => {
    await setPool(await currentUser(), eventId, playerId, { list: values.list ?? "" });
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: "Pool saved." };
  }, values);
}

/** Starts the build clock or closes the build phase (staff). */
export async function buildAction(eventId: string, action: "start" | "end", _prev: FormState, form: FormData): Promise<FormState> {
  const raw = String(form.get("minutes") ?? "").trim();
  return formAction(async () => {
    await buildPhase(await currentUser(), eventId, action === "start" ? { action, ...(raw ? { minutes: Number(raw) } : {}) } : { action });
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: action === "start" ? "The build clock is running." : "Build phase closed." };
  }, formValues(form));
}
