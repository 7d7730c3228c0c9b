import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { listJudgeCalls, raiseJudgeCall } from "@/lib/server/calls/judge-calls";

export const dynamic = "force-dynamic";

/** The judge queue (organizer, judges, marshals). */
export const GET = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await listJudgeCalls(user, eventId));
});

/** "Call a judge": a player from their table, or staff to a table. */
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await raiseJudgeCall(user, eventId, await readJson(req)), 201);
});
