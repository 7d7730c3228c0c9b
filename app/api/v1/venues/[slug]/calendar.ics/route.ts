import { checkPathParams, requestOrigin } from "@/lib/api/http";
import { icsResponse } from "@/lib/api/ics";
import { venueFeed } from "@/lib/server/queues/feeds";

export const dynamic = "force-dynamic";

/** Public: the store's iCalendar feed (its schedules as recurring events, its other dated events). */
export async function GET(req: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  return icsResponse(async () => venueFeed(checkPathParams(await ctx.params).slug, requestOrigin(req)), "venue", 300);
}
