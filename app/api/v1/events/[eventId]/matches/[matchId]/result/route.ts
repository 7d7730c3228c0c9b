import { bearerToken, invalidToken, json, readJson, route } from "@/lib/api/http";
import { recordResult } from "@/lib/server/results/results";
import { callerAndSaveRead } from "@/lib/server/results/save-gate";

/**
 * Records or corrects a match result (organizer, judges, marshals). The hall's most frequent
 * write: the token's account and the save's first read come in one round trip.
 */
export const PUT = route<{ eventId: string; matchId: string }>(async (req, { eventId, matchId }) => {
  const { user, read } = await callerAndSaveRead(bearerToken(req), eventId, matchId);
  if (!user) throw invalidToken();
  return json(await recordResult(user, eventId, matchId, await readJson(req), read));
});
