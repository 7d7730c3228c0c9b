import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PlayerId, Seat } from "../types";
import {
  checkEliminationResult,
  dependentRecordedResults,
  eliminationBracket,
  eliminationState,
  type BracketSource,
  type EliminationResultInput,
  type EliminationSize,
  type EliminationState,
} from "./bracket";
import { expectCode } from "../expect-regulation-error.test-helper";


const seedsOf = (size: number): PlayerId[] => Array.from({ length: size }, (_, i) => `p${i + 1}`);

/**
 * Independent check of a finished bracket against the regulations: one champion, places
 * 1..N each once, a second final only after the lower-bracket finalist won the final,
 * every other player out on their second loss, players ordered by seed in an out group,
 * and nobody in two matches of the same round.
 */
function expectValidCompletion(state: EliminationState): void {
  const size = state.size;
  const def = state.definition;
  expect(state.complete).toBe(true);
  expect(state.champion).not.toBeNull();
  expect(state.ready).toEqual([]);
  for (const m of state.matches) expect(["played", "skipped"]).toContain(m.status);

  // Places 1..N, each player once.
  expect(state.placements.map((p) => p.place)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
  expect(new Set(state.placements.map((p) => p.playerId)).size).toBe(size);
  expect(state.placements[0]!.playerId).toBe(state.champion);
  expect(state.players.filter((p) => p.status === "champion").map((p) => p.playerId)).toEqual([state.champion]);

  // Second final iff the lower-bracket finalist (B) won the final.
  const final = state.matches.find((m) => m.bracketMatch === def.final)!;
  const second = state.matches.find((m) => m.bracketMatch === def.secondFinal)!;
  expect(final.status).toBe("played");
  if (final.result!.winner === "B") {
    expect(second.status).toBe("played");
    expect(second.playerA).toBe(final.winner);
    expect(second.playerB).toBe(final.loser);
    expect(state.champion).toBe(second.winner);
    expect(state.placements[1]!.playerId).toBe(second.loser);
  } else {
    expect(second.status).toBe("skipped");
    expect(state.champion).toBe(final.winner);
    expect(state.placements[1]!.playerId).toBe(final.loser);
  }

  // Losses recomputed from the matches: out exactly on the second loss.
  const losses = new Map<PlayerId, number>();
  const secondLoss = new Map<PlayerId, number>();
  for (const m of state.matches) {
    if (m.status !== "played") continue;
    const n = (losses.get(m.loser!) ?? 0) + 1;
    losses.set(m.loser!, n);
    if (n === 2) secondLoss.set(m.loser!, m.bracketMatch);
    expect(n).toBeLessThanOrEqual(2);
  }
  for (const p of state.players) {
    if (p.playerId === state.champion) {
      expect(losses.get(p.playerId) ?? 0).toBeLessThanOrEqual(1);
      expect(p.place).toBe(1);
    } else {
      expect(losses.get(p.playerId)).toBe(2);
      expect(p.status).toBe("eliminated");
      expect(p.eliminatedIn).toBe(secondLoss.get(p.playerId));
    }
  }

  // Out groups ordered by seed, matching the "out" label of the eliminating match.
  const byGroup = new Map<string, { from: number; ids: { seed: number; place: number }[] }>();
  for (const p of state.players) {
    if (p.status !== "eliminated") continue;
    const m = def.matches.find((d) => d.match === p.eliminatedIn)!;
    const range = m.loserOut!;
    const key = `${range.from}-${range.to}`;
    const g = byGroup.get(key) ?? { from: range.from, ids: [] };
    g.ids.push({ seed: p.seed, place: p.place! });
    byGroup.set(key, g);
  }
  for (const g of byGroup.values()) {
    const sorted = g.ids.slice().sort((x, y) => x.seed - y.seed);
    sorted.forEach((x, i) => expect(x.place).toBe(g.from + i));
  }

  // Nobody plays twice in a round; a player's rounds strictly increase.
  const seen = new Map<string, number>();
  for (const m of state.matches) {
    if (m.status !== "played") continue;
    for (const p of [m.playerA!, m.playerB!]) {
      const key = `${m.round}/${p}`;
      expect(seen.has(key), `${p} twice in round ${m.round}`).toBe(false);
      seen.set(key, m.bracketMatch);
    }
  }
}

interface SimulationStep {
  /** Which ready match to play (index modulo the ready list). */
  readonly pick: number;
  readonly winner: Seat;
  readonly darkSide: Seat;
}

/**
 * Plays a bracket to the end from a list of choices; `drops` maps a step number to seeds
 * that drop before that step. `persistByes` stores the derived byes as results.
 */
function simulate(
  size: EliminationSize,
  steps: readonly SimulationStep[],
  options: { drops?: ReadonlyMap<number, readonly number[]>; persistByes?: boolean } = {},
): { state: EliminationState; results: EliminationResultInput[]; dropped: PlayerId[] } {
  const seeds = seedsOf(size);
  const results: EliminationResultInput[] = [];
  const dropped: PlayerId[] = [];
  let state = eliminationState({ size, seeds, results, dropped });
  for (let i = 0; i < 200 && !state.complete; i++) {
    for (const seed of options.drops?.get(i) ?? []) {
      const id = seeds[seed - 1]!;
      if (!dropped.includes(id)) dropped.push(id);
    }
    state = eliminationState({ size, seeds, results, dropped });
    if (options.persistByes !== false) {
      const before = state;
      for (const a of state.autoResolutions) results.push({ bracketMatch: a.bracketMatch, kind: "bye", winner: a.winner });
      state = eliminationState({ size, seeds, results, dropped });
      expect(state.autoResolutions).toEqual([]);
      // Storing the derived byes changes nothing but their `recorded` flag.
      expect(state.matches.map((m) => [m.status, m.playerA, m.playerB, m.winner])).toEqual(
        before.matches.map((m) => [m.status, m.playerA, m.playerB, m.winner]),
      );
      expect(state.placements).toEqual(before.placements);
    }
    if (state.complete) break;
    // A match with a dropped player is never offered for play.
    for (const n of state.ready) {
      const m = state.matches.find((s) => s.bracketMatch === n)!;
      expect(dropped).not.toContain(m.playerA);
      expect(dropped).not.toContain(m.playerB);
    }
    expect(state.ready.length).toBeGreaterThan(0);
    const step = steps[i % Math.max(1, steps.length)] ?? { pick: 0, winner: "A", darkSide: "A" };
    const n = state.ready[step.pick % state.ready.length]!;
    const m = state.matches.find((s) => s.bracketMatch === n)!;
    results.push({
      bracketMatch: n,
      kind: "game",
      winner: step.winner,
      darkSide: step.darkSide,
      players: [m.playerA!, m.playerB!],
    });
    state = eliminationState({ size, seeds, results, dropped });
  }
  return { state, results, dropped };
}

// The spec's bracket tables, copied verbatim (regulation spec "Double elimination").
const SPEC_TABLES: Record<EliminationSize, string> = {
  4: `Top 4: M1 S1–S4, M2 S2–S3; M3 W1–W2; M4 L1–L2 (loser out 4th); M5 L3–W4 (loser out 3rd);
M6 W3–W5 (final); M7 W6–L6 only if the lower-bracket player (W5) won M6.`,
  8: `Top 8: M1 S1–S8, M2 S4–S5, M3 S2–S7, M4 S3–S6; M5 W1–W2, M6 W3–W4; M7 L1–L2, M8 L3–L4
(losers out 7–8); M9 W5–W6; M10 L6–W7, M11 W8–L5 (losers out 5–6); M12 W10–W11 (loser
out 4th); M13 L9–W12 (loser out 3rd); M14 W9–W13 (final); M15 W14–L14 only if W13 won M14.`,
  16: `Top 16: M1 S1–S16, M2 S8–S9, M3 S5–S12, M4 S4–S13, M5 S3–S14, M6 S6–S11, M7 S7–S10,
M8 S2–S15; M9 L1–L2, M10 L3–L4, M11 L5–L6, M12 L7–L8 (losers out 13–16); M13 W1–W2,
M14 W3–W4, M15 W5–W6, M16 W7–W8; M17 L16–W9, M18 L15–W10, M19 L14–W11, M20 L13–W12
(losers out 9–12); M21 W13–W14, M22 W15–W16; M23 W17–W18, M24 W19–W20 (losers out 7–8);
M27 W21–W22; M25 L21–W23, M26 W24–L22 (losers out 5–6); M28 W25–W26 (loser out 4th);
M29 L27–W28 (loser out 3rd); M30 W27–W29 (final); M31 W30–L30 only if W29 won M30.`,
};

const EXPECTED_OUT: Record<EliminationSize, Record<number, string>> = {
  4: { 4: "4-4", 5: "3-3" },
  8: { 7: "7-8", 8: "7-8", 10: "5-6", 11: "5-6", 12: "4-4", 13: "3-3" },
  16: {
    9: "13-16", 10: "13-16", 11: "13-16", 12: "13-16",
    17: "9-12", 18: "9-12", 19: "9-12", 20: "9-12",
    23: "7-8", 24: "7-8", 25: "5-6", 26: "5-6", 28: "4-4", 29: "3-3",
  },
};

const EXPECTED_ROUNDS: Record<EliminationSize, number[][]> = {
  4: [[1, 2], [3, 4], [5], [6], [7]],
  8: [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11], [12], [13], [14], [15]],
  16: [
    [1, 2, 3, 4, 5, 6, 7, 8],
    [9, 10, 11, 12, 13, 14, 15, 16],
    [17, 18, 19, 20, 21, 22],
    [23, 24, 27],
    [25, 26],
    [28],
    [29],
    [30],
    [31],
  ],
};

