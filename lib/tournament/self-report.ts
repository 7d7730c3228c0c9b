/**
 * Results reported by the players themselves (issue 11, "Results from the players").
 *
 * Each player of a match reports its result from their phone, in the shape the results API
 * takes (`PUT …/result`): the games in order (FFG: both games of the round; match play: the
 * games played), an intentional split, or — FFG elimination — the game's dark side and its
 * winner or its timed-out board. The engine decides here, without a clock (`now` is passed in):
 *
 * - **Agreement.** Two reports agree when their normalised results are the same: the same games
 *   in the same order with the same endings, the same chess clock loss, the same dark side.
 *   What is compared is never the JSON text: `{"result":"A","ending":undefined}` and
 *   `{"result":"A"}` are one game, and a `darkSide` equal to the match's recorded one says
 *   nothing new (it is dropped). Agreeing reports give the result to record.
 * - **Dispute.** Two reports that do not agree.
 * - **Missing.** A match with fewer than two reports once `now` has reached the report deadline:
 *   the end of the table's clock (the round's, plus that table's extensions) minus the event's
 *   `reportDeadlineMinutes`. A round whose clock is not running (idle, paused) has no deadline;
 *   a clock that ran out keeps its end, so the deadline stays passed.
 * - Otherwise the match is **waiting** (one or no report, before the deadline).
 */
import { RegulationError } from "./errors";
import { validateEntry } from "./format/match";
import type { AnyMatchResult, GameEnding, GameResult, MatchFormat } from "./format/types";
import type { TimedOutGameBoard } from "./elimination/timeout";
import { roundTimerState, tableTimerState, type RoundTimerEvent } from "./round-time";
import type { Seat } from "./types";

export interface ReportedGame {
  readonly result: GameResult;
  readonly ending?: GameEnding | null;
}

/** A player's report: the body the results API takes, without `expectedVersion`. */
export type ReportedResult =
  | { readonly games: readonly ReportedGame[]; readonly timeLoss?: Seat; readonly darkSide?: Seat }
  | { readonly intentionalSplit: true; readonly darkSide?: Seat }
  /** FFG elimination: one game, its dark side and its winner. */
  | { readonly darkSide: Seat; readonly result: Seat }
  /** FFG elimination: one game that reached time, scored from its board. */
  | { readonly darkSide: Seat; readonly timeout: TimedOutGameBoard };

const BOARD_KEYS = ["lsVictoryPileObjectives", "damageOnDsObjectives", "deathStarDial", "damageOnLsObjectives", "balanceOfTheForce"] as const;

function invalid(message: string, report: unknown): never {
  throw new RegulationError("INVALID_RESULT", message, { report });
}

const isGames = (r: ReportedResult): r is Extract<ReportedResult, { games: readonly ReportedGame[] }> => "games" in r;
const isSplit = (r: ReportedResult): r is Extract<ReportedResult, { intentionalSplit: true }> => "intentionalSplit" in r;
const isTimeout = (r: ReportedResult): r is Extract<ReportedResult, { timeout: TimedOutGameBoard }> => "timeout" in r;

/** The report as the engine's match result (game lists and splits; null for an FFG elimination game). */
export function reportAsMatchResult(report: ReportedResult): AnyMatchResult | null {
  if (isSplit(report)) return { intentionalSplit: true };
  if (!isGames(report)) return null;
  const endings = report.games.some((g) => g.ending) ? report.games.map((g) => g.ending ?? null) : undefined;
  return { games: report.games.map((g) => g.result), ...(endings ? { endings } : {}), ...(report.timeLoss ? { timeLoss: report.timeLoss } : {}) };
}

/**
 * Checks a report against the match's format (the same rules as a judge's entry: two games for
 * FFG Swiss, a decided best-of list, draws only where allowed …). Throws `INVALID_RESULT` (the
 * format's own message).
 */
export function checkReport(format: MatchFormat, report: ReportedResult): void {
  const asResult = reportAsMatchResult(report);
  if (asResult) {
    validateEntry(format, asResult);
    return;
  }
  if (!("darkSide" in report) || (report.darkSide !== "A" && report.darkSide !== "B")) invalid('Say which seat played the dark side: "A" or "B".', report);
  if (isTimeout(report)) {
    for (const key of BOARD_KEYS) if (report.timeout[key] === undefined) invalid(`The timed-out board needs ${key}.`, report);
  } else if ((report as { result?: unknown }).result !== "A" && (report as { result?: unknown }).result !== "B") {
    invalid('Say who won the game: "A" or "B".', report);
  }
}

