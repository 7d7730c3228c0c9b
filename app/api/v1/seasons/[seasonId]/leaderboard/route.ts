import { json, optionalApiUser, route } from "@/lib/api/http";
import { settleSeason } from "@/lib/server/seasons/settle";
import { getLeaderboard } from "@/lib/server/seasons/standings";

export const dynamic = "force-dynamic";

/** The leaderboard of the current period, or of `?period=YYYY-MM` (public). */
export const GET = route<{ seasonId: string }>(async (req, { seasonId }) => {
  // A period that has ended is settled first (the explicit step); the read itself never writes.
  await settleSeason(seasonId);
  return json(await getLeaderboard(seasonId, { period: new URL(req.url).searchParams.get("period"), viewer: await optionalApiUser(req) }));
});
