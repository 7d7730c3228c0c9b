/**
 * A queue's or schedule's editor: the event template as the new-event form's fields and back.
 * The event's own fields are the new-event form's (read by `eventFormInput`); the template adds
 * its event name, door fee, season, round 1 paired at once and the reporting settings.
 */
import type { EventTemplate } from "@/lib/schemas/queue";
import { QUEUE_PRESET } from "@/lib/tournament/format/presets";
import { eventFormInput } from "./event-form";
import type { FormState } from "./form";

/** The template's own fields beside the event's (taken out before the event input is read). */
const TEMPLATE_FIELDS = ["eventName", "fee", "seasonId", "autoPair", "selfReport", "checkInMinutes", "reportDeadlineMinutes", "tzOffset"] as const;
/** The queue's and the schedule's own fields. */
const OWN_FIELDS = ["name", "cap", "firstStart", "rule", "openMinutes", "minPlayers", "missedStart"] as const;

const whole = (v: string | undefined) => (v && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v?.trim() ? v.trim() : undefined);

export function templateFormValues(t: EventTemplate | undefined): Record<string, string> {
  if (!t) return {};
  const e = t.event;
  const fee = t.fees?.doorCents;
  const out: Record<string, string> = {
    eventName: e.name,
    preset: e.preset ?? "",
    venue: e.venue ?? "",
    description: e.description ?? "",
    fee: typeof fee === "number" && fee > 0 ? (fee / 100).toFixed(2) : "",
    autoPair: t.autoPairRound1 ? "on" : "off",
    seasonId: t.season?.seasonId ?? "",
    selfReport: t.registration?.selfReport ? "on" : "off",
    checkInMinutes: t.registration?.checkInMinutes ? String(t.registration.checkInMinutes) : "",
    reportDeadlineMinutes: String(t.registration?.reportDeadlineMinutes ?? 10),
  };
  if (e.timeZone) out.timeZone = e.timeZone;
  for (const k of ["structure", "tier", "swissRounds", "cutSize", "swissMinutes", "eliminationMinutes", "finalMinutes"] as const) if (e[k] !== undefined) out[k] = String(e[k]);
  if (e.rating?.rated !== undefined) out["rating.rated"] = String(e.rating.rated);
  if (e.rating?.k !== undefined) out["rating.k"] = String(e.rating.k);
  for (const [k, v] of Object.entries(e.presetOptions ?? {})) {
    if (k === "points" && v && typeof v === "object") for (const [p, n] of Object.entries(v)) out[`presetOptions.points.${p}`] = String(n);
    else if (v !== undefined) out[`presetOptions.${k}`] = String(v);
  }
  return out;
}

/** The editor's fields as the template the services take (the currency of a stored fee is kept). */
export function templateFromForm(form: FormData, v: Record<string, string>, currency = "USD") {
  const event = eventFormInput(form, QUEUE_PRESET);
  for (const k of [...TEMPLATE_FIELDS, ...OWN_FIELDS]) delete event[k];
  const fee = v.fee?.trim() ? Math.round(Number(v.fee) * 100) : null;
  return {
    event: { ...event, preset: event.preset ?? QUEUE_PRESET, name: v.eventName?.trim() || v.name?.trim() || "" },
    ...(fee !== null ? { fees: { currency, doorCents: Number.isFinite(fee) ? fee : v.fee, earlyCents: null, earlyDeadline: null } } : {}),
    registration: { selfReport: v.selfReport === "on", checkInMinutes: whole(v.checkInMinutes) ?? null, reportDeadlineMinutes: whole(v.reportDeadlineMinutes) ?? 10 },
    autoPairRound1: v.autoPair === "on",
    ...(v.seasonId ? { season: { seasonId: v.seasonId } } : {}),
  };
}

/** The template's refusals beside the editor's fields ("template.event.rating.k" → "rating.k"). */
export function templateFieldErrors(state: FormState): FormState {
  if (!state.fieldErrors) return state;
  const renamed: Record<string, string> = { "template.event.name": "eventName", "template.fees.doorCents": "fee", "template.fees": "fee", "template.season.seasonId": "seasonId", "template.season": "seasonId" };
  const out: Record<string, string> = {};
  for (const [k, msg] of Object.entries(state.fieldErrors)) {
    const key = renamed[k] ?? k.replace(/^template\.(event|registration)\./, "");
    out[key] ??= msg;
  }
  return { ...state, fieldErrors: out };
}
