import { checkPathParams, requestOrigin } from "@/lib/api/http";
import { icsResponse } from "@/lib/api/ics";
import { scheduleFeed } from "@/lib/server/queues/feeds";

export const dynamic = "force-dynamic";

/** Public: the schedule's iCalendar feed (one recurring event, cancelled starts left out). */
export async function GET(req: Request, ctx: { params: Promise<{ scheduleId: string }> }): Promise<Response> {
  return icsResponse(async () => scheduleFeed(checkPathParams(await ctx.params).scheduleId, requestOrigin(req)), "schedule", 300);
}
