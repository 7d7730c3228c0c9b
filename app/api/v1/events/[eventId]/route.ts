import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { getEvent } from "@/lib/server/events/events";
import { updateEventSettings } from "@/lib/server/events/event-settings";
import { deleteEvent } from "@/lib/server/transfer/event-delete";

export const dynamic = "force-dynamic";

export const GET = route<{ eventId: string }>(async (_req, { eventId }) => json(await getEvent(eventId)));

export const PATCH = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await updateEventSettings(user, eventId, await readJson(req)));
});

/** Organizer only, with the event's name typed again ({confirm}); restorable (POST /me/deleted-events/{id}/restore). */
export const DELETE = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await deleteEvent(user, eventId, await readJson(req)));
});
