import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { markNotificationsRead } from "@/lib/server/notices/notices";

export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  return json(await markNotificationsRead(user, await readJson(req)));
});
