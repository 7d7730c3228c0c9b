import { describe, expect, it } from "vitest";
import { slipDarkSides } from "@/components/rounds/side-chooser";
import type { Match } from "@/lib/schemas/round";

const match = (over: Partial<Match>): Match => ({
  id: "m",
  table: 1,
  playerA: { id: "a", name: "Ben Kenobi", seed: 3 },
  playerB: { id: "b", name: "Ben Solo", seed: 2 },
  bracketMatch: null,
  darkSide: "A",
  result: null,
  version: 1,
  ...over,
});

describe("match slip dark sides", () => {
  it("Swiss: game 2 reverses game 1", () => {
    expect(slipDarkSides(match({ darkSide: "A" }), "swiss")).toEqual(["Ben Kenobi", "Ben Solo"]);
    expect(slipDarkSides(match({ darkSide: "B" }), "swiss")).toEqual(["Ben Solo", "Ben Kenobi"]);
  });
  it("elimination: one game; before the choice, the higher seed chooses", () => {
    expect(slipDarkSides(match({ darkSide: null }), "elimination")).toEqual(["Ben Solo chooses"]);
    expect(slipDarkSides(match({ darkSide: "A" }), "elimination")).toEqual(["Ben Kenobi"]);
  });
});
