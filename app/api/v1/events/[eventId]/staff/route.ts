import { json, readJson, requestOrigin, requireApiUser, route } from "@/lib/api/http";
import { addStaff, listEventStaff } from "@/lib/server/staff/staff";

export const dynamic = "force-dynamic";

export const GET = route<{ eventId: string }>(async (req, { eventId }) =>
  json({ staff: await listEventStaff(await requireApiUser(req), eventId) }),
);

export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await addStaff(user, eventId, await readJson(req), { origin: requestOrigin(req) }), 201);
});
