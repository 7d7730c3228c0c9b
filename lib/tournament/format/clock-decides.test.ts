import { describe, expect, it } from "vitest";
import { RegulationError } from "../errors";
import { checkRejoinTiming, rejoinRefusal } from "../swiss/stage";
import { validateEntry, validateResult, matchOutcome } from "./match";
import { checkResultAgainstClock, flaggedSeat, type MatchClockEvent } from "./match-clock";
import { FFG_SWISS_FORMAT, genericFormat, swgFormat } from "./presets";
import type { AnyMatchResult } from "./types";

const MIN = 60_000;
const formats = { 1: swgFormat("single", "constructed"), 3: swgFormat("bo3", "constructed"), 5: swgFormat("bo5", "constructed") } as const;

function refusal(f: () => unknown): { code: string; field?: unknown } | null {
  try {
    f();
    return null;
  } catch (e) {
    if (!(e instanceof RegulationError)) throw e;
    return { code: e.code, field: (e.details as { field?: unknown } | undefined)?.field };
  }
}

describe("SWG:411-412 — a time loss after the match was decided is refused", () => {
  const decided = { 1: ["A"], 3: ["A", "A"], 5: ["A", "B", "A", "A"] } as const;
  for (const n of [1, 3, 5] as const) {
    it(`best of ${n}: ${decided[n].join(", ")} then seat A's clock runs out is refused, naming timeLoss`, () => {
      const r: AnyMatchResult = { games: decided[n], timeLoss: "A" };
      expect(refusal(() => validateEntry(formats[n], r))).toEqual({ code: "INVALID_RESULT", field: "timeLoss" });
      // One recorded before the rule still reads as it was recorded (an event's history keeps loading).
      expect(refusal(() => validateResult(formats[n], r))).toBeNull();
      // The same games without the time loss are the decided match.
      expect(matchOutcome(formats[n], { games: decided[n] }).winner).toBe("A");
    });
  }

  it("a time loss before the decision ends the match for the other player (best of 1: in game 1, no game finished)", () => {
    expect(matchOutcome(formats[1], { games: [], timeLoss: "A" }).winner).toBe("B");
    expect(matchOutcome(formats[3], { games: ["A"], timeLoss: "A" }).winner).toBe("B");
    expect(matchOutcome(formats[5], { games: ["B", "A", "B", "A"], timeLoss: "B" }).winner).toBe("A");
  });

  it("no games and no time loss is still refused; a round clock cannot lose on time", () => {
    expect(refusal(() => validateEntry(formats[3], { games: [] }))).toEqual({ code: "INVALID_RESULT", field: "games" });
    expect(refusal(() => validateEntry(genericFormat({ game: "swccg" }), { games: ["A"], timeLoss: "A" }))).toEqual({ code: "INVALID_RESULT", field: "timeLoss" });
  });
});

describe("SWG:564-566 — the clock that ran out decides the match", () => {
  // A's clock runs for all 30 minutes of a best of 3 (30 minutes a player): A flags.
  const events: MatchClockEvent[] = [{ at: 0, kind: "start", seat: "A" }];
  for (const n of [1, 3, 5] as const) {
    const f = formats[n];
    const minutes = f.clock.kind === "chess" ? f.clock.minutesPerPlayer : 0;
    it(`best of ${n}: after seat A flags, only A's time loss is a result`, () => {
      expect(flaggedSeat(f, events, (minutes - 1) * MIN)).toBeNull();
      const flagged = flaggedSeat(f, events, (minutes + 1) * MIN);
      expect(flagged).toBe("A");
      const aWins: AnyMatchResult = { games: n === 1 ? ["A"] : n === 3 ? ["A", "A"] : ["A", "A", "A"] };
      expect(refusal(() => checkResultAgainstClock(f, aWins, flagged))?.code).toBe("RESULT_AGAINST_CLOCK");
      expect(refusal(() => checkResultAgainstClock(f, { games: [], timeLoss: "B" }, flagged))?.code).toBe("RESULT_AGAINST_CLOCK");
      expect(refusal(() => checkResultAgainstClock(f, { games: [], timeLoss: "A" }, flagged))).toBeNull();
      // A judge who finds the clock wrong may override it.
      expect(refusal(() => checkResultAgainstClock(f, aWins, flagged, { override: true }))).toBeNull();
    });
  }

  it("names the player and says why; a clock that has not run out, or no chess clock, decides nothing", () => {
    let message = "";
    try {
      checkResultAgainstClock(formats[3], { games: ["A", "A"] }, "A", { names: { A: "Ann", B: "Bob" } });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^Ann's chess clock ran out: Ann lost the match on time/);
    expect(refusal(() => checkResultAgainstClock(formats[3], { games: ["A", "A"] }, null))).toBeNull();
    expect(refusal(() => checkResultAgainstClock(FFG_SWISS_FORMAT, { games: ["A", "A"] }, "A"))).toBeNull();
  });
});

describe("SWG:314-315 — no late entry, no rejoining an event in progress", () => {
  it("a format without late entry refuses a rejoin once round 1 is paired; before that, and with late entry, it is allowed", () => {
    expect(formats[3].lateEntry).toBe(false);
    expect(refusal(() => checkRejoinTiming({ lateEntry: false, roundsPaired: 1 }))?.code).toBe("NO_LATE_ENTRY");
    expect(rejoinRefusal({ lateEntry: false, roundsPaired: 0 })).toBeNull();
    expect(rejoinRefusal({ lateEntry: true, roundsPaired: 3 })).toBeNull();
    expect(FFG_SWISS_FORMAT.lateEntry).toBe(true);
  });
});
