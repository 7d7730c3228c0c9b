import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRegulationError } from "./errors";
import {
  applyTimerAction,
  DEFAULT_ROUND_MINUTES,
  roundLengthKind,
  roundLengthMinutes,
  roundTimerState,
  tableTimerState,
  timerExtensions,
  type RoundTimerEvent,
} from "./round-time";
import { expectCode } from "./expect-regulation-error.test-helper";


const MIN = 60_000;
const T0 = 1_700_000_000_000;

describe("round lengths", () => {
  it("Swiss 70, elimination 40, final (two players left) 60 minutes", () => {
    expect(DEFAULT_ROUND_MINUTES).toEqual({ swiss: 70, elimination: 40, final: 60 });
    expect(roundLengthMinutes(roundLengthKind("swiss"))).toBe(70);
    expect(roundLengthMinutes(roundLengthKind("elimination", 5))).toBe(40);
    expect(roundLengthMinutes(roundLengthKind("elimination", 3))).toBe(40);
    expect(roundLengthMinutes(roundLengthKind("elimination", 2))).toBe(60);
  });

  it("organizer overrides", () => {
    expect(roundLengthMinutes("swiss", { swiss: 75 })).toBe(75);
    expect(roundLengthMinutes("final", { swiss: 75 })).toBe(60);
    expectCode(() => roundLengthMinutes("final", { final: 0 }), "ROUND_TIME_INVALID_MINUTES");
    expectCode(() => roundLengthMinutes("final", { final: 12.5 }), "ROUND_TIME_INVALID_MINUTES");
    expectCode(() => roundLengthKind("elimination"), "ROUND_TIME_INVALID_KIND");
  });
});

