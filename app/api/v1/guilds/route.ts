import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { createGuild } from "@/lib/server/guilds/guilds";
import { getGuild } from "@/lib/server/guilds/guild-read";
import { guildRanking } from "@/lib/server/guilds/ranking";

export const dynamic = "force-dynamic";

/** The guild list ranked for a game (`?game=`, `?sort=total|average`). */
export const GET = route(async (req) => {
  const q = new URL(req.url).searchParams;
  return json(await guildRanking({ ...(q.get("game") ? { game: q.get("game") } : {}), ...(q.get("sort") ? { sort: q.get("sort") } : {}) }));
});

/** Founds a guild led by the caller. */
export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  const { id } = await createGuild(user, await readJson(req));
  return json(await getGuild(user, id), 201);
});
