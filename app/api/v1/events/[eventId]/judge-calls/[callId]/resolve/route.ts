import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { resolveJudgeCall } from "@/lib/server/calls/judge-calls";

/** Organizer, judges, marshals: close the call with what was decided. */
export const POST = route<{ eventId: string; callId: string }>(async (req, { eventId, callId }) => {
  const user = await requireApiUser(req);
  return json(await resolveJudgeCall(user, eventId, callId, await readJson(req)));
});
