import { json, requireApiUser, route } from "@/lib/api/http";
import { dropPlayer } from "@/lib/server/entrants/player-status";

/** Organizer only. */
export const POST = route<{ eventId: string; playerId: string }>(async (req, { eventId, playerId }) => {
  const user = await requireApiUser(req);
  return json(await dropPlayer(user, eventId, playerId));
});
