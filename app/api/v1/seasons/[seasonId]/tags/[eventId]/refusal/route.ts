import { json, requireApiUser, route } from "@/lib/api/http";
import { getSeason } from "@/lib/server/seasons/seasons";
import { liftTagRefusal } from "@/lib/server/seasons/tags";

export const dynamic = "force-dynamic";

/** The season's organizers lift a refused tag: the event counts again. */
export const DELETE = route<{ seasonId: string; eventId: string }>(async (req, { seasonId, eventId }) => {
  const user = await requireApiUser(req);
  await liftTagRefusal(user, seasonId, eventId);
  return json(await getSeason(user, seasonId));
});