const srcText = (s: BracketSource): string => (s.kind === "seed" ? `S${s.seed}` : `${s.kind === "winner" ? "W" : "L"}${s.match}`);

describe("bracket definitions", () => {
  for (const size of [4, 8, 16] as const) {
    it(`top ${size} matches the spec's table, seat A first`, () => {
      const def = eliminationBracket(size);
      const spec = [...SPEC_TABLES[size].matchAll(/M(\d+) ([SWL]\d+)–([SWL]\d+)/g)].map((m) => ({
        match: Number(m[1]),
        a: m[2],
        b: m[3],
      }));
      expect(spec.length).toBe(2 * size - 1);
      const got = def.matches.map((m) => ({ match: m.match, a: srcText(m.a), b: srcText(m.b) }));
      expect(got.slice().sort((x, y) => x.match - y.match)).toEqual(spec.slice().sort((x, y) => x.match - y.match));
    });

    it(`top ${size}: round one seat A is the higher seed, every player is seeded once`, () => {
      const def = eliminationBracket(size);
      const r1 = def.matches.filter((m) => m.round === 1);
      expect(r1.length).toBe(size / 2);
      const seeds = r1.flatMap((m) => {
        if (m.a.kind !== "seed" || m.b.kind !== "seed") throw new Error("round one is seeded");
        expect(m.a.seed).toBeLessThan(m.b.seed);
        expect(m.a.seed + m.b.seed).toBe(size + 1);
        return [m.a.seed, m.b.seed];
      });
      expect(seeds.sort((x, y) => x - y)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
    });

    it(`top ${size}: out labels and rounds`, () => {
      const def = eliminationBracket(size);
      const outs: Record<number, string> = {};
      for (const m of def.matches) {
        if (m.loserOut && m.part !== "final" && m.part !== "second-final") outs[m.match] = `${m.loserOut.from}-${m.loserOut.to}`;
      }
      expect(outs).toEqual(EXPECTED_OUT[size]);
      const rounds: number[][] = [];
      for (const m of def.matches) (rounds[m.round - 1] ??= []).push(m.match);
      expect(rounds.map((r) => r.sort((x, y) => x - y))).toEqual(EXPECTED_ROUNDS[size]);
      expect(def.rounds).toBe(EXPECTED_ROUNDS[size].length);
      // Every match reads only earlier matches of earlier rounds.
      for (const m of def.matches) {
        for (const s of [m.a, m.b]) {
          if (s.kind === "seed") continue;
          expect(s.match).toBeLessThan(m.match);
          expect(def.matches.find((d) => d.match === s.match)!.round).toBeLessThan(m.round);
        }
      }
      // Every match's winner and loser go somewhere exactly once (or are out / champion).
      for (const m of def.matches) {
        if (m.part === "second-final") {
          expect(m.winnerTo).toBeNull();
          expect(m.loserTo).toBeNull();
        } else {
          expect(m.winnerTo).not.toBeNull();
          expect(m.loserTo === null).toBe(m.loserOut !== null && m.part !== "final");
        }
      }
      const final = def.matches.find((m) => m.match === def.final)!;
      expect(final.part).toBe("final");
      expect(final.winnerTo).toEqual({ match: def.secondFinal, seat: "A" });
      expect(final.loserTo).toEqual({ match: def.secondFinal, seat: "B" });
    });
  }

  it("refuses other sizes", () => {
    expectCode(() => eliminationBracket(6 as EliminationSize), "BRACKET_INVALID_SIZE");
  });
});

describe("bracket state", () => {
  it("after the cut, round one is ready with its players and the rest pending", () => {
    const s = eliminationState({ size: 8, seeds: seedsOf(8), results: [] });
    expect(s.ready).toEqual([1, 2, 3, 4]);
    const m2 = s.matches.find((m) => m.bracketMatch === 2)!;
    expect([m2.playerA, m2.playerB, m2.seedA, m2.seedB]).toEqual(["p4", "p5", 4, 5]);
    expect(s.matches.filter((m) => m.status === "pending").length).toBe(11);
    expect(s.complete).toBe(false);
    expect(s.playersRemaining).toBe(8);
    expect(s.placements).toEqual([]);
  });

  it("top 4 worked path: upper finalist wins the final, no second final", () => {
    const results: EliminationResultInput[] = [
      { bracketMatch: 1, kind: "game", winner: "A", darkSide: "A" }, // p1 beats p4
      { bracketMatch: 2, kind: "game", winner: "B", darkSide: "A" }, // p3 beats p2
      { bracketMatch: 3, kind: "game", winner: "A", darkSide: "B" }, // p1 beats p3
      { bracketMatch: 4, kind: "game", winner: "B", darkSide: "B" }, // p2 beats p4: p4 out 4th
      { bracketMatch: 5, kind: "game", winner: "B", darkSide: "A" }, // p2 beats p3: p3 out 3rd
      { bracketMatch: 6, kind: "game", winner: "A", darkSide: "A" }, // p1 beats p2
    ];
    const s = eliminationState({ size: 4, seeds: seedsOf(4), results });
    expect(s.complete).toBe(true);
    expect(s.champion).toBe("p1");
    expect(s.placements.map((p) => p.playerId)).toEqual(["p1", "p2", "p3", "p4"]);
    expect(s.matches.find((m) => m.bracketMatch === 7)!.status).toBe("skipped");
    const m6 = s.matches.find((m) => m.bracketMatch === 6)!;
    expect([m6.winnerTo, m6.loserTo, m6.loserOut]).toEqual([null, null, { from: 2, to: 2 }]);
    expectValidCompletion(s);
  });

  it("top 4: the lower-bracket finalist wins the final, the second final decides", () => {
    const base: EliminationResultInput[] = [
      { bracketMatch: 1, kind: "game", winner: "A" },
      { bracketMatch: 2, kind: "game", winner: "A" },
      { bracketMatch: 3, kind: "game", winner: "A" }, // p1 beats p2
      { bracketMatch: 4, kind: "game", winner: "A" }, // p4 beats p3: p3 out 4th
      { bracketMatch: 5, kind: "game", winner: "A" }, // p2 beats p4: p4 out 3rd
      { bracketMatch: 6, kind: "game", winner: "B" }, // p2 beats p1
    ];
    const mid = eliminationState({ size: 4, seeds: seedsOf(4), results: base });
    expect(mid.complete).toBe(false);
    expect(mid.ready).toEqual([7]);
    const m7 = mid.matches.find((m) => m.bracketMatch === 7)!;
    expect([m7.playerA, m7.playerB]).toEqual(["p2", "p1"]);
    expect(mid.players.find((p) => p.playerId === "p1")!.losses).toBe(1);
    const end = eliminationState({
      size: 4,
      seeds: seedsOf(4),
      results: [...base, { bracketMatch: 7, kind: "game", winner: "B" }],
    });
    expect(end.champion).toBe("p1");
    expect(end.placements.map((p) => p.playerId)).toEqual(["p1", "p2", "p4", "p3"]);
    expect(end.players.map((p) => p.losses)).toEqual([1, 2, 2, 2]);
    expectValidCompletion(end);
  });

  it("top 4: every combination of results completes correctly (exhaustive)", () => {
    let completions = 0;
    let secondFinals = 0;
    const outcomes = new Set<string>();
    const walk = (results: EliminationResultInput[]): void => {
      const s = eliminationState({ size: 4, seeds: seedsOf(4), results });
      if (s.complete) {
        expectValidCompletion(s);
        completions++;
        if (results.some((r) => r.bracketMatch === 7)) secondFinals++;
        outcomes.add(s.placements.map((p) => p.playerId).join(","));
        return;
      }
      const next = s.ready[0]!;
      for (const winner of ["A", "B"] as const) walk([...results, { bracketMatch: next, kind: "game", winner }]);
    };
    walk([]);
    expect(completions).toBe(64 + 32);
    expect(secondFinals).toBe(64);
    // Every player can finish in every place.
    for (let place = 0; place < 4; place++) {
      const who = new Set([...outcomes].map((o) => o.split(",")[place]));
      expect(who.size).toBe(4);
    }
  });

  const step = fc.record({
    pick: fc.nat({ max: 15 }),
    winner: fc.constantFrom<Seat>("A", "B"),
    darkSide: fc.constantFrom<Seat>("A", "B"),
  });

  for (const size of [8, 16] as const) {
    it(`top ${size}: random result sequences complete correctly`, () => {
      fc.assert(
        fc.property(fc.array(step, { minLength: 1, maxLength: 2 * size + 2 }), (steps) => {
          const { state, results } = simulate(size, steps);
          expectValidCompletion(state);
          const def = eliminationBracket(size);
          const played = results.length;
          expect(played === 2 * size - 2 || played === 2 * size - 1).toBe(true);
          expect(played === 2 * size - 1).toBe(results.some((r) => r.bracketMatch === def.secondFinal));
        }),
        { numRuns: size === 8 ? 300 : 200 },
      );
    });

    it(`top ${size}: drops mid-bracket produce byes and still a valid completion`, () => {
      const drops = fc.array(fc.tuple(fc.nat({ max: 2 * size }), fc.integer({ min: 1, max: size })), { maxLength: size / 2 });
      fc.assert(
        fc.property(fc.array(step, { minLength: 1, maxLength: 2 * size }), drops, (steps, dropList) => {
          const dropMap = new Map<number, number[]>();
          for (const [at, seed] of dropList) dropMap.set(at, [...(dropMap.get(at) ?? []), seed]);
          const run = simulate(size, steps, { drops: dropMap });
          expectValidCompletion(run.state);
          // Byes only ever go against dropped players.
          for (const m of run.state.matches) {
            if (m.result && m.result.resolution !== "game") expect(run.dropped).toContain(m.loser);
            if (m.result?.resolution === "double-forfeit") expect(run.dropped).toContain(m.winner);
          }
        }),
        { numRuns: size === 8 ? 300 : 150 },
      );
    });
  }

  it("a player who drops mid-bracket gives their current and every later opponent a bye", () => {
    const seeds = seedsOf(8);
    const results: EliminationResultInput[] = [1, 2, 3, 4].map((n) => ({ bracketMatch: n, kind: "game", winner: "A" as Seat }));
    // p1 beat p8 in M1 and plays p4 in M5; p1 drops.
    const s = eliminationState({ size: 8, seeds, results, dropped: ["p1"] });
    expect(s.autoResolutions).toEqual([
      { bracketMatch: 5, winner: "B", resolution: "bye", playerA: "p1", playerB: "p4", dropped: ["p1"] },
    ]);
    const m5 = s.matches.find((m) => m.bracketMatch === 5)!;
    expect([m5.status, m5.winner, m5.result?.recorded]).toEqual(["played", "p4", false]);
    // p1 now waits in M11 (W8–L5) as seat B: once M8 is decided, that opponent gets a bye too.
    const m11 = s.matches.find((m) => m.bracketMatch === 11)!;
    expect([m11.status, m11.playerB]).toEqual(["pending", "p1"]);
    const later = eliminationState({
      size: 8,
      seeds,
      results: [...results, { bracketMatch: 8, kind: "game", winner: "B" }],
      dropped: ["p1"],
    });
    expect(later.autoResolutions.map((a) => [a.bracketMatch, a.winner])).toEqual([
      [5, "B"],
      [11, "A"],
    ]);
    const p1 = later.players.find((p) => p.playerId === "p1")!;
    expect([p1.status, p1.losses, p1.eliminatedIn, p1.placeRange]).toEqual(["eliminated", 2, 11, { from: 5, to: 6 }]);
    expect(later.activePlayersRemaining).toBe(later.playersRemaining);
    // Storing the bye gives the same result.
    const stored = eliminationState({
      size: 8,
      seeds,
      results: [...results, { bracketMatch: 5, kind: "bye", winner: "B" }],
      dropped: ["p1"],
    });
    expect(stored.autoResolutions).toEqual([]);
    expect(stored.matches.find((m) => m.bracketMatch === 5)!.result).toEqual({
      winner: "B",
      resolution: "bye",
      darkSide: null,
      recorded: true,
    });
  });

  it("a stored bye stands when the advancing player drops later (why byes must be stored)", () => {
    const seeds = seedsOf(4);
    // p1 drops before M1: p4 advances by bye and the service stores it.
    const first = eliminationState({ size: 4, seeds, results: [], dropped: ["p1"] });
    expect(first.autoResolutions.map((a) => [a.bracketMatch, a.winner])).toEqual([[1, "B"]]);
    const results: EliminationResultInput[] = [{ bracketMatch: 1, kind: "bye", winner: "B" }];
    // Later p4 drops too: the stored bye keeps p4 as M1's winner (a double forfeit on
    // record), whereas an unstored bye is re-derived with both dropped: p1 would advance.
    const stored = eliminationState({ size: 4, seeds, results, dropped: ["p1", "p4"] });
    expect([stored.matches[0]!.winner, stored.matches[0]!.result?.resolution]).toEqual(["p4", "double-forfeit"]);
    const unstored = eliminationState({ size: 4, seeds, results: [], dropped: ["p1", "p4"] });
    expect(unstored.matches[0]!.winner).toBe("p1");
    // p4 now forfeits M3, p1 forfeits M4, then p4 forfeits M5.
    const more = eliminationState({
      size: 4,
      seeds,
      results: [...results, { bracketMatch: 2, kind: "game", winner: "B" }],
      dropped: ["p1", "p4"],
    });
    expect(more.autoResolutions.map((a) => [a.bracketMatch, a.winner, a.resolution])).toEqual([
      [3, "B", "bye"],
      [4, "B", "bye"],
      [5, "B", "bye"],
    ]);
    expect(more.ready).toEqual([6]);
    expect(more.placements.map((p) => [p.place, p.playerId])).toEqual([
      [3, "p4"],
      [4, "p1"],
    ]);
  });

  it("both players dropped: the better seed advances on paper and forfeits next", () => {
    const s = eliminationState({ size: 4, seeds: seedsOf(4), results: [], dropped: ["p3", "p2"] });
    const m2 = s.matches.find((m) => m.bracketMatch === 2)!;
    expect([m2.winner, m2.result?.resolution]).toEqual(["p2", "double-forfeit"]);
    // M4: L1 vs p3 — pending until M1; M3: W1 vs p2 → bye for W1 once M1 is played.
    const t = eliminationState({
      size: 4,
      seeds: seedsOf(4),
      results: [{ bracketMatch: 1, kind: "game", winner: "B" }],
      dropped: ["p3", "p2"],
    });
    expect(t.autoResolutions.map((a) => [a.bracketMatch, a.winner, a.resolution])).toEqual([
      [2, "A", "double-forfeit"],
      [3, "A", "bye"],
      [4, "A", "bye"],
      [5, "B", "bye"],
    ]);
    expect(t.ready).toEqual([6]);
    expect(t.activePlayersRemaining).toBe(2);
    const m6 = t.matches.find((m) => m.bracketMatch === 6)!;
    expect([m6.playerA, m6.playerB]).toEqual(["p4", "p1"]);
    const done = eliminationState({
      size: 4,
      seeds: seedsOf(4),
      results: [
        { bracketMatch: 1, kind: "game", winner: "B" },
        { bracketMatch: 6, kind: "game", winner: "A" },
      ],
      dropped: ["p3", "p2"],
    });
    expectValidCompletion(done);
    expect(done.placements.map((p) => p.playerId)).toEqual(["p4", "p1", "p2", "p3"]);
  });

  it("places in an out group are ordered by seed, once the group is complete", () => {
    const seeds = seedsOf(8);
    const r1: EliminationResultInput[] = [1, 2, 3, 4].map((n) => ({ bracketMatch: n, kind: "game", winner: "A" as Seat }));
    // Losers p8 (M1), p5 (M2), p7 (M3), p6 (M4). M7 = p8 vs p5, M8 = p7 vs p6.
    const half = eliminationState({ size: 8, seeds, results: [...r1, { bracketMatch: 7, kind: "game", winner: "B" }] });
    const p8 = half.players.find((p) => p.playerId === "p8")!;
    expect([p8.status, p8.placeRange, p8.place]).toEqual(["eliminated", { from: 7, to: 8 }, null]);
    const full = eliminationState({
      size: 8,
      seeds,
      results: [...r1, { bracketMatch: 7, kind: "game", winner: "B" }, { bracketMatch: 8, kind: "game", winner: "A" }],
    });
    // Out 7–8: p8 and p6 → p6 (seed 6) 7th, p8 8th.
    expect(full.placements).toEqual([
      { place: 7, playerId: "p6", seed: 6 },
      { place: 8, playerId: "p8", seed: 8 },
    ]);
  });
});

describe("bracket validation", () => {
  const seeds = seedsOf(4);
  it("refuses results for matches that are not ready, skipped, unknown or duplicated", () => {
    expectCode(() => eliminationState({ size: 4, seeds, results: [{ bracketMatch: 3, kind: "game", winner: "A" }] }), "BRACKET_MATCH_NOT_READY");
    expectCode(() => eliminationState({ size: 4, seeds, results: [{ bracketMatch: 9, kind: "game", winner: "A" }] }), "BRACKET_UNKNOWN_MATCH");
    expectCode(
      () =>
        eliminationState({
          size: 4,
          seeds,
          results: [
            { bracketMatch: 1, kind: "game", winner: "A" },
            { bracketMatch: 1, kind: "game", winner: "B" },
          ],
        }),
      "BRACKET_DUPLICATE_RESULT",
    );
    const upperWins: EliminationResultInput[] = [1, 2, 3, 4, 5, 6].map((n) => ({ bracketMatch: n, kind: "game", winner: "A" as Seat }));
    expectCode(
      () => eliminationState({ size: 4, seeds, results: [...upperWins, { bracketMatch: 7, kind: "game", winner: "A" }] }),
      "BRACKET_MATCH_SKIPPED",
    );
    expectCode(() => eliminationState({ size: 4, seeds, results: [{ bracketMatch: 1, kind: "game", winner: "C" as Seat }] }), "BRACKET_INVALID_RESULT");
  });

  it("refuses a bye unless the loser dropped", () => {
    expectCode(() => eliminationState({ size: 4, seeds, results: [{ bracketMatch: 1, kind: "bye", winner: "A" }] }), "BRACKET_INVALID_BYE");
    expectCode(
      () => eliminationState({ size: 4, seeds, results: [{ bracketMatch: 1, kind: "bye", winner: "A" }], dropped: ["p1"] }),
      "BRACKET_INVALID_BYE",
    );
    const ok = eliminationState({ size: 4, seeds, results: [{ bracketMatch: 1, kind: "bye", winner: "A" }], dropped: ["p4"] });
    expect(ok.matches[0]!.winner).toBe("p1");
  });

  it("refuses bad seeds and unknown dropped players", () => {
    expectCode(() => eliminationState({ size: 4, seeds: ["a", "b", "c"], results: [] }), "BRACKET_INVALID_SEEDS");
    expectCode(() => eliminationState({ size: 4, seeds: ["a", "b", "c", "a"], results: [] }), "BRACKET_INVALID_SEEDS");
    expectCode(() => eliminationState({ size: 4, seeds, results: [], dropped: ["zz"] }), "BRACKET_UNKNOWN_PLAYER");
  });

  it("refuses a result entered for other players", () => {
    const results: EliminationResultInput[] = [
      { bracketMatch: 1, kind: "game", winner: "A" },
      { bracketMatch: 2, kind: "game", winner: "A" },
      { bracketMatch: 3, kind: "game", winner: "A", players: ["p1", "p2"] },
    ];
    expect(eliminationState({ size: 4, seeds, results }).matches[2]!.winner).toBe("p1");
    // M1 corrected: p4 won it, so M3 is now p4 vs p2.
    const corrected = results.map((r) => (r.bracketMatch === 1 ? { ...r, winner: "B" as Seat } : r));
    expectCode(() => eliminationState({ size: 4, seeds, results: corrected }), "BRACKET_RESULT_PLAYERS_MISMATCH");
  });

  it("checkEliminationResult: ready matches only; corrections only before later results", () => {
    const results: EliminationResultInput[] = [
      { bracketMatch: 1, kind: "game", winner: "A" },
      { bracketMatch: 2, kind: "game", winner: "A" },
    ];
    const input = { size: 4 as const, seeds, results };
    const next = checkEliminationResult(input, { bracketMatch: 3, kind: "game", winner: "B" });
    expect(next.matches[2]!.winner).toBe("p2");
    expectCode(() => checkEliminationResult(input, { bracketMatch: 5, kind: "game", winner: "A" }), "BRACKET_MATCH_NOT_READY");
    // Correcting M1 is fine while M3/M4 have no result…
    expect(checkEliminationResult(input, { bracketMatch: 1, kind: "game", winner: "B" }).matches[0]!.winner).toBe("p4");
    // …but not once M3 has one.
    const withM3 = { ...input, results: [...results, { bracketMatch: 3, kind: "game" as const, winner: "A" as Seat }] };
    expect(dependentRecordedResults(eliminationState(withM3), 1)).toEqual([3]);
    expectCode(() => checkEliminationResult(withM3, { bracketMatch: 1, kind: "game", winner: "B" }), "BRACKET_RESULT_LOCKED");
    const upperWins: EliminationResultInput[] = [1, 2, 3, 4, 5, 6].map((n) => ({ bracketMatch: n, kind: "game", winner: "A" as Seat }));
    expectCode(
      () => checkEliminationResult({ size: 4, seeds, results: upperWins }, { bracketMatch: 7, kind: "game", winner: "A" }),
      "BRACKET_MATCH_SKIPPED",
    );
  });
});
