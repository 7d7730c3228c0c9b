import { json, route } from "@/lib/api/http";
import { holdOf } from "@/lib/server/hall/hold";

export const dynamic = "force-dynamic";

/** Whether a hall server runs the event (public, as its page's banner). */
export const GET = route<{ eventId: string }>(async (_req, { eventId }) => json(await holdOf(eventId)));
