"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { createEvent } from "@/lib/server/events/events";
import { tagEvent } from "@/lib/server/seasons/tags";
import { DEFAULT_PRESET, isPresetId, presetPointDefaults, presetTraits, type GenericGame } from "@/lib/tournament/format";
import { canonicalTimeZone } from "@/lib/schemas/time-zone";
import { localToIso } from "@/lib/web/datetime";
import { ratingInput } from "@/lib/web/rating-form";
import { failure, formToInput, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

const NUMERIC = ["rating.k", "swissRounds", "cutSize", "swissMinutes", "eliminationMinutes", "finalMinutes", "presetOptions.gameMinutes", "presetOptions.deckSize", "presetOptions.buildMinutes"];
const POINTS = "presetOptions.points.";
const BOOLEAN = ["presetOptions.thirdPlace", "presetOptions.modifiedResults"];

/** The form's flat `presetOptions.*` fields as the nested object the service takes. */
function presetOptions(input: Record<string, unknown>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  const points: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (!k.startsWith("presetOptions.")) continue;
    delete input[k];
    if (k.startsWith(POINTS)) points[k.slice(POINTS.length)] = /^\d+$/.test(String(v)) ? Number(v) : v;
    else if (BOOLEAN.includes(k)) out[k.slice(14)] = v === "true";
    else out[k.slice(14)] = v;
  }
  if (Object.keys(points).length > 0) {
    // Points left empty keep the game's defaults (shown as the placeholders).
    const preset = String(input.preset);
    const defaults = isPresetId(preset) ? presetPointDefaults(preset, { game: out.game as GenericGame | undefined }) : null;
    out.points = defaults ? { win: defaults.win, draw: defaults.draw, loss: defaults.loss, modifiedWin: defaults.modifiedWin, modifiedLoss: defaults.modifiedLoss, bye: defaults.bye, ...points } : points;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export async function createEventAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const { startsAtLocal, tzOffset, seasonTag, ...rest } = formToInput(form, NUMERIC) as Record<string, string | number | undefined>;
  const preset = String(rest.preset ?? DEFAULT_PRESET);
  // FFG's structure, tier and round lengths; other presets set their own stages.
  const ffg = isPresetId(preset) && presetTraits(preset).structures;
  if (ffg) {
    for (const k of Object.keys(rest)) if (k.startsWith("presetOptions.")) delete rest[k];
    if (rest.structure !== "custom") {
      delete rest.swissRounds;
      delete rest.cutSize;
    }
  } else {
    // Structure, tier and cut are FFG's; the preset sets its own stages.
    delete rest.structure;
    delete rest.tier;
    delete rest.cutSize;
  }
  const options = ffg ? undefined : presetOptions(rest);
  const rating = ratingInput(rest);
  let id: string;
  let teams = false;
  try {
    // The start is the wall clock of the event's zone (the form fills in the browser's); the
    // browser's offset only counts when no zone came (the service then refuses the zone anyway).
    const zone = canonicalTimeZone(String(rest.timeZone ?? "")) ?? undefined;
    const startsAt = localToIso(startsAtLocal as string | undefined, tzOffset as string | undefined, zone);
    const event = await createEvent(await currentUser(), { ...rest, ...(options ? { presetOptions: options } : {}), ...(rating ? { rating } : {}), startsAt });
    id = event.id;
    teams = Boolean(event.format.teamSize);
  } catch (err) {
    const state = failure(err, values);
    // The form shows the start time as one field.
    if (state.fieldErrors?.startsAt) state.fieldErrors.startsAtLocal = state.fieldErrors.startsAt;
    return state;
  }
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
}
