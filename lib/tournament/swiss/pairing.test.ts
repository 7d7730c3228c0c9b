import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createRng } from "../rng";
import { maxWeightMatching } from "./matching";
import { evaluatePairing, pairSwissRound, pairSwissRoundTuned, type PairingTuning } from "./pairing";
import type { PairingInput, PairingOutput, PairingPlayer } from "./pairing-contract";
import { playSimulatedRound, simulationInput, startSimulation } from "./simulation";

type Opp = Map<string, Set<string>>;
/** (rematches, Σ (groups apart − 1)² beyond one group, floated pairs, float distance): the optimiser's order. */
type Key = [number, number, number, number];

const cmpKey = (a: Key, b: Key) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3];

function opponents(pairs: Array<[string, string]>, ids: readonly string[] = []): Opp {
  const m: Opp = new Map(ids.map((id) => [id, new Set<string>()]));
  for (const [a, b] of pairs) {
    if (!m.has(a)) m.set(a, new Set());
    if (!m.has(b)) m.set(b, new Set());
    m.get(a)!.add(b);
    m.get(b)!.add(a);
  }
  return m;
}

function keyOf(players: readonly PairingPlayer[], opp: Opp, out: PairingOutput, firstRound: boolean): Key {
  const paired = players.filter((p) => p.id !== out.bye);
  const q = evaluatePairing(paired, opp, out.pairs, { firstRound });
  return [q.rematches, q.longFloats, q.floats / 2, q.floatDistance];
}

/** Every player paired exactly once, or the bye; nobody else. */
function expectComplete(players: readonly PairingPlayer[], out: PairingOutput): void {
  const seen = new Map<string, number>();
  for (const [a, b] of out.pairs) {
    expect(a).not.toBe(b);
    for (const id of [a, b]) seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  if (out.bye !== null) seen.set(out.bye, (seen.get(out.bye) ?? 0) + 1);
  expect(seen.size).toBe(players.length);
  for (const p of players) expect(seen.get(p.id), p.id).toBe(1);
  expect(out.bye === null).toBe(players.length % 2 === 0);
}

/** Minimum key over every perfect matching of `field` (exhaustive; n ≤ 12). */
function bruteBest(field: readonly PairingPlayer[], opp: Opp, firstRound: boolean): Key {
  const groupsDesc = [...new Set(field.map((p) => p.points))].sort((a, b) => b - a);
  const g = field.map((p) => (firstRound ? 0 : groupsDesc.indexOf(p.points)));
  const n = field.length;
  const used = new Array<boolean>(n).fill(false);
  let best: Key | null = null;
  const go = (acc: Key): void => {
    const i = used.indexOf(false);
    if (i === -1) {
      if (best === null || cmpKey(acc, best) < 0) best = [...acc];
      return;
    }
    used[i] = true;
    for (let j = i + 1; j < n; j++) {
      if (used[j]) continue;
      used[j] = true;
      const d = Math.abs(g[i]! - g[j]!);
      const r = opp.get(field[i]!.id)?.has(field[j]!.id) ? 1 : 0;
      go([acc[0] + r, acc[1] + Math.max(0, d - 1) ** 2, acc[2] + (d > 0 ? 1 : 0), acc[3] + d]);
      used[j] = false;
    }
    used[i] = false;
  };
  go([0, 0, 0, 0]);
  return best ?? [0, 0, 0, 0];
}

/** Independent check: does a perfect matching exist using only the allowed pairs? */
function perfectExists(field: readonly PairingPlayer[], allowed: (a: PairingPlayer, b: PairingPlayer) => boolean): boolean {
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < field.length; i++) {
    for (let j = i + 1; j < field.length; j++) {
      if (allowed(field[i]!, field[j]!)) {
        from.push(i);
        to.push(j);
      }
    }
  }
  const mate = maxWeightMatching({ vertexCount: field.length, from, to, weight: from.map(() => 1) }, { maxCardinality: true });
  return mate.every((m) => m !== -1);
}

function input(round: number, players: PairingPlayer[], opp: Opp, seed = "seed"): PairingInput {
  return { round, players, previousOpponents: opp, rng: createRng(seed, `swiss/${round}/pairing`) };
}

