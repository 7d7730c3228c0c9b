import { json, requireApiUser, route } from "@/lib/api/http";
import { repairRound } from "@/lib/server/rounds/rounds";

/** Pairs the latest Swiss round again while it has no results (organizer). */
export const POST = route<{ eventId: string; number: string }>(async (req, { eventId, number }) => {
  const user = await requireApiUser(req);
  return json(await repairRound(user, eventId, Number(number)));
});
