import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { releaseFromHall } from "@/lib/server/hall/hold";

export const POST = route<{ eventId: string }>(async (req, { eventId }) => json(await releaseFromHall(await requireApiUser(req), eventId, await readJson(req))));
