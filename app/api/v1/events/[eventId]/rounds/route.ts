import { json, requireApiUser, route } from "@/lib/api/http";
import { listRounds, pairNextRound } from "@/lib/server/rounds/rounds";

export const dynamic = "force-dynamic";

/** Every round of the event, in order. */
export const GET = route<{ eventId: string }>(async (_req, { eventId }) => json({ rounds: await listRounds(eventId) }));

/** Pairs the next round of the current stage (organizer). */
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await pairNextRound(user, eventId), 201);
});
