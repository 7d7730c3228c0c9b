import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { acceptSeasonInvitation } from "@/lib/server/seasons/co-organizers";

export const dynamic = "force-dynamic";

/** Accept a co-organizer invitation with its link's token: the caller becomes a co-organizer. */
export const POST = route(async (req) => json(await acceptSeasonInvitation(await requireApiUser(req), await readJson(req))));
