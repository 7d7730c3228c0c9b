import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { setPool } from "@/lib/server/decks/decks";

export const dynamic = "force-dynamic";

export const PUT = route<{ eventId: string; playerId: string }>(async (req, { eventId, playerId }) => {
  const user = await requireApiUser(req);
  return json(await setPool(user, eventId, playerId, await readJson(req)));
});
