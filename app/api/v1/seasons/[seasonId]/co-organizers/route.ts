import { json, readJson, requestOrigin, requireApiUser, route } from "@/lib/api/http";
import { inviteCoOrganizer } from "@/lib/server/seasons/co-organizers";

export const dynamic = "force-dynamic";

/** Invite a co-organizer by address (the organizer): a one-time link, the same answer whatever the address. */
export const POST = route<{ seasonId: string }>(async (req, { seasonId }) => {
  const user = await requireApiUser(req);
  return json(await inviteCoOrganizer(user, seasonId, await readJson(req), { origin: requestOrigin(req) }), 201);
});
