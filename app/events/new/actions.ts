"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { createEvent } from "@/lib/server/events/events";
import { tagEvent } from "@/lib/server/seasons/tags";
import { canonicalTimeZone } from "@/lib/schemas/time-zone";
import { localToIso } from "@/lib/web/datetime";
import { eventFormInput } from "@/lib/web/event-form";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

export async function createEventAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const { startsAtLocal, tzOffset, seasonTag, ...rest } = eventFormInput(form) as Record<string, unknown>;
  let id: string;
  let teams = false;
  return formAction(async () => {
    // The start is the wall clock of the event's zone (the form fills in the browser's); the
    // browser's offset only counts when no zone came (the service then refuses the zone anyway).
    const zone = canonicalTimeZone(String(rest.timeZone ?? "")) ?? undefined;
    const startsAt = localToIso(startsAtLocal as string | undefined, tzOffset as string | undefined, zone);
    const event = await createEvent(await currentUser(), { ...rest, startsAt });
    id = event.id;
    teams = Boolean(event.format.teamSize);
    // The header shows "New event" to organizers: a first event makes one, so the layout is drawn again.
    revalidatePath("/", "layout");
    // Tagged for a season once made (the organizer's choice); a refused tag is shown on the settings page's Seasons card.
    if (seasonTag) {
      const tagged = await tagEvent(await currentUser(), id, { seasonId: String(seasonTag) }).then(
        () => true,
        () => false,
      );
      if (!tagged) redirect(`/events/${id}/manage/settings`);
    }
    // A team event is entered team by team: it opens on Teams, not on the single-player form.
    redirect(`/events/${id}/manage${teams ? "/teams" : ""}`);
  }, values, (state) => {
    // The form shows the start time as one field.
    if (state.fieldErrors?.startsAt) state.fieldErrors.startsAtLocal = state.fieldErrors.startsAt;
    return state;
  });
}
