"use server";

import { revalidatePath } from "next/cache";
import { closeMergeRequest, mergeProfiles, profileIdOf, undoMerge } from "@/lib/server/accounts/profile-merge";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

/** Merges the profile named in the form into this one (the survivor). */
export async function mergeIntoAction(into: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const from = profileIdOf(values.from ?? "");
  if (!from) return { ok: false, message: "Nothing was merged.", fieldErrors: { from: "Paste the other profile's link or id." }, values };
  return formAction(async () => {
    const done = await mergeProfiles(await currentUser(), from, { into });
    revalidatePath(`/players/${into}`);
    if (done.status === "pending") return { ok: true, message: "Asked: the other profile's account holder confirms the merge from their profile page. Nothing moves until then." };
    return { ok: true, message: `Merged: ${done.players === 1 ? "1 entry" : `${done.players} entries`} moved to this profile.` };
  }, values, (state) => {
    // The merge names the profile being merged as the path's id: that is this form's field.
    if (state.fieldErrors && !state.fieldErrors.from) {
      const first = state.fieldErrors.profileId ?? state.fieldErrors.into ?? state.fieldErrors._;
      if (first) state.fieldErrors.from = first;
    }
    return state;
  });
}

/** The other account holder's confirmation of a pending merge (the same call as asking). */
export async function confirmMergeAction(from: string, into: string): Promise<FormState> {
  return formAction(async () => {
    const done = await mergeProfiles(await currentUser(), from, { into });
    revalidatePath(`/players/${from}`);
    revalidatePath(`/players/${into}`);
    return { ok: true, message: done.status === "merged" ? `Merged: ${done.players === 1 ? "1 entry" : `${done.players} entries`} moved.` : "Still waiting for the other account holder." };
  });
}

/** A site administrator puts a merge back. */
export async function undoMergeAction(from: string, into: string): Promise<FormState> {
  return formAction(async () => {
    const done = await undoMerge(await currentUser(), from);
    revalidatePath(`/players/${into}`);
    return { ok: true, message: `Undone: ${done.players === 1 ? "1 entry" : `${done.players} entries`} returned to the other profile.` };
  });
}

/** A pending merge request withdrawn (by who asked) or declined (by the other holder or an administrator). */
export async function closeMergeRequestAction(profileId: string, mergeId: string): Promise<FormState> {
  return formAction(async () => {
    const done = await closeMergeRequest(await currentUser(), profileId, mergeId);
    revalidatePath(`/players/${done.from}`);
    revalidatePath(`/players/${done.into}`);
    return { ok: true, message: done.status === "withdrawn" ? "Request withdrawn: nothing was merged." : "Request declined: nothing was merged." };
  });
}
