import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { setCheckIn } from "@/lib/server/entrants/check-in";

/** Leaders: check a player in or out ({checkedIn: boolean}) before round 1. */
export const POST = route<{ eventId: string; playerId: string }>(async (req, { eventId, playerId }) => {
  const user = await requireApiUser(req);
  return json(await setCheckIn(user, eventId, playerId, await readJson(req)));
});
