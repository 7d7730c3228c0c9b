import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GameResult } from "../points";
import { createRng } from "../rng";
import type { SwissRound } from "../standings";
import { pairSwissRound } from "./pairing";
import type { PairingInput } from "./pairing-contract";
import { nextSwissRound } from "./stage";
import { compareRound, proofFormat, verifyRoundReport, verifySwissRound, type ProofTable, type SwissRoundProof } from "./verify";
import { exhaustiveOptimality } from "./optimality";

const format = proofFormat("ffg-swtcg", {});
const GAMES: GameResult[] = ["A", "B", "draw"];

/** An event of `n` entrants played for `rounds` rounds with results from `seed`; the last round is the one to prove. */
function engineEvent(n: number, rounds: number, seed: string, attempt = 0): SwissRoundProof {
  const ids = Array.from({ length: n }, (_, i) => `e${i}`);
  const results = createRng(seed, "test-results");
  const played: SwissRound[] = [];
  const entrants = ids.map((id) => ({ id, status: "active" as const, enteredRound: 1, fixedTable: null, guild: null }));
  const base: SwissRoundProof = {
    event: { seed, preset: "ffg-swtcg", presetOptions: {}, swissRounds: null, guildsApart: false },
    round: { number: 1, stageRound: 1, pairingAttempt: 0 },
    entrants,
    earlierRounds: [],
    unpairedLosses: [],
    published: [],
    changedByOrganizer: [],
  };
  for (let r = 1; r < rounds; r++) {
    const paired = nextSwissRound({ players: entrants, rounds: played, unpairedLosses: [] }, { seed, format });
    played.push({
      number: r,
      matches: paired.matches.map((m) => ({ ...m, result: m.playerB === null ? null : { games: [results.pick(GAMES), results.pick(GAMES)] as [GameResult, GameResult] } })),
    });
  }
  const proof: SwissRoundProof = { ...base, round: { number: rounds, stageRound: rounds, pairingAttempt: attempt }, earlierRounds: played };
  // What the service publishes: the engine's round (a re-pair draws from the stream the rounds service names).
  const pair = attempt === 0 ? undefined : (input: PairingInput) => pairSwissRound({ ...input, rng: createRng(seed, `swiss/${rounds}/pairing/repair-${attempt}`) });
  const paired = nextSwissRound({ players: entrants, rounds: played, unpairedLosses: [] }, { seed, format, ...(pair ? { pair } : {}) });
  const published = paired.matches.map((m): ProofTable => ({ table: m.table, playerA: m.playerA, playerB: m.playerB, darkSideGame1: m.darkSideGame1 }));
  return { ...proof, published };
}

describe("the verifier", () => {
  it("says verified on every round the engine paired, and the first difference when one table is swapped", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 16 }), fc.integer({ min: 1, max: 4 }), fc.string({ minLength: 1, maxLength: 8 }), fc.nat(), (n, rounds, seed, pick) => {
        const proof = engineEvent(n, rounds, seed);
        expect(verifySwissRound(proof)).toEqual({ outcome: "verified" });
        // Swap one player between two tables: the verifier names the first table that differs.
        const games = proof.published.filter((t) => t.playerB !== null);
        const i = pick % (games.length - 1);
        const [x, y] = [games[i]!, games[i + 1]!];
        const swapped = proof.published.map((t) => (t === x ? { ...t, playerB: y.playerB } : t === y ? { ...t, playerB: x.playerB } : t));
        expect(verifySwissRound({ ...proof, published: swapped })).toEqual({
          outcome: "differs",
          table: x.table,
          expected: x,
          published: { ...x, playerB: y.playerB },
        });
      }),
      { numRuns: 40 },
    );
  });

  it("a re-paired round verifies with its own random stream, not the first one", () => {
    const proof = engineEvent(10, 3, "repair", 2);
    expect(verifySwissRound(proof)).toEqual({ outcome: "verified" });
    expect(verifySwissRound({ ...proof, round: { ...proof.round, pairingAttempt: 0 } }).outcome).not.toBe("verified");
  });

  it("a different dark side is a difference; tables the organizer changed say so", () => {
    const proof = engineEvent(8, 2, "sides");
    const t = proof.published[0]!;
    const flipped = proof.published.map((x) => (x === t ? { ...x, darkSideGame1: x.darkSideGame1 === "A" ? ("B" as const) : ("A" as const) } : x));
    expect(verifySwissRound({ ...proof, published: flipped })).toMatchObject({ outcome: "differs", table: 1 });
    expect(verifySwissRound({ ...proof, published: flipped, changedByOrganizer: [1] })).toEqual({ outcome: "changed-by-organizer", tables: [1] });
    // A change the organizer did not mark is still a difference.
    expect(verifySwissRound({ ...proof, published: flipped, changedByOrganizer: [3] }).outcome).toBe("differs");
  });

  it("a round that cannot be paired from the document says why", () => {
    const proof = engineEvent(4, 2, "x");
    const broken = { ...proof, earlierRounds: proof.earlierRounds.map((r) => ({ ...r, matches: r.matches.map((m) => ({ ...m, result: null })) })) };
    expect(verifySwissRound(broken)).toMatchObject({ outcome: "cannot-pair", code: "MISSING_RESULTS" });
  });

  it("compares in table order, the bye last", () => {
    const a: ProofTable = { table: 1, playerA: "a", playerB: "b", darkSideGame1: "A" };
    const bye: ProofTable = { table: null, playerA: "c", playerB: null, darkSideGame1: null };
    expect(compareRound([bye, a], [a, bye])).toEqual({ outcome: "verified" });
    expect(compareRound([a, bye], [a])).toEqual({ outcome: "differs", table: null, expected: bye, published: null });
  });
});

describe("the verify page's report", () => {
  it("small engine rounds are proven optimal by exhaustive search, with their quality measures", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 12 }), fc.integer({ min: 2, max: 4 }), fc.string({ minLength: 1, maxLength: 6 }), (n, rounds, seed) => {
        const report = verifyRoundReport(engineEvent(n, rounds, seed));
        expect(report.verdict).toEqual({ outcome: "verified" });
        expect(report.exhaustive).not.toBeNull();
        expect(report.exhaustive!.optimal).toBe(true);
        expect(report.exhaustive!.pairings).toBeGreaterThan(0);
        expect(report.quality!.floats % 2).toBe(0);
      }),
      { numRuns: 25 },
    );
  });

  it("exhaustive search finds a better pairing than a hand-made rematch", () => {
    const players = ["a", "b", "c", "d"].map((id) => ({ id, points: 3 }));
    const met = (x: string, y: string) => (x === "a" && y === "b") || (x === "b" && y === "a");
    const r = exhaustiveOptimality(players, met, [["a", "b"], ["c", "d"]], false)!;
    expect(r).toEqual({ pairings: 3, published: [1, 0, 0, 0], best: [0, 0, 0, 0], bestCount: 2, optimal: false });
    expect(exhaustiveOptimality(players, met, [["a", "c"], ["b", "d"]], false)!.optimal).toBe(true);
    // Too big to search: no answer rather than a slow one.
    const many = Array.from({ length: 16 }, (_, i) => ({ id: `p${i}`, points: 0 }));
    expect(exhaustiveOptimality(many, () => false, [], false)).toBeNull();
  });
});
