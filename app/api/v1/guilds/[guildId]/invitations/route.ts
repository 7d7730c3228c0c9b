import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { inviteToGuild } from "@/lib/server/guilds/guilds";

/** Invites a player by profile (leader, officers); the invitee gets a notice. */
export const POST = route<{ guildId: string }>(async (req, { guildId }) => json(await inviteToGuild(await requireApiUser(req), guildId, await readJson(req)), 201));