describe("round timer", () => {
  const opts = (now: number) => ({ minutes: 70, now });

  it("idle until a leader starts it", () => {
    expect(roundTimerState([], opts(T0))).toEqual({
      state: "idle",
      durationSeconds: 4200,
      endsAt: null,
      remainingSeconds: 4200,
      extensionMinutes: 0,
    });
  });

  it("runs, pauses, resumes and ends", () => {
    const events: RoundTimerEvent[] = [{ type: "start", at: T0 }];
    expect(roundTimerState(events, opts(T0 + 10 * MIN))).toMatchObject({
      state: "running",
      endsAt: T0 + 70 * MIN,
      remainingSeconds: 60 * 60,
    });
    events.push({ type: "pause", at: T0 + 10 * MIN });
    expect(roundTimerState(events, opts(T0 + 30 * MIN))).toMatchObject({ state: "paused", endsAt: null, remainingSeconds: 3600 });
    events.push({ type: "resume", at: T0 + 15 * MIN });
    const running = roundTimerState(events, opts(T0 + 20 * MIN));
    expect(running).toMatchObject({ state: "running", endsAt: T0 + 75 * MIN, remainingSeconds: 55 * 60 });
    expect(roundTimerState(events, opts(T0 + 75 * MIN - 1))).toMatchObject({ state: "running", remainingSeconds: 1 });
    expect(roundTimerState(events, opts(T0 + 75 * MIN))).toMatchObject({ state: "ended", endsAt: T0 + 75 * MIN, remainingSeconds: 0 });
    expect(roundTimerState(events, opts(T0 + 200 * MIN))).toMatchObject({ state: "ended", remainingSeconds: 0 });
  });

  it("start minutes override the round length; reset returns to idle with an optional new length", () => {
    const events: RoundTimerEvent[] = [{ type: "start", at: T0, minutes: 45 }];
    expect(roundTimerState(events, opts(T0))).toMatchObject({ endsAt: T0 + 45 * MIN, durationSeconds: 2700 });
    events.push({ type: "reset", at: T0 + MIN, minutes: 50 });
    expect(roundTimerState(events, opts(T0 + 2 * MIN))).toMatchObject({ state: "idle", remainingSeconds: 3000 });
    events.push({ type: "start", at: T0 + 3 * MIN });
    expect(roundTimerState(events, opts(T0 + 3 * MIN))).toMatchObject({ state: "running", endsAt: T0 + 53 * MIN });
    events.push({ type: "reset", at: T0 + 4 * MIN });
    expect(roundTimerState(events, opts(T0 + 5 * MIN))).toMatchObject({ state: "idle", remainingSeconds: 4200 });
  });

  it("table extensions add to one table's clock only, and a reset clears them", () => {
    const events: RoundTimerEvent[] = [
      { type: "extend", at: T0 - MIN, table: 3, minutes: 5 }, // lost card found at setup
      { type: "start", at: T0 },
      { type: "extend", at: T0 + 20 * MIN, table: 3, minutes: 2 }, // ruling delay
      { type: "extend", at: T0 + 20 * MIN, table: 4, minutes: 3 },
    ];
    expect(roundTimerState(events, opts(T0 + 71 * MIN))).toMatchObject({ state: "ended", endsAt: T0 + 70 * MIN });
    expect(tableTimerState(events, 3, opts(T0 + 71 * MIN))).toMatchObject({
      state: "running",
      endsAt: T0 + 77 * MIN,
      remainingSeconds: 6 * 60,
      extensionMinutes: 7,
    });
    expect(tableTimerState(events, 1, opts(T0 + 71 * MIN))).toMatchObject({ state: "ended", extensionMinutes: 0 });
    expect(timerExtensions(events, { minutes: 70 })).toEqual(new Map([[3, 7], [4, 3]]));
    const reset = [...events, { type: "reset", at: T0 + 80 * MIN } as const];
    expect(timerExtensions(reset, { minutes: 70 })).toEqual(new Map());
  });

  it("refuses invalid sequences", () => {
    const started: RoundTimerEvent[] = [{ type: "start", at: T0 }];
    expectCode(() => applyTimerAction(started, { type: "start", at: T0 + 1 }, { minutes: 70 }), "TIMER_INVALID_ACTION");
    expectCode(() => applyTimerAction([], { type: "pause", at: T0 }, { minutes: 70 }), "TIMER_INVALID_ACTION");
    expectCode(() => applyTimerAction(started, { type: "resume", at: T0 + 1 }, { minutes: 70 }), "TIMER_INVALID_ACTION");
    expectCode(() => applyTimerAction(started, { type: "pause", at: T0 + 70 * MIN }, { minutes: 70 }), "TIMER_INVALID_ACTION");
    expectCode(() => applyTimerAction(started, { type: "pause", at: T0 - 1 }, { minutes: 70 }), "TIMER_INVALID_ACTION");
    expectCode(() => applyTimerAction(started, { type: "extend", at: T0, table: 0, minutes: 2 }, { minutes: 70 }), "TIMER_INVALID_ACTION");
    expectCode(() => applyTimerAction(started, { type: "extend", at: T0, table: 1, minutes: 0 }, { minutes: 70 }), "TIMER_INVALID_ACTION");
    expectCode(() => applyTimerAction([], { type: "start", at: T0, minutes: -5 }, { minutes: 70 }), "ROUND_TIME_INVALID_MINUTES");
    expect(applyTimerAction(started, { type: "pause", at: T0 + MIN }, { minutes: 70 })).toMatchObject({ state: "paused" });
    expect(applyTimerAction(started, { type: "reset", at: T0 + 71 * MIN }, { minutes: 70 })).toMatchObject({ state: "idle" });
  });

  it("a now earlier than the last action reads as that action's time", () => {
    const events: RoundTimerEvent[] = [{ type: "start", at: T0 }];
    expect(roundTimerState(events, opts(T0 - 500))).toMatchObject({ state: "running", remainingSeconds: 4200 });
  });

  it("property: running time only passes while running; remaining never grows without a reset", () => {
    const action = fc.record({
      type: fc.constantFrom<"start" | "pause" | "resume" | "extend">("start", "pause", "resume", "extend"),
      gap: fc.integer({ min: 0, max: 30 * MIN }),
    });
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), fc.integer({ min: 0, max: 120 * MIN }), (actions, tail) => {
        const events: RoundTimerEvent[] = [];
        let at = T0;
        let runMs = 0;
        let runningSince: number | null = null;
        for (const a of actions) {
          at += a.gap;
          const e: RoundTimerEvent = a.type === "extend" ? { type: "extend", at, table: 1, minutes: 1 } : { type: a.type, at };
          let ok = true;
          try {
            applyTimerAction(events, e, { minutes: 70 });
          } catch (err) {
            expect(isRegulationError(err, "TIMER_INVALID_ACTION")).toBe(true);
            ok = false;
          }
          if (!ok) continue;
          events.push(e);
          if (e.type === "start" || e.type === "resume") runningSince = at;
          if (e.type === "pause") {
            runMs += at - runningSince!;
            runningSince = null;
          }
        }
        const now = at + tail;
        const s = roundTimerState(events, { minutes: 70, now });
        const started = events.some((e) => e.type === "start");
        if (!started) {
          expect(s.state).toBe("idle");
          return;
        }
        const elapsed = runMs + (runningSince === null ? 0 : now - runningSince);
        expect(s.remainingSeconds).toBe(Math.ceil(Math.max(0, 70 * MIN - elapsed) / 1000));
        expect(s.state).toBe(runningSince === null ? "paused" : elapsed >= 70 * MIN ? "ended" : "running");
        const table = tableTimerState(events, 1, { minutes: 70, now });
        expect(table.remainingSeconds).toBeGreaterThanOrEqual(s.remainingSeconds);
      }),
      { numRuns: 300 },
    );
  });
});
