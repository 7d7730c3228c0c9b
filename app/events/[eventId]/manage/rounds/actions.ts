"use server";

import { revalidatePath } from "next/cache";
import { dropPlayer, disqualifyPlayer, rejoinPlayer } from "@/lib/server/entrants/player-status";
import { recordResult, setEliminationSide } from "@/lib/server/results/results";
import { deleteRound, pairNextRound, repairRound } from "@/lib/server/rounds/rounds";
import { makeCut } from "@/lib/server/rounds/cut";
import { swapRoundPlayers } from "@/lib/server/rounds/swap";
import { reseatRoundTable } from "@/lib/server/rounds/reseat";
import { publishRound } from "@/lib/server/rounds/publish";
import { matchClockAction } from "@/lib/server/results/match-clock";
import { checkedKey, savedOnce } from "@/lib/server/results/report-keys";
import { timerAction as runTimer } from "@/lib/server/rounds/timer";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { eliminationResultBody, expectedVersionOf, matchPlayResultBody, swissResultBody } from "@/lib/web/result-form";
import { currentUser } from "@/lib/web/session";
import type { User } from "@/lib/schemas/auth";

/** Runs a service for the signed-in user, refreshes the event's pages, reports the outcome. */
async function act(eventId: string, form: FormData | null, done: string, fn: () => Promise<unknown>): Promise<FormState> {
  return formAction(async () => {
    await fn();
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: done };
  }, form ? formValues(form) : undefined);
}

const num = (v: FormDataEntryValue | null) => (typeof v === "string" && v.trim() !== "" ? Number(v) : undefined);
const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : undefined);

/**
 * A leader's result save. An entry queued offline on a judge's phone
 * (components/offline/report-queue.ts) carries the form's `idempotencyKey`: sent twice, saved once.
 */
function saveResult(user: User | null, eventId: string, matchId: string, form: FormData, input: unknown): Promise<FormState> {
  return act(eventId, form, "Result saved.", () => {
    const key = checkedKey(str(form.get("idempotencyKey")));
    const save = () => recordResult(user, eventId, matchId, input);
    return user ? savedOnce(key, { userId: user.id, matchId }, input, save, async () => null) : save();
  });
}

export async function pairNextRoundAction(eventId: string): Promise<FormState> {
  const user = await currentUser();
  return formAction(async () => {
    const round = await pairNextRound(user, eventId);
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: round.draft ? "Round paired as a draft: only staff see it until you publish it." : "Round paired and published." };
  });
}

/** Publish the draft round; `startClock` starts its clock at the same moment. */
export async function publishRoundAction(eventId: string, number: number, startClock: boolean): Promise<FormState> {
  const user = await currentUser();
  return act(eventId, null, startClock ? `Round ${number} published; its clock is running.` : `Round ${number} published: players see it now.`, () => publishRound(user, eventId, number, { startClock }));
}

/** Move a match to another table by hand; the engine's warnings need "Move anyway". */
export async function reseatTableAction(eventId: string, number: number, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  const input = { table: num(form.get("table")), to: num(form.get("to")), reason: str(form.get("reason")), ...(form.get("confirm") === "true" ? { confirm: true } : {}) };
  return act(eventId, form, "Table moved: it is marked as changed by the organizer.", () => reseatRoundTable(user, eventId, number, input));
}

export async function repairRoundAction(eventId: string, number: number): Promise<FormState> {
  const user = await currentUser();
  return act(eventId, null, `Round ${number} paired again.`, () => repairRound(user, eventId, number));
}

export async function deleteRoundAction(eventId: string, number: number): Promise<FormState> {
  const user = await currentUser();
  return act(eventId, null, `Round ${number} deleted.`, () => deleteRound(user, eventId, number));
}

/** Swap two players of the round by hand; the engine's warnings need "Swap anyway". */
export async function swapPlayersAction(eventId: string, number: number, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  const input = { players: [str(form.get("first")), str(form.get("second"))], reason: str(form.get("reason")), ...(form.get("confirm") === "true" ? { confirm: true } : {}) };
  return act(eventId, form, "Players swapped: their tables are marked as changed by the organizer.", () => swapRoundPlayers(user, eventId, number, input));
}

export async function makeCutAction(eventId: string): Promise<FormState> {
  const user = await currentUser();
  return act(eventId, null, "Cut made: elimination rounds are open.", () => makeCut(user, eventId));
}

/** Swiss result: a preset button (6–0, 3–3, 0–6), an intentional split, or both games chosen. */
export async function swissResultAction(eventId: string, matchId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  return saveResult(user, eventId, matchId, form, { ...swissResultBody(form), expectedVersion: expectedVersionOf(form) });
}

export async function eliminationResultAction(eventId: string, matchId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  return saveResult(user, eventId, matchId, form, { ...eliminationResultBody(form), expectedVersion: expectedVersionOf(form) });
}

export async function sideChoiceAction(eventId: string, matchId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  return act(eventId, form, "Side recorded.", () => setEliminationSide(user, eventId, matchId, { darkSide: str(form.get("darkSide")) }));
}

export async function timerFormAction(eventId: string, roundNumber: number, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  const action = str(form.get("action"));
  // Only extra time for a table carries minutes; start and reset use the round's own length.
  const input = action === "extend" ? { action, minutes: num(form.get("minutes")), table: num(form.get("table")) } : { action };
  return act(eventId, form, action === "extend" ? "Extra time given." : "Timer updated.", () => runTimer(user, eventId, roundNumber, input));
}

export async function playerStatusAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  const playerId = str(form.get("playerId")) ?? "";
  const what = str(form.get("what"));
  const fn = what === "drop" ? dropPlayer : what === "rejoin" ? rejoinPlayer : what === "disqualify" ? disqualifyPlayer : null;
  if (!fn) return { ok: false, message: "Choose drop, rejoin or disqualify." };
  return act(eventId, form, what === "drop" ? "Player dropped." : what === "rejoin" ? "Player rejoined." : "Player disqualified.", () => fn(user, eventId, playerId));
}

/** Match play: the games (and a chess clock loss) as the form's one JSON field. */
export async function matchPlayResultAction(eventId: string, matchId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  const body = matchPlayResultBody(form);
  if (!body) return { ok: false, message: "Nothing was saved: record the games first." };
  return saveResult(user, eventId, matchId, form, { ...body, expectedVersion: expectedVersionOf(form) });
}

/** The table's own clock: `op` is "start:A", "switch", "pause", "resume", "absent:B", "present:B" or "forfeit". */
export async function matchClockFormAction(eventId: string, matchId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  const [action, seat] = (str(form.get("op")) ?? "").split(":");
  const done = action === "forfeit" ? "Forfeit recorded." : "Clock updated.";
  return act(eventId, form, done, () => matchClockAction(user, eventId, matchId, { action, ...(seat ? { seat } : {}) }));
}
