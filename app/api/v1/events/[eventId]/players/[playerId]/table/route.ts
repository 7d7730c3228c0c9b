import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { setFixedTable } from "@/lib/server/rounds/rounds";

/** Pins the player to a table for later Swiss pairings ({table: n}), or unpins ({table: null}); organizer only. */
export const PUT = route<{ eventId: string; playerId: string }>(async (req, { eventId, playerId }) => {
  const user = await requireApiUser(req);
  const body = await readJson(req);
  const table = typeof body === "object" && body !== null && "table" in body ? (body as { table: unknown }).table : undefined;
  return json(await setFixedTable(user, eventId, playerId, table as number | null));
});
