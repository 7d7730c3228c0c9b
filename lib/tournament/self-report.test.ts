import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectCode } from "./expect-regulation-error.test-helper";
import { FFG_ELIMINATION_FORMAT, FFG_SWISS_FORMAT, genericFormat, swgFormat } from "./format/presets";
import type { RoundTimerEvent } from "./round-time";
import { checkReport, decideReports, normaliseReport, reportDeadline, sameReport, type ReportedResult } from "./self-report";

const MIN = 60_000;
const T0 = 1_700_000_000_000;
const games = (...r: ("A" | "B" | "draw" | "unplayed")[]) => ({ games: r.map((result) => ({ result })) });
const bo3 = swgFormat("bo3", "constructed");

describe("agreement", () => {
  it("two equal FFG Swiss reports agree and give the result to record", () => {
    const d = decideReports({ format: FFG_SWISS_FORMAT, reports: { A: games("A", "draw"), B: games("A", "draw") }, deadlineAt: null, now: T0 });
    expect(d).toEqual({ state: "agreed", result: games("A", "draw") });
  });

  it("reports are compared normalised, not as text: absent and empty fields, key order", () => {
    const a: ReportedResult = { games: [{ result: "A", ending: null }, { result: "B" }] };
    const b = JSON.parse('{"games":[{"result":"A"},{"ending":null,"result":"B"}]}') as ReportedResult;
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    expect(sameReport(a, b)).toBe(true);
    expect(normaliseReport(a)).toEqual(games("A", "B"));
  });

  it("the same games in another order disagree (game 1 and game 2 are different games)", () => {
    expect(sameReport(games("A", "B"), games("B", "A"))).toBe(false);
    const d = decideReports({ format: FFG_SWISS_FORMAT, reports: { A: games("A", "B"), B: games("B", "A") }, deadlineAt: null, now: T0 });
    expect(d).toEqual({ state: "disputed" });
  });

  it("an intentional split agrees only with a split", () => {
    expect(sameReport({ intentionalSplit: true }, { intentionalSplit: true })).toBe(true);
    expect(sameReport({ intentionalSplit: true }, games("A", "B"))).toBe(false);
    expect(sameReport(games("A", "B"), { intentionalSplit: true })).toBe(false);
  });

  it("a dark side restating the recorded one says nothing; a different one must be agreed", () => {
    expect(sameReport({ ...games("A", "A"), darkSide: "A" }, games("A", "A"), "A")).toBe(true);
    expect(sameReport({ ...games("A", "A"), darkSide: "B" }, games("A", "A"), "A")).toBe(false);
    expect(sameReport({ ...games("A", "A"), darkSide: "B" }, { ...games("A", "A"), darkSide: "B" }, "A")).toBe(true);
    const d = decideReports({ format: FFG_SWISS_FORMAT, reports: { A: { ...games("B", "B"), darkSide: "A" }, B: games("B", "B") }, recordedDarkSide: "A", deadlineAt: null, now: T0 });
    expect(d).toEqual({ state: "agreed", result: games("B", "B") });
  });

  it("match play: the games played, endings and a chess clock loss all count", () => {
    expect(sameReport(games("A", "B", "A"), games("A", "B", "A"))).toBe(true);
    expect(sameReport(games("A", "A"), games("A", "B", "A"))).toBe(false);
    expect(sameReport({ games: [{ result: "A" }], timeLoss: "B" }, { games: [{ result: "A" }] })).toBe(false);
    expect(sameReport({ games: [{ result: "A", ending: "forfeit" }, { result: "A" }] }, games("A", "A"))).toBe(false);
    const d = decideReports({ format: bo3, reports: { A: { games: [{ result: "B" }], timeLoss: "A" }, B: { games: [{ result: "B" }], timeLoss: "A" } }, deadlineAt: null, now: T0 });
    expect(d).toEqual({ state: "agreed", result: { games: [{ result: "B" }], timeLoss: "A" } });
  });

  it("FFG elimination: dark side and winner, or the same timed-out board", () => {
    const board = { lsVictoryPileObjectives: 1, damageOnDsObjectives: 4, deathStarDial: 7, damageOnLsObjectives: 2, balanceOfTheForce: "ls" as const };
    expect(sameReport({ darkSide: "A", result: "B" }, { darkSide: "A", result: "B" })).toBe(true);
    expect(sameReport({ darkSide: "A", result: "B" }, { darkSide: "B", result: "B" })).toBe(false);
    expect(sameReport({ darkSide: "A", result: "B" }, { darkSide: "A", timeout: board })).toBe(false);
    expect(sameReport({ darkSide: "A", timeout: board }, { darkSide: "A", timeout: { ...board } })).toBe(true);
    expect(sameReport({ darkSide: "A", timeout: board }, { darkSide: "A", timeout: { ...board, deathStarDial: 8 } })).toBe(false);
    const d = decideReports({ format: FFG_ELIMINATION_FORMAT, reports: { A: { darkSide: "B", result: "A" }, B: { darkSide: "B", result: "A" } }, deadlineAt: null, now: T0 });
    expect(d).toEqual({ state: "agreed", result: { darkSide: "B", result: "A" } });
  });

  it("property: agreement is symmetric, and a report always agrees with its own normal form", () => {
    const game = fc.record({ result: fc.constantFrom("A", "B", "draw", "unplayed" as const), ending: fc.option(fc.constantFrom("time", "forfeit" as const), { nil: undefined }) });
    const report = fc.oneof(
      fc.record({ games: fc.array(game, { minLength: 1, maxLength: 5 }), timeLoss: fc.option(fc.constantFrom("A", "B" as const), { nil: undefined }) }),
      fc.constant({ intentionalSplit: true as const }),
    ) as fc.Arbitrary<ReportedResult>;
    fc.assert(
      fc.property(report, report, (a, b) => {
        expect(sameReport(a, b)).toBe(sameReport(b, a));
        expect(sameReport(a, normaliseReport(a))).toBe(true);
        expect(sameReport(a, b)).toBe(JSON.stringify(normaliseReport(a)) === JSON.stringify(normaliseReport(b)));
      }),
    );
  });
});

