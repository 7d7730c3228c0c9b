import { describe, expect, it } from "vitest";
import { RegulationError } from "../errors";
import { absenceForfeits, absentSince, chessClockState, checkClockEvent, type MatchClockEvent } from "./match-clock";
import { swgFormat } from "./presets";

const MIN = 60_000;
const single = swgFormat("single", "constructed");
const bo3 = swgFormat("bo3", "constructed");

describe("chess clock", () => {
  it("runs one player's clock at a time; a switch hands over", () => {
    const events: MatchClockEvent[] = [
      { at: 0, kind: "start", seat: "A" },
      { at: 2 * MIN, kind: "switch" },
      { at: 5 * MIN, kind: "switch" },
    ];
    const s = chessClockState(events, { minutesPerPlayer: 30, now: 6 * MIN });
    expect(s.running).toBe("A");
    expect(s.remaining).toEqual({ A: 27 * 60, B: 27 * 60 });
    expect(s.flagged).toBeNull();
  });

  it("pause stops the running clock and resume restarts the same one", () => {
    const events: MatchClockEvent[] = [
      { at: 0, kind: "start", seat: "B" },
      { at: MIN, kind: "pause" },
      { at: 10 * MIN, kind: "resume" },
    ];
    const paused = chessClockState(events, { minutesPerPlayer: 15, now: 5 * MIN });
    expect([paused.running, paused.paused, paused.remaining.B]).toEqual([null, true, 14 * 60]);
    expect(chessClockState(events, { minutesPerPlayer: 15, now: 11 * MIN }).remaining.B).toBe(13 * 60);
  });

  it("a clock that reaches 0 flags: that player loses, and the clock stops", () => {
    const events: MatchClockEvent[] = [{ at: 0, kind: "start", seat: "A" }];
    expect(chessClockState(events, { minutesPerPlayer: 15, now: 15 * MIN - 1000 }).flagged).toBeNull();
    const s = chessClockState(events, { minutesPerPlayer: 15, now: 20 * MIN });
    expect(s).toMatchObject({ flagged: "A", running: null, remaining: { A: 0, B: 15 * 60 } });
    expect(() => checkClockEvent(events, { at: 20 * MIN, kind: "switch" }, 15)).toThrow(RegulationError);
  });

  it("refuses events that make no sense now", () => {
    expect(() => checkClockEvent([], { at: 0, kind: "switch" }, 30)).toThrow(/Start the clock first/);
    expect(() => checkClockEvent([{ at: 0, kind: "start", seat: "A" }], { at: 1, kind: "start", seat: "B" }, 30)).toThrow(/already started/);
    expect(() => checkClockEvent([], { at: 0, kind: "resume" }, 30)).toThrow(/not paused/);
  });
});

describe("absence forfeits (SWG: 10 minutes)", () => {
  const absent: MatchClockEvent[] = [{ at: 0, kind: "absent", seat: "A" }];
  it("at 9:59 nothing is forfeited; at 10:00 the game in progress is", () => {
    expect(absenceForfeits(single, [], absent, 10 * MIN - 1000)).toBeNull();
    expect(absenceForfeits(single, [], absent, 10 * MIN)).toEqual({ seat: "A", games: ["B"] });
  });

  it("best of 3: each later game is forfeited as it starts, until the match is decided", () => {
    expect(absenceForfeits(bo3, [], absent, 10 * MIN)!.games).toEqual(["B", "B"]);
    expect(absenceForfeits(bo3, ["A"], absent, 10 * MIN)!.games).toEqual(["B", "B"]);
    expect(absenceForfeits(bo3, ["B"], absent, 10 * MIN)!.games).toEqual(["B"]);
  });

  it("a player marked present again forfeits nothing more; formats without the rule never forfeit", () => {
    const back: MatchClockEvent[] = [...absent, { at: 5 * MIN, kind: "present", seat: "A" }];
    expect(absentSince(back, "A", 6 * MIN)).toBeNull();
    expect(absenceForfeits(single, [], back, 30 * MIN)).toBeNull();
    expect(absenceForfeits({ ...single, absenceForfeitMinutes: null }, [], absent, 30 * MIN)).toBeNull();
  });
});
