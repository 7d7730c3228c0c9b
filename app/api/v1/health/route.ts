import { json, route } from "@/lib/api/http";
import { health } from "@/lib/server/health";

export const dynamic = "force-dynamic";

/** For load balancers and the load bench: up, which database, notices, event-loop delay. */
export const GET = route(async (req) => json(health({ reset: new URL(req.url).searchParams.get("reset") === "1" })));
