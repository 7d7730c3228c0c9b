import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deathStarDialPoints, scoreTimedOutGame, timedOutGameWinnerSeat, type TimedOutGameBoard } from "./timeout";
import { expectCode } from "../expect-regulation-error.test-helper";


const tim_vs_kat: TimedOutGameBoard = {
  lsVictoryPileObjectives: 2,
  damageOnDsObjectives: 7,
  deathStarDial: 10,
  damageOnLsObjectives: 4,
  balanceOfTheForce: "ds",
};

describe("elimination game that reaches time", () => {
  it("regulations example: Tim (LS) 87 beats Kat (DS) 84.5", () => {
    expect(scoreTimedOutGame(tim_vs_kat)).toEqual({ ls: 87, ds: 84.5, winner: "light" });
    // Kat sits in seat A with dark side: Tim (B) wins.
    expect(timedOutGameWinnerSeat(tim_vs_kat, "A")).toBe("B");
    expect(timedOutGameWinnerSeat(tim_vs_kat, "B")).toBe("A");
  });

  it("dial bands 0–3 → 0, 4–7 → 40, 8–11 → 80", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(deathStarDialPoints)).toEqual([
      0, 0, 0, 0, 40, 40, 40, 40, 80, 80, 80, 80,
    ]);
  });

  it("the Balance of the Force breaks an otherwise equal board", () => {
    const even = { lsVictoryPileObjectives: 1, damageOnDsObjectives: 3, deathStarDial: 5, damageOnLsObjectives: 3 };
    expect(scoreTimedOutGame({ ...even, balanceOfTheForce: "ls" })).toEqual({ ls: 43.5, ds: 43, winner: "light" });
    expect(scoreTimedOutGame({ ...even, balanceOfTheForce: "ds" })).toEqual({ ls: 43, ds: 43.5, winner: "dark" });
  });

  it("property: never a tie, and the formula holds", () => {
    fc.assert(
      fc.property(
        fc.record({
          lsVictoryPileObjectives: fc.integer({ min: 0, max: 2 }),
          damageOnDsObjectives: fc.integer({ min: 0, max: 39 }),
          deathStarDial: fc.integer({ min: 0, max: 11 }),
          damageOnLsObjectives: fc.integer({ min: 0, max: 39 }),
          balanceOfTheForce: fc.constantFrom<"ls" | "ds">("ls", "ds"),
        }),
        (b) => {
          const s = scoreTimedOutGame(b);
          expect(s.ls).not.toBe(s.ds);
          expect(s.ls).toBe(40 * b.lsVictoryPileObjectives + b.damageOnDsObjectives + (b.balanceOfTheForce === "ls" ? 0.5 : 0));
          expect(s.ds).toBe(40 * Math.floor(b.deathStarDial / 4) + b.damageOnLsObjectives + (b.balanceOfTheForce === "ds" ? 0.5 : 0));
          expect(s.winner).toBe(s.ls > s.ds ? "light" : "dark");
        },
      ),
    );
  });

  it("refuses boards that are not a game decided on time, or impossible numbers", () => {
    expectCode(() => scoreTimedOutGame({ ...tim_vs_kat, lsVictoryPileObjectives: 3 }), "TIMEOUT_NOT_A_DRAW");
    expectCode(() => scoreTimedOutGame({ ...tim_vs_kat, deathStarDial: 12 }), "TIMEOUT_NOT_A_DRAW");
    expectCode(() => scoreTimedOutGame({ ...tim_vs_kat, deathStarDial: -1 }), "TIMEOUT_INVALID_BOARD");
    expectCode(() => scoreTimedOutGame({ ...tim_vs_kat, damageOnDsObjectives: 2.5 }), "TIMEOUT_INVALID_BOARD");
    expectCode(() => scoreTimedOutGame({ ...tim_vs_kat, damageOnLsObjectives: 40 }), "TIMEOUT_INVALID_BOARD");
    expectCode(() => scoreTimedOutGame({ ...tim_vs_kat, balanceOfTheForce: "both" as "ls" }), "TIMEOUT_INVALID_BOARD");
    expectCode(() => timedOutGameWinnerSeat(tim_vs_kat, "C" as "A"), "TIMEOUT_INVALID_BOARD");
  });
});
