import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { mergeProfiles } from "@/lib/server/profile-merge";

/** A site administrator, or an organizer of events where both profiles have played. */
export const POST = route<{ profileId: string }>(async (req, { profileId }) => {
  const user = await requireApiUser(req);
  return json(await mergeProfiles(user, profileId, await readJson(req)));
});
