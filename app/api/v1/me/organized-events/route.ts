import { json, requireApiUser, route } from "@/lib/api/http";
import { organizedEvents } from "@/lib/server/hall/hold";

export const dynamic = "force-dynamic";

/** The events the caller organizes here: the hall server lists them to take one. */
export const GET = route(async (req) => json(await organizedEvents(await requireApiUser(req))));
