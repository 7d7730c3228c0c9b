"use server";

import { revalidatePath } from "next/cache";
import { setFees } from "@/lib/server/money/fees";
import { recordPayment } from "@/lib/server/money/payments";
import { makePrizeAwards, markPrizeGiven, setPrizes } from "@/lib/server/money/prizes";
import { earlyDeadlineAfterDay } from "@/lib/tournament/prizes";
import { eventTimeZone } from "@/lib/server/events/events";
import { dayAfter, zoneOffsetOnDay } from "@/lib/web/zone-time";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { formatMoney, readPrice } from "@/lib/words/money";
import { currentUser } from "@/lib/web/session";

/** A typed price → cents (undefined: none); a refusal goes beside its field. */
function price(text: string | undefined, field: string, errors: Record<string, string>): number | undefined {
  const read = readPrice(text);
  if (read.kind === "refused") errors[field] = read.reason;
  return read.kind === "price" ? read.cents : undefined;
}
const refused = (fieldErrors: Record<string, string>, values: Record<string, string>): FormState => ({
  ok: false,
  message: "Nothing was saved: check the fields marked below.",
  fieldErrors,
  values,
});

/** Service field names → this page's inputs. */
function renamed(state: FormState, names: Record<string, string>): FormState {
  if (!state.fieldErrors) return state;
  const fieldErrors: Record<string, string> = {};
  for (const [k, v] of Object.entries(state.fieldErrors)) fieldErrors[names[k] ?? k] = v;
  return { ...state, fieldErrors };
}

const done = (eventId: string, message: string): FormState => {
  revalidatePath(`/events/${eventId}`, "layout");
  return { ok: true, message };
};

export async function saveFeesAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const errors: Record<string, string> = {};
  const door = price(values.door, "door", errors);
  const early = price(values.early, "early", errors);
  let earlyDeadline: string | null = null;
  if (values.earlyDate?.trim()) {
    // The day is the event's: its deadline is 00:00 of the next day at that day's offset in the event's zone.
    const zone = await eventTimeZone(eventId);
    const day = values.earlyDate.trim();
    const offset = zone && /^\d{4}-\d{2}-\d{2}$/.test(day) ? zoneOffsetOnDay(zone, dayAfter(day)) : Number(values.tzOffset || "0");
    earlyDeadline = offset === null ? null : earlyDeadlineAfterDay(day, offset);
    if (!earlyDeadline) errors.earlyDate = "Give the last day on which the early price is paid.";
  }
  if (Object.keys(errors).length) return refused(errors, values);
  return formAction(async () => {
    await setFees(await currentUser(), eventId, {
      currency: (values.currency ?? "").trim().toUpperCase() || "USD",
      doorCents: door ?? null,
      earlyCents: early ?? null,
      earlyDeadline,
    });
    return done(eventId, "Fees saved.");
  }, values, (state) => renamed(state, { doorCents: "door", earlyCents: "early", earlyDeadline: "earlyDate" }));
}

/** "50" or "25, 50" → [50] / [25, 50]; null when unreadable. */
function percents(text: string | undefined): number[] | null {
  const parts = (text ?? "").split(/[,;\s]+/).filter(Boolean);
  if (parts.length === 0) return [50];
  const out = parts.map((p) => Number(p.replace(/%$/, "")));
  return out.every((n) => Number.isInteger(n)) ? out : null;
}

const wholeOr = (text: string | undefined, fallback: number) => (text?.trim() ? (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN) : fallback);

export async function savePrizesAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const errors: Record<string, string> = {};
  const added = price(values.added, "added", errors);
  const bands = percents(values.bandPercents);
  if (!bands) errors.bandPercents = "Give whole percentages separated by commas, such as 50 or 25, 50.";
  const poolPercent = wholeOr(values.poolPercent, 100);
  if (Number.isNaN(poolPercent)) errors.poolPercent = "Give a whole percentage between 0 and 100.";
  const dueHours = wholeOr(values.dueHours, 48);
  if (Number.isNaN(dueHours)) errors.dueHours = "Give a whole number of hours.";
  let rows: unknown = [];
  try {
    rows = JSON.parse(values.rows || "[]");
  } catch {
    errors.rows = "The prize rows could not be read; reload the page and try again.";
  }
  if (Object.keys(errors).length) return refused(errors, values);
  return formAction(async () => {
    await setPrizes(await currentUser(), eventId, {
      poolPercent,
      addedCents: added ?? 0,
      notation: values.notation?.trim() || null,
      notationItem: values.notationItem?.trim() || "booster pack",
      bandPercents: bands,
      rows,
      dueHours,
    });
    return done(eventId, "Prizes saved.");
  }, values, (state) => renamed(state, { addedCents: "added" }));
}

export async function recordPaymentAction(eventId: string, playerId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const method = values.method;
  const errors: Record<string, string> = {};
  const amount = method === "waived" ? undefined : price(values.amount, "amount", errors);
  if (errors.amount) return refused(errors, values);
  return formAction(async () => {
    const entry = await recordPayment(await currentUser(), eventId, playerId, { method, ...(amount !== undefined ? { cents: amount } : {}) });
    return done(eventId, `${entry.name}: ${entry.method === "waived" ? "fee waived" : `${formatMoney(entry.paidCents ?? 0, values.currency || "USD")} by ${entry.method}`}.`);
  }, values, (state) => renamed(state, { cents: "amount" }));
}

export async function makeAwardsAction(eventId: string): Promise<FormState> {
  return formAction(async () => {
    const list = await makePrizeAwards(await currentUser(), eventId);
    return done(eventId, list.created ? `Prize list made: ${list.awards.length} ${list.awards.length === 1 ? "prize" : "prizes"}.` : "The prize list was already made.");
  });
}

export async function markGivenAction(eventId: string, awardId: string, _prev: FormState, form: FormData): Promise<FormState> {
  return formAction(async () => {
    const given = form.get("given") === "true";
    await markPrizeGiven(await currentUser(), eventId, awardId, { given });
    return done(eventId, given ? "Marked given." : "Marked not given.");
  });
}
