import { json, optionalApiUser, route } from "@/lib/api/http";
import { queueState } from "@/lib/server/queues/queues";

export const dynamic = "force-dynamic";

/** Public: who is waiting and how many more start the event (with a token: whether you are in). */
export const GET = route<{ queueId: string }>(async (req, { queueId }) => json(await queueState(queueId, await optionalApiUser(req))));
