import { json, optionalApiUser, requireApiUser, route } from "@/lib/api/http";
import { listRounds, pairNextRound } from "@/lib/server/rounds/rounds";

export const dynamic = "force-dynamic";

/** Every round of the event, in order (a draft round for the event's staff only). */
export const GET = route<{ eventId: string }>(async (req, { eventId }) => json({ rounds: await listRounds(eventId, await optionalApiUser(req)) }));

/** Pairs the next round of the current stage (organizer). */
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await pairNextRound(user, eventId), 201);
});
