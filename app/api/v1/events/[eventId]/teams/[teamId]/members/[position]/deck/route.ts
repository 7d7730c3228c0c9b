import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { submitMemberDeck } from "@/lib/server/teams/teams";

/** Staff, or that member: the member's deck, checked alone and across the team. */
export const PUT = route<{ eventId: string; teamId: string; position: string }>(async (req, { eventId, teamId, position }) => {
  const user = await requireApiUser(req);
  return json(await submitMemberDeck(user, eventId, teamId, position, await readJson(req)));
});
