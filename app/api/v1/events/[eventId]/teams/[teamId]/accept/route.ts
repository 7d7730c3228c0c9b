import { json, requireApiUser, route } from "@/lib/api/http";
import { acceptTeamInvite } from "@/lib/server/teams/teams";

/** Signed in with the invited email (verified): the partner joins the team. */
export const POST = route<{ eventId: string; teamId: string }>(async (req, { eventId, teamId }) => {
  const user = await requireApiUser(req);
  return json(await acceptTeamInvite(user, eventId, teamId));
});
