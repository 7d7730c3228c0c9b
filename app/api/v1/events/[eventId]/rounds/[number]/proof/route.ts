import { json, optionalApiUser, route } from "@/lib/api/http";
import { getRoundProof } from "@/lib/server/rounds/explain";

export const dynamic = "force-dynamic";

type Params = { eventId: string; number: string };

/** What a Swiss round was paired from and what was published: run the engine on it to verify the round. */
export const GET = route<Params>(async (req, { eventId, number }) => json(await getRoundProof(eventId, Number(number), await optionalApiUser(req))));
