import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { publishFromThisHall } from "@/lib/server/hall/link";

export const POST = route<{ eventId: string }>(async (req, { eventId }) => json(await publishFromThisHall(await requireApiUser(req), await readJson(req), eventId), 201));
