import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { createSeason, listSeasons } from "@/lib/server/seasons/seasons";

export const dynamic = "force-dynamic";

/** The newest seasons (public). */
export const GET = route(async () => json({ seasons: await listSeasons() }));

/** A new season, league or circuit: the caller organizes it. */
export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  return json(await createSeason(user, await readJson(req)), 201);
});
