/**
 * Swiss pairing (spec § Pairing; regulations § Swiss Rounds, § Pairings), as an optimisation.
 *
 * Decisions (why):
 * - The plain procedure ("pair the top group at random, float the odd player to a random
 *   player of the next group, continue to the bottom") can dead-end on a rematch. The spec
 *   asks for the rematch-free pairing that keeps players closest to their score group, so we
 *   solve for the best pairing instead of walking greedily: a maximum-weight perfect matching
 *   (Edmonds' blossom, `matching.ts`) whose integer weights encode, most important first:
 *     1. rematches (pairs who met in this stage) — fewest; 0 whenever any pairing allows it;
 *     2. long floats: Σ over pairs of (groups apart − 1)², counting pairs more than one group
 *        apart — a player is never floated past the next score group when a chained float
 *        (the plain procedure's odd player going one group down, and so on) exists. This sits
 *        above the float count on purpose: for groups {A:1, B:2, C:1}, A–B + B–C (2 pairs
 *        floated one group) beats A–C + B–B (1 pair floated two groups), as the regulations'
 *        chaining produces. Squared so that, when long floats are forced, two floats of two
 *        groups beat one of three (closest to their group, worst case first);
 *     3. floats: pairs whose players are in different score groups (the quality report
 *        counts players, i.e. 2 per such pair) — fewest;
 *     4. float distance: Σ groups apart — smallest;
 *     5. a random tie-break per pair from the event's rng, plus an rng shuffle inside each
 *        group, so equally good pairings are chosen at random (spec: "random inside a group").
 *   Each level's multiplier exceeds the largest total the levels below can reach, so the sum
 *   compares lexicographically; weights stay below 2^50 (exact in a double). If a huge field
 *   would overflow, the tie-break resolution shrinks first (then level 4, then 3 are dropped);
 *   realistic fields never get there.
 * - Sparse graph, widened only when needed: first only pairs at most 1 group apart and never
 *   rematches. A perfect matching there is provably optimal (any pairing using a longer
 *   float or a rematch is worse on level 1 or 2). Otherwise widen to D = 2, 4, … groups; a
 *   result whose long-float total is below D² (the least any pair beyond the window costs)
 *   is again provably optimal. Only if no
 *   rematch-free pairing exists at all are rematch pairs allowed (fewest, reported in
 *   `quality.rematches` for the organizer).
 * - Round 1 is random: every player is treated as one score group (points are all 0 anyway),
 *   so the optimiser reduces to a random rematch-free pairing; the bye goes to a random
 *   eligible player.
 * - Round 1 with `groups` (an event keeping guild members apart): pairs of one group are
 *   weighted as rematches are, so the same seeded matching pairs them apart whenever any
 *   pairing does (the fewest such pairs otherwise), and is otherwise the same random draw. A
 *   complete multipartite field has such a pairing iff no group holds more than half of it, so
 *   in an odd field the bye goes to a random player among those whose leaving makes the
 *   largest group smallest (a member of an over-large group, when there is one). Reproducible:
 *   every choice still comes from `input.rng`. Later rounds ignore `groups`.
 * - Bye, round ≥ 2 (odd field): the lowest-ranked (highest `rank`) player with hadBye=false.
 *   If giving it to them forces a rematch while another eligible player's bye avoids it, the
 *   next-lowest such player gets it instead: the regulations' "never the same opponent twice"
 *   outranks "lowest-ranked" because a bye costs the receiver nothing, a rematch costs two
 *   players a new opponent. If every choice forces rematches, the fewest rematches win, ties
 *   to the lowest-ranked. Players who had a bye are eligible only when everyone has had one.
 *   Score groups are those of the players being paired (the bye player is left out first).
 * - Big fields (more than `exactLimit` = 300 players to pair): a score group of g players in
 *   which each has met fewer than g/2 of the others always has a rematch-free pairing
 *   (Dirac), and a big group is paired internally by almost every good pairing. So each
 *   group of at least `largeGroup` players keeps a random `boundary` of players for the exact
 *   solver (floaters in and out need only a few) and pairs its remaining "core" internally,
 *   rematch-free, by a shuffled greedy pass with a swap repair. Small groups, boundaries,
 *   floaters and the bottom of the field go to the exact solver together. The result is
 *   checked: a rematch sends the whole field to the exact solver; the split groups nearest
 *   an irregular cut (more floats across it than its parity needs, or a long float), above
 *   and below it, get a 4× larger boundary, and the field is re-solved until that no longer
 *   improves the pairing. Tests compare this against the unsplit exact solver on random fields.
 * - The matching uses a jump start (greedy tight matching, see `matching.ts`): exact
 *   whenever the result is perfect, which is the only result this module accepts.
 * - Pure: no clock, no Math.random; all randomness from `input.rng`, so the same seed gives
 *   the same pairing.
 */
