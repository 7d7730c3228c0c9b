import { json, requireApiUser, route } from "@/lib/api/http";
import { joinQueue, leaveQueue } from "@/lib/server/queues/queues";

export const dynamic = "force-dynamic";

/** Signed in: wait in the queue; the join that reaches the cap starts the event. */
export const POST = route<{ queueId: string }>(async (req, { queueId }) => json(await joinQueue(await requireApiUser(req), queueId)));

/** Signed in: stop waiting (nothing is owed). */
export const DELETE = route<{ queueId: string }>(async (req, { queueId }) => json(await leaveQueue(await requireApiUser(req), queueId)));
