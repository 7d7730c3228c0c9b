import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { getMyReport, submitReport } from "@/lib/server/results/self-report";

export const dynamic = "force-dynamic";

/** One of the match's two players: their report, whether the opponent has reported, the state. */
export const GET = route<{ eventId: string; matchId: string }>(async (req, { eventId, matchId }) => {
  const user = await requireApiUser(req);
  return json(await getMyReport(user, eventId, matchId));
});

/**
 * One of the match's two players reports its result (the body of PUT …/result). With an
 * `Idempotency-Key` header, the same report sent again is answered without being saved twice.
 */
export const PUT = route<{ eventId: string; matchId: string }>(async (req, { eventId, matchId }) => {
  const user = await requireApiUser(req);
  return json(await submitReport(user, eventId, matchId, await readJson(req), { idempotencyKey: req.headers.get("idempotency-key") }));
});
