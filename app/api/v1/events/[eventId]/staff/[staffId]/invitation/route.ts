import { json, requestOrigin, requireApiUser, route } from "@/lib/api/http";
import { reissueInvitation } from "@/lib/server/staff/staff";

export const POST = route<{ eventId: string; staffId: string }>(async (req, { eventId, staffId }) =>
  json(await reissueInvitation(await requireApiUser(req), eventId, staffId, { origin: requestOrigin(req) })),
);
