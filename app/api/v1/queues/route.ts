import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { createQueue } from "@/lib/server/queues/queues";

export const dynamic = "force-dynamic";

/** Signed in: a new on-demand queue; the caller organizes the events it starts. */
export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  return json(await createQueue(user, await readJson(req)), 201);
});
