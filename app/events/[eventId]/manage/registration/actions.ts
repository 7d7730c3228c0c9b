"use server";

import { revalidatePath } from "next/cache";
import { dropNoShows, setCheckIn } from "@/lib/server/entrants/check-in";
import { updateRegistrationSettings } from "@/lib/server/entrants/registration-settings";
import { eventTimeZone } from "@/lib/server/events/events";
import { localToIso } from "@/lib/web/datetime";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

const NUMBER = /^-?\d+(\.\d+)?$/;
/** An optional number field: empty clears it (null), digits become a number, anything else goes to the schema as typed. */
const optionalNumber = (v: string | undefined) => (!v?.trim() ? null : NUMBER.test(v.trim()) ? Number(v.trim()) : v);

export async function updateRegistrationAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return formAction(async () => {
    // The form's times are the event's wall clock (RegistrationSettingsForm shows them so).
    const zone = await eventTimeZone(eventId);
    const input = {
      selfRegistration: values.selfRegistration === "on",
      opensAt: localToIso(values.opensAtLocal, values.tzOffset, zone) ?? null,
      closesAt: localToIso(values.closesAtLocal, values.tzOffset, zone) ?? null,
      cap: optionalNumber(values.cap),
      checkInMinutes: optionalNumber(values.checkInMinutes),
      selfReport: values.selfReport === "on",
      reportDeadlineMinutes: optionalNumber(values.reportDeadlineMinutes) ?? 10,
    };
    await updateRegistrationSettings(await currentUser(), eventId, input);
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: "Registration settings saved." };
  }, values, (state) => {
    // The form's time fields are the local ones (a bad offset is reported as startsAtLocal).
    const fe = state.fieldErrors ?? {};
    if (fe.startsAtLocal) fe.opensAtLocal = fe.startsAtLocal;
    if (fe.opensAt) fe.opensAtLocal = fe.opensAt;
    if (fe.closesAt) fe.closesAtLocal = fe.closesAt;
    return state;
  });
}

/** Staff: check a player in or out from the player list. */
export async function setCheckInAction(eventId: string, playerId: string, checkedIn: boolean): Promise<FormState> {
  return formAction(async () => {
    await setCheckIn(await currentUser(), eventId, playerId, { checkedIn });
    revalidatePath(`/events/${eventId}`, "layout");
    // The row's badge says it; a message would crowd the row on a phone.
    return { ok: true };
  });
}

/** Organizer: remove every entry not checked in; the waitlist gets the places. */
export async function dropNoShowsAction(eventId: string): Promise<FormState> {
  return formAction(async () => {
    const { removed, promoted } = await dropNoShows(await currentUser(), eventId);
    revalidatePath(`/events/${eventId}`, "layout");
    const gone = removed.length === 0 ? "Nobody to remove: every player has checked in." : `Removed ${removed.length} ${removed.length === 1 ? "no-show" : "no-shows"}: ${removed.map((p) => p.name).join(", ")}.`;
    const got = promoted.length ? ` From the waitlist: ${promoted.map((p) => p.name).join(", ")} (they still need to check in).` : "";
    return { ok: true, message: gone + got };
  });
}
