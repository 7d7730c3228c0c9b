import { json, requireApiUser, route } from "@/lib/api/http";
import { checkInSelf } from "@/lib/server/entrants/check-in";

/** Signed in, registered: check in while the check-in window is open. */
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await checkInSelf(user, eventId));
});
