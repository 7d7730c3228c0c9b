/**
 * A result as the judge sent it, checked and shaped for storage: shared by the one-statement
 * saves (swiss-save.ts, elimination-save.ts) and the transactional path (results.ts), so all
 * refuse the same input with the same words.
 */
import type { Match as MatchRow } from "@/lib/generated/prisma/client";
import { flaggedSeat, matchOutcome, scoreTimedOutGame, stopClockAt, type MatchClockEvent, timedOutGameWinnerSeat, validateEntry, type MatchFormat, type ResultEntry, type Seat } from "@/lib/tournament";
import { conflict, invalidField } from "../kernel/errors";
import { fromEngine } from "../kernel/engine-errors";
import type { GameInput, StoredEliminationGame, StoredGame, StoredSwissResult } from "@/lib/schemas/result";
import { clockEventsOf, swissResultOf } from "../kernel/stored";
import type { ResultBody } from "./save-gate";

const hhmm = (d: Date) => d.toISOString().slice(11, 16);

/** The games as stored: winner, the ending where there was one, and a chess clock loss. */
export function storedGames(data: { games: readonly GameInput[]; timeLoss?: Seat }): Pick<Extract<StoredSwissResult, { games: unknown }>, "games" | "timeLoss"> {
  return {
    games: data.games.map((g) => (g.ending ? { result: g.result, ending: g.ending } : { result: g.result })),
    ...(data.timeLoss ? { timeLoss: data.timeLoss } : {}),
  };
}

/** 409 when the judge saw an older version of the match than the stored one. */
export function checkVersion(match: Pick<MatchRow, "version" | "updatedAt">, expected: number | undefined): void {
  if (expected !== undefined && expected !== match.version) {
    throw conflict(`This result was changed by someone else at ${hhmm(match.updatedAt)} UTC; reload to see it before saving.`);
  }
}

/** A Swiss result as stored, and game 1's dark side after it: 400 on bad input, 409 on a stale version. */
export function swissStoredResult(format: MatchFormat, match: Pick<MatchRow, "version" | "updatedAt" | "darkSide">, body: ResultBody): { stored: StoredSwissResult; darkSide: string | null } {
  const data = body.swiss();
  checkVersion(match, data.expectedVersion);
  const stored: StoredSwissResult = "intentionalSplit" in data ? { intentionalSplit: true } : storedGames(data);
  fromEngine(() => validateEntry(format, swissResultOf(stored)!));
  return { stored, darkSide: data.darkSide ?? match.darkSide };
}

/** Games decided at time (a modified result): they need the table's clock to have run out. */
export const gamesAtTime = (stored: StoredSwissResult | { games?: StoredGame[] }): number[] =>
  "games" in stored && stored.games ? stored.games.flatMap((g, i) => (g.ending === "time" ? [i + 1] : [])) : [];

/**
 * An elimination game's result as stored, its dark side and the match's winner: 400 on bad input
 * (a shape the event's result entry does not take), 409 on a stale version. FFG's entry names the
 * dark side and scores timeouts; otherwise the games decide (match play, with its chess clock's
 * time loss).
 */
export function eliminationStoredResult(
  format: MatchFormat,
  entry: ResultEntry,
  match: Pick<MatchRow, "version" | "updatedAt" | "darkSide">,
  body: ResultBody,
): { stored: StoredEliminationGame; darkSide: string | null; winner: "A" | "B" } {
  const data = body.elimination();
  checkVersion(match, data.expectedVersion);
  const refused = entry.eliminationRefusal(data);
  if (refused) throw invalidField(refused.field, refused.reason);
  if ("games" in data) {
    const games = storedGames(data);
    fromEngine(() => validateEntry(format, swissResultOf(games)!));
    const winner = fromEngine(() => matchOutcome(format, swissResultOf(games)!)).winner!;
    return { stored: { kind: "game", result: winner, ...games }, darkSide: match.darkSide, winner };
  }
  if ("timeout" in data) {
    const winner = fromEngine(() => timedOutGameWinnerSeat(data.timeout, data.darkSide));
    const score = fromEngine(() => scoreTimedOutGame(data.timeout));
    return { stored: { kind: "game", result: winner, timeout: data.timeout, scores: { ls: score.ls, ds: score.ds } }, darkSide: data.darkSide, winner };
  }
  return { stored: { kind: "game", result: data.result }, darkSide: data.darkSide, winner: data.result };
}

/**
 * A one-statement save's chess clock: the clock's events once the result stops it (null: they
 * stay as they are), or "transactional" when the clock ran out or the judge overrides it — the
 * transactional path decides those, naming the players and who may override.
 */
export function clockAfterSave(format: MatchFormat, match: Pick<MatchRow, "clockEvents">, body: ResultBody, at: number): readonly MatchClockEvent[] | null | "transactional" {
  const events = clockEventsOf(match);
  if (body.overrideClock !== undefined || flaggedSeat(format, events, at) !== null) return "transactional";
  const stopped = stopClockAt(format, events, at);
  return stopped === events ? null : stopped;
}
