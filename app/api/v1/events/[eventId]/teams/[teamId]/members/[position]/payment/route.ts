import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { recordMemberPayment } from "@/lib/server/teams/teams";

/** Staff: what a team member paid (cash, card or waived). */
export const POST = route<{ eventId: string; teamId: string; position: string }>(async (req, { eventId, teamId, position }) => {
  const user = await requireApiUser(req);
  return json(await recordMemberPayment(user, eventId, teamId, position, await readJson(req)));
});
