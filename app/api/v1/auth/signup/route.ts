import { json, readJson, route } from "@/lib/api/http";
import { createApiToken, signUp } from "@/lib/server/accounts";

export const POST = route(async (req) => {
  const user = await signUp(await readJson(req));
  return json({ token: await createApiToken(user.id), user }, 201);
});
