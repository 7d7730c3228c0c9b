import { json, requireApiUser, route } from "@/lib/api/http";
import { removeGuildMember } from "@/lib/server/guilds/guilds";
import { getGuild } from "@/lib/server/guilds/guild-read";

/** Removes a member (the leader anyone; officers members only). */
export const DELETE = route<{ guildId: string; profileId: string }>(async (req, { guildId, profileId }) => {
  const user = await requireApiUser(req);
  await removeGuildMember(user, guildId, profileId);
  return json(await getGuild(user, guildId));
});
