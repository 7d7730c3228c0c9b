import { json, requireApiUser, route } from "@/lib/api/http";
import { untagEvent } from "@/lib/server/seasons/tags";

export const dynamic = "force-dynamic";

/** Take the event's tag back (its organizer; a refused tag stays). */
export const DELETE = route<{ eventId: string; seasonId: string }>(async (req, { eventId, seasonId }) => {
  const user = await requireApiUser(req);
  return json({ tags: await untagEvent(user, eventId, seasonId) });
});