import { maxWeightMatching } from "./matching";
import type { PairingInput, PairingOutput, PairingPlayer, PairingQuality } from "./pairing-contract";
import type { Rng } from "../rng";
import type { PlayerId } from "../types";

export interface PairingTuning {
  /** Fields with at most this many players to pair are solved exactly in one piece. */
  exactLimit: number;
  /** In bigger fields, score groups with at least this many players are split. */
  largeGroup: number;
  /** Players of a split group handed to the exact solver (the rest pair internally). */
  boundary: number;
}

export const DEFAULT_PAIRING_TUNING: Readonly<PairingTuning> = Object.freeze({
  exactLimit: 300,
  largeGroup: 24,
  boundary: 8,
});

/** Quality of a pairing, including the long-float total the optimiser ranks second. */
export interface PairingEvaluation extends PairingQuality {
  /** Σ over pairs of (score groups apart − 1)² when above 0: floats past the next score group. */
  longFloats: number;
}

/** Pair one Swiss round (see the module comment for every rule and its reason). */
export function pairSwissRound(input: PairingInput): PairingOutput {
  return pairSwissRoundTuned(input, DEFAULT_PAIRING_TUNING);
}

/** As `pairSwissRound`, with the big-field decomposition tunable (tests, benchmarks). */
export function pairSwissRoundTuned(input: PairingInput, tuning: Partial<PairingTuning>): PairingOutput {
  const tune: PairingTuning = { ...DEFAULT_PAIRING_TUNING, ...tuning };
  if (!Number.isInteger(input.round) || input.round < 1) throw new RangeError(`bad round ${input.round}`);
  const players = input.players;
  const n = players.length;
  const indexOf = new Map<PlayerId, number>();
  players.forEach((p, i) => {
    if (indexOf.has(p.id)) throw new Error(`player ${p.id} is listed twice`);
    if (!Number.isFinite(p.points)) throw new RangeError(`player ${p.id} has bad points ${p.points}`);
    indexOf.set(p.id, i);
  });
  const met = buildMet(players, indexOf, input.previousOpponents);
  const groups = input.round === 1 && input.groups && input.groups.size > 0 ? input.groups : null;
  if (groups) addGroupPairs(met, players, groups);
  const ctx: Ctx = { players, met, previousOpponents: input.previousOpponents, n, rng: input.rng, tune, firstRound: input.round === 1, groups };

  if (n % 2 === 0) return finish(ctx, solveField(ctx, allIndices(n)), null);

  // Odd field: choose the bye (see module comment).
  let eligible = allIndices(n).filter((i) => !players[i]!.hadBye);
  if (eligible.length === 0) eligible = allIndices(n);
  let candidates = ctx.firstRound
    ? input.rng.shuffle(eligible)
    : eligible.sort((a, b) => players[b]!.rank - players[a]!.rank || cmpId(players[a]!.id, players[b]!.id));
  if (groups) candidates = [byeKeepingGroupsApart(players, groups, candidates)];
  let best: { bye: number; sol: Solution } | null = null;
  for (const c of candidates) {
    const sol = solveField(ctx, allIndices(n).filter((i) => i !== c));
    if (best === null || sol.key[0] < best.sol.key[0]) best = { bye: c, sol };
    if (sol.key[0] === 0) break;
  }
  return finish(ctx, best!.sol, best!.bye);
}

/**
 * Evaluate a pairing of `players` (the bye player excluded): rematches and floats measured
 * on the score groups of exactly these players.
 */
