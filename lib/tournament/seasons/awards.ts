/**
 * Awards at a period's end (the Sprint's medals). The leader — rank 1 of the standings, with more
 * than 0 points — gets `leaderAward`; players sharing rank 1 (equal on points, events played and
 * best place: the tie order before the name) all get it. Everyone else gets the highest level
 * whose points they reached. One award per player per period: a leader who also reached a level
 * gets the leader's award only.
 */
import type { SeasonAwardDecision, SeasonRules, SeasonStanding } from "./types";

export function periodAwards(rules: SeasonRules, standings: readonly SeasonStanding[]): SeasonAwardDecision[] {
  const out: SeasonAwardDecision[] = [];
  const levels = [...rules.levels].sort((a, b) => b.points - a.points);
  for (const s of standings) {
    if (rules.leaderAward !== null && s.rank === 1 && s.points > 0) {
      out.push({ playerId: s.playerId, kind: rules.leaderAward, reason: "leader", points: s.points, rank: s.rank });
      continue;
    }
    const level = levels.find((l) => s.points >= l.points);
    if (level) out.push({ playerId: s.playerId, kind: level.kind, reason: "level", points: s.points, rank: s.rank });
  }
  return out;
}

/** Awards counted per kind, in the order `kinds` lists (then others by name): a three-time gold shows 3. */
export function awardCounts(awards: readonly { kind: string }[], kinds: readonly string[] = ["gold", "silver", "bronze"]): { kind: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const a of awards) counts.set(a.kind, (counts.get(a.kind) ?? 0) + 1);
  const order = (k: string) => {
    const i = kinds.indexOf(k);
    return i === -1 ? kinds.length : i;
  };
  return [...counts].map(([kind, count]) => ({ kind, count })).sort((a, b) => order(a.kind) - order(b.kind) || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
}
