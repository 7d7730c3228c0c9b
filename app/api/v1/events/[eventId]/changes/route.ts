import { errorResponse } from "@/lib/api/http";
import { versionStream } from "@/lib/api/version-stream";
import { topics, topicVersion } from "@/lib/live";
import { notFound } from "@/lib/server/kernel/errors";
import { parseId } from "@/lib/server/kernel/validate";

export const dynamic = "force-dynamic";

/**
 * Server-Sent Events: `event: version` with the event's version now and after every change.
 * Pages re-render when it moves; scripts and stream overlays can follow an event the same way.
 * When only some matches changed since the previous version message, an `event: matches` with
 * their ids (comma-separated) comes just before it, so a phone re-reads its own table only when
 * it is named; a version without one may have changed anything.
 */
export async function GET(req: Request, ctx: { params: Promise<{ eventId: string }> }): Promise<Response> {
  const { eventId } = await ctx.params;
  try {
    // 404 before opening a stream; a known event's version costs nothing (no event load), so a
    // hall of phones opening their streams at once does not load the event 1,000 times.
    parseId("Event", eventId);
    if ((await topicVersion(topics.event(eventId))) === null) throw notFound("Event");
  } catch (err) {
    return errorResponse(err);
  }
  return versionStream(req, topics.event(eventId));
}