export function evaluatePairing(
  players: readonly PairingPlayer[],
  previousOpponents: ReadonlyMap<PlayerId, ReadonlySet<PlayerId>>,
  pairs: ReadonlyArray<readonly [PlayerId, PlayerId]>,
  options: { firstRound?: boolean } = {},
): PairingEvaluation {
  const groupOfPoints = new Map<number, number>();
  [...new Set(players.map((p) => p.points))].sort((a, b) => b - a).forEach((pt, i) => groupOfPoints.set(pt, i));
  const byId = new Map(players.map((p) => [p.id, p] as const));
  const out: PairingEvaluation = { rematches: 0, floats: 0, floatDistance: 0, maxFloatDistance: 0, longFloats: 0 };
  for (const [a, b] of pairs) {
    const pa = byId.get(a);
    const pb = byId.get(b);
    if (!pa || !pb) throw new Error(`pair ${a}–${b} names an unknown player`);
    if (previousOpponents.get(a)?.has(b) || previousOpponents.get(b)?.has(a)) out.rematches++;
    const d = options.firstRound ? 0 : Math.abs(groupOfPoints.get(pa.points)! - groupOfPoints.get(pb.points)!);
    if (d > 0) out.floats += 2;
    out.floatDistance += d;
    out.longFloats += d > 1 ? (d - 1) * (d - 1) : 0;
    out.maxFloatDistance = Math.max(out.maxFloatDistance, d);
  }
  return out;
}

// ---------------------------------------------------------------------------------------

interface Ctx {
  players: readonly PairingPlayer[];
  /** Keys a·n+b (a < b) of player-index pairs who met before. */
  met: Set<number>;
  previousOpponents: ReadonlyMap<PlayerId, ReadonlySet<PlayerId>>;
  n: number;
  rng: Rng;
  tune: PairingTuning;
  firstRound: boolean;
  /** Round 1's groups to keep apart, or null. */
  groups: ReadonlyMap<PlayerId, string> | null;
}

/** (rematches, long floats (squared excess), floated pairs, float distance), lexicographic. */
type Key = [number, number, number, number];

interface Solution {
  pairs: Array<[number, number]>;
  key: Key;
}

const WEIGHT_LIMIT = 2 ** 48;
const TIE_BREAK_LEVELS = 1024;

const allIndices = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const cmpId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const cmpKey = (a: Key, b: Key): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3];

function buildMet(
  players: readonly PairingPlayer[],
  indexOf: ReadonlyMap<PlayerId, number>,
  previous: ReadonlyMap<PlayerId, ReadonlySet<PlayerId>>,
): Set<number> {
  const n = players.length;
  const met = new Set<number>();
  for (const [id, opponents] of previous) {
    const a = indexOf.get(id);
    if (a === undefined) continue;
    for (const o of opponents) {
      const b = indexOf.get(o);
      if (b === undefined || b === a) continue;
      met.add(a < b ? a * n + b : b * n + a);
    }
  }
  return met;
}

/** Marks every pair of one group as met: the optimiser then keeps them apart as it avoids rematches. */
function addGroupPairs(met: Set<number>, players: readonly PairingPlayer[], groups: ReadonlyMap<PlayerId, string>): void {
  const n = players.length;
  const byGroup = new Map<string, number[]>();
  players.forEach((p, i) => {
    const g = groups.get(p.id);
    if (g === undefined) return;
    const list = byGroup.get(g);
    if (list) list.push(i);
    else byGroup.set(g, [i]);
  });
  for (const members of byGroup.values()) {
    for (let x = 0; x < members.length; x++) for (let y = x + 1; y < members.length; y++) met.add(members[x]! * n + members[y]!);
  }
}

/** The first candidate (in the random order given) whose bye leaves the largest group smallest. */
function byeKeepingGroupsApart(players: readonly PairingPlayer[], groups: ReadonlyMap<PlayerId, string>, candidates: readonly number[]): number {
  const count = new Map<string, number>();
  for (const p of players) {
    const g = groups.get(p.id);
    if (g !== undefined) count.set(g, (count.get(g) ?? 0) + 1);
  }
  const largest = Math.max(1, ...count.values());
  const atLargest = [...count.values()].filter((c) => c === largest).length;
  // Leaving out a member of the one largest group shrinks it; anyone else leaves it as it is.
  const shrinks = (i: number) => {
    const g = groups.get(players[i]!.id);
    return largest > 1 && atLargest === 1 && g !== undefined && count.get(g) === largest;
  };
  return candidates.find(shrinks) ?? candidates[0]!;
}

