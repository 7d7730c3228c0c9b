import { json, requireApiUser, route } from "@/lib/api/http";
import { makePrizeAwards } from "@/lib/server/money/prizes";

export const dynamic = "force-dynamic";

/** Makes the prize list from the final placements (organizer, once complete); again: the list made. */
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  const list = await makePrizeAwards(user, eventId);
  return json(list, list.created ? 201 : 200);
});
