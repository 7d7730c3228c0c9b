import { describe, expect, it } from "vitest";
import { bracketPendingText, bracketShown, bracketTitle } from "@/lib/words/stage-words";

const swiss = { kind: "swiss" as const, name: "Swiss", match: "Best of 3" };

describe("the bracket's words come from the event's stages", () => {
  it("a Galaxies top 8 is single elimination; FFG's is double", () => {
    expect(bracketTitle({ stages: [swiss, { kind: "single-elimination", name: "Top 8 single elimination", match: "Best of 3" }] }, 8)).toBe("Top 8 — single elimination");
    expect(bracketTitle({ stages: [swiss, { kind: "double-elimination", name: "Double elimination", match: "One game" }] }, 4)).toBe("Top 4 — double elimination");
  });

  it("a bracket from round 1 counts its entrants (teams at a team event)", () => {
    const single = { kind: "single-elimination" as const, name: "Single elimination", match: "Best of 3" };
    expect(bracketTitle({ stages: [single] }, 16)).toBe("Single elimination — 16 players");
    expect(bracketTitle({ stages: [single], teamSize: 2 }, 8)).toBe("Single elimination — 8 teams");
    expect(bracketPendingText({ stages: [single] })).toBe("The bracket appears when round 1 is paired.");
  });

  it("an event without an elimination stage has no bracket", () => {
    expect(bracketTitle({ stages: [swiss] }, 0)).toBe("Bracket");
    expect(bracketPendingText({ stages: [swiss] })).toMatch(/no elimination stage/);
  });

  it("a Swiss event without a cut has no bracket, though its format names one (FFG)", () => {
    const ffg = { stages: [swiss, { kind: "double-elimination" as const, name: "Double elimination", match: "One game" }] };
    expect(bracketPendingText(ffg, 0)).toMatch(/no elimination stage/);
    expect(bracketPendingText(ffg, null)).toBe("The bracket appears when the cut is made after the last Swiss round.");
    expect(bracketShown({ cutSize: 0, status: "complete" })).toBe(false);
    expect(bracketShown({ cutSize: null, status: "complete" })).toBe(false);
    expect(bracketShown({ cutSize: 4, status: "swiss" })).toBe(false);
    expect(bracketShown({ cutSize: 4, status: "complete" })).toBe(true);
  });
});