const hasMet = (ctx: Ctx, a: number, b: number): boolean => ctx.met.has(a < b ? a * ctx.n + b : b * ctx.n + a);

/** Score groups of the players to pair: points descending (one group in round 1), each shuffled. */
function scoreGroups(ctx: Ctx, field: readonly number[]): number[][] {
  if (ctx.firstRound) return [ctx.rng.shuffle(field)];
  const byPoints = new Map<number, number[]>();
  for (const i of field) {
    const pt = ctx.players[i]!.points;
    const list = byPoints.get(pt);
    if (list) list.push(i);
    else byPoints.set(pt, [i]);
  }
  return [...byPoints.keys()].sort((a, b) => b - a).map((pt) => ctx.rng.shuffle(byPoints.get(pt)!));
}

/** Pair an even set of players: exact in one piece, or decomposed for big fields. */
function solveField(ctx: Ctx, field: readonly number[]): Solution {
  const groups = scoreGroups(ctx, field);
  const group = new Int32Array(ctx.n).fill(-1);
  groups.forEach((members, g) => members.forEach((i) => (group[i] = g)));
  if (field.length <= ctx.tune.exactLimit) return solveExact(ctx, groups.flat(), group);
  return solveDecomposed(ctx, groups, group);
}

/**
 * Optimal pairing of `vertices` (listed by score group), widening the window of groups a
 * pair may span until the result is provably optimal (see module comment).
 */
function solveExact(ctx: Ctx, vertices: readonly number[], group: Int32Array): Solution {
  const m = vertices.length;
  if (m === 0) return { pairs: [], key: [0, 0, 0, 0] };
  const span = group[vertices[m - 1]!]! - group[vertices[0]!]!;
  for (let window = 1; ; window *= 2) {
    const D = Math.min(window, Math.max(span, 1));
    const sol = matchWindow(ctx, vertices, group, D, false);
    if (sol && (sol.key[1] < D * D || D >= span)) return sol;
    if (D >= span) break;
  }
  // No rematch-free pairing exists: allow rematches, fewest first.
  const sol = matchWindow(ctx, vertices, group, Math.max(span, 1), true);
  if (!sol) throw new Error("internal: complete graph without a perfect matching");
  return sol;
}

/** Max-weight perfect matching over pairs at most D groups apart; null if none is perfect. */
function matchWindow(
  ctx: Ctx,
  vertices: readonly number[],
  group: Int32Array,
  D: number,
  allowRematch: boolean,
): Solution | null {
  const m = vertices.length;
  const P = m / 2;
  const from: number[] = [];
  const to: number[] = [];
  const comp: number[] = []; // packed per edge: r, d
  for (let x = 0; x < m; x++) {
    const a = vertices[x]!;
    const ga = group[a]!;
    for (let y = x + 1; y < m; y++) {
      const b = vertices[y]!;
      const d = group[b]! - ga;
      if (d > D) break;
      const r = hasMet(ctx, a, b) ? 1 : 0;
      if (r && !allowRematch) continue;
      from.push(x);
      to.push(y);
      comp.push(r * 65536 + d);
    }
  }
  const mult = multipliers(P, D, allowRematch);
  const weight = new Float64Array(from.length);
  for (let k = 0; k < from.length; k++) {
    const c = comp[k]!;
    const r = c >= 65536 ? 1 : 0;
    const d = c & 65535;
    const cost =
      r * mult.r + (d > 1 ? (d - 1) * (d - 1) : 0) * mult.e + (d > 0 ? mult.c : 0) + d * mult.d +
      (mult.tieLevels > 1 ? ctx.rng.int(mult.tieLevels) : 0);
    weight[k] = mult.top - cost;
  }
  const mate = maxWeightMatching({ vertexCount: m, from, to, weight }, { maxCardinality: true, jumpStart: true });
  const pairs: Array<[number, number]> = [];
  for (let x = 0; x < m; x++) {
    const y = mate[x]!;
    if (y === -1) return null;
    if (x < y) pairs.push([vertices[x]!, vertices[y]!]);
  }
  return { pairs, key: keyOf(ctx, pairs, group) };
}

