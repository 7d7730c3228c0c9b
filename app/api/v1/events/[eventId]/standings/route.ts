import { json, route } from "@/lib/api/http";
import { getStandings } from "@/lib/server/standings/standings";

export const dynamic = "force-dynamic";

export const GET = route<{ eventId: string }>(async (_req, { eventId }) => json(await getStandings(eventId)));
