import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { mergeProfiles } from "@/lib/server/accounts/profile-merge";

/** A site administrator; both account holders (202 while the other has not confirmed); an organizer for profiles without accounts. */
export const POST = route<{ profileId: string }>(async (req, { profileId }) => {
  const user = await requireApiUser(req);
  const result = await mergeProfiles(user, profileId, await readJson(req));
  return json(result, result.status === "pending" ? 202 : 200);
});
