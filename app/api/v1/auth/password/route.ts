import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { changePassword, createApiToken } from "@/lib/server/accounts/accounts";

/** Every session and token ends, the calling one too; the answer carries a fresh token. */
export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  await changePassword(user, await readJson(req));
  return json({ token: await createApiToken(user.id), user });
});
