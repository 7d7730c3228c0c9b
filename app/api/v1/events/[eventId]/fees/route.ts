import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { setFees } from "@/lib/server/money/fees";

export const dynamic = "force-dynamic";

/** Entry fees: currency, door price, early price and when it ends (organizer). */
export const PUT = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await setFees(user, eventId, await readJson(req)));
});
