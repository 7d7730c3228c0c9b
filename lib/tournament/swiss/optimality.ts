/**
 * Proof by exhaustive search that no pairing of a small round is better than the one published:
 * every perfect matching of the paired players (the bye, which the bye rule fixes, left out) is
 * scored on the optimiser's own order (`pairing.ts`): rematches, then long floats (Σ (groups
 * apart − 1)²), then floated pairs, then groups apart. 14 players have 135,135 pairings; beyond
 * `EXHAUSTIVE_LIMIT` the search is not attempted.
 */
import type { PlayerId } from "../types";

export const EXHAUSTIVE_LIMIT = 14;

/** (rematches, long floats, floated pairs, float distance), compared in that order. */
export type PairingKey = [number, number, number, number];

export interface ExhaustiveResult {
  /** Pairings examined. */
  pairings: number;
  published: PairingKey;
  best: PairingKey;
  /** Pairings as good as the best (the published one among them when it is optimal). */
  bestCount: number;
  optimal: boolean;
}

const cmp = (a: PairingKey, b: PairingKey) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3];

/**
 * Every pairing of `players` (by TP; round 1 is one group) against the published `pairs`;
 * null when the round is too big to search or names someone twice.
 */
export function exhaustiveOptimality(
  players: ReadonlyArray<{ id: PlayerId; points: number }>,
  met: (a: PlayerId, b: PlayerId) => boolean,
  pairs: ReadonlyArray<readonly [PlayerId, PlayerId]>,
  firstRound: boolean,
): ExhaustiveResult | null {
  const n = players.length;
  if (n > EXHAUSTIVE_LIMIT || n % 2 === 1) return null;
  const groupPoints = [...new Set(players.map((p) => p.points))].sort((a, b) => b - a);
  const group = players.map((p) => (firstRound ? 0 : groupPoints.indexOf(p.points)));
  const index = new Map(players.map((p, i) => [p.id, i]));
  // Per pair of indices: its contribution to each level.
  const cost = (i: number, j: number): PairingKey => {
    const d = Math.abs(group[i]! - group[j]!);
    return [met(players[i]!.id, players[j]!.id) ? 1 : 0, d > 1 ? (d - 1) * (d - 1) : 0, d > 0 ? 1 : 0, d];
  };
  const costs = players.map((_, i) => players.map((__, j) => (i === j ? null : cost(i, j))));

  const published: PairingKey = [0, 0, 0, 0];
  const seen = new Set<number>();
  for (const [a, b] of pairs) {
    const i = index.get(a);
    const j = index.get(b);
    if (i === undefined || j === undefined || seen.has(i) || seen.has(j) || i === j) return null;
    seen.add(i).add(j);
    const c = costs[i]![j]!;
    for (let k = 0; k < 4; k++) published[k]! += c[k]!;
  }
  if (seen.size !== n) return null;

  let best: PairingKey = [Infinity, Infinity, Infinity, Infinity];
  let bestCount = 0;
  let count = 0;
  const used = new Uint8Array(n);
  const acc: PairingKey = [0, 0, 0, 0];
  const walk = (): void => {
    let i = 0;
    while (i < n && used[i]) i++;
    if (i === n) {
      count++;
      const c = cmp(acc, best);
      if (c < 0) {
        best = [...acc];
        bestCount = 1;
      } else if (c === 0) bestCount++;
      return;
    }
    used[i] = 1;
    for (let j = i + 1; j < n; j++) {
      if (used[j]) continue;
      const c = costs[i]![j]!;
      used[j] = 1;
      for (let k = 0; k < 4; k++) acc[k]! += c[k]!;
      walk();
      for (let k = 0; k < 4; k++) acc[k]! -= c[k]!;
      used[j] = 0;
    }
    used[i] = 0;
  };
  walk();
  if (n === 0) best = [0, 0, 0, 0];
  return { pairings: count, published, best, bestCount, optimal: cmp(published, best) <= 0 };
}
