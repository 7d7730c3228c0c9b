import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { publishRound } from "@/lib/server/rounds/publish";

/** Publish a draft round (organizer): players and public pages see it from now on. */
export const POST = route<{ eventId: string; number: string }>(async (req, { eventId, number }) => {
  const user = await requireApiUser(req);
  return json(await publishRound(user, eventId, Number(number), await readJson(req)));
});