/**
 * The report in one canonical shape: games as `{result}` or `{result, ending}`, no empty
 * fields, the timed-out board's fields in a fixed order, and a `darkSide` that only restates
 * the match's recorded dark side (`recordedDarkSide`) dropped from Swiss reports.
 */
export function normaliseReport(report: ReportedResult, recordedDarkSide: Seat | null = null): ReportedResult {
  const swissSide = (side: Seat | undefined) => (side && side !== recordedDarkSide ? { darkSide: side } : {});
  if (isSplit(report)) return { intentionalSplit: true, ...swissSide(report.darkSide) };
  if (isGames(report)) {
    return {
      games: report.games.map((g) => (g.ending ? { result: g.result, ending: g.ending } : { result: g.result })),
      ...(report.timeLoss ? { timeLoss: report.timeLoss } : {}),
      ...swissSide(report.darkSide),
    };
  }
  if (isTimeout(report)) {
    const board = Object.fromEntries(BOARD_KEYS.map((k) => [k, report.timeout[k]])) as unknown as TimedOutGameBoard;
    return { darkSide: report.darkSide, timeout: board };
  }
  return { darkSide: report.darkSide, result: (report as { result: Seat }).result };
}

/** Do two reports say the same result (compared normalised, field by field)? */
export function sameReport(a: ReportedResult, b: ReportedResult, recordedDarkSide: Seat | null = null): boolean {
  const x = normaliseReport(a, recordedDarkSide);
  const y = normaliseReport(b, recordedDarkSide);
  const side = (r: ReportedResult) => ("darkSide" in r ? (r.darkSide ?? null) : null);
  if (side(x) !== side(y)) return false;
  if (isSplit(x) || isSplit(y)) return isSplit(x) && isSplit(y);
  if (isGames(x) || isGames(y)) {
    if (!isGames(x) || !isGames(y)) return false;
    return (
      (x.timeLoss ?? null) === (y.timeLoss ?? null) &&
      x.games.length === y.games.length &&
      x.games.every((g, i) => g.result === y.games[i]!.result && (g.ending ?? null) === (y.games[i]!.ending ?? null))
    );
  }
  if (isTimeout(x) || isTimeout(y)) {
    if (!isTimeout(x) || !isTimeout(y)) return false;
    return BOARD_KEYS.every((k) => x.timeout[k] === y.timeout[k]);
  }
  return (x as { result: Seat }).result === (y as { result: Seat }).result;
}

/**
 * When a match still missing a report goes to the judge queue (ms since the epoch): the end of
 * the table's clock minus `deadlineMinutes`. Null while the clock is not running (not started,
 * paused): no deadline then. `table` null (a bracket match without a table) reads the round's
 * own clock.
 */
export function reportDeadline(
  events: readonly RoundTimerEvent[],
  table: number | null,
  options: { readonly minutes: number; readonly deadlineMinutes: number; readonly now: number },
): number | null {
  const clock =
    table === null ? roundTimerState(events, { minutes: options.minutes, now: options.now }) : tableTimerState(events, table, { minutes: options.minutes, now: options.now });
  if (clock.endsAt === null) return null;
  return clock.endsAt - options.deadlineMinutes * 60_000;
}

export type ReportDecision =
  /** Both reports say the same: record `result` (normalised). */
  | { readonly state: "agreed"; readonly result: ReportedResult }
  /** Both reported, differently: a judge decides. */
  | { readonly state: "disputed" }
  /** The deadline has passed without both reports: a judge looks. */
  | { readonly state: "missing"; readonly missing: readonly Seat[] }
  /** Before the deadline (or without one), one or no report. */
  | { readonly state: "waiting"; readonly missing: readonly Seat[] };

/**
 * What the players' reports decide for a match. `reports` by seat (null: not reported);
 * `deadlineAt` from `reportDeadline` (null: none). Each report is checked against `format`
 * first (a report the format refuses throws, as a judge's entry would).
 */
export function decideReports(input: {
  readonly format: MatchFormat;
  readonly reports: { readonly A: ReportedResult | null; readonly B: ReportedResult | null };
  readonly recordedDarkSide?: Seat | null;
  readonly deadlineAt: number | null;
  readonly now: number;
}): ReportDecision {
  const { A, B } = input.reports;
  for (const r of [A, B]) if (r) checkReport(input.format, r);
  if (A && B) {
    return sameReport(A, B, input.recordedDarkSide ?? null) ? { state: "agreed", result: normaliseReport(A, input.recordedDarkSide ?? null) } : { state: "disputed" };
  }
  const missing: Seat[] = [...(A ? [] : (["A"] as const)), ...(B ? [] : (["B"] as const))];
  const late = input.deadlineAt !== null && input.now >= input.deadlineAt;
  return { state: late ? "missing" : "waiting", missing };
}
