/**
 * Round times and the round timer (regulations § Tournament Round Times; regulation spec
 * "Round times").
 *
 * - Swiss rounds 70 minutes, double elimination rounds 40 minutes, the final (when only
 *   two players remain) 60 minutes; the organizer may override each length.
 * - The timer starts when a leader starts it (not at pairing). When it runs out, games
 *   continue to the end of the LS player's turn (the timer page says so; nothing to
 *   compute here).
 * - A judge can give one table a time extension (lost card, ruling delay).
 *
 * The engine has no clock: the app stores the timer actions with their timestamps
 * (milliseconds since the epoch) and passes `now` in.
 *
 * Decided here (the regulations are silent):
 * - **Actions.** `start` (from idle; `minutes` overrides the length for this round),
 *   `pause` (while running, before time is up), `resume` (while paused), `reset` (from any
 *   state back to idle; `minutes` sets the length for the next start; table extensions
 *   given before the reset are cleared). Anything else is refused as
 *   `TIMER_INVALID_ACTION`, so a stored log is always a valid sequence.
 * - **Length** for a start: the start's `minutes`, else the last reset's `minutes`, else
 *   the round's length (`roundLengthMinutes`). Minutes are whole, 1–1440.
 * - **Extensions** add minutes to one table's clock: the table's time ends that much after
 *   the round's. They may be given at any time after the last reset (also before the
 *   start, for a lost card found at setup), and they add up. An extension never moves the
 *   round's own clock. A pause stops every table's clock.
 * - **States.** idle (not started), running, paused, ended (running and no time left).
 *   `endsAt` is set while running or ended, null while idle or paused. `remainingSeconds`
 *   is rounded up to whole seconds (0 exactly when ended); while idle it is the full length.
 * - Timestamps must not go backwards. A `now` earlier than the last action (clocks of two
 *   app servers a little apart) is read as the time of that action.
 * - "Final" means an elimination round with two players left who have not dropped
 *   (`EliminationState.activePlayersRemaining`): both finals M6/M7, M14/M15, M30/M31,
 *   or an earlier match if drops leave only two players.
 */
import { RegulationError } from "./errors";

export type RoundLengthKind = "swiss" | "elimination" | "final";

export const DEFAULT_ROUND_MINUTES: Readonly<Record<RoundLengthKind, number>> = {
  swiss: 70,
  elimination: 40,
  final: 60,
};

/** The organizer's overrides of the default lengths. */
export type RoundLengthOverrides = Partial<Record<RoundLengthKind, number>>;

export const MAX_ROUND_MINUTES = 24 * 60;

function fail(code: string, message: string, details?: unknown): never {
  throw new RegulationError(code, message, details);
}

function checkMinutes(minutes: unknown, what: string): number {
  if (typeof minutes !== "number" || !Number.isInteger(minutes) || minutes < 1 || minutes > MAX_ROUND_MINUTES) {
    fail("ROUND_TIME_INVALID_MINUTES", `${what} must be a whole number of minutes from 1 to ${MAX_ROUND_MINUTES}.`, {
      minutes,
    });
  }
  return minutes;
}

/** Which length applies: Swiss, an elimination round, or the final (two players left). */
export function roundLengthKind(stage: "swiss" | "elimination", activePlayersRemaining?: number): RoundLengthKind {
  if (stage === "swiss") return "swiss";
  if (activePlayersRemaining === undefined) {
    fail("ROUND_TIME_INVALID_KIND", "An elimination round's length depends on the players remaining.");
  }
  return activePlayersRemaining <= 2 ? "final" : "elimination";
}

/** The length of a round in minutes, with the organizer's overrides. */
export function roundLengthMinutes(kind: RoundLengthKind, overrides?: RoundLengthOverrides): number {
  if (!(kind in DEFAULT_ROUND_MINUTES)) fail("ROUND_TIME_INVALID_KIND", `Unknown round kind ${String(kind)}.`, { kind });
  const override = overrides?.[kind];
  return override === undefined ? DEFAULT_ROUND_MINUTES[kind] : checkMinutes(override, `The ${kind} round length`);
}

export type RoundTimerEvent =
  | { readonly type: "start"; readonly at: number; readonly minutes?: number }
  | { readonly type: "pause"; readonly at: number }
  | { readonly type: "resume"; readonly at: number }
  | { readonly type: "reset"; readonly at: number; readonly minutes?: number }
  | { readonly type: "extend"; readonly at: number; readonly table: number; readonly minutes: number };

export type RoundTimerStatus = "idle" | "running" | "paused" | "ended";

export interface RoundTimerState {
  readonly state: RoundTimerStatus;
  /** The length in seconds, extensions included for a table. */
  readonly durationSeconds: number;
  /** When time is up (ms); null while idle or paused. */
  readonly endsAt: number | null;
  readonly remainingSeconds: number;
  /** Minutes of extension included (0 for the round's own clock). */
  readonly extensionMinutes: number;
}

interface Replay {
  status: "idle" | "running" | "paused";
  durationMs: number;
  /** Time run before the current run (ms). */
  banked: number;
  runStartedAt: number;
  nextLengthMs: number;
  extensions: Map<number, number>;
  lastAt: number;
}

