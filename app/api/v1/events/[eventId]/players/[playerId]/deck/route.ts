import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { getDeck, submitDeck } from "@/lib/server/decks/decks";

export const dynamic = "force-dynamic";

export const GET = route<{ eventId: string; playerId: string }>(async (req, { eventId, playerId }) =>
  json(await getDeck(await requireApiUser(req), eventId, playerId)),
);

export const PUT = route<{ eventId: string; playerId: string }>(async (req, { eventId, playerId }) => {
  const user = await requireApiUser(req);
  return json(await submitDeck(user, eventId, playerId, await readJson(req)));
});
