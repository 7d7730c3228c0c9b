import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { importSeason } from "@/lib/server/seasons/season-import";

export const dynamic = "force-dynamic";

/** A season export (format 1) made into a new season the caller organizes; never overwrites. */
export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  return json(await importSeason(user, await readJson(req)), 201);
});
