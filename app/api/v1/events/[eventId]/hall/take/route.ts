import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { takeToHall } from "@/lib/server/hall/hold";

export const POST = route<{ eventId: string }>(async (req, { eventId }) => json(await takeToHall(await requireApiUser(req), eventId, await readJson(req)), 201));
