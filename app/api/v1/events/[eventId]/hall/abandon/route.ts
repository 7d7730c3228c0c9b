import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { abandonHall } from "@/lib/server/hall/hold";

export const POST = route<{ eventId: string }>(async (req, { eventId }) => json(await abandonHall(await requireApiUser(req), eventId, await readJson(req))));
