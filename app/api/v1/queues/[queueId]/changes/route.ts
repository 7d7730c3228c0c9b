import { errorResponse } from "@/lib/api/http";
import { versionStream } from "@/lib/api/version-stream";
import { notFound } from "@/lib/server/kernel/errors";
import { topics, topicVersion } from "@/lib/live";
import { parseId } from "@/lib/server/kernel/validate";

export const dynamic = "force-dynamic";

/**
 * Server-Sent Events: `event: version` with the queue's version now and after every join, leave,
 * start and edit (from any server process). The queue page re-reads when it moves.
 */
export async function GET(req: Request, ctx: { params: Promise<{ queueId: string }> }): Promise<Response> {
  const { queueId } = await ctx.params;
  try {
    parseId("Queue", queueId);
    if ((await topicVersion(topics.queue(queueId))) === null) throw notFound("Queue");
  } catch (err) {
    return errorResponse(err);
  }
  return versionStream(req, topics.queue(queueId));
}
