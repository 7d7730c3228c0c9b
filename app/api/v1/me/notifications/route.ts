import { json, requireApiUser, route } from "@/lib/api/http";
import { listMyNotifications } from "@/lib/server/notices/notices";

export const dynamic = "force-dynamic";

/** The caller's notices, newest first, with the unread count; `?eventId=` for one event's. */
export const GET = route(async (req) => {
  const user = await requireApiUser(req);
  const eventId = new URL(req.url).searchParams.get("eventId") ?? undefined;
  return json(await listMyNotifications(user, { eventId }));
});
