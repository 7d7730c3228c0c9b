import { json, requireApiUser, route } from "@/lib/api/http";
import { claimJudgeCall } from "@/lib/server/calls/judge-calls";

/** Organizer, judges, marshals: take the call. */
export const POST = route<{ eventId: string; callId: string }>(async (req, { eventId, callId }) => {
  const user = await requireApiUser(req);
  return json(await claimJudgeCall(user, eventId, callId));
});
