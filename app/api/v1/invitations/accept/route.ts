import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { parseInput } from "@/lib/server/kernel/validate";
import { acceptInvitation } from "@/lib/server/staff/staff";
import { InvitationAcceptInput } from "@/lib/schemas/staff";

export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  const { token } = parseInput(InvitationAcceptInput, await readJson(req));
  return json(await acceptInvitation(user, token));
});
