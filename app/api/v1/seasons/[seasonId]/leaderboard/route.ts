import { json, optionalApiUser, route } from "@/lib/api/http";
import { getLeaderboard } from "@/lib/server/seasons/standings";

export const dynamic = "force-dynamic";

/** The leaderboard of the current period, or of `?period=YYYY-MM` (public). */
export const GET = route<{ seasonId: string }>(async (req, { seasonId }) => json(await getLeaderboard(seasonId, { period: new URL(req.url).searchParams.get("period"), viewer: await optionalApiUser(req) })));
