import { bearerToken, invalidToken, json, readJson, route } from "@/lib/api/http";
import { matchDto, recordResult } from "@/lib/server/results/results";
import { checkedKey, savedOnce } from "@/lib/server/results/report-keys";
import { callerAndSaveRead } from "@/lib/server/results/save-gate";

/**
 * PUT /api/v1/events/{eventId}/matches/{matchId}/result: records or corrects a match result
 * (organizer, judges, marshals). The hall's most frequent write: the token's account and the
 * save's first read come in one round trip. With an `Idempotency-Key` header, the same save sent
 * again is answered with the match as it is now. Here, not in app/, because the fast path
 * (./fast-result.ts) runs it before Next.js too, and lib/api imports nothing of app/.
 */
export const PUT = route<{ eventId: string; matchId: string }>(async (req, { eventId, matchId }) => {
  const { user, read } = await callerAndSaveRead(bearerToken(req), eventId, matchId);
  if (!user) throw invalidToken();
  const key = checkedKey(req.headers.get("idempotency-key"));
  const body = await readJson(req);
  const save = () => recordResult(user, eventId, matchId, body, read);
  return json(await savedOnce(key, { userId: user.id, matchId }, body, save, () => matchDto(eventId, matchId)));
});
