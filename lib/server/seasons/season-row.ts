/** A season's row as the use cases read it, and its schedule and rules for the engine. */
import type { Db, Tx } from "@/lib/db";
import { SEASON_COUNTS, SeasonRules, type SeasonCounts } from "@/lib/schemas/season";
import type { SeasonSchedule } from "@/lib/tournament/seasons/calendar";
import { notFound } from "../kernel/errors";
import { parseId } from "../kernel/validate";

export const seasonSelect = {
  id: true,
  name: true,
  game: true,
  preset: true,
  organizerId: true,
  organizer: { select: { id: true, name: true } },
  schedule: true,
  startsAt: true,
  endsAt: true,
  timeZone: true,
  rules: true,
  counts: true,
  version: true,
  createdAt: true,
  coOrganizers: { select: { userId: true, user: { select: { id: true, name: true } } } },
} as const;

export type LoadedSeason = Awaited<ReturnType<typeof loadSeason>>;

export async function loadSeason(db: Db | Tx, seasonId: string) {
  parseId("Season", seasonId);
  const s = await db.season.findUnique({ where: { id: seasonId }, select: seasonSelect });
  if (!s) throw notFound("Season");
  return s;
}

export const scheduleOf = (s: { schedule: string; startsAt: Date | null; endsAt: Date | null }): SeasonSchedule =>
  s.schedule === "monthly-weekdays" || !s.startsAt || !s.endsAt ? { kind: "monthly-weekdays" } : { kind: "dates", startsAt: s.startsAt, endsAt: s.endsAt };

/** The stored rules, read by their schema (a row written by an older version gets today's defaults for what it lacks). */
export const rulesOf = (s: { rules: unknown }): SeasonRules => SeasonRules.parse(s.rules ?? {});

/** Which events the season counts, as stored ("attached" for anything unknown). */
export const countsOf = (s: { counts: string }): SeasonCounts => ((SEASON_COUNTS as readonly string[]).includes(s.counts) ? (s.counts as SeasonCounts) : "attached");
