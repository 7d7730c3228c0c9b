import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { TeamJoinInput } from "@/lib/schemas/team";
import { acceptTeamInvitation } from "@/lib/server/teams/teams";
import { parseInput } from "@/lib/server/kernel/validate";

/** Signed in: the partner joins a team through the captain's one-time join link. */
export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  const { token } = parseInput(TeamJoinInput, await readJson(req));
  return json(await acceptTeamInvitation(user, token));
});
