import { json, requireApiUser, route } from "@/lib/api/http";
import { withdrawGuildInvitation } from "@/lib/server/guilds/guilds";

/** Withdraws a pending invitation (leader, officers); it can no longer be accepted. */
export const DELETE = route<{ guildId: string; invitationId: string }>(async (req, { guildId, invitationId }) =>
  json(await withdrawGuildInvitation(await requireApiUser(req), guildId, invitationId)),
);
