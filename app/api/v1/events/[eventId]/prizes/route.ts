import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { getEventPrizes, setPrizes } from "@/lib/server/money/prizes";

export const dynamic = "force-dynamic";

/** Prices, the pool, the prize table and, once the event is complete, the prize list (public). */
export const GET = route<{ eventId: string }>(async (_req, { eventId }) => json(await getEventPrizes(eventId)));

/** The pool share, added prizes, notation and rows (organizer). */
export const PUT = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await setPrizes(user, eventId, await readJson(req)));
});
