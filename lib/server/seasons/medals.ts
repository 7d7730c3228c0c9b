/** A player's season record: their awards (medals and levels), each kind counted ("a gold medal with 3 inside"). */
import { getDb } from "@/lib/db";
import type { PlayerSeasonRecord } from "@/lib/schemas/season";
import { awardCounts } from "@/lib/tournament/seasons";
import { notFound } from "../kernel/errors";
import { parseId } from "../kernel/validate";

/** GET /players/{profileId}/seasons. A hidden profile is 404 (as the profile itself). */
export async function playerSeasonRecord(viewerId: string | null, profileId: string): Promise<PlayerSeasonRecord> {
  parseId("Player profile", profileId);
  const db = await getDb();
  const profile = await db.playerProfile.findUnique({ where: { id: profileId }, select: { id: true, public: true, userId: true } });
  if (!profile || (!profile.public && profile.userId !== viewerId)) throw notFound("Player profile");
  const awards = await db.seasonAward.findMany({
    where: { profileId },
    select: { seasonId: true, period: true, kind: true, points: true, rank: true, awardedAt: true, season: { select: { name: true } } },
    orderBy: [{ awardedAt: "desc" }, { period: "desc" }],
  });
  return {
    profileId,
    medals: awardCounts(awards),
    awards: awards.map((a) => ({ seasonId: a.seasonId, seasonName: a.season.name, period: a.period, kind: a.kind, points: a.points, rank: a.rank, awardedAt: a.awardedAt.toISOString() })),
  };
}
