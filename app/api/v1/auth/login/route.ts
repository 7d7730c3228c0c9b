import { json, readJson, route } from "@/lib/api/http";
import { createApiToken, logIn } from "@/lib/server/accounts/accounts";
import { clientAddress } from "@/lib/http/client-address";

export const POST = route(async (req) => {
  const user = await logIn(await readJson(req), { address: clientAddress(req.headers) });
  return json({ token: await createApiToken(user.id), user });
});
