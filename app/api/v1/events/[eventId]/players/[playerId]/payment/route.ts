import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { recordPayment } from "@/lib/server/money/payments";

export const dynamic = "force-dynamic";

/** Records (or corrects) what an entry paid: cash, card or waived (staff). */
export const POST = route<{ eventId: string; playerId: string }>(async (req, { eventId, playerId }) => {
  const user = await requireApiUser(req);
  return json(await recordPayment(user, eventId, playerId, await readJson(req)));
});
