import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { createApiToken, listApiTokens } from "@/lib/server/accounts/accounts";

export const dynamic = "force-dynamic";

export const GET = route(async (req) => json({ tokens: await listApiTokens(await requireApiUser(req)) }));

export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  return json({ token: await createApiToken(user.id, await readJson(req)), user }, 201);
});
