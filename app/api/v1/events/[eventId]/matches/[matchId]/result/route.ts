import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { recordResult } from "@/lib/server/results";

/** Records or corrects a match result (organizer, judges, marshals). */
export const PUT = route<{ eventId: string; matchId: string }>(async (req, { eventId, matchId }) => {
  const user = await requireApiUser(req);
  return json(await recordResult(user, eventId, matchId, await readJson(req)));
});
