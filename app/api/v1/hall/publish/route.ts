import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { IMPORT_MAX_BODY_BYTES } from "@/lib/schemas/event-export";
import { publishFromHall } from "@/lib/server/hall/publish";

// 201 when the event is created here; 200 when a retry finds it published already.
export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  const { created, result } = await publishFromHall(user, await readJson(req, { maxBytes: IMPORT_MAX_BODY_BYTES }));
  return json(result, created ? 201 : 200);
});
