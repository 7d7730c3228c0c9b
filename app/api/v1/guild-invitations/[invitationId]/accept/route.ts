import { json, requireApiUser, route } from "@/lib/api/http";
import { acceptGuildInvitation } from "@/lib/server/guilds/guilds";

export const POST = route<{ invitationId: string }>(async (req, { invitationId }) => json(await acceptGuildInvitation(await requireApiUser(req), invitationId)));
