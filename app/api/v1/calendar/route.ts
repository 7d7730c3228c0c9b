import { json, optionalApiUser, route } from "@/lib/api/http";
import { calendar } from "@/lib/server/queues/schedules";

export const dynamic = "force-dynamic";

/** Public: upcoming scheduled events with their state, `?game=` for one game. */
export const GET = route(async (req) => json(await calendar(Object.fromEntries(new URL(req.url).searchParams), await optionalApiUser(req))));
