import { bearerToken, invalidToken, json, readJson, route } from "@/lib/api/http";
import { recordResult } from "@/lib/server/results/results";
import { callerAndSaveRead } from "@/lib/server/results/swiss-save";

/**
 * PUT /api/v1/events/{eventId}/matches/{matchId}/result: records or corrects a match result
 * (organizer, judges, marshals). The hall's most frequent write: the token's account and the
 * save's first read come in one round trip. Here, not in app/, because the fast path
 * (./fast-result.ts) runs it before Next.js too, and lib/api imports nothing of app/.
 */
export const PUT = route<{ eventId: string; matchId: string }>(async (req, { eventId, matchId }) => {
  const { user, read } = await callerAndSaveRead(bearerToken(req), eventId, matchId);
  if (!user) throw invalidToken();
  return json(await recordResult(user, eventId, matchId, await readJson(req), read));
});
