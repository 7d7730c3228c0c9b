import { describe, expect, it } from "vitest";
import { RegulationError } from "../errors";
import type { GameResult } from "../points";
import { decidedBy, matchOutcome, nextGameAllowed, validateResult } from "./match";
import { FFG_SWISS_FORMAT, eventPlan, genericFormat, swgDescriptor, swgFormat } from "./presets";
import type { MatchResult } from "./types";

const bo3 = swgFormat("bo3", "constructed");
const bo5 = swgFormat("bo5", "constructed");
const single = swgFormat("single", "constructed");
const swccg = genericFormat({ game: "swccg" });

function codeOf(f: () => unknown): string | null {
  try {
    f();
    return null;
  } catch (e) {
    return e instanceof RegulationError ? e.code : "THREW";
  }
}
const games = (...gs: GameResult[]): MatchResult => ({ games: gs });

describe("best of 3 (SWG match play 2-3)", () => {
  it("[A, A] decides the match and a third game is refused", () => {
    expect(decidedBy(bo3, ["A", "A"])).toBe("A");
    expect(nextGameAllowed(bo3, ["A", "A"])).toBe(false);
    expect(nextGameAllowed(bo3, ["A"])).toBe(true);
    expect(codeOf(() => validateResult(bo3, games("A", "A", "B")))).toBe("INVALID_RESULT");
    expect(matchOutcome(bo3, games("A", "A")).winner).toBe("A");
  });

  it("[A, B, A] is won by A; [A, B] is not finished", () => {
    expect(matchOutcome(bo3, games("A", "B", "A")).winner).toBe("A");
    expect(nextGameAllowed(bo3, ["A", "B"])).toBe(true);
    expect(codeOf(() => validateResult(bo3, games("A", "B")))).toBe("INVALID_RESULT");
  });

  it("has no draws and no unplayed games", () => {
    expect(codeOf(() => validateResult(bo3, games("A", "draw", "A")))).toBe("INVALID_RESULT");
    expect(codeOf(() => validateResult(bo3, games("A", "unplayed")))).toBe("INVALID_RESULT");
  });
});

describe("best of 5 (SWG match play 3-5)", () => {
  it("[B, A, B, A, B] is won by B; a sixth game or a game after three wins is refused", () => {
    expect(matchOutcome(bo5, games("B", "A", "B", "A", "B")).winner).toBe("B");
    expect(codeOf(() => validateResult(bo5, games("B", "B", "B", "A")))).toBe("INVALID_RESULT");
    expect(codeOf(() => validateResult(bo5, games("B", "A", "B", "A", "B", "A")))).toBe("INVALID_RESULT");
    expect(nextGameAllowed(bo5, ["B", "A", "B", "A"])).toBe(true);
  });
});

describe("SWG match points: win 3, loss 1", () => {
  it("every match awards 4 points, whatever the games", () => {
    for (const r of [games("A", "A"), games("B", "A", "A"), games("A", "B", "B")]) {
      const o = matchOutcome(bo3, r);
      expect(o.points.A + o.points.B).toBe(4);
      expect(o.points[o.winner!]).toBe(3);
    }
  });

  it("a player whose chess clock runs out loses the match, even when ahead in games", () => {
    const o = matchOutcome(bo3, { games: ["A"], timeLoss: "A" });
    expect(o.winner).toBe("B");
    expect(o.points).toEqual({ A: 1, B: 3 });
    // A round clock cannot lose a match on time.
    expect(codeOf(() => validateResult(swccg, { games: ["A"], timeLoss: "A" }))).toBe("INVALID_RESULT");
  });

  it("absence forfeits are games won by the present player", () => {
    const o = matchOutcome(single, { games: ["B"], endings: ["forfeit"] });
    expect(o.winner).toBe("B");
    expect(codeOf(() => validateResult(FFG_SWISS_FORMAT, { games: ["A", "A"], endings: ["forfeit", null] }))).toBe("INVALID_RESULT");
  });
});

