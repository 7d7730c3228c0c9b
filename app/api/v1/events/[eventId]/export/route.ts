import { requireApiUser, route } from "@/lib/api/http";
import { exportEvent } from "@/lib/server/transfer/event-export";

export const dynamic = "force-dynamic";

/** A download: `curl -OJ` saves it under the event's id. */
export const GET = route<{ eventId: string }>(async (req, { eventId }) => {
  const doc = await exportEvent(await requireApiUser(req), eventId);
  return Response.json(doc, {
    headers: { "cache-control": "no-store", "content-disposition": `attachment; filename="holonet-event-${eventId}.json"` },
  });
});
