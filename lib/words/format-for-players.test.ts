import { describe, expect, it } from "vitest";
import { eventPlan } from "@/lib/tournament/format";
import { eventFormatForPlayers, formatForPlayers, planForPlayers } from "./format-for-players";

describe("a format in players' words", () => {
  it("says a Galaxies queue's game, best of 3, its Swiss rounds and rating (issue 35 item 5)", () => {
    const plan = eventPlan("swg-swiss", { style: "bo3" });
    expect(planForPlayers(plan, 3, { rated: true, k: 16 })).toBe("Star Wars Galaxies TCG · best of 3 · 3 Swiss rounds · rated K 16");
    expect(planForPlayers(plan, null, { rated: false, k: 16 })).toBe("Star Wars Galaxies TCG · best of 3 · Swiss · unrated");
  });

  it("says a single game and a cut to top 8 as players do (issue 36 item 5)", () => {
    const plan = eventPlan("swg-swiss-top8", { style: "single" });
    expect(planForPlayers(plan, null, { rated: true, k: 24 })).toBe("Star Wars Galaxies TCG · one game · Swiss, then top 8 · rated K 24");
    expect(planForPlayers(eventPlan("swg-single-elimination", { style: "bo5" }), null, null)).toBe("Star Wars Galaxies TCG · best of 5 · single elimination");
  });

  it("reads an event's resolved cut, and drops a cut of 0", () => {
    const event = (cutSize: number | null) => ({
      format: { game: "Star Wars: The Card Game", gamesPerMatch: { kind: "both-sides" as const, count: 2 }, stages: [{ kind: "swiss" as const }, { kind: "double-elimination" as const, cut: null }] },
      swissRounds: 5,
      cutSize,
      rating: { rated: true, k: 16 },
    });
    expect(eventFormatForPlayers(event(8))).toBe("Star Wars: The Card Game · two games, one with each side · 5 Swiss rounds, then top 8 · rated K 16");
    expect(eventFormatForPlayers(event(0))).toBe("Star Wars: The Card Game · two games, one with each side · 5 Swiss rounds · rated K 16");
    expect(eventFormatForPlayers(event(null))).toBe("Star Wars: The Card Game · two games, one with each side · 5 Swiss rounds, then a double elimination cut · rated K 16");
  });

  it("names one Swiss round in the singular", () => {
    expect(formatForPlayers({ gameName: "Young Jedi", games: { kind: "best-of", count: 1 }, stages: [{ kind: "swiss", cut: null }], swissRounds: 1, rating: null })).toBe("Young Jedi · one game · 1 Swiss round");
  });
});
