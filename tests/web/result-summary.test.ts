import { describe, expect, it } from "vitest";
import { resultSummary } from "@/lib/words/result-words";
import type { Match } from "@/lib/schemas/round";
import { toResult } from "@/lib/server/kernel/dto";
import { FFG_SWISS_FORMAT, swccgTeamFormat } from "@/lib/tournament";

const match = (result: Match["result"]): Match => ({
  id: "m",
  table: 1,
  playerA: { id: "a", name: "Rogue Squadron", shortName: "Rogue" },
  playerB: { id: "b", name: "Bounty Hunters", shortName: "Bounty" },
  bracketMatch: null,
  darkSide: "A",
  result,
  version: 1,
});
const row = (result: unknown) => ({ result: result as never, playerBId: "b", bracketMatch: null });

describe("a two-game result in words", () => {
  it("SWCCG 2-on-2: the points come from the organizer's table, modified results included", () => {
    const format = swccgTeamFormat({ points: { win: 4, draw: 0, modifiedWin: 3, modifiedLoss: 1, loss: 0, bye: 8 } });
    const sweep = toResult(row({ games: [{ result: "A" }, { result: "A" }] }), format);
    expect(sweep).toEqual({ games: [{ result: "A" }, { result: "A" }], points: { A: 8, B: 0 } });
    expect(resultSummary(match(sweep), "swiss")).toBe("8–0 (Rogue won, Rogue won)");
    const modified = toResult(row({ games: [{ result: "A" }, { result: "B", ending: "time" }] }), format);
    expect(modified?.points).toEqual({ A: 5, B: 3 });
    expect(resultSummary(match(modified), "swiss")).toBe("5–3 (Rogue won, Bounty won)");
  });

  it("FFG: results read back as before, scored by the regulations' table", () => {
    const r = toResult(row({ games: [{ result: "A" }, { result: "draw" }] }), FFG_SWISS_FORMAT);
    expect(r).toEqual({ games: [{ result: "A" }, { result: "draw" }] });
    expect(resultSummary(match(r), "swiss")).toBe("4–1 (Rogue won, draw)");
  });
});

describe("a drawn match of a format with draws (issue 34)", () => {
  it("a drawn single game reads as a draw", async () => {
    const { genericFormat } = await import("@/lib/tournament/format/presets");
    const drawn = toResult(row({ games: [{ result: "draw" }] }), genericFormat({ game: "young-jedi", draws: true }));
    expect(resultSummary(match(drawn), "swiss")).toBe("Draw");
  });
});
