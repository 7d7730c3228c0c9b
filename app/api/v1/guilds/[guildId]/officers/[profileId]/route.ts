import { json, requireApiUser, route } from "@/lib/api/http";
import { setGuildOfficer } from "@/lib/server/guilds/guilds";
import { getGuild } from "@/lib/server/guilds/guild-read";

const officer = (grant: boolean) =>
  route<{ guildId: string; profileId: string }>(async (req, { guildId, profileId }) => {
    const user = await requireApiUser(req);
    await setGuildOfficer(user, guildId, profileId, grant);
    return json(await getGuild(user, guildId));
  });

/** The leader grants officer status… */
export const PUT = officer(true);
/** …and revokes it. */
export const DELETE = officer(false);
