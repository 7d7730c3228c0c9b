import { describe, expect, it } from "vitest";
import { recordedLine } from "@/lib/words/result-words";
import type { Match } from "@/lib/schemas/round";

const match = (result: Match["result"], over: Partial<Match> = {}): Match => ({
  id: "m",
  table: 4,
  playerA: { id: "a", name: "Anna Solo", shortName: "Anna" },
  playerB: { id: "b", name: "Ben Kenobi", shortName: "Ben" },
  bracketMatch: null,
  darkSide: "A",
  result,
  version: 1,
  ...over,
});

describe("a recorded table in one line", () => {
  it("match play: games won by each seat, seat A first", () => {
    expect(recordedLine(match({ result: "A", games: [{ result: "A" }, { result: "B" }, { result: "A" }] }))).toBe("Table 4 · Anna 2–1 Ben");
    expect(recordedLine(match({ result: "B", games: [{ result: "B" }, { result: "B" }] }))).toBe("Table 4 · Anna 0–2 Ben");
    expect(recordedLine(match({ result: "B", games: [{ result: "A" }], timeLoss: "A" }))).toBe("Table 4 · Anna 1–0 Ben (Anna out of time)");
  });

  it("FFG Swiss: the tournament points of the two games, and a split", () => {
    expect(recordedLine(match({ games: [{ result: "A" }, { result: "draw" }] }))).toBe("Table 4 · Anna 4–1 Ben");
    expect(recordedLine(match({ intentionalSplit: true }))).toBe("Table 4 · Anna 3–3 Ben (split)");
  });

  it("elimination: who beat whom; no result: nothing to collapse", () => {
    expect(recordedLine(match({ result: "B" }, { table: null, bracketMatch: 3 }))).toBe("M3 · Ben beat Anna");
    expect(recordedLine(match(null))).toBeNull();
    expect(recordedLine(match({ bye: true }, { table: null, playerB: null }))).toBe("Anna — bye");
  });
});