/** A random event state: players with points (score groups), ranks, byes and past opponents. */
const arbSmallField = fc
  .record({
    n: fc.integer({ min: 1, max: 12 }),
    groups: fc.integer({ min: 1, max: 5 }),
    density: fc.double({ min: 0, max: 0.8, noNaN: true }),
    byeDensity: fc.double({ min: 0, max: 1, noNaN: true }),
    firstRound: fc.boolean(),
    seed: fc.string({ maxLength: 6 }),
    salt: fc.integer(),
  })
  .map(({ n, groups, density, byeDensity, firstRound, seed, salt }) => {
    const r = createRng(`field-${salt}`, "test");
    const raw = Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      points: firstRound ? 0 : r.int(groups) * 3,
      hadBye: !firstRound && r.next() < byeDensity,
      tb: r.next(),
    }));
    const ranked = [...raw].sort((a, b) => b.points - a.points || b.tb - a.tb);
    const players: PairingPlayer[] = raw.map((p) => ({ id: p.id, points: p.points, hadBye: p.hadBye, rank: ranked.indexOf(p) }));
    const met: Array<[string, string]> = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (r.next() < density) met.push([`p${i}`, `p${j}`]);
    return { round: firstRound ? 1 : 2 + r.int(6), players, opp: opponents(met), seed };
  });

describe("pairSwissRound — optimality against exhaustive search (n ≤ 12)", () => {
  it("finds the best (rematches, long floats, floats, float distance) and applies the bye rules", () => {
    fc.assert(
      fc.property(arbSmallField, ({ round, players, opp, seed }) => {
        const firstRound = round === 1;
        const out = pairSwissRound(input(round, players, opp, seed));
        expectComplete(players, out);
        const got = keyOf(players, opp, out, firstRound);
        if (players.length % 2 === 0) {
          expect(got).toEqual(bruteBest(players, opp, firstRound));
        } else {
          let eligible = players.filter((p) => !p.hadBye);
          if (eligible.length === 0) eligible = [...players];
          const rematchesWith = new Map(
            eligible.map((c) => [c.id, bruteBest(players.filter((p) => p !== c), opp, firstRound)[0]] as const),
          );
          const fewest = Math.min(...rematchesWith.values());
          const bye = players.find((p) => p.id === out.bye)!;
          expect(eligible).toContain(bye);
          expect(rematchesWith.get(bye.id)).toBe(fewest);
          if (!firstRound) {
            // Lowest-ranked among those with the fewest rematches.
            const expected = eligible.filter((c) => rematchesWith.get(c.id) === fewest).sort((a, b) => b.rank - a.rank)[0]!;
            expect(out.bye).toBe(expected.id);
          }
          expect(got).toEqual(bruteBest(players.filter((p) => p !== bye), opp, firstRound));
        }
        expect(out.quality.rematches).toBe(got[0]);
        expect(out.quality.floats).toBe(2 * got[2]);
        expect(out.quality.floatDistance).toBe(got[3]);
      }),
      { numRuns: 400 },
    );
  });
});

// --- Simulated events ------------------------------------------------------------------


function groupIndex(field: readonly PairingPlayer[]): (p: PairingPlayer) => number {
  const desc = [...new Set(field.map((p) => p.points))].sort((a, b) => b - a);
  return (p) => desc.indexOf(p.points);
}

describe("pairSwissRound — simulated events (2–200 players, several rounds)", () => {
  it("pairs everyone once, avoids rematches and long floats when possible, follows the bye rules, is reproducible", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 200 }),
        fc.integer({ min: 2, max: 9 }),
        fc.double({ min: 0, max: 0.1, noNaN: true }),
        fc.string({ maxLength: 8 }),
        (n, rounds, dropRate, seed) => {
          const s = startSimulation(n, seed);
          for (let r = 0; r < rounds; r++) {
            const inp = simulationInput(s);
            const field = inp.players;
            if (field.length === 0) break;
            const out = pairSwissRound(inp);
            expectComplete(field, out);
            // Same seed, same label → same pairing.
            expect(pairSwissRound(simulationInput(s))).toEqual(out);

            const met = (a: PairingPlayer, b: PairingPlayer) => s.opponents.get(a.id)!.has(b.id);
            const g = groupIndex(field.filter((p) => p.id !== out.bye));
            const paired = field.filter((p) => p.id !== out.bye);
            let eligible = field.filter((p) => !p.hadBye);
            if (eligible.length === 0) eligible = [...field];
            if (out.bye !== null) {
              const bye = field.find((p) => p.id === out.bye)!;
              expect(eligible).toContain(bye);
              if (s.round > 1) {
                // Every lower-ranked eligible player would have forced a rematch.
                for (const c of eligible.filter((p) => p.rank > bye.rank)) {
                  expect(perfectExists(field.filter((p) => p !== c), (a, b) => !met(a, b))).toBe(false);
                }
              }
            }
            if (out.quality.rematches > 0) {
              expect(perfectExists(paired, (a, b) => !met(a, b))).toBe(false);
            } else if (out.quality.maxFloatDistance > 1) {
              // A long float only when no chained (one-group) rematch-free pairing exists.
              expect(perfectExists(paired, (a, b) => !met(a, b) && Math.abs(g(a) - g(b)) <= 1)).toBe(false);
            }
            playSimulatedRound(s, out, dropRate);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("the big-field decomposition gives the exact solver's quality", () => {
    const split: Partial<PairingTuning> = { exactLimit: 0, largeGroup: 6, boundary: 2 };
    const exact: Partial<PairingTuning> = { exactLimit: Infinity };
    let compared = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 160 }),
        fc.integer({ min: 1, max: 9 }),
        fc.string({ maxLength: 8 }),
        (n, rounds, seed) => {
          const s = startSimulation(n, seed);
          for (let r = 0; r < rounds; r++) {
            const inp = simulationInput(s);
            const a = pairSwissRoundTuned(inp, split);
            const b = pairSwissRoundTuned(simulationInput(s), exact);
            expectComplete(inp.players, a);
            expect(a.bye).toBe(b.bye);
            expect(keyOf(inp.players, s.opponents, a, s.round === 1)).toEqual(keyOf(inp.players, s.opponents, b, s.round === 1));
            compared++;
            playSimulatedRound(s, b, 0.02);
          }
        },
      ),
      // The example: a long float between unsplit groups that only a split group's core could
      // avoid (found by this property when only groups next to the cut were re-solved).
      { numRuns: 40, examples: [[53, 6, "A5xs"]] },
    );
    expect(compared).toBeGreaterThan(40);
  });
});

