import { json, route } from "@/lib/api/http";
import { getEvent } from "@/lib/server/events";

export const dynamic = "force-dynamic";

export const GET = route<{ eventId: string }>(async (_req, { eventId }) => json(await getEvent(eventId)));
