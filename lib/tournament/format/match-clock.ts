/**
 * A match's own clock events (SWG:402-414, 596-602): a chess clock per player for the whole
 * match, and a player marked absent. Both are replayed from the stored events and the time of
 * asking — no timers run anywhere, so every process computes the same state.
 *
 * Chess clock:
 * - `start` runs the named seat's clock; `switch` stops the running clock and runs the other one
 *   (the player ends their turn); `pause`/`resume` stop and restart the clock that was running
 *   (a judge call); `adjust` gives a seat seconds back (or takes them, negative) by a judge.
 * - A clock that reaches 0 has **flagged**: that player loses the match (`MatchResult.timeLoss`).
 *   The first seat to reach 0 flags; the clock stops there.
 *
 * Absence: `absent` marks a seat absent, `present` clears it. After `absenceForfeitMinutes`
 * (SWG 10) the game in progress is forfeited, and each later game as it starts, until the player
 * is marked present. Decided here: the next game starts as soon as the previous one is recorded,
 * so a player still absent forfeits the remaining games of the match in turn until it is decided.
 */
import { RegulationError } from "../errors";
import type { Seat } from "../types";
import { decidedBy, isSplit, nextGameAllowed } from "./match";
import type { AnyMatchResult, GameResult, MatchFormat, MatchResult } from "./types";

export type MatchClockEvent =
  | { readonly at: number; readonly kind: "start"; readonly seat: Seat }
  | { readonly at: number; readonly kind: "switch" | "pause" | "resume" }
  | { readonly at: number; readonly kind: "adjust"; readonly seat: Seat; readonly seconds: number }
  | { readonly at: number; readonly kind: "absent" | "present"; readonly seat: Seat };

export interface ChessClockState {
  /** The seat whose clock runs now; null when stopped (not started, paused or flagged). */
  readonly running: Seat | null;
  readonly paused: boolean;
  readonly started: boolean;
  /** Whole seconds left per seat (never below 0). */
  readonly remaining: { readonly A: number; readonly B: number };
  /** The seat whose clock reached 0 first: they lose the match. */
  readonly flagged: Seat | null;
}

const other = (s: Seat): Seat => (s === "A" ? "B" : "A");

function fail(message: string, details?: unknown): never {
  throw new RegulationError("INVALID_CLOCK_EVENT", message, details);
}

/** Checks that `event` can follow `events` (the service refuses the others with the reason). */
export function checkClockEvent(events: readonly MatchClockEvent[], event: MatchClockEvent, minutesPerPlayer: number): void {
  const s = chessClockState(events, { minutesPerPlayer, now: event.at });
  if (s.flagged && event.kind !== "absent" && event.kind !== "present" && event.kind !== "adjust") fail(`The clock of seat ${s.flagged} has run out: the match is over.`);
  switch (event.kind) {
    case "start":
      if (s.started) fail("The clock has already started.");
      return;
    case "switch":
      if (!s.running) fail(s.started ? "The clock is paused: resume it first." : "Start the clock first.");
      return;
    case "pause":
      if (!s.running) fail("The clock is not running.");
      return;
    case "resume":
      if (!s.paused) fail("The clock is not paused.");
      return;
    case "adjust":
      if (!Number.isInteger(event.seconds) || event.seconds === 0) fail("An adjustment is a whole number of seconds, not 0.");
      return;
    case "absent":
    case "present": {
      const absent = absentSince(events, event.seat, event.at) !== null;
      if (event.kind === "absent" && absent) fail(`Seat ${event.seat} is already marked absent.`);
      if (event.kind === "present" && !absent) fail(`Seat ${event.seat} is not marked absent.`);
      return;
    }
  }
}

/** The chess clock at `now` from its events (in time order). */
export function chessClockState(events: readonly MatchClockEvent[], o: { minutesPerPlayer: number; now: number }): ChessClockState {
  const left = { A: o.minutesPerPlayer * 60_000, B: o.minutesPerPlayer * 60_000 };
  let running: Seat | null = null;
  let pausedSeat: Seat | null = null;
  let started = false;
  let since = 0;
  let flagged: Seat | null = null;
  // Runs the clock from `since` to `t`; a clock that reaches 0 flags and stops.
  const runTo = (t: number) => {
    if (running && !flagged) {
      left[running] -= Math.max(0, t - since);
      if (left[running] <= 0) {
        left[running] = 0;
        flagged = running;
        running = null;
      }
    }
    since = t;
  };
  for (const e of events) {
    if (e.at > o.now) break;
    runTo(e.at);
    if (flagged && e.kind !== "adjust") continue;
    switch (e.kind) {
      case "start":
        started = true;
        running = e.seat;
        break;
      case "switch":
        if (running) running = other(running);
        break;
      case "pause":
        pausedSeat = running;
        running = null;
        break;
      case "resume":
        running = pausedSeat;
        pausedSeat = null;
        break;
      case "adjust":
        left[e.seat] = Math.max(0, left[e.seat] + e.seconds * 1000);
        break;
      default:
        break;
    }
  }
  runTo(o.now);
  return {
    running,
    paused: pausedSeat !== null && running === null && !flagged,
    started,
    remaining: { A: Math.ceil(left.A / 1000), B: Math.ceil(left.B / 1000) },
    flagged,
  };
}

