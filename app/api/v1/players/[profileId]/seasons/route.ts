import { json, optionalApiUser, route } from "@/lib/api/http";
import { playerSeasonRecord } from "@/lib/server/seasons/medals";

export const dynamic = "force-dynamic";

/** A player's season awards and medal counts (public unless the profile is hidden). */
export const GET = route<{ profileId: string }>(async (req, { profileId }) => json(await playerSeasonRecord((await optionalApiUser(req))?.id ?? null, profileId)));
