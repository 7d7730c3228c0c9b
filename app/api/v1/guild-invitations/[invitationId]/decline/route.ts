import { json, requireApiUser, route } from "@/lib/api/http";
import { declineGuildInvitation } from "@/lib/server/guilds/guilds";

export const POST = route<{ invitationId: string }>(async (req, { invitationId }) => json(await declineGuildInvitation(await requireApiUser(req), invitationId)));
