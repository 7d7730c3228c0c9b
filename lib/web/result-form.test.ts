import { describe, expect, it } from "vitest";
import { eliminationResultBody, expectedVersionOf, matchPlayResultBody, swissResultBody } from "./result-form";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("result forms read into the results API's body", () => {
  it("Swiss: the one-tap presets, the split, and two games chosen", () => {
    expect(swissResultBody(form({ preset: "AA" }))).toEqual({ games: [{ result: "A" }, { result: "A" }] });
    expect(swissResultBody(form({ preset: "AB" }))).toEqual({ games: [{ result: "A" }, { result: "B" }] });
    expect(swissResultBody(form({ preset: "split" }))).toEqual({ intentionalSplit: true });
    expect(swissResultBody(form({ game1: "draw", game2: "unplayed" }))).toEqual({ games: [{ result: "draw" }, { result: "unplayed" }] });
  });

  it("match play: the JSON field, or null when it is not an object", () => {
    expect(matchPlayResultBody(form({ result: '{"games":[{"result":"B"}]}' }))).toEqual({ games: [{ result: "B" }] });
    expect(matchPlayResultBody(form({ result: "not json" }))).toBeNull();
    expect(matchPlayResultBody(form({ result: "3" }))).toBeNull();
    expect(matchPlayResultBody(form({}))).toBeNull();
  });

  it("FFG elimination: a winner, or the board of a game that reached time", () => {
    expect(eliminationResultBody(form({ darkSide: "B", winner: "A" }))).toEqual({ darkSide: "B", result: "A" });
    expect(
      eliminationResultBody(form({ darkSide: "A", lsVictoryPileObjectives: "2", damageOnDsObjectives: "5", deathStarDial: "9", damageOnLsObjectives: "", balanceOfTheForce: "ds" })),
    ).toEqual({
      darkSide: "A",
      timeout: { lsVictoryPileObjectives: 2, damageOnDsObjectives: 5, deathStarDial: 9, damageOnLsObjectives: undefined, balanceOfTheForce: "ds" },
    });
    expect(expectedVersionOf(form({ expectedVersion: "7" }))).toBe(7);
    expect(expectedVersionOf(form({}))).toBeUndefined();
  });
});
