import { json, requestOrigin, requireApiUser, route } from "@/lib/api/http";
import { reissueTeamInvitation } from "@/lib/server/teams/teams";

/** The team's captain or the organizer: a new join link for the partner (the old one stops working). */
export const POST = route<{ eventId: string; teamId: string }>(async (req, { eventId, teamId }) => {
  const user = await requireApiUser(req);
  return json(await reissueTeamInvitation(user, eventId, teamId, { origin: requestOrigin(req) }));
});
