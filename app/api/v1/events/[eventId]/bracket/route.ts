import { json, route } from "@/lib/api/http";
import { getBracket } from "@/lib/server/rounds/bracket";

export const dynamic = "force-dynamic";

export const GET = route<{ eventId: string }>(async (_req, { eventId }) => json(await getBracket(eventId)));
