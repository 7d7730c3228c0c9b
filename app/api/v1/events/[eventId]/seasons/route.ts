import { json, route } from "@/lib/api/http";
import { seasonsOfEvent } from "@/lib/server/seasons/seasons";

export const dynamic = "force-dynamic";

/** The seasons the event counts for, and those it is attached to but does not count for, with why (public). */
export const GET = route<{ eventId: string }>(async (_req, { eventId }) => json(await seasonsOfEvent(eventId)));
