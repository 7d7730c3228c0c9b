import { json, optionalApiUser, route } from "@/lib/api/http";
import { playerLedger } from "@/lib/server/ratings/read";

export const dynamic = "force-dynamic";

/** Why a player's rating in a game changed: every rated match by event, with superseded runs. */
export const GET = route<{ profileId: string; game: string }>(async (req, { profileId, game }) => json(await playerLedger(profileId, game, await optionalApiUser(req))));
