"use server";

import { revalidatePath } from "next/cache";
import { setDeckLists } from "@/lib/server/decks/decklists";
import { setFixedTable } from "@/lib/server/rounds/rounds";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

const lines = (text: string | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");

/** The form sends each side's objective sets as lines of one textarea; errors name the line. */
export async function saveDeckListsAction(eventId: string, playerId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const deck = (side: "light" | "dark") => ({ affiliation: values[`${side}.affiliation`] ?? "", objectiveSets: lines(values[`${side}.objectiveSets`]) });
  return formAction(async () => {
    const saved = await setDeckLists(await currentUser(), eventId, playerId, { light: deck("light"), dark: deck("dark") });
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: saved.locked ? `Correction saved for ${saved.name}; it is logged in the history.` : `Deck lists saved for ${saved.name}.` };
  }, values, (state) => {
    const fieldErrors: Record<string, string> = {};
    for (const [key, message] of Object.entries(state.fieldErrors ?? {})) {
      // light.objectiveSets.3 → the textarea, naming line 4.
      const m = /^(light|dark)\.objectiveSets\.(\d+)/.exec(key);
      const field = m ? `${m[1]}.objectiveSets` : key;
      const text = m ? `Line ${Number(m[2]) + 1}: ${message}` : message;
      fieldErrors[field] = fieldErrors[field] ? `${fieldErrors[field]} ${text}` : text;
    }
    return { ...state, fieldErrors };
  });
}

/** Pins the player to a table for every later Swiss round (an empty field unpins). */
export async function fixedTableAction(eventId: string, playerId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const raw = String(form.get("table") ?? "").trim();
  const table = raw === "" ? null : Number(raw); // not a number → NaN → refused beside the field
  return formAction(async () => {
    await setFixedTable(await currentUser(), eventId, playerId, table);
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: table === null ? "No fixed table." : `Always seated at table ${table}.` };
  }, formValues(form));
}
