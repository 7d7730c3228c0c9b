import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { attachEvent } from "@/lib/server/seasons/seasons";

export const dynamic = "force-dynamic";

/** Attach an event (an organizer of the season and of the event), with its tier and group. */
export const POST = route<{ seasonId: string }>(async (req, { seasonId }) => {
  const user = await requireApiUser(req);
  return json(await attachEvent(user, seasonId, await readJson(req)));
});
