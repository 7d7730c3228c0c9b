"use server";

import { raiseJudgeCall } from "@/lib/server/judge-calls";
import { dropSelf, getMyTable, submitReport, type MyTableState } from "@/lib/server/self-report";
import { failure, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

/**
 * The pairings page's "my table" for the signed-in player: their report, "call a judge" and
 * their own drop. Pages read the same service; the client re-reads after each change.
 */

const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : undefined);
const num = (v: FormDataEntryValue | null) => (typeof v === "string" && v.trim() !== "" ? Number(v) : undefined);

async function act(form: FormData | null, done: string, fn: () => Promise<unknown>): Promise<FormState> {
  try {
    await fn();
  } catch (err) {
    return failure(err, form ? formValues(form) : undefined);
  }
  return { ok: true, message: done };
}

/** The signed-in player's "my table" state (null: not signed in, or no entry here). */
export async function loadMyTableAction(eventId: string): Promise<MyTableState | null> {
  return getMyTable(await currentUser(), eventId);
}

const REPORTED = "Your report is in.";
const PRESETS: Record<string, [string, string]> = { AA: ["A", "A"], BB: ["B", "B"], AB: ["A", "B"], BA: ["B", "A"] };

/** FFG Swiss (SwissResultForm): a preset, an intentional split, or both games chosen. */
export async function reportSwissAction(eventId: string, matchId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  const preset = str(form.get("preset"));
  const input =
    preset === "split"
      ? { intentionalSplit: true }
      : { games: (PRESETS[preset ?? ""] ?? [str(form.get("game1")), str(form.get("game2"))]).map((result) => ({ result })) };
  return act(form, REPORTED, () => submitReport(user, eventId, matchId, input));
}

/** Match play (MatchPlayForm): the games as the form's one JSON field. */
export async function reportMatchPlayAction(eventId: string, matchId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  let body: unknown;
  try {
    body = JSON.parse(str(form.get("result")) ?? "");
  } catch {
    return { ok: false, message: "Nothing was sent: record the games first." };
  }
  return act(form, REPORTED, () => submitReport(user, eventId, matchId, body));
}

/** FFG elimination (EliminationResultForm): the winner, or the board of a game that reached time. */
export async function reportEliminationAction(eventId: string, matchId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  const darkSide = str(form.get("darkSide"));
  const winner = str(form.get("winner"));
  const input = winner
    ? { darkSide, result: winner }
    : {
        darkSide,
        timeout: {
          lsVictoryPileObjectives: num(form.get("lsVictoryPileObjectives")),
          damageOnDsObjectives: num(form.get("damageOnDsObjectives")),
          deathStarDial: num(form.get("deathStarDial")),
          damageOnLsObjectives: num(form.get("damageOnLsObjectives")),
          balanceOfTheForce: str(form.get("balanceOfTheForce")),
        },
      };
  return act(form, REPORTED, () => submitReport(user, eventId, matchId, input));
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
