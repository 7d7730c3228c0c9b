import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { listPlayers, registerPlayers } from "@/lib/server/entrants/players";

export const dynamic = "force-dynamic";

export const GET = route<{ eventId: string }>(async (_req, { eventId }) =>
  json({ players: await listPlayers(eventId) }),
);

export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  const body = await readJson(req);
  const players = await registerPlayers(user, eventId, body);
  // One player in → one Player out; a list in → {players: [...]}.
  const single = typeof body === "object" && body !== null && !("players" in body);
  return json(single ? players[0] : { players }, 201);
});
