/**
 * A season's standings: a pure function of the rules and the counted events' results, recomputed
 * whole on every read (never incremented), so a corrected result, a drop or a deleted round
 * re-ranks as soon as the event's results say so.
 *
 * Per event a player earns `(participation + per-match points + placePoints[place-1]) × multiplier`
 * (the multiplier of the event's tier, 1× without one). Best-N: within each group named in
 * `bestNPerGroup` only the player's N best events of that group count; then, over what is left,
 * only the `bestN` best. "Best" is more points, then the earlier event (then its id).
 *
 * Order (documented tie order): more points; then more events played; then the better best
 * place; then the name (then the id, so the order is total). Players equal on points, events
 * played and best place share a rank — the name only orders the list.
 */
import { startsOnWeekday } from "./calendar";
import type { SeasonEvent, SeasonEventPoints, SeasonRules, SeasonStanding } from "./types";

export const EXCLUSION_REASONS = ["below-minimum", "weekend"] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export interface SeasonEventExclusion {
  eventId: string;
  reason: ExclusionReason;
}

/** Events that do not count under the rules, and why (the organizer's warnings). */
export function excludedEvents(rules: SeasonRules, events: readonly SeasonEvent[], timeZone: string): SeasonEventExclusion[] {
  const out: SeasonEventExclusion[] = [];
  for (const e of events) {
    const reason = exclusionOf(rules, e, timeZone);
    if (reason) out.push({ eventId: e.id, reason });
  }
  return out;
}

/** Why one event does not count under the rules (its entrants and start are all it reads), or null. */
export function exclusionOf(rules: SeasonRules, e: Pick<SeasonEvent, "entrants" | "startsAt">, timeZone: string): ExclusionReason | null {
  if (e.entrants < rules.minEntrants) return "below-minimum";
  if (rules.weekdaysOnly && !startsOnWeekday(new Date(e.startsAt), timeZone)) return "weekend";
  return null;
}

export const multiplierOf = (rules: SeasonRules, tier: string | null | undefined): number =>
  tier != null && Object.hasOwn(rules.tierMultipliers, tier) ? rules.tierMultipliers[tier]! : 1;

/** What one result earns before the multiplier. */
export function basePoints(rules: SeasonRules, r: { place: number; wins: number; draws: number; losses: number; byes: number }): number {
  const m = rules.perMatch;
  return rules.participation + r.wins * m.win + r.draws * m.draw + r.losses * m.loss + r.byes * m.bye + (rules.placePoints[r.place - 1] ?? 0);
}

const byEventOrder = (a: { startsAt: string; eventId: string }, b: { startsAt: string; eventId: string }) =>
  a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0;

const byBest = (a: SeasonEventPoints, b: SeasonEventPoints) => b.points - a.points || byEventOrder(a, b);

/** Marks `counted` on a player's events under best-N (per group, then overall). */
function applyBestN(rules: SeasonRules, events: SeasonEventPoints[], groupOf: Map<string, string | null>): void {
  let candidates = events;
  const groups = Object.keys(rules.bestNPerGroup);
  if (groups.length > 0) {
    const keep = new Set<SeasonEventPoints>();
    const byGroup = new Map<string, SeasonEventPoints[]>();
    for (const e of events) {
      const g = groupOf.get(e.eventId) ?? null;
      if (g === null || !Object.hasOwn(rules.bestNPerGroup, g)) keep.add(e);
      else {
        let list = byGroup.get(g);
        if (!list) byGroup.set(g, (list = []));
        list.push(e);
      }
    }
    for (const [g, list] of byGroup) for (const e of list.sort(byBest).slice(0, rules.bestNPerGroup[g]!)) keep.add(e);
    candidates = events.filter((e) => keep.has(e));
  }
  if (rules.bestN !== null && candidates.length > rules.bestN) candidates = [...candidates].sort(byBest).slice(0, rules.bestN);
  const counted = new Set(candidates);
  for (const e of events) e.counted = counted.has(e);
}

const compareNames = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Same rank: equal on everything the tie order looks at before the name. */
const sameRank = (a: SeasonStanding, b: SeasonStanding) => a.points === b.points && a.eventsPlayed === b.eventsPlayed && a.bestPlace === b.bestPlace;

export function compareStandings(a: SeasonStanding, b: SeasonStanding): number {
  return (
    b.points - a.points ||
    b.eventsPlayed - a.eventsPlayed ||
    a.bestPlace - b.bestPlace ||
    compareNames(a.name.toLowerCase(), b.name.toLowerCase()) ||
    compareNames(a.playerId, b.playerId)
  );
}

/**
 * The standings of `events` under `rules` (`timeZone` decides which events start on a weekday).
 * Events that do not count (`excludedEvents`) give nobody anything.
 */
export function seasonStandings(rules: SeasonRules, events: readonly SeasonEvent[], timeZone = "UTC"): SeasonStanding[] {
  const ordered = events.filter((e) => exclusionOf(rules, e, timeZone) === null).sort((a, b) => byEventOrder({ startsAt: a.startsAt, eventId: a.id }, { startsAt: b.startsAt, eventId: b.id }));
  const groupOf = new Map<string, string | null>();
  const players = new Map<string, { name: string; events: SeasonEventPoints[] }>();
  for (const e of ordered) {
    groupOf.set(e.id, e.group ?? null);
    const multiplier = multiplierOf(rules, e.tier);
    for (const r of e.results) {
      const base = basePoints(rules, r);
      let p = players.get(r.playerId);
      if (!p) players.set(r.playerId, (p = { name: r.name, events: [] }));
      p.name = r.name; // events run in start order: the newest name wins
      p.events.push({
        eventId: e.id,
        eventName: e.name,
        startsAt: e.startsAt,
        place: r.place,
        entrants: e.entrants,
        wins: r.wins,
        draws: r.draws,
        losses: r.losses,
        byes: r.byes,
        base,
        multiplier,
        points: base * multiplier,
        counted: true,
      });
    }
  }
  const rows: SeasonStanding[] = [];
  for (const [playerId, p] of players) {
    applyBestN(rules, p.events, groupOf);
    let points = 0;
    let eventsCounted = 0;
    let bestPlace = Infinity;
    for (const e of p.events) {
      if (e.counted) {
        points += e.points;
        eventsCounted++;
      }
      if (e.place < bestPlace) bestPlace = e.place;
    }
    rows.push({ rank: 0, playerId, name: p.name, points, eventsCounted, eventsPlayed: p.events.length, bestPlace, events: p.events, invited: false });
  }
  rows.sort(compareStandings);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    row.rank = i > 0 && sameRank(rows[i - 1]!, row) ? rows[i - 1]!.rank : i + 1;
    // The final's invitations go by rank: a tie across the last seat invites everyone sharing it.
    row.invited = rules.finalInvites !== null && row.rank <= rules.finalInvites;
  }
  return rows;
}
