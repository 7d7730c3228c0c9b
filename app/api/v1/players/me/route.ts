import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { myProfile, updateMyProfile } from "@/lib/server/accounts/profiles";

export const dynamic = "force-dynamic";

export const GET = route(async (req) => json(await myProfile(await requireApiUser(req))));

export const PATCH = route(async (req) => {
  const user = await requireApiUser(req);
  return json(await updateMyProfile(user, await readJson(req)));
});
