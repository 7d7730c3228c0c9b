"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { deleteEvent } from "@/lib/server/transfer/event-delete";
import { abandonHall } from "@/lib/server/hall/hold";
import { updateEventSettings } from "@/lib/server/events/event-settings";
import { eventTimeZone } from "@/lib/server/events/events";
import { canonicalTimeZone } from "@/lib/schemas/time-zone";
import { localToIso } from "@/lib/web/datetime";
import { ratingInput } from "@/lib/web/rating-form";
import { formAction, formToInput, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

const NUMERIC = ["rating.k", "swissRounds", "cutSize", "swissMinutes", "eliminationMinutes", "finalMinutes"];

export async function updateSettingsAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const { startsAtLocal, tzOffset, ...rest } = formToInput(form, NUMERIC) as Record<string, string | number | undefined>;
  const rating = ratingInput(rest);
  if (rating) (rest as Record<string, unknown>).rating = rating;
  if (rest.guildsApart !== undefined) (rest as Record<string, unknown>).guildsApart = rest.guildsApart === "true";
  if (rest.draftRounds !== undefined) (rest as Record<string, unknown>).draftRounds = rest.draftRounds === "true";
  if (rest.structure !== undefined && rest.structure !== "custom") {
    delete rest.swissRounds;
    delete rest.cutSize;
  }
  return formAction(async () => {
    // The start is the wall clock of the zone the form names (a zone changed with it included).
    const zone = canonicalTimeZone(String(rest.timeZone ?? "")) ?? (await eventTimeZone(eventId));
    // An emptied field clears the stored value.
    const input = {
      ...rest,
      name: values.name ?? "",
      startsAt: localToIso(startsAtLocal as string | undefined, tzOffset as string | undefined, zone) ?? null,
      venue: rest.venue ?? null,
      description: rest.description ?? null,
    };
    await updateEventSettings(await currentUser(), eventId, input);
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: "Settings saved." };
  }, values, (state) => {
    if (state.fieldErrors?.startsAt) state.fieldErrors.startsAtLocal = state.fieldErrors.startsAt;
    return state;
  });
}

export async function deleteEventAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return formAction(async () => {
    await deleteEvent(await currentUser(), eventId, { confirm: values.confirm ?? "" });
    revalidatePath("/", "layout");
    redirect("/events/deleted?deleted=1");
  }, values);
}

/** Takes the event back from its hall (issue 40): the hall's later pushes are refused. */
export async function takeBackFromHallAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return formAction(async () => {
    await abandonHall(await currentUser(), eventId, { confirm: values.confirm ?? "" });
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: "The event is back: it is run here again." };
  }, values);
}