interface Multipliers {
  r: number;
  e: number;
  c: number;
  d: number;
  tieLevels: number;
  top: number;
}

/**
 * Level multipliers for P pairs spanning at most D groups: each level's unit exceeds the most
 * the levels below can add up to over a whole matching, so sums compare lexicographically.
 */
function multipliers(P: number, D: number, withRematch: boolean): Multipliers {
  const build = (tieLevels: number, keepD: boolean, keepC: boolean): Multipliers => {
    let unit = 1;
    const step = (maxPerPair: number): number => {
      const u = unit;
      if (maxPerPair > 0) unit = u * (P * maxPerPair + 1);
      return maxPerPair > 0 ? u : 0;
    };
    step(tieLevels - 1);
    const d = step(keepD ? D : 0);
    const c = step(keepC ? 1 : 0);
    const e = step((D - 1) * (D - 1));
    const r = step(withRematch ? 1 : 0);
    return { r, e, c, d, tieLevels, top: unit };
  };
  for (let t = TIE_BREAK_LEVELS; t >= 1; t = t > 1 ? t >> 1 : 0) {
    const mm = build(t, true, true);
    if (mm.top <= WEIGHT_LIMIT) return mm;
    if (t === 1) break;
  }
  // Only in pathological giant fields: coarser levels rather than lost precision.
  const noD = build(1, false, true);
  if (noD.top <= WEIGHT_LIMIT) return noD;
  return build(1, false, false);
}

function keyOf(ctx: Ctx, pairs: ReadonlyArray<readonly [number, number]>, group: Int32Array): Key {
  const key: Key = [0, 0, 0, 0];
  for (const [a, b] of pairs) {
    if (hasMet(ctx, a, b)) key[0]++;
    const d = Math.abs(group[a]! - group[b]!);
    key[1] += d > 1 ? (d - 1) * (d - 1) : 0;
    if (d > 0) key[2]++;
    key[3] += d;
  }
  return key;
}

/**
 * Big fields: split large groups into a core paired internally and a boundary for the exact
 * solver (see module comment for the checks that keep this equal to the exact optimum).
 */
function solveDecomposed(ctx: Ctx, groups: readonly number[][], group: Int32Array): Solution {
  const G = groups.length;
  const boundary = groups.map((g) => (g.length >= ctx.tune.largeGroup ? ctx.tune.boundary : Infinity));
  // Parity of each cut between group j and j+1: an odd prefix needs one pair across it.
  const parity: number[] = [];
  let prefix = 0;
  for (let j = 0; j < G - 1; j++) {
    prefix += groups[j]!.length;
    parity.push(prefix % 2);
  }
  let previous: Solution | null = null;
  let suspects: number[] = [];
  for (;;) {
    const reduced: number[] = [];
    const corePairs: Array<[number, number]> = [];
    const split: boolean[] = [];
    groups.forEach((members, g) => {
      let b = boundary[g]!;
      if (b < members.length) b += (members.length - b) % 2; // even core
      const core = b < members.length ? pairCore(ctx, members.slice(b)) : null;
      if (core === null) {
        boundary[g] = Infinity;
        reduced.push(...members);
        split.push(false);
      } else {
        reduced.push(...members.slice(0, b));
        corePairs.push(...core);
        split.push(true);
      }
    });
    const sol = solveExact(ctx, reduced, group);
    const full: Solution = { pairs: sol.pairs.concat(corePairs), key: sol.key };
    if (!split.includes(true)) return full;
    if (previous !== null && cmpKey(full.key, previous.key) >= 0) {
      // Larger boundaries did not improve: the earlier split pairing stands.
      return previous;
    }
    if (sol.key[0] > 0) {
      // A rematch: never trust the split; solve the whole field exactly.
      boundary.fill(Infinity);
      previous = null;
      continue;
    }
    // Irregular cuts: more pairs across than parity needs, or a float past the next group.
    const across = new Array<number>(Math.max(G - 1, 0)).fill(0);
    const long = new Array<number>(Math.max(G - 1, 0)).fill(0);
    for (const [a, b] of sol.pairs) {
      const lo = Math.min(group[a]!, group[b]!);
      const hi = Math.max(group[a]!, group[b]!);
      for (let j = lo; j < hi; j++) {
        across[j]!++;
        if (hi - lo > 1) long[j]!++;
      }
    }
    // Each irregular cut suspects the nearest split group above it and below it: a float that
    // went wrong between unsplit groups may be one a split group's core kept from floating.
    const suspected = new Set<number>();
    for (let j = 0; j < G - 1; j++) {
      if (across[j] === parity[j] && long[j] === 0) continue;
      for (let g = j; g >= 0; g--) if (split[g]) { suspected.add(g); break; }
      for (let g = j + 1; g < G; g++) if (split[g]) { suspected.add(g); break; }
    }
    suspects = [...suspected];
    if (suspects.length === 0) return full;
    for (const g of suspects) boundary[g] = boundary[g]! * 4;
    previous = full;
  }
}

