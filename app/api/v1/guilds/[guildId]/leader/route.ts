import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { transferGuildLeadership } from "@/lib/server/guilds/guilds";
import { getGuild } from "@/lib/server/guilds/guild-read";

/** The leader hands leadership to a member. */
export const POST = route<{ guildId: string }>(async (req, { guildId }) => {
  const user = await requireApiUser(req);
  await transferGuildLeadership(user, guildId, await readJson(req));
  return json(await getGuild(user, guildId));
});
