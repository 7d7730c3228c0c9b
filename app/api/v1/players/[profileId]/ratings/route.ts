import { json, optionalApiUser, route } from "@/lib/api/http";
import { playerRatings } from "@/lib/server/ratings/read";

export const dynamic = "force-dynamic";

/** A player's rating per game; a hidden profile's are its owner's alone (404 for anyone else). */
export const GET = route<{ profileId: string }>(async (req, { profileId }) => json(await playerRatings(profileId, await optionalApiUser(req))));