/**
 * A rematch-free pairing of a big group's core: shuffled greedy (each player takes the next
 * unpaired player they have not met), then each leftover pair is repaired by a swap with an
 * existing pair. Returns null if that fails (the group then goes to the exact solver whole).
 */
function pairCore(ctx: Ctx, core: readonly number[]): Array<[number, number]> | null {
  const m = core.length;
  const next = new Int32Array(m);
  const prev = new Int32Array(m);
  for (let x = 0; x < m; x++) {
    next[x] = x + 1 < m ? x + 1 : -1;
    prev[x] = x - 1;
  }
  let head = m > 0 ? 0 : -1;
  const unlink = (x: number): void => {
    const p = prev[x]!;
    const q = next[x]!;
    if (p === -1) head = q;
    else next[p] = q;
    if (q !== -1) prev[q] = p;
  };
  const pairs: Array<[number, number]> = [];
  const leftovers: number[] = [];
  const done = new Uint8Array(m);
  for (let x = 0; x < m; x++) {
    if (done[x]) continue;
    done[x] = 1;
    unlink(x);
    let y = head;
    while (y !== -1 && hasMet(ctx, core[x]!, core[y]!)) y = next[y]!;
    if (y === -1) {
      leftovers.push(core[x]!);
    } else {
      done[y] = 1;
      unlink(y);
      pairs.push([core[x]!, core[y]!]);
    }
  }
  while (leftovers.length >= 2) {
    const u = leftovers.pop()!;
    const w = leftovers.pop()!;
    if (!hasMet(ctx, u, w)) {
      pairs.push([u, w]);
      continue;
    }
    let fixed = false;
    for (let k = 0; k < pairs.length && !fixed; k++) {
      const [x, y] = pairs[k]!;
      if (!hasMet(ctx, u, x) && !hasMet(ctx, w, y)) {
        pairs[k] = [u, x];
        pairs.push([w, y]);
        fixed = true;
      } else if (!hasMet(ctx, u, y) && !hasMet(ctx, w, x)) {
        pairs[k] = [u, y];
        pairs.push([w, x]);
        fixed = true;
      }
    }
    if (!fixed) return null;
  }
  return leftovers.length === 0 ? pairs : null;
}

function finish(ctx: Ctx, sol: Solution, bye: number | null): PairingOutput {
  const players = ctx.players;
  const pairs = sol.pairs
    .map(([a, b]): [number, number] => (players[a]!.rank <= players[b]!.rank ? [a, b] : [b, a]))
    .sort((p, q) => players[p[0]]!.rank - players[q[0]]!.rank || cmpId(players[p[0]]!.id, players[q[0]]!.id))
    .map(([a, b]): [PlayerId, PlayerId] => [players[a]!.id, players[b]!.id]);
  const paired = bye === null ? players : players.filter((_, i) => i !== bye);
  const q = evaluatePairing(paired, ctx.previousOpponents, pairs, { firstRound: ctx.firstRound });
  const groups = ctx.groups;
  return {
    pairs,
    bye: bye === null ? null : players[bye]!.id,
    quality: { rematches: q.rematches, floats: q.floats, floatDistance: q.floatDistance, maxFloatDistance: q.maxFloatDistance },
    ...(groups ? { sameGroupPairs: pairs.filter(([a, b]) => groups.has(a) && groups.get(a) === groups.get(b)).length } : {}),
  };
}
