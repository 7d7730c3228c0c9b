import { json, requireApiUser, route } from "@/lib/api/http";
import { getSeason } from "@/lib/server/seasons/seasons";
import { refuseTag } from "@/lib/server/seasons/tags";

export const dynamic = "force-dynamic";

/** The season's organizers refuse an event's tag: it stops counting and cannot be tagged again. */
export const DELETE = route<{ seasonId: string; eventId: string }>(async (req, { seasonId, eventId }) => {
  const user = await requireApiUser(req);
  await refuseTag(user, seasonId, eventId);
  return json(await getSeason(user, seasonId));
});
