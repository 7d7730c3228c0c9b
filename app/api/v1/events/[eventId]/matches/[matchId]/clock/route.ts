import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { matchClockAction } from "@/lib/server/results/match-clock";

/** The match's chess clock and absence (organizer, judges, marshals). */
export const POST = route<{ eventId: string; matchId: string }>(async (req, { eventId, matchId }) => {
  const user = await requireApiUser(req);
  return json(await matchClockAction(user, eventId, matchId, await readJson(req)));
});
