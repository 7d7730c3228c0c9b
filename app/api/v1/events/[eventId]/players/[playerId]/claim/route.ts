import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { claimEntry } from "@/lib/server/entrants/claims";
import { clientAddress } from "@/lib/http/client-address";

/** Any signed-in account: with the entry's claim code, or by a verified email that matches. */
export const POST = route<{ eventId: string; playerId: string }>(async (req, { eventId, playerId }) => {
  const user = await requireApiUser(req);
  return json(await claimEntry(user, eventId, playerId, await readJson(req), { address: clientAddress(req.headers) }));
});
