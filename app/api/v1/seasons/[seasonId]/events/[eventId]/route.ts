import { json, requireApiUser, route } from "@/lib/api/http";
import { detachEvent } from "@/lib/server/seasons/seasons";

export const dynamic = "force-dynamic";

/** Detach an event (the season's organizers). */
export const DELETE = route<{ seasonId: string; eventId: string }>(async (req, { seasonId, eventId }) => {
  const user = await requireApiUser(req);
  return json(await detachEvent(user, seasonId, eventId));
});
