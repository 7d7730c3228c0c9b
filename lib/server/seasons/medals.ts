/**
 * A player's season record: their awards (medals and levels), each kind counted ("a gold medal
 * with 3 inside"), and where they stand now in the seasons their events count for (attached, or
 * run by the organizer of one of their events and taking all its events; at most 20 seasons).
 */
import { getDb } from "@/lib/db";
import type { PlayerSeasonRecord } from "@/lib/schemas/season";
import { awardCounts } from "@/lib/tournament/seasons";
import { notFound } from "../kernel/errors";
import { profileVisibleTo } from "../kernel/hidden-profiles";
import { loadSeason } from "./season-row";
import { periodFor } from "./period";
import { boardOf } from "./standings";
import { parseId } from "../kernel/validate";

/** GET /players/{profileId}/seasons. A hidden profile is 404 (as the profile itself). */
export async function playerSeasonRecord(viewerId: string | null, profileId: string, now: Date = new Date()): Promise<PlayerSeasonRecord> {
  parseId("Player profile", profileId);
  const db = await getDb();
  const profile = await db.playerProfile.findUnique({ where: { id: profileId }, select: { id: true, public: true, userId: true } });
  if (!profile || !profileVisibleTo(profile, viewerId)) throw notFound("Player profile");
  const awards = await db.seasonAward.findMany({
    where: { profileId },
    select: { seasonId: true, period: true, kind: true, points: true, rank: true, awardedAt: true, season: { select: { name: true } } },
    orderBy: [{ awardedAt: "desc" }, { period: "desc" }],
  });
  const seasons = await db.season.findMany({
    where: {
      OR: [
        { events: { some: { event: { players: { some: { profileId } } } } } },
        { counts: "organizer", organizer: { staff: { some: { role: "organizer", event: { players: { some: { profileId } } } } } } },
      ],
    },
    select: { id: true },
    orderBy: { createdAt: "desc" },
    take: 20,
  });
  const standings = (
    await Promise.all(
      seasons.map(async ({ id }) => {
        const season = await loadSeason(db, id);
        const period = periodFor(season, null, now);
        const board = await boardOf(db, season, period);
        const row = board.standings.find((r) => board.profiles.get(r.playerId) === profileId);
        return row ? [{ seasonId: id, seasonName: season.name, period: period.key, rank: row.rank, points: row.points, players: board.standings.length }] : [];
      }),
    )
  ).flat();
  return {
    profileId,
    standings,
    medals: awardCounts(awards),
    awards: awards.map((a) => ({ seasonId: a.seasonId, seasonName: a.season.name, period: a.period, kind: a.kind, points: a.points, rank: a.rank, awardedAt: a.awardedAt.toISOString() })),
  };
}
