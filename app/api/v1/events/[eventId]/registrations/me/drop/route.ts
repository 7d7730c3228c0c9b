import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { dropSelf } from "@/lib/server/results/self-report";

/** The caller drops from the event from the next round on (`{confirm: true}`). */
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await dropSelf(user, eventId, await readJson(req)));
});
