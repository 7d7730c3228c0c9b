import { json, requireApiUser, route } from "@/lib/api/http";
import { revokeCoOrganizerInvitation } from "@/lib/server/seasons/co-organizers";
import { getSeason } from "@/lib/server/seasons/seasons";

export const dynamic = "force-dynamic";

/** Revoke a pending co-organizer invitation (the organizer): its link stops working. */
export const DELETE = route<{ seasonId: string; invitationId: string }>(async (req, { seasonId, invitationId }) => {
  const user = await requireApiUser(req);
  await revokeCoOrganizerInvitation(user, seasonId, invitationId);
  return json(await getSeason(user, seasonId));
});
