import { checkPathParams, requestOrigin } from "@/lib/api/http";
import { icsResponse } from "@/lib/api/ics";
import { playerFeed } from "@/lib/server/queues/feeds";

export const dynamic = "force-dynamic";

/** The token is the key: a player's own iCalendar feed of their events and registrations. */
export async function GET(req: Request, ctx: { params: Promise<{ token: string }> }): Promise<Response> {
  return icsResponse(async () => playerFeed(checkPathParams(await ctx.params).token, requestOrigin(req)), "my-events", 0);
}
