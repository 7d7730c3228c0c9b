import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { IMPORT_MAX_BODY_BYTES } from "@/lib/schemas/event-export";
import { importEvent } from "@/lib/server/transfer/event-import";

// A whole event is more than the 1 MB other bodies may be: this route alone reads up to 50 MB.
export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  return json(await importEvent(user, await readJson(req, { maxBytes: IMPORT_MAX_BODY_BYTES })), 201);
});
