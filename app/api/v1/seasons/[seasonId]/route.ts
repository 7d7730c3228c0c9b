import { json, optionalApiUser, readJson, requireApiUser, route } from "@/lib/api/http";
import { getSeason, updateSeason } from "@/lib/server/seasons/seasons";

export const dynamic = "force-dynamic";

/** The season, its rules and its attached events (public). */
export const GET = route<{ seasonId: string }>(async (req, { seasonId }) => json(await getSeason(await optionalApiUser(req), seasonId)));

/** Edit the season (its organizer and co-organizers; co-organizers are named by the organizer). */
export const PATCH = route<{ seasonId: string }>(async (req, { seasonId }) => {
  const user = await requireApiUser(req);
  return json(await updateSeason(user, seasonId, await readJson(req)));
});
