import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeProgressionCut, replaceCutDropout, type CutSize, type CutStandingsRow } from "./cut";
import { expectCode } from "./expect-regulation-error.test-helper";


const active = (ids: string[]): CutStandingsRow[] => ids.map((playerId) => ({ playerId, status: "active" }));

describe("progression cut", () => {
  it("seeds the top N by Swiss rank, skipping dropped and disqualified players", () => {
    const standings: CutStandingsRow[] = [
      { playerId: "a", status: "active" },
      { playerId: "b", status: "dropped" },
      { playerId: "c", status: "active" },
      { playerId: "d", status: "disqualified" },
      { playerId: "e", status: "active" },
      { playerId: "f", status: "active" },
      { playerId: "g", status: "active" },
    ];
    expect(makeProgressionCut(standings, 4)).toEqual([
      { seed: 1, playerId: "a", swissRank: 1 },
      { seed: 2, playerId: "c", swissRank: 3 },
      { seed: 3, playerId: "e", swissRank: 5 },
      { seed: 4, playerId: "f", swissRank: 6 },
    ]);
  });

  it("refuses a cut larger than the eligible field; an exact field all advance", () => {
    const standings = [...active(["a", "b", "c"]), { playerId: "d", status: "dropped" as const }];
    expectCode(() => makeProgressionCut(standings, 4), "CUT_TOO_LARGE");
    expect(makeProgressionCut(active(["a", "b", "c", "d"]), 4).map((s) => s.playerId)).toEqual(["a", "b", "c", "d"]);
  });

  it("refuses other sizes and duplicate players", () => {
    expectCode(() => makeProgressionCut(active(["a", "b", "c", "d", "e", "f"]), 6 as CutSize), "CUT_INVALID_SIZE");
    expectCode(() => makeProgressionCut(active(["a", "b", "a", "d", "e"]), 4), "CUT_INVALID_STANDINGS");
  });

  it("regulations example: Steven (6th) drops before the top 8 starts, Eve (9th) joins as 8th", () => {
    const names = ["Ann", "Ben", "Cal", "Dee", "Eli", "Steven", "Gus", "Hal", "Eve", "Ivy"];
    const standings = active(names);
    const cut = makeProgressionCut(standings, 8);
    expect(cut.map((s) => s.playerId)).toEqual(["Ann", "Ben", "Cal", "Dee", "Eli", "Steven", "Gus", "Hal"]);
    const afterDrop = standings.map((r) => (r.playerId === "Steven" ? { ...r, status: "dropped" as const } : r));
    const r = replaceCutDropout({ seeds: cut, standings: afterDrop, dropped: "Steven", eliminationGamesPlayed: 0 });
    expect(r.replacement).toBe("Eve");
    expect(r.droppedSeed).toBe(6);
    expect(r.seeds).toEqual([
      { seed: 1, playerId: "Ann", swissRank: 1 },
      { seed: 2, playerId: "Ben", swissRank: 2 },
      { seed: 3, playerId: "Cal", swissRank: 3 },
      { seed: 4, playerId: "Dee", swissRank: 4 },
      { seed: 5, playerId: "Eli", swissRank: 5 },
      { seed: 6, playerId: "Gus", swissRank: 7 }, // former 7th moves to Steven's spot
      { seed: 7, playerId: "Hal", swissRank: 8 }, // former 8th moves to 7th
      { seed: 8, playerId: "Eve", swissRank: 9 }, // Eve enters as 8th
    ]);
    // Same as cutting again with Steven dropped.
    expect(makeProgressionCut(afterDrop, 8)).toEqual(r.seeds);
  });

  it("passes over players who left after the Swiss rounds", () => {
    const standings: CutStandingsRow[] = [...active(["a", "b", "c", "d"]), { playerId: "e", status: "dropped" }, ...active(["f"])];
    const cut = makeProgressionCut(standings, 4);
    const r = replaceCutDropout({ seeds: cut, standings, dropped: "a", eliminationGamesPlayed: 0 });
    expect(r.seeds.map((s) => s.playerId)).toEqual(["b", "c", "d", "f"]);
  });

  it("nobody left to join: the cut stays and the dropped player forfeits in the bracket", () => {
    const standings = active(["a", "b", "c", "d"]);
    const cut = makeProgressionCut(standings, 4);
    const r = replaceCutDropout({ seeds: cut, standings, dropped: "b", eliminationGamesPlayed: 0 });
    expect(r.replacement).toBeNull();
    expect(r.seeds).toEqual(cut);
  });

  it("refuses after the first elimination game, and for players not in the cut", () => {
    const standings = active(["a", "b", "c", "d", "e"]);
    const cut = makeProgressionCut(standings, 4);
    expectCode(() => replaceCutDropout({ seeds: cut, standings, dropped: "a", eliminationGamesPlayed: 1 }), "CUT_ELIMINATION_STARTED");
    expectCode(() => replaceCutDropout({ seeds: cut, standings, dropped: "e", eliminationGamesPlayed: 0 }), "CUT_NOT_QUALIFIED");
  });

  it("property: a replacement equals a fresh cut with the dropped player removed", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CutSize>(4, 8, 16),
        fc.array(fc.constantFrom("active", "dropped", "disqualified") as fc.Arbitrary<CutStandingsRow["status"]>, {
          minLength: 40,
          maxLength: 40,
        }),
        fc.nat(),
        (size, statuses, pick) => {
          const standings = statuses.map((status, i) => ({ playerId: `p${i}`, status }));
          const eligible = standings.filter((r) => r.status === "active").length;
          if (eligible < size) {
            expectCode(() => makeProgressionCut(standings, size), "CUT_TOO_LARGE");
            return;
          }
          const cut = makeProgressionCut(standings, size);
          expect(cut.map((s) => s.seed)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
          for (let i = 1; i < cut.length; i++) expect(cut[i]!.swissRank).toBeGreaterThan(cut[i - 1]!.swissRank);
          const victim = cut[pick % size]!.playerId;
          const after = standings.map((r) => (r.playerId === victim ? { ...r, status: "dropped" as const } : r));
          const r = replaceCutDropout({ seeds: cut, standings: after, dropped: victim, eliminationGamesPlayed: 0 });
          if (eligible - 1 >= size) expect(r.seeds).toEqual(makeProgressionCut(after, size));
          else expect(r.replacement).toBeNull();
        },
      ),
    );
  });
});
