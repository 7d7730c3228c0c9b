import { json, requireApiUser, route } from "@/lib/api/http";
import { dropNoShows } from "@/lib/server/entrants/check-in";

/** Organizer: before round 1, remove every entry not checked in; the waitlist gets the places. */
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await dropNoShows(user, eventId));
});
