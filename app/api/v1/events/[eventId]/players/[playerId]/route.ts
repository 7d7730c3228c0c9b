import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { removePlayer, updatePlayer } from "@/lib/server/entrants/player-edit";

export const PATCH = route<{ eventId: string; playerId: string }>(async (req, { eventId, playerId }) => {
  const user = await requireApiUser(req);
  return json(await updatePlayer(user, eventId, playerId, await readJson(req)));
});

export const DELETE = route<{ eventId: string; playerId: string }>(async (req, { eventId, playerId }) =>
  json(await removePlayer(await requireApiUser(req), eventId, playerId)),
);
