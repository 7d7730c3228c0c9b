import { json, requireApiUser, route } from "@/lib/api/http";
import { undoMerge } from "@/lib/server/accounts/profile-merge";

/** A site administrator puts the last merge of this (merged) profile back. */
export const POST = route<{ profileId: string }>(async (req, { profileId }) => json(await undoMerge(await requireApiUser(req), profileId)));
