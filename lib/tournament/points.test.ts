import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RegulationError } from "./errors";
import {
  BYE_POINTS,
  ELIMINATION_POINTS,
  gamePoints,
  isIntentionalSplit,
  matchPoints,
  UNPAIRED_LOSS_POINTS,
  validateSwissResult,
  type GameResult,
  type SwissMatchResult,
} from "./points";

const games = (g1: GameResult, g2: GameResult): SwissMatchResult => ({ games: [g1, g2] });

describe("tournament points per game", () => {
  it("win 3, draw 1, loss 0, unplayed 0 for both", () => {
    expect(gamePoints("A", "A")).toBe(3);
    expect(gamePoints("A", "B")).toBe(0);
    expect(gamePoints("B", "B")).toBe(3);
    expect(gamePoints("B", "A")).toBe(0);
    expect(gamePoints("draw", "A")).toBe(1);
    expect(gamePoints("draw", "B")).toBe(1);
    expect(gamePoints("unplayed", "A")).toBe(0);
    expect(gamePoints("unplayed", "B")).toBe(0);
  });
});

describe("tournament points per match", () => {
  it("two wins = 6, one win each = 3 each, two draws = 2 each", () => {
    expect(matchPoints(games("A", "A"))).toEqual({ A: 6, B: 0 });
    expect(matchPoints(games("B", "B"))).toEqual({ A: 0, B: 6 });
    expect(matchPoints(games("A", "B"))).toEqual({ A: 3, B: 3 });
    expect(matchPoints(games("draw", "draw"))).toEqual({ A: 2, B: 2 });
    expect(matchPoints(games("A", "draw"))).toEqual({ A: 4, B: 1 });
  });

  it("time ran out during game 1: game 1 is a draw, game 2 unplayed scores 0 for both", () => {
    expect(matchPoints(games("draw", "unplayed"))).toEqual({ A: 1, B: 1 });
    expect(matchPoints(games("B", "unplayed"))).toEqual({ A: 0, B: 3 });
  });

  it("a round not played at all scores 0 for both", () => {
    expect(matchPoints(games("unplayed", "unplayed"))).toEqual({ A: 0, B: 0 });
  });

  it("a game 2 cannot follow an unplayed game 1", () => {
    for (const g2 of ["A", "B", "draw"] as const) {
      expect(() => matchPoints(games("unplayed", g2))).toThrow(RegulationError);
      try {
        validateSwissResult(games("unplayed", g2));
      } catch (e) {
        expect((e as RegulationError).code).toBe("INVALID_RESULT");
      }
    }
  });

  it("malformed results are refused", () => {
    expect(() => validateSwissResult({ games: ["A"] } as unknown as SwissMatchResult)).toThrow(/two games/);
    expect(() => validateSwissResult({ games: ["A", "X"] } as unknown as SwissMatchResult)).toThrow(RegulationError);
    expect(() => validateSwissResult({} as unknown as SwissMatchResult)).toThrow(RegulationError);
  });

  it("intentional split: 3 TP each, recorded as a split", () => {
    const split: SwissMatchResult = { intentionalSplit: true };
    expect(matchPoints(split)).toEqual({ A: 3, B: 3 });
    expect(isIntentionalSplit(split)).toBe(true);
    expect(isIntentionalSplit(games("A", "B"))).toBe(false);
  });

  it("bye = 6, unpaired loss = 0, elimination = no TP", () => {
    expect(BYE_POINTS).toBe(6);
    expect(UNPAIRED_LOSS_POINTS).toBe(0);
    expect(ELIMINATION_POINTS).toBe(0);
  });

  it("lost-card example: a player missing a dark side card concedes only the game where they play DS", () => {
    // Seat A is missing a card from the dark side deck and plays DS in game 1 (coin flip):
    // game 1 is a normal loss for A; A plays game 2 with the light side deck and wins it.
    expect(matchPoints(games("B", "A"))).toEqual({ A: 3, B: 3 });
    // …or loses it too.
    expect(matchPoints(games("B", "B"))).toEqual({ A: 0, B: 6 });
  });

  it("property: swapping seats swaps the points; a match never gives more than 6 in all", () => {
    const played = fc.constantFrom<GameResult>("A", "B", "draw");
    const game2 = fc.constantFrom<GameResult>("A", "B", "draw", "unplayed");
    const swap = (g: GameResult): GameResult => (g === "A" ? "B" : g === "B" ? "A" : g);
    fc.assert(
      fc.property(played, game2, (g1, g2) => {
        const p = matchPoints(games(g1, g2));
        const q = matchPoints(games(swap(g1), swap(g2)));
        expect(q).toEqual({ A: p.B, B: p.A });
        expect(p.A + p.B).toBeLessThanOrEqual(6);
        expect(p.A).toBeLessThanOrEqual(6);
      }),
    );
  });
});
