import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { substituteMember } from "@/lib/server/teams/teams";

/** Organizer: a new person in a team's seat, logged with the old and new member. */
export const POST = route<{ eventId: string; teamId: string; position: string }>(async (req, { eventId, teamId, position }) => {
  const user = await requireApiUser(req);
  return json(await substituteMember(user, eventId, teamId, position, await readJson(req)));
});
