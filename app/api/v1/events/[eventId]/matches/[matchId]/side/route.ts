import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { setEliminationSide } from "@/lib/server/results/results";

/** The higher seed's side choice in the first elimination round (organizer, judges, marshals). */
export const PUT = route<{ eventId: string; matchId: string }>(async (req, { eventId, matchId }) => {
  const user = await requireApiUser(req);
  return json(await setEliminationSide(user, eventId, matchId, await readJson(req)));
});
