import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { markPrizeGiven } from "@/lib/server/money/prizes";

export const dynamic = "force-dynamic";

/** Marks a prize given or not given (staff). */
export const POST = route<{ eventId: string; awardId: string }>(async (req, { eventId, awardId }) => {
  const user = await requireApiUser(req);
  return json(await markPrizeGiven(user, eventId, awardId, await readJson(req)));
});