/** When `seat` was marked absent (and not present since), as of `now`; null when present. */
export function absentSince(events: readonly MatchClockEvent[], seat: Seat, now: number): number | null {
  let since: number | null = null;
  for (const e of events) {
    if (e.at > now) break;
    if (e.kind === "absent" && e.seat === seat) since ??= e.at;
    if (e.kind === "present" && e.seat === seat) since = null;
  }
  return since;
}

/** When the first player marked absent (and still absent at `now`) forfeits; null when nobody is. */
export function forfeitDueAt(format: MatchFormat, events: readonly MatchClockEvent[], now: number): number | null {
  const limit = format.absenceForfeitMinutes;
  if (limit === null) return null;
  const since = [absentSince(events, "A", now), absentSince(events, "B", now)].filter((t): t is number => t !== null);
  return since.length === 0 ? null : Math.min(...since) + limit * 60_000;
}

/**
 * The games an absent player has forfeited by `now` that are not recorded yet: nothing before
 * the format's limit; at the limit, the game in progress, then each later game as it starts,
 * until the match is decided. Returns the winners of those games, in order.
 */
export function absenceForfeits(
  format: MatchFormat,
  recorded: readonly GameResult[],
  events: readonly MatchClockEvent[],
  now: number,
): { seat: Seat; games: Seat[] } | null {
  const limit = format.absenceForfeitMinutes;
  if (limit === null) return null;
  for (const seat of ["A", "B"] as const) {
    const since = absentSince(events, seat, now);
    if (since === null || now - since < limit * 60_000) continue;
    const games: Seat[] = [];
    const list = [...recorded];
    while (nextGameAllowed(format, list) && decidedBy(format, list) === null) {
      games.push(other(seat));
      list.push(other(seat));
    }
    return { seat, games };
  }
  return null;
}

/**
 * What a chess clock that ran out decides (SWG:564-566: "if a player's time runs out, he loses
 * the match, even if he was ahead"): the match is lost on time by the flagged player, so its
 * result is that time loss (`timeLoss` = the flagged seat, after the games finished before). A
 * result that says otherwise — no time loss, or the other seat's — contradicts the clock and is
 * refused (`RESULT_AGAINST_CLOCK`: the match's state forbids it, not the input's form), unless a
 * judge overrides the clock (`override`: a clock that was wrong; the service audits it).
 */
export function checkResultAgainstClock(
  format: MatchFormat,
  result: AnyMatchResult,
  flagged: Seat | null,
  o: { override?: boolean; names?: { readonly A: string; readonly B: string } } = {},
): void {
  if (format.clock.kind !== "chess" || flagged === null || o.override || isSplit(result)) return;
  if ((result as MatchResult).timeLoss === flagged) return;
  const name = (s: Seat) => o.names?.[s] ?? `seat ${s}`;
  throw new RegulationError(
    "RESULT_AGAINST_CLOCK",
    `${name(flagged)}'s chess clock ran out: ${name(flagged)} lost the match on time (a player whose time runs out loses the match). ` +
      `Record it as ${name(flagged)}'s time loss, with the games finished before; if the clock was wrong, a judge corrects it (override the clock).`,
    { flagged, result },
  );
}

/** The seat whose chess clock has run out by `now` (null: none, or no chess clock). */
export function flaggedSeat(format: MatchFormat, events: readonly MatchClockEvent[], now: number): Seat | null {
  return format.clock.kind === "chess" && events.length > 0 ? chessClockState(events, { minutesPerPlayer: format.clock.minutesPerPlayer, now }).flagged : null;
}

/**
 * The clock events once the match has its result at `at`: a clock still running stops there (a
 * pause), so that a later correction is judged by the clock as it stood when the match ended,
 * not by one that kept running in the replay. Unchanged when no clock runs.
 */
export function stopClockAt(format: MatchFormat, events: readonly MatchClockEvent[], at: number): readonly MatchClockEvent[] {
  if (format.clock.kind !== "chess" || events.length === 0) return events;
  const s = chessClockState(events, { minutesPerPlayer: format.clock.minutesPerPlayer, now: at });
  if (!s.running) return events;
  return [...events, { at: Math.max(at, events.at(-1)!.at), kind: "pause" }];
}
