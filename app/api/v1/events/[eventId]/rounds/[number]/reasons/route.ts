import { json, optionalApiUser, route } from "@/lib/api/http";
import { getRoundReasons } from "@/lib/server/rounds/explain";

export const dynamic = "force-dynamic";

type Params = { eventId: string; number: string };

/** Why the round is paired as it is, as data (the pairings page says it in words). */
export const GET = route<Params>(async (req, { eventId, number }) => json(await getRoundReasons(eventId, Number(number), await optionalApiUser(req))));