describe("checking reports against the format", () => {
  it("refuses what a judge's entry would refuse", () => {
    expectCode(() => checkReport(FFG_SWISS_FORMAT, games("A")), "INVALID_RESULT");
    expectCode(() => checkReport(bo3, games("A")), "INVALID_RESULT");
    expectCode(() => checkReport(bo3, games("A", "A", "B")), "INVALID_RESULT");
    expectCode(() => checkReport(bo3, games("A", "draw", "A")), "INVALID_RESULT");
    expectCode(() => checkReport(genericFormat({ game: "young-jedi", style: "bo3" }), { intentionalSplit: true }), "INVALID_RESULT");
    expectCode(() => checkReport(FFG_ELIMINATION_FORMAT, { darkSide: "C" } as unknown as ReportedResult), "INVALID_RESULT");
    expect(() => checkReport(bo3, games("B", "A", "B"))).not.toThrow();
    expectCode(
      () => decideReports({ format: FFG_SWISS_FORMAT, reports: { A: games("A", "A"), B: games("A") }, deadlineAt: null, now: T0 }),
      "INVALID_RESULT",
    );
  });
});

describe("the report deadline and missing reports", () => {
  const start: RoundTimerEvent = { type: "start", at: T0 };

  it("no running clock, no deadline", () => {
    expect(reportDeadline([], 3, { minutes: 70, deadlineMinutes: 10, now: T0 })).toBeNull();
    const paused: RoundTimerEvent[] = [start, { type: "pause", at: T0 + 5 * MIN }];
    expect(reportDeadline(paused, 3, { minutes: 70, deadlineMinutes: 10, now: T0 + 80 * MIN })).toBeNull();
  });

  it("the table's clock end minus the deadline minutes; a table's extension moves its own deadline", () => {
    expect(reportDeadline([start], 3, { minutes: 70, deadlineMinutes: 10, now: T0 })).toBe(T0 + 60 * MIN);
    const extended: RoundTimerEvent[] = [start, { type: "extend", at: T0 + MIN, table: 3, minutes: 5 }];
    expect(reportDeadline(extended, 3, { minutes: 70, deadlineMinutes: 10, now: T0 })).toBe(T0 + 65 * MIN);
    expect(reportDeadline(extended, 4, { minutes: 70, deadlineMinutes: 10, now: T0 })).toBe(T0 + 60 * MIN);
    expect(reportDeadline(extended, null, { minutes: 70, deadlineMinutes: 0, now: T0 })).toBe(T0 + 70 * MIN);
    // A pause moves the end by its length; a clock that ran out keeps its end.
    const resumed: RoundTimerEvent[] = [start, { type: "pause", at: T0 + 10 * MIN }, { type: "resume", at: T0 + 15 * MIN }];
    expect(reportDeadline(resumed, 1, { minutes: 70, deadlineMinutes: 10, now: T0 + 200 * MIN })).toBe(T0 + 65 * MIN);
  });

  it("one report short: waiting before the deadline, missing from it on", () => {
    const deadlineAt = T0 + 60 * MIN;
    const one = { A: games("A", "A"), B: null };
    expect(decideReports({ format: FFG_SWISS_FORMAT, reports: one, deadlineAt, now: deadlineAt - 1 })).toEqual({ state: "waiting", missing: ["B"] });
    expect(decideReports({ format: FFG_SWISS_FORMAT, reports: one, deadlineAt, now: deadlineAt })).toEqual({ state: "missing", missing: ["B"] });
    expect(decideReports({ format: FFG_SWISS_FORMAT, reports: { A: null, B: null }, deadlineAt, now: deadlineAt + MIN })).toEqual({ state: "missing", missing: ["A", "B"] });
    expect(decideReports({ format: FFG_SWISS_FORMAT, reports: one, deadlineAt: null, now: deadlineAt + 100 * MIN })).toEqual({ state: "waiting", missing: ["B"] });
  });

  it("two reports are decided whatever the clock says", () => {
    const d = decideReports({ format: FFG_SWISS_FORMAT, reports: { A: games("A", "B"), B: games("A", "B") }, deadlineAt: T0, now: T0 + 100 * MIN });
    expect(d.state).toBe("agreed");
  });
});
