import { json, readJson, requestOrigin, requireApiUser, route } from "@/lib/api/http";
import { registerTeam } from "@/lib/server/teams/teams";

/** Signed in: the caller registers a team as its captain and invites the partner by email. */
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await registerTeam(user, eventId, await readJson(req), { origin: requestOrigin(req) }), 201);
});
