import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { timerAction } from "@/lib/server/rounds/timer";

/** start | pause | resume | reset | extend (a table) — organizer, judges, marshals. */
export const POST = route<{ eventId: string; number: string }>(async (req, { eventId, number }) => {
  const user = await requireApiUser(req);
  return json(await timerAction(user, eventId, Number(number), await readJson(req)));
});
