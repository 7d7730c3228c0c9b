/**
 * The new-event form's fields (FormatFields, the FFG structure and tier, RatingFields …) as the
 * event-creation input the services take. The new-event form and the queue and schedule editors
 * (which offer the same fields for the events they start) read them here, once.
 */
import { DEFAULT_PRESET, isPresetId, presetPointDefaults, presetTraits, type GenericGame } from "@/lib/tournament/format";
import { ratingInput } from "./rating-form";
import { formToInput } from "./form";

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

/**
 * The form's fields with the event's settings nested as the service takes them (`presetOptions`,
 * `rating`); fields the event input does not know (the start's wall clock, a season tag, a
 * queue's cap …) are left for the caller to take out.
 */
export function eventFormInput(form: FormData, defaultPreset: string = DEFAULT_PRESET): Record<string, unknown> {
  const rest = formToInput(form, NUMERIC);
  const preset = String(rest.preset ?? defaultPreset);
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
  return { ...rest, ...(options ? { presetOptions: options } : {}), ...(rating ? { rating } : {}) };
}
