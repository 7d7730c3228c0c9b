import { json, requireApiUser, route } from "@/lib/api/http";
import { searchInvitees } from "@/lib/server/guilds/invitee-search";

export const dynamic = "force-dynamic";

/** Players to invite, found by name (`?q=`, two letters or more): public profiles with an account. */
export const GET = route<{ guildId: string }>(async (req, { guildId }) => {
  const user = await requireApiUser(req);
  return json({ players: await searchInvitees(user, guildId, Object.fromEntries(new URL(req.url).searchParams)) });
});
