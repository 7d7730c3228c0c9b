/**
 * A season's leaderboard (public): recomputed by the engine from the counted events' results on
 * read, never stored or incremented. The computed board is kept per key — the season's version,
 * the period, and each counted event's id, version, tier and group — so an unchanged season costs
 * the event versions' lookups, and any correction in a counted event (a new version) recomputes.
 * A read of a period that has ended settles it first when no process has yet (settle.ts).
 *
 * A hidden profile (`kernel/hidden-profiles.ts`) keeps its row — ranks and points stay true —
 * as "Hidden player", with no id, medals or events (its places per event would name it through
 * the events' standings), to everyone but its owner. Decided per read, after the cached board.
 */
import { getDb, type Db } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { SeasonLeaderboard } from "@/lib/schemas/season";
import { awardCounts, currentPeriod, excludedEvents, monthlyPeriod, parsePeriodKey, seasonStandings, type SeasonPeriod, type SeasonStanding } from "@/lib/tournament/seasons";
import { invalidField } from "../kernel/errors";
import { HIDDEN_NAME, hiddenProfileIds } from "../kernel/hidden-profiles";
import { countedEvents } from "./counted";
import { loadSeason, rulesOf, scheduleOf, type LoadedSeason } from "./season-row";
import { settleDue } from "./settle";

interface Board {
  key: string;
  standings: SeasonStanding[];
  profiles: Map<string, string>;
  excluded: { eventId: string; name: string; reason: "below-minimum" | "weekend" }[];
}
const boards = ((globalThis as { __holonetSeasonBoards?: Map<string, Board> }).__holonetSeasonBoards ??= new Map());

/** The period asked for ("2026-10"; "season" for fixed dates), or the current one at `now`. */
export function periodFor(season: LoadedSeason, key: string | null, now: Date): SeasonPeriod {
  const schedule = scheduleOf(season);
  if (key === null || key === "") return currentPeriod(schedule, now, season.timeZone);
  if (schedule.kind === "dates") {
    if (key !== "season") throw invalidField("period", 'A season with dates has one period: "season".');
    return { key, startsAt: schedule.startsAt, endsAt: schedule.endsAt };
  }
  const ym = parsePeriodKey(key);
  if (!ym || ym.year < 2000 || ym.year > 2200) throw invalidField("period", "A period is a month: YYYY-MM.");
  return monthlyPeriod(ym.year, ym.month, season.timeZone);
}

/** The standings of one period (cached per the counted events' versions). */
export async function boardOf(db: Db, season: LoadedSeason, period: SeasonPeriod): Promise<Board> {
  const counted = await countedEvents(db, season, period);
  const key = `${season.version}|${period.key}|${counted.key}`;
  const cacheKey = `${season.id}|${period.key}`;
  const hit = boards.get(cacheKey);
  if (hit && hit.key === key) return hit;
  const rules = rulesOf(season);
  const names = new Map(counted.events.map((e) => [e.id, e.name]));
  const board: Board = {
    key,
    standings: seasonStandings(rules, counted.events, season.timeZone),
    profiles: counted.profiles,
    excluded: excludedEvents(rules, counted.events, season.timeZone).map((x) => ({ ...x, name: names.get(x.eventId) ?? "?" })),
  };
  if (boards.size > 500) boards.clear();
  boards.set(cacheKey, board);
  return board;
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
  await settleDue(db, season, now);
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
