import { json, requireApiUser, route } from "@/lib/api/http";
import { leaveGuild } from "@/lib/server/guilds/guilds";
import { myGuild } from "@/lib/server/guilds/guild-read";

export const POST = route<{ guildId: string }>(async (req, { guildId }) => {
  const user = await requireApiUser(req);
  await leaveGuild(user, guildId);
  return json(await myGuild(user));
});
