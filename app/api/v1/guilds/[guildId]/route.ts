import { json, optionalApiUser, readJson, requireApiUser, route } from "@/lib/api/http";
import { updateGuildMessage } from "@/lib/server/guilds/guilds";
import { getGuild } from "@/lib/server/guilds/guild-read";

export const dynamic = "force-dynamic";

export const GET = route<{ guildId: string }>(async (req, { guildId }) => json(await getGuild(await optionalApiUser(req), guildId)));

/** The guild message (leader, officers). */
export const PATCH = route<{ guildId: string }>(async (req, { guildId }) => {
  const user = await requireApiUser(req);
  await updateGuildMessage(user, guildId, await readJson(req));
  return json(await getGuild(user, guildId));
});
