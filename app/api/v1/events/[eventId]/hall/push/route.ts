import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { IMPORT_MAX_BODY_BYTES } from "@/lib/schemas/event-export";
import { applyHallPush } from "@/lib/server/hall/apply";

// A push carries the whole event, as an import does: up to the import's size.
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await applyHallPush(user, eventId, await readJson(req, { maxBytes: IMPORT_MAX_BODY_BYTES })));
});
