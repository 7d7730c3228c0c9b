import { json, route } from "@/lib/api/http";
import { seasonsOfEvent } from "@/lib/server/seasons/seasons";

export const dynamic = "force-dynamic";

/** The seasons the event counts for (public). */
export const GET = route<{ eventId: string }>(async (_req, { eventId }) => json({ seasons: await seasonsOfEvent(eventId) }));
