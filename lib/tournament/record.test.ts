import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eliminationState } from "./elimination";
import { FFG_SWISS_FORMAT, genericFormat, swgFormat } from "./format/presets";
import { playerRecords } from "./record";
import { computeStandings, type SwissMatch, type SwissStageHistory } from "./standings";
import type { AnyMatchResult } from "./format/types";

const match = (playerA: string, playerB: string | null, result: AnyMatchResult | null): SwissMatch => ({ table: null, playerA, playerB, darkSideGame1: playerB ? "A" : null, result });
const history = (ids: string[], rounds: SwissMatch[][], unpairedLosses: { player: string; round: number }[] = []): SwissStageHistory => ({
  players: ids.map((id) => ({ id, status: "active", enteredRound: 1 })),
  rounds: rounds.map((matches, i) => ({ number: i + 1, matches })),
  unpairedLosses,
});

describe("playerRecords", () => {
  it("FFG: 2–0 is a win, a 1–1 split of the two games and an intentional split are draws, a bye is a bye", () => {
    const h = history(
      ["a", "b", "c", "d", "e"],
      [
        [match("a", "b", { games: ["A", "A"] }), match("c", "d", { games: ["A", "B"] }), match("e", null, null)],
        [match("a", "c", { intentionalSplit: true }), match("b", "e", { games: ["B", "draw"] }), match("d", null, null)],
      ],
    );
    const r = playerRecords(h, FFG_SWISS_FORMAT, null);
    expect(r.get("a")).toEqual({ wins: 1, losses: 0, draws: 1, byes: 0 });
    expect(r.get("b")).toEqual({ wins: 0, losses: 2, draws: 0, byes: 0 });
    expect(r.get("c")).toEqual({ wins: 0, losses: 0, draws: 2, byes: 0 });
    expect(r.get("d")).toEqual({ wins: 0, losses: 0, draws: 1, byes: 1 });
    expect(r.get("e")).toEqual({ wins: 1, losses: 0, draws: 0, byes: 1 });
  });

  it("a bye counts on the record when the standings count it: SWG at the round's end (555–556), FFG when paired", () => {
    const swg = swgFormat("single", "constructed");
    const paired = history(["a", "b", "c"], [[match("a", "b", null), match("c", null, null)]]);
    const played = history(["a", "b", "c"], [[match("a", "b", { games: ["A"] }), match("c", null, null)]]);
    const byes = (h: SwissStageHistory, format: typeof swg) => [playerRecords(h, format, null).get("c")!.byes, computeStandings(h, "seed", format).find((r) => r.playerId === "c")!.byes];
    expect(byes(paired, swg)).toEqual([0, 0]);
    expect(byes(played, swg)).toEqual([1, 1]);
    expect(byes(paired, FFG_SWISS_FORMAT)).toEqual([1, 1]);
  });

  it("best of 3: the format decides the winner; a pending match and an unpaired loss", () => {
    const format = genericFormat({ game: "swccg", style: "bo3" });
    const h = history(["a", "b", "c", "d"], [[match("a", "b", { games: ["B", "A", "A"] }), match("c", "d", null)]], [{ player: "d", round: 1 }]);
    const r = playerRecords(h, format, null);
    expect(r.get("a")).toEqual({ wins: 1, losses: 0, draws: 0, byes: 0 });
    expect(r.get("b")).toEqual({ wins: 0, losses: 1, draws: 0, byes: 0 });
    expect(r.get("c")).toEqual({ wins: 0, losses: 0, draws: 0, byes: 0 });
    expect(r.get("d")!.losses).toBe(1);
  });

  it("adds the bracket's played matches: games and byes (a dropped opponent)", () => {
    const bracket = eliminationState({
      kind: "single",
      size: 4,
      seeds: ["a", "b", "c", "d"],
      dropped: ["c"],
      results: [{ bracketMatch: 1, kind: "game", winner: "A" }],
    });
    const r = playerRecords(null, FFG_SWISS_FORMAT, bracket);
    const played = bracket.matches.filter((m) => m.status === "played");
    expect(played.length).toBe(2);
    expect(r.get("a")!.wins).toBe(1);
    const loserOfGame = played.find((m) => m.result?.resolution === "game")!.loser!;
    expect(r.get(loserOfGame)!.losses).toBe(1);
    const byeWinner = played.find((m) => m.result?.resolution === "bye")!.winner!;
    expect(r.get(byeWinner)!.byes).toBe(1);
    expect(r.get("c")?.losses ?? 0).toBe(0);
  });

  it("every decided Swiss match adds one win and one loss, or two draws (property)", () => {
    const game = fc.constantFrom("A", "B", "draw");
    fc.assert(
      fc.property(fc.array(fc.tuple(game, game), { minLength: 1, maxLength: 30 }), (results) => {
        const ids = results.flatMap((_, i) => [`p${i}a`, `p${i}b`]);
        const h = history(ids, [results.map(([g1, g2], i) => match(`p${i}a`, `p${i}b`, { games: [g1, g2] }))]);
        const rs = [...playerRecords(h, FFG_SWISS_FORMAT, null).values()];
        const wins = rs.reduce((s, r) => s + r.wins, 0);
        const losses = rs.reduce((s, r) => s + r.losses, 0);
        const draws = rs.reduce((s, r) => s + r.draws, 0);
        expect(wins).toBe(losses);
        expect(wins + draws / 2).toBe(results.length);
      }),
    );
  });
});
