import { errorResponse } from "@/lib/api/http";
import { sseVersions } from "@/lib/api/version-stream";
import { watchSeason } from "@/lib/server/seasons/season-versions";
import { checkSeasonPeriod } from "@/lib/server/seasons/season-period";

export const dynamic = "force-dynamic";

/**
 * Server-Sent Events: `event: version` with the leaderboard's version (of `?period=`, else the
 * current period) now and whenever it moves — the number the cached leaderboard answers carry in
 * `x-holonet-version`. Pages re-read the leaderboard when it moves, as event pages do.
 */
export async function GET(req: Request, ctx: { params: Promise<{ seasonId: string }> }): Promise<Response> {
  const { seasonId } = await ctx.params;
  const period = new URL(req.url).searchParams.get("period") || null;
  try {
    await checkSeasonPeriod(seasonId, period);
  } catch (err) {
    return errorResponse(err);
  }
  return sseVersions(req, (listener) => watchSeason(seasonId, period, (version) => listener(version)));
}
