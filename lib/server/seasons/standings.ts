/**
 * A season's leaderboard (public): recomputed by the engine from the counted events' results on
 * read, never stored or incremented. The computed board is kept per key — the season's version,
 * the period, and each counted event's id, version, tier and group — so an unchanged season costs
 * the event versions' lookups, and any correction in a counted event (a new version) recomputes.
 * A read never writes: a period that has ended is settled by the timer, or at once by the explicit
 * step (`settleSeason`, settle.ts) the leaderboard's page and API take before they read.
 *
 * A hidden profile (`kernel/hidden-profiles.ts`) keeps its row — ranks and points stay true —
 * as "Hidden player", with no id, medals or events (its places per event would name it through
 * the events' standings), to everyone but its owner. Decided per read, after the cached board.
 */
import { getDb, type Db } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { SeasonLeaderboard } from "@/lib/schemas/season";
import { memo } from "@/lib/live";
import { awardCounts, excludedEvents, seasonStandings, type SeasonPeriod, type SeasonStanding } from "@/lib/tournament/seasons";
import { HIDDEN_NAME, hiddenProfileIds } from "../kernel/hidden-profiles";
import { countedEvents } from "./counted";
import { periodFor } from "./period";
import { loadSeason, rulesOf, type LoadedSeason } from "./season-row";

interface Board {
  key: string;
  standings: SeasonStanding[];
  profiles: Map<string, string>;
  excluded: { eventId: string; name: string; reason: "below-minimum" | "weekend" }[];
}
/** Per season and period, the board at its key (the live floor's memo: a new key computes anew). */
const boards = memo<Board>("season-boards", 500);

/** The standings of one period (cached per the counted events' versions). */
export async function boardOf(db: Db, season: LoadedSeason, period: SeasonPeriod): Promise<Board> {
  const counted = await countedEvents(db, season, period);
  const key = `${season.version}|${period.key}|${counted.key}`;
  return boards.get(`${season.id}|${period.key}`, key, async () => {
    const rules = rulesOf(season);
    const names = new Map(counted.events.map((e) => [e.id, e.name]));
    return {
      key,
      standings: seasonStandings(rules, counted.events, season.timeZone),
      profiles: counted.profiles,
      excluded: excludedEvents(rules, counted.events, season.timeZone).map((x) => ({ ...x, name: names.get(x.eventId) ?? "?" })),
    };
  });
}

/** Each profile's awards of this season, counted per kind. */
async function medalsIn(db: Db, seasonId: string): Promise<Map<string, { kind: string; count: number }[]>> {
  const rows = await db.seasonAward.findMany({ where: { seasonId }, select: { profileId: true, kind: true } });
  const byProfile = new Map<string, { kind: string }[]>();
  for (const r of rows) byProfile.set(r.profileId, [...(byProfile.get(r.profileId) ?? []), r]);
  return new Map([...byProfile].map(([p, list]) => [p, awardCounts(list)]));
}

/** GET /seasons/{id}/leaderboard[?period=YYYY-MM]. */
export async function getLeaderboard(seasonId: string, options: { period?: string | null; now?: Date; viewer?: User | null } = {}): Promise<SeasonLeaderboard> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const season = await loadSeason(db, seasonId);
  const period = periodFor(season, options.period ?? null, now);
  const [board, medals, settlement] = await Promise.all([
    boardOf(db, season, period),
    medalsIn(db, season.id),
    db.seasonSettlement.findUnique({ where: { seasonId_period: { seasonId: season.id, period: period.key } }, select: { settledAt: true, endedAt: true } }),
  ]);
  const hidden = await hiddenProfileIds(db, board.profiles.values(), options.viewer?.id ?? null);
  let unnamed = 0;
  return {
    seasonId: season.id,
    period: {
      key: period.key,
      startsAt: period.startsAt.toISOString(),
      endsAt: period.endsAt.toISOString(),
      settled: settlement ? { settledAt: settlement.settledAt.toISOString(), endedAt: settlement.endedAt.toISOString() } : null,
    },
    rows: board.standings.map((s) => {
      const profileId = board.profiles.get(s.playerId) ?? null;
      if (profileId && hidden.has(profileId)) {
        unnamed++;
        return { ...s, playerId: `hidden-${unnamed}`, profileId: null, name: HIDDEN_NAME, medals: [], events: [] };
      }
      return {
        rank: s.rank,
        playerId: s.playerId,
        profileId,
        name: s.name,
        points: s.points,
        eventsCounted: s.eventsCounted,
        eventsPlayed: s.eventsPlayed,
        bestPlace: s.bestPlace,
        invited: s.invited,
        medals: profileId ? (medals.get(profileId) ?? []) : [],
        events: s.events,
      };
    }),
    excluded: board.excluded,
  };
}
