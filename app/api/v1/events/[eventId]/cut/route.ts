import { json, requireApiUser, route } from "@/lib/api/http";
import { makeCut, previewCut } from "@/lib/server/rounds/cut";

export const dynamic = "force-dynamic";

/** Who advances (or would), who is next in line, replacements made. */
export const GET = route<{ eventId: string }>(async (_req, { eventId }) => json(await previewCut(eventId)));

/** Makes the cut and opens elimination (organizer). */
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await makeCut(user, eventId), 201);
});
