"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { claimEntry } from "@/lib/server/entrants/claims";
import { updateMyProfile } from "@/lib/server/accounts/profiles";
import { failure, formValues, type FormState } from "@/lib/web/form";
import { clientAddress } from "@/lib/http/client-address";
import { currentUser } from "@/lib/web/session";

export async function updateProfileAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  try {
    await updateMyProfile(await currentUser(), { displayName: form.get("displayName"), public: form.get("public") === "on" });
  } catch (err) {
    return failure(err, values);
  }
  revalidatePath("/account");
  return { ok: true, message: "Profile saved." };
}

/** "This is me": claims a typed entry whose email is the caller's verified email. */
export async function claimByEmailAction(eventId: string, playerId: string): Promise<FormState> {
  try {
    const claim = await claimEntry(await currentUser(), eventId, playerId, {}, { address: clientAddress(await headers()) });
    revalidatePath("/account");
    revalidatePath(`/events/${eventId}`);
    return { ok: true, message: `${claim.name} is now yours.` };
  } catch (err) {
    return failure(err);
  }
}
