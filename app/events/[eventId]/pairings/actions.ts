"use server";

import { raiseJudgeCall } from "@/lib/server/calls/judge-calls";
import { confirmReport, dropSelf, getMyTable, submitReport } from "@/lib/server/results/self-report";
import type { MyTableState } from "@/lib/views/results";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { eliminationResultBody, matchPlayResultBody, swissResultBody } from "@/lib/web/result-form";
import { currentUser } from "@/lib/web/session";

/**
 * The pairings page's "my table" for the signed-in player: their report, "call a judge" and
 * their own drop. Pages read the same service; the client re-reads after each change.
 */

const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : undefined);

async function act(form: FormData | null, done: string, fn: () => Promise<unknown>): Promise<FormState> {
  return formAction(async () => {
    await fn();
    return { ok: true, message: done };
  }, form ? formValues(form) : undefined);
}

/** The signed-in player's "my table" state (null: not signed in, or no entry here). */
export async function loadMyTableAction(eventId: string): Promise<MyTableState | null> {
  return getMyTable(await currentUser(), eventId);
}

const REPORTED = "Your report is in.";
/** The form's idempotency key (a report queued offline, components/offline/report-queue.ts): sent twice, saved once. */
const keyOf = (form: FormData) => ({ idempotencyKey: str(form.get("idempotencyKey")) ?? null });
/** FFG Swiss (SwissResultForm): a preset, an intentional split, or both games chosen. */
export async function reportSwissAction(eventId: string, matchId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  return act(form, REPORTED, () => submitReport(user, eventId, matchId, swissResultBody(form), keyOf(form)));
}

/** Match play (MatchPlayForm): the games as the form's one JSON field. */
export async function reportMatchPlayAction(eventId: string, matchId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  const body = matchPlayResultBody(form);
  if (!body) return { ok: false, message: "Nothing was sent: record the games first." };
  return act(form, REPORTED, () => submitReport(user, eventId, matchId, body, keyOf(form)));
}

/** FFG elimination (EliminationResultForm): the winner, or the board of a game that reached time. */
export async function reportEliminationAction(eventId: string, matchId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  return act(form, REPORTED, () => submitReport(user, eventId, matchId, eliminationResultBody(form), keyOf(form)));
}

/** "Confirm" under the opponent's claim: the claim as read (JSON), refused if it changed since. */
export async function confirmReportAction(eventId: string, matchId: string, claim: string): Promise<FormState> {
  const user = await currentUser();
  let parsed: unknown;
  try {
    parsed = JSON.parse(claim);
  } catch {
    return { ok: false, message: "Read your opponent's report again." };
  }
  return act(null, "Confirmed.", () => confirmReport(user, eventId, matchId, parsed));
}

export async function callJudgeAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  const note = str(form.get("note"))?.trim();
  return act(form, "A judge is on the way.", () => raiseJudgeCall(user, eventId, note ? { note } : {}));
}

export async function dropSelfAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  return act(form, "You have dropped from the event. Thank you for playing!", () => dropSelf(user, eventId, { confirm: str(form.get("confirm")) === "yes" }));
}
