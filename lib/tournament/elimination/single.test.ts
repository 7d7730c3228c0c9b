import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RegulationError } from "../errors";
import { eliminationState, type EliminationInput, type EliminationState } from "./bracket";
import { drawEliminationSeeds, drawOrder, singleEliminationBracket } from "./single";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);
const input = (n: number, thirdPlace = false): EliminationInput => ({ kind: "single", size: n, thirdPlace, seeds: ids(n), results: [] });

/** Plays every ready match until the bracket is complete; `winner` picks the seat. */
function playOut(start: EliminationInput, winner: (s: EliminationState, match: number) => "A" | "B"): EliminationState {
  let inp = start;
  let state = eliminationState(inp);
  while (!state.complete) {
    expect(state.ready.length).toBeGreaterThan(0);
    const results = state.ready.map((m) => ({ bracketMatch: m, kind: "game" as const, winner: winner(state, m) }));
    inp = { ...inp, results: [...inp.results, ...results] };
    state = eliminationState(inp);
  }
  return state;
}
const betterSeed = (s: EliminationState, m: number) => {
  const x = s.matches.find((y) => y.bracketMatch === m)!;
  return x.seedA! < x.seedB! ? "A" : "B";
};
const pairsOfRound1 = (s: EliminationState) => s.matches.filter((m) => m.round === 1).map((m) => [m.seedA, m.seedB]);

describe("single elimination seeding", () => {
  it("the draw order: 1–8, 4–5, 2–7, 3–6 for 8, generalised for 16", () => {
    expect(drawOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(drawOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });

  it("8 entrants: 3 rounds, 7 matches, no byes, the top seed meets 8", () => {
    const def = singleEliminationBracket(8);
    expect(def.rounds).toBe(3);
    expect(def.matches).toHaveLength(7);
    expect(pairsOfRound1(eliminationState(input(8)))).toEqual([[1, 8], [4, 5], [2, 7], [3, 6]]);
    expect(def.matches.at(-1)!.part).toBe("final");
  });

  it("13 entrants: seeds 1–3 get byes to round 2, five first-round matches, 4 rounds", () => {
    const def = singleEliminationBracket(13);
    expect(def.rounds).toBe(4);
    const s = eliminationState(input(13));
    expect(pairsOfRound1(s)).toEqual([[8, 9], [4, 13], [5, 12], [7, 10], [6, 11]]);
    expect(def.matches).toHaveLength(12);
    // Byes: seeds 1, 2, 3 wait in round 2 already placed.
    const round2 = s.matches.filter((m) => m.round === 2);
    expect(round2.map((m) => m.seedA).filter((x) => x !== null).sort()).toEqual([1, 2, 3]);
  });

  it("16 entrants: 4 rounds, 15 matches, 1–16 and 2–15 only meet later", () => {
    const def = singleEliminationBracket(16);
    expect([def.rounds, def.matches.length]).toEqual([4, 15]);
    const final = playOut(input(16), betterSeed);
    const fin = final.matches.find((m) => m.bracketMatch === def.final)!;
    expect([fin.seedA, fin.seedB]).toEqual([1, 2]);
    expect(final.placements.map((p) => p.playerId).slice(0, 4)).toEqual(["s1", "s2", "s3", "s4"]);
  });

  it("a third-place match is played by the semi-final losers, numbered before the final", () => {
    const def = singleEliminationBracket(8, { thirdPlace: true });
    expect(def.matches).toHaveLength(8);
    expect(def.matches.at(-2)!.part).toBe("third-place");
    const third = def.matches.at(-2)!.match;
    const s = playOut(input(8, true), (st, m) => (m === third ? (st.matches[third - 1]!.playerA === "s4" ? "A" : "B") : betterSeed(st, m)));
    expect([s.matches[third - 1]!.seedA, s.matches[third - 1]!.seedB]).toEqual([4, 3]);
    // s4 beats s3 in the third-place match.
    expect(s.placements.slice(0, 4).map((p) => p.playerId)).toEqual(["s1", "s2", "s4", "s3"]);
  });

  it("refuses fewer than two entrants", () => {
    expect(() => singleEliminationBracket(1)).toThrow(RegulationError);
    expect(() => drawEliminationSeeds(["a"], "x")).toThrow(RegulationError);
  });

  it("the random draw is reproducible from the event's seed and takes everyone once", () => {
    const field = ids(13);
    const a = drawEliminationSeeds(field, "seed-1");
    expect(drawEliminationSeeds(field, "seed-1")).toEqual(a);
    expect([...a].sort()).toEqual([...field].sort());
    expect(drawEliminationSeeds(field, "seed-2")).not.toEqual(a);
  });
});

describe("any field from 2 to 64", () => {
  it("every player plays at most once a round, loses once to be out, and places 1..n are each given once", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.boolean(), fc.infiniteStream(fc.boolean()), (n, thirdPlace, coins) => {
        const def = singleEliminationBracket(n, { thirdPlace });
        let p = 1;
        while (p < n) p *= 2;
        expect(def.rounds).toBe(Math.log2(p));
        // First-round byes go to the top seeds.
        const s0 = eliminationState(input(n, thirdPlace));
        const inRound1 = new Set(s0.matches.filter((m) => m.round === 1).flatMap((m) => [m.seedA, m.seedB]));
        const byes = Array.from({ length: n }, (_, i) => i + 1).filter((seed) => !inRound1.has(seed));
        expect(byes).toEqual(Array.from({ length: p - n }, (_, i) => i + 1));

        const it = coins[Symbol.iterator]();
        const done = playOut(input(n, thirdPlace), () => (it.next().value ? "A" : "B"));
        for (let r = 1; r <= def.rounds; r++) {
          const players = done.matches.filter((m) => m.round === r && m.status === "played").flatMap((m) => [m.playerA, m.playerB]);
          expect(new Set(players).size).toBe(players.length);
        }
        expect(done.placements.map((x) => x.place)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        // A loser is out: they play no later match for the title.
        const lost = new Set<string>();
        for (const m of [...done.matches].sort((x, y) => x.round - y.round)) {
          if (m.part !== "third-place") {
            expect(lost.has(m.playerA!) || lost.has(m.playerB!)).toBe(false);
          }
          lost.add(m.loser!);
        }
        expect(lost.has(done.champion!)).toBe(false);
        expect(lost.size).toBe(n - 1);
      }),
      { numRuns: 120 },
    );
  });
});