describe("pairSwissRound — regulations and spec cases", () => {
  const P = (id: string, points: number, rank: number, hadBye = false): PairingPlayer => ({ id, points, rank, hadBye });

  it("regulations' example: John, Stella, Laramy (15 TP) and Kyle (13 TP) — the odd 15 plays Kyle", () => {
    const players = [P("John", 15, 0), P("Stella", 15, 1), P("Laramy", 15, 2), P("Kyle", 13, 3)];
    const partnersOfKyle = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const out = pairSwissRound(input(6, players, opponents([]), `ex-${seed}`));
      expectComplete(players, out);
      const kylePair = out.pairs.find((p) => p.includes("Kyle"))!;
      const other = out.pairs.find((p) => !p.includes("Kyle"))!;
      const kylesOpponent = kylePair[0] === "Kyle" ? kylePair[1] : kylePair[0];
      partnersOfKyle.add(kylesOpponent);
      // The remaining two 15-point players play each other.
      expect(other.every((id) => id !== "Kyle")).toBe(true);
      expect(out.quality).toEqual({ rematches: 0, floats: 2, floatDistance: 1, maxFloatDistance: 1 });
    }
    // "Pair them at random": each 15-point player is sometimes the one who floats to Kyle.
    expect([...partnersOfKyle].sort()).toEqual(["John", "Laramy", "Stella"]);

    // The example's exact outcome when John and Stella already played Kyle.
    const out = pairSwissRound(input(6, players, opponents([["John", "Kyle"], ["Stella", "Kyle"]])));
    expect(out.pairs.map((p) => [...p].sort())).toEqual(expect.arrayContaining([["John", "Stella"], ["Kyle", "Laramy"]]));
  });

  it("chains a float one group down rather than floating past the next group", () => {
    // Groups A{a} B{b1,b2} C{c}: a–b + b–c (two one-group floats) beats a–c (one two-group float).
    const players = [P("a", 9, 0), P("b1", 6, 1), P("b2", 6, 2), P("c", 3, 3)];
    for (let seed = 0; seed < 10; seed++) {
      const out = pairSwissRound(input(4, players, opponents([]), `chain-${seed}`));
      expect(out.quality).toEqual({ rematches: 0, floats: 4, floatDistance: 2, maxFloatDistance: 1 });
    }
    // Only when a has met both b's does a float past B.
    const out = pairSwissRound(input(4, players, opponents([["a", "b1"], ["a", "b2"]])));
    expect(out.pairs.map((p) => [...p].sort())).toEqual(expect.arrayContaining([["a", "c"], ["b1", "b2"]]));
    expect(out.quality).toEqual({ rematches: 0, floats: 2, floatDistance: 2, maxFloatDistance: 2 });
  });

  it("never a rematch when a rematch-free pairing exists, even against the score groups", () => {
    // Top group {a,b} met; pairing across groups avoids the rematch.
    const players = [P("a", 6, 0), P("b", 6, 1), P("c", 3, 2), P("d", 3, 3)];
    const out = pairSwissRound(input(3, players, opponents([["a", "b"]])));
    expect(out.quality.rematches).toBe(0);
    expect(out.quality.floats).toBe(4);
  });

  it("allows the fewest rematches only when unavoidable, and reports them", () => {
    const ids = ["a", "b", "c", "d"];
    const players = ids.map((id, i) => P(id, 0, i));
    const all: Array<[string, string]> = [["a", "b"], ["a", "c"], ["a", "d"], ["b", "c"], ["b", "d"]]; // c–d still fresh
    const out = pairSwissRound(input(4, players, opponents(all)));
    expect(out.pairs.map((p) => [...p].sort())).toContainEqual(["c", "d"]);
    expect(out.quality.rematches).toBe(1);
    const two = pairSwissRound(input(2, [P("x", 3, 0), P("y", 0, 1)], opponents([["x", "y"]])));
    expect(two.quality.rematches).toBe(1);
  });

  it("bye: the lowest-ranked player without a bye; skips players who had one", () => {
    const players = [P("a", 12, 0), P("b", 9, 1), P("c", 6, 2), P("d", 3, 3, true), P("e", 0, 4, true)];
    const out = pairSwissRound(input(4, players, opponents([])));
    expect(out.bye).toBe("c");
    expectComplete(players, out);
  });

  it("bye: when everyone has had one, the lowest-ranked player overall", () => {
    const players = [P("a", 12, 0, true), P("b", 9, 1, true), P("c", 6, 2, true)];
    expect(pairSwissRound(input(5, players, opponents([]))).bye).toBe("c");
  });

  it("bye: moves up the standings when the lowest-ranked player's bye would force a rematch", () => {
    // a and b met; giving c the bye would force a–b again; b's bye lets a play c.
    const players = [P("a", 6, 0), P("b", 3, 1), P("c", 0, 2)];
    const out = pairSwissRound(input(2, players, opponents([["a", "b"]])));
    expect(out.bye).toBe("b");
    expect(out.quality.rematches).toBe(0);
    // Every choice forces a rematch: fewest rematches, then the lowest-ranked.
    const stuck = pairSwissRound(input(3, players, opponents([["a", "b"], ["a", "c"], ["b", "c"]])));
    expect(stuck.bye).toBe("c");
    expect(stuck.quality.rematches).toBe(1);
  });

  it("a player who had a bye is paired like anyone else (a bye is not an opponent)", () => {
    const players = [P("a", 6, 0, true), P("b", 3, 1), P("c", 0, 2)];
    const out = pairSwissRound(input(2, players, opponents([["b", "c"]])));
    expect(out.bye).toBe("c");
    expect(out.pairs.map((p) => [...p].sort())).toEqual([["a", "b"]]);
    expect(out.quality.rematches).toBe(0);
  });

  it("round 1: random pairing and a random bye, reproducible per seed", () => {
    const players = Array.from({ length: 9 }, (_, i) => P(`p${i}`, 0, i));
    const byes = new Set<string | null>();
    const pairings = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const out = pairSwissRound(input(1, players, opponents([]), `r1-${seed}`));
      expectComplete(players, out);
      expect(out.quality).toEqual({ rematches: 0, floats: 0, floatDistance: 0, maxFloatDistance: 0 });
      expect(pairSwissRound(input(1, players, opponents([]), `r1-${seed}`))).toEqual(out);
      byes.add(out.bye);
      pairings.add(JSON.stringify(out.pairs.map((p) => [...p].sort()).sort()));
    }
    expect(byes.size).toBeGreaterThan(4);
    expect(pairings.size).toBeGreaterThan(20);
  });

  it("edge cases: empty field, a lone player, bad input", () => {
    expect(pairSwissRound(input(2, [], opponents([])))).toEqual({
      pairs: [],
      bye: null,
      quality: { rematches: 0, floats: 0, floatDistance: 0, maxFloatDistance: 0 },
    });
    expect(pairSwissRound(input(2, [P("solo", 3, 0, true)], opponents([]))).bye).toBe("solo");
    expect(() => pairSwissRound(input(2, [P("x", 0, 0), P("x", 0, 1)], opponents([])))).toThrow();
    expect(() => pairSwissRound(input(0, [P("x", 0, 0)], opponents([])))).toThrow(RangeError);
  });

  it("pairs a 5,000-player late round with no rematch and no float past the next group", () => {
    const s = startSimulation(5000, "big");
    for (let r = 0; r < 9; r++) playSimulatedRound(s, pairSwissRound(simulationInput(s)), 0.01);
    const inp = simulationInput(s);
    const out = pairSwissRound(inp);
    expectComplete(inp.players, out);
    expect(out.quality.rematches).toBe(0);
    if (out.quality.maxFloatDistance > 1) {
      const paired = inp.players.filter((p) => p.id !== out.bye);
      const g = groupIndex(paired);
      const met = (a: PairingPlayer, b: PairingPlayer) => s.opponents.get(a.id)!.has(b.id);
      expect(perfectExists(paired, (a, b) => !met(a, b) && Math.abs(g(a) - g(b)) <= 1)).toBe(false);
    }
  });
});
