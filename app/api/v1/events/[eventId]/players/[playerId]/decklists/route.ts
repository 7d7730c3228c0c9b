import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { getDeckLists, setDeckLists } from "@/lib/server/decks/decklists";

export const dynamic = "force-dynamic";

export const GET = route<{ eventId: string; playerId: string }>(async (req, { eventId, playerId }) =>
  json(await getDeckLists(await requireApiUser(req), eventId, playerId)),
);

export const PUT = route<{ eventId: string; playerId: string }>(async (req, { eventId, playerId }) => {
  const user = await requireApiUser(req);
  return json(await setDeckLists(user, eventId, playerId, await readJson(req)));
});
