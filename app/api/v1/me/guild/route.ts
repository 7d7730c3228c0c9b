import { json, requireApiUser, route } from "@/lib/api/http";
import { myGuild } from "@/lib/server/guilds/guild-read";

export const dynamic = "force-dynamic";

/** The caller's guild and role, and their pending invitations. */
export const GET = route(async (req) => json(await myGuild(await requireApiUser(req))));
