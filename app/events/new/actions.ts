"use server";

import { redirect } from "next/navigation";
import { createEvent } from "@/lib/server/events";
import { localToIso } from "@/lib/web/datetime";
import { failure, formToInput, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

const NUMERIC = ["swissRounds", "cutSize", "swissMinutes", "eliminationMinutes", "finalMinutes"];

export async function createEventAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const { startsAtLocal, tzOffset, ...rest } = formToInput(form, NUMERIC) as Record<string, string | number | undefined>;
  if (rest.structure !== "custom") {
    delete rest.swissRounds;
    delete rest.cutSize;
  }
  let id: string;
  try {
    const startsAt = localToIso(startsAtLocal as string | undefined, tzOffset as string | undefined);
    const event = await createEvent(await currentUser(), { ...rest, startsAt });
    id = event.id;
  } catch (err) {
    const state = failure(err, values);
    // The form shows the start time as one field.
    if (state.fieldErrors?.startsAt) state.fieldErrors.startsAtLocal = state.fieldErrors.startsAt;
    return state;
  }
  redirect(`/events/${id}/manage`);
}