const MS_PER_MINUTE = 60_000;

function replay(events: readonly RoundTimerEvent[], minutes: number): Replay {
  const base = checkMinutes(minutes, "The round length") * MS_PER_MINUTE;
  const r: Replay = {
    status: "idle",
    durationMs: base,
    banked: 0,
    runStartedAt: 0,
    nextLengthMs: base,
    extensions: new Map(),
    lastAt: -Infinity,
  };
  events.forEach((e, i) => {
    if (typeof e.at !== "number" || !Number.isFinite(e.at)) {
      fail("TIMER_INVALID_ACTION", `Timer action ${i + 1} has no valid time.`, { index: i });
    }
    if (e.at < r.lastAt) fail("TIMER_INVALID_ACTION", `Timer action ${i + 1} is earlier than the one before.`, { index: i });
    r.lastAt = e.at;
    const refuse = (why: string): never => fail("TIMER_INVALID_ACTION", `Cannot ${e.type} the timer: ${why}.`, { index: i, type: e.type });
    switch (e.type) {
      case "start":
        if (r.status !== "idle") refuse(`it is ${r.status}`);
        r.durationMs = e.minutes === undefined ? r.nextLengthMs : checkMinutes(e.minutes, "The round length") * MS_PER_MINUTE;
        r.status = "running";
        r.banked = 0;
        r.runStartedAt = e.at;
        break;
      case "pause":
        if (r.status !== "running") refuse(`it is ${r.status}`);
        if (r.banked + (e.at - r.runStartedAt) >= r.durationMs) refuse("time is up");
        r.banked += e.at - r.runStartedAt;
        r.status = "paused";
        break;
      case "resume":
        if (r.status !== "paused") refuse(`it is ${r.status}`);
        r.status = "running";
        r.runStartedAt = e.at;
        break;
      case "reset":
        r.status = "idle";
        r.banked = 0;
        r.extensions = new Map();
        r.nextLengthMs = e.minutes === undefined ? base : checkMinutes(e.minutes, "The round length") * MS_PER_MINUTE;
        r.durationMs = r.nextLengthMs;
        break;
      case "extend":
        if (!Number.isInteger(e.table) || e.table < 1) refuse("the table number must be a whole number from 1");
        if (typeof e.minutes !== "number" || !Number.isInteger(e.minutes) || e.minutes < 1 || e.minutes > MAX_ROUND_MINUTES) {
          refuse(`an extension is a whole number of minutes from 1 to ${MAX_ROUND_MINUTES}`);
        }
        r.extensions.set(e.table, (r.extensions.get(e.table) ?? 0) + e.minutes);
        break;
      default:
        fail("TIMER_INVALID_ACTION", `Unknown timer action ${String((e as { type?: unknown }).type)}.`, { index: i });
    }
  });
  return r;
}

function stateOf(r: Replay, extensionMinutes: number, now: number): RoundTimerState {
  const durationMs = r.durationMs + extensionMinutes * MS_PER_MINUTE;
  const durationSeconds = Math.round(durationMs / 1000);
  const t = Math.max(now, r.lastAt);
  if (r.status === "idle") {
    return { state: "idle", durationSeconds, endsAt: null, remainingSeconds: durationSeconds, extensionMinutes };
  }
  if (r.status === "paused") {
    const remaining = Math.max(0, durationMs - r.banked);
    return { state: "paused", durationSeconds, endsAt: null, remainingSeconds: Math.ceil(remaining / 1000), extensionMinutes };
  }
  const endsAt = r.runStartedAt + durationMs - r.banked;
  const remaining = Math.max(0, endsAt - t);
  return {
    state: remaining > 0 ? "running" : "ended",
    durationSeconds,
    endsAt,
    remainingSeconds: Math.ceil(remaining / 1000),
    extensionMinutes,
  };
}

/**
 * The round's clock at `now` from the stored actions. `minutes` is the round's length
 * (`roundLengthMinutes`). Throws `RegulationError` if the actions are not a valid sequence.
 */
export function roundTimerState(events: readonly RoundTimerEvent[], options: { readonly minutes: number; readonly now: number }): RoundTimerState {
  return stateOf(replay(events, options.minutes), 0, options.now);
}

/** One table's clock: the round's clock plus that table's extensions. */
export function tableTimerState(
  events: readonly RoundTimerEvent[],
  table: number,
  options: { readonly minutes: number; readonly now: number },
): RoundTimerState {
  const r = replay(events, options.minutes);
  return stateOf(r, r.extensions.get(table) ?? 0, options.now);
}

/** Every table with an extension since the last reset, with its total minutes. */
export function timerExtensions(events: readonly RoundTimerEvent[], options: { readonly minutes: number }): Map<number, number> {
  return new Map(replay(events, options.minutes).extensions);
}

/**
 * Checks that `action` may be appended to the stored actions (throws `TIMER_INVALID_ACTION`
 * if not) and returns the round's clock right after it.
 */
export function applyTimerAction(
  events: readonly RoundTimerEvent[],
  action: RoundTimerEvent,
  options: { readonly minutes: number },
): RoundTimerState {
  return roundTimerState([...events, action], { minutes: options.minutes, now: action.at });
}
