import { json, requireApiToken, route } from "@/lib/api/http";
import { revokeCallingToken } from "@/lib/server/accounts/accounts";

export const POST = route(async (req) => {
  const { token } = await requireApiToken(req);
  await revokeCallingToken(token);
  return json({ ok: true });
});
