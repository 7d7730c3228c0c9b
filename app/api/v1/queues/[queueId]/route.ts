import { json, optionalApiUser, readJson, requireApiUser, route } from "@/lib/api/http";
import { archiveQueue, queueState, updateQueue } from "@/lib/server/queues/queues";

export const dynamic = "force-dynamic";

/** Public: who is waiting and how many more start the event (with a token: whether you are in). */
export const GET = route<{ queueId: string }>(async (req, { queueId }) => json(await queueState(queueId, await optionalApiUser(req))));

/** Its organizer: name, cap, template (from the next event on), open (false closes it). */
export const PATCH = route<{ queueId: string }>(async (req, { queueId }) => json(await updateQueue(await requireApiUser(req), queueId, await readJson(req))));

/** Its organizer: archives it (closed, players waiting told; its events keep their link). */
export const DELETE = route<{ queueId: string }>(async (req, { queueId }) => json(await archiveQueue(await requireApiUser(req), queueId)));
