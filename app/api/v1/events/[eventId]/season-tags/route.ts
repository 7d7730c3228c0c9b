import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { eventSeasonTags, tagEvent } from "@/lib/server/seasons/tags";

export const dynamic = "force-dynamic";

/** The seasons the event is tagged for, refused or not (its organizer). */
export const GET = route<{ eventId: string }>(async (req, { eventId }) => json({ tags: await eventSeasonTags(await requireApiUser(req), eventId) }));

/** Tag the event for a season that counts tagged events (its organizer). */
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json({ tags: await tagEvent(user, eventId, await readJson(req)) });
});
