import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { createGuild } from "@/lib/server/guilds/guilds";
import { getGuild } from "@/lib/server/guilds/guild-read";
import { guildRanking } from "@/lib/server/guilds/ranking";

export const dynamic = "force-dynamic";

/** The guild list ranked for a game (`?game=`, `?sort=total|average`, `?q=`, `?page=`). */
export const GET = route(async (req) => json(await guildRanking(Object.fromEntries(new URL(req.url).searchParams))));

/** Founds a guild led by the caller. */
export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  const { id } = await createGuild(user, await readJson(req));
  return json(await getGuild(user, id), 201);
});
