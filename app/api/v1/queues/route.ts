import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { createQueue } from "@/lib/server/queues/queues";
import { listOpenQueues } from "@/lib/server/queues/venues";

export const dynamic = "force-dynamic";

/** Signed in: a new on-demand queue; the caller organizes the events it starts. */
export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  return json(await createQueue(user, await readJson(req)), 201);
});

/** Public: open queues, the fullest first; `?game=` and `?venue=` as the calendar's. */
export const GET = route(async (req) => json(await listOpenQueues(Object.fromEntries(new URL(req.url).searchParams))));