describe("SWCCG modified results (2-hour games)", () => {
  it("are allowed only as a game that reached time, and score the modified points", () => {
    const o = matchOutcome(swccg, { games: ["A"], endings: ["time"] });
    expect(o.winner).toBe("A");
    expect(o.points).toEqual({ A: swccg.scoring.modifiedWin, B: swccg.scoring.modifiedLoss });
    expect(swccg.scoring.modifiedWin).toBeLessThan(swccg.scoring.win);
    // SWG has no modified results.
    expect(codeOf(() => validateResult(single, { games: ["A"], endings: ["time"] }))).toBe("INVALID_RESULT");
  });
});

describe("FFG's two games are unchanged", () => {
  it("3/1/0 per game, a split, a draw", () => {
    expect(matchOutcome(FFG_SWISS_FORMAT, games("A", "B")).points).toEqual({ A: 3, B: 3 });
    expect(matchOutcome(FFG_SWISS_FORMAT, games("A", "draw")).points).toEqual({ A: 4, B: 1 });
    expect(matchOutcome(FFG_SWISS_FORMAT, { intentionalSplit: true }).points).toEqual({ A: 3, B: 3 });
    expect(codeOf(() => validateResult(FFG_SWISS_FORMAT, games("A")))).toBe("INVALID_RESULT");
  });
});

describe("presets", () => {
  it("SWG's descriptor names type, structure and style", () => {
    expect(swgDescriptor("swiss", "bo3", "constructed")).toBe("Standard Constructed Match Play (2-3)");
    expect(eventPlan("swg-swiss-top8", { style: "single", deckKind: "limited" }).descriptor).toBe("Limited Cut to Top 8 Single Game");
  });

  it("SWG's chess clocks are 30/60/90 minutes a match, half per player; no late entry; bye 3 at round end", () => {
    expect([single, bo3, bo5].map((f) => (f.clock.kind === "chess" ? f.clock.minutesPerPlayer * 2 : 0))).toEqual([30, 60, 90]);
    expect(bo3.lateEntry).toBe(false);
    expect(bo3.scoring).toMatchObject({ per: "match", win: 3, loss: 1, bye: 3, byeCounts: "round-end" });
    expect(bo3.absenceForfeitMinutes).toBe(10);
  });

  it("Swiss + top 8 is two stages; the cut is a plain top 8 of single elimination", () => {
    const plan = eventPlan("swg-swiss-top8", { thirdPlace: true });
    expect(plan.stages.map((s) => s.kind)).toEqual(["swiss", "single-elimination"]);
    expect(plan.stages[1]!.cut).toEqual({ size: 8, rule: "top" });
    expect(plan.stages[1]!.thirdPlace).toBe(true);
    expect(plan.stages[1]!.format.scoring.win).toBe(0);
  });
});

describe("draws where the format allows them (issue 34)", () => {
  const single = genericFormat({ game: "swccg", draws: true });
  const bo3 = genericFormat({ game: "young-jedi", style: "bo3", draws: true });
  it("a drawn single game is a drawn match, scored the format's draw", () => {
    expect(matchOutcome(single, { games: ["draw"] })).toMatchObject({ winner: null, points: { A: 1, B: 1 }, drawn: 1 });
    expect(nextGameAllowed(single, ["draw"])).toBe(false);
  });
  it("best of 3: over once no one can win two; a game after that is refused", () => {
    expect(matchOutcome(bo3, { games: ["draw", "draw"] })).toMatchObject({ winner: null, points: { A: 1, B: 1 } });
    expect(nextGameAllowed(bo3, ["draw", "draw"])).toBe(false);
    expect(nextGameAllowed(bo3, ["A", "draw"])).toBe(true);
    expect(() => validateResult(bo3, { games: ["A", "draw"] })).toThrow(/Nobody has won 2 games yet/);
    expect(matchOutcome(bo3, { games: ["A", "draw", "draw"] })).toMatchObject({ winner: null, points: { A: 1, B: 1 } });
    expect(matchOutcome(bo3, { games: ["A", "draw", "A"] })).toMatchObject({ winner: "A", points: { A: 3, B: 0 } });
    expect(() => validateResult(bo3, { games: ["draw", "draw", "A"] })).toThrow(/decided after game 2/);
  });
  it("without draws a drawn game is still refused", () => {
    expect(() => validateResult(genericFormat({ game: "wotc-swtcg" }), { games: ["draw"] })).toThrow(RegulationError);
  });
});
