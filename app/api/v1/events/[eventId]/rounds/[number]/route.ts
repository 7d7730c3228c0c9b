import { json, optionalApiUser, requireApiUser, route } from "@/lib/api/http";
import { deleteRound, getRound } from "@/lib/server/rounds/rounds";

export const dynamic = "force-dynamic";

type Params = { eventId: string; number: string };

/** A round; a draft round is the event's staff's only (404 for anyone else). */
export const GET = route<Params>(async (req, { eventId, number }) => json(await getRound(eventId, Number(number), await optionalApiUser(req))));

/** Deletes the latest round while it has no results (organizer). */
export const DELETE = route<Params>(async (req, { eventId, number }) => {
  const user = await requireApiUser(req);
  await deleteRound(user, eventId, Number(number));
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
