import { json, requireApiUser, route } from "@/lib/api/http";
import { disqualifyPlayer } from "@/lib/server/entrants/player-status";

/** Organizer only. */
export const POST = route<{ eventId: string; playerId: string }>(async (req, { eventId, playerId }) => {
  const user = await requireApiUser(req);
  return json(await disqualifyPlayer(user, eventId, playerId));
});
