import { json, requireApiUser, route } from "@/lib/api/http";
import { removeStaff } from "@/lib/server/staff/staff";

export const DELETE = route<{ eventId: string; staffId: string }>(async (req, { eventId, staffId }) =>
  json(await removeStaff(await requireApiUser(req), eventId, staffId)),
);
