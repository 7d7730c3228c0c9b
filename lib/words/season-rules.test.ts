import { describe, expect, it } from "vitest";
import { CIRCUIT_RULES, STORE_LEAGUE_RULES, SWG_SPRINT_RULES } from "@/lib/tournament/seasons/presets";
import { seasonRuleLines, workedExample } from "./season-rules";

describe("season rules in words", () => {
  it("the Sprint", () => {
    expect(seasonRuleLines(SWG_SPRINT_RULES)).toEqual([
      "1 point for taking part in an event.",
      "2 points per match won, 2 points per bye.",
      "An event counts only with at least 2 entrants.",
      "Only events starting Monday to Friday count.",
      "Ties: more events played, then the better best place, then the name.",
      "At the end, the leader wins gold (players sharing first place all win it).",
      "Silver for reaching 30 points.",
      "Bronze for reaching 15 points.",
    ]);
    expect(workedExample(SWG_SPRINT_RULES)).toBe("A player who goes 3–1 and finishes 2nd of 16 earns 1 for taking part + 3 × 2 for the wins = 7 points.");
  });

  it("a circuit's worked example multiplies by the tier; the league invites its top 8", () => {
    expect(workedExample(CIRCUIT_RULES, { wins: 3, losses: 1, place: 2, entrants: 16, tier: "regional" })).toBe(
      "A player who goes 3–1 and finishes 2nd of 16 at a regional event earns (2 for taking part + 40 for 2nd place) × 2 = 84 points.",
    );
    expect(workedExample(CIRCUIT_RULES, { wins: 3, losses: 0, place: 1, entrants: 6 })).toMatch(/earns nothing: the event is below the minimum of 8/);
    expect(seasonRuleLines(STORE_LEAGUE_RULES)).toContain("The top 8 are invited to the final.");
    expect(seasonRuleLines(STORE_LEAGUE_RULES)).toContain("Only a player's best 8 events count.");
  });
});
