import { json, requireApiUser, route } from "@/lib/api/http";
import { closeMergeRequest } from "@/lib/server/accounts/profile-merge";

/** A pending merge request closed: withdrawn by who asked, declined by the other holder or a site administrator. */
export const DELETE = route<{ profileId: string; mergeId: string }>(async (req, { profileId, mergeId }) => json(await closeMergeRequest(await requireApiUser(req), profileId, mergeId)));
