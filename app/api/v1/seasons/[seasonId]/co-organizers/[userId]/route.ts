import { json, requireApiUser, route } from "@/lib/api/http";
import { removeCoOrganizer } from "@/lib/server/seasons/co-organizers";
import { getSeason } from "@/lib/server/seasons/seasons";

export const dynamic = "force-dynamic";

/** Remove a co-organizer (the organizer). */
export const DELETE = route<{ seasonId: string; userId: string }>(async (req, { seasonId, userId }) => {
  const user = await requireApiUser(req);
  await removeCoOrganizer(user, seasonId, userId);
  return json(await getSeason(user, seasonId));
});
