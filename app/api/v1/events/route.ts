import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { createEvent } from "@/lib/server/events/events";

export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  return json(await createEvent(user, await readJson(req)), 201);
});
