import { json, readJson, route } from "@/lib/api/http";
import { createApiToken, logIn } from "@/lib/server/accounts";

export const POST = route(async (req) => {
  const user = await logIn(await readJson(req));
  return json({ token: await createApiToken(user.id), user });
});
