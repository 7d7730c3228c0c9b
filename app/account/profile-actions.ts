"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { claimEntry } from "@/lib/server/entrants/claims";
import { updateMyProfile } from "@/lib/server/accounts/profiles";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { clientAddress } from "@/lib/http/client-address";
import { currentUser } from "@/lib/web/session";

export async function updateProfileAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return formAction(async () => {
    await updateMyProfile(await currentUser(), { displayName: form.get("displayName"), public: form.get("public") === "on" });
    revalidatePath("/account");
    return { ok: true, message: "Profile saved." };
  }, values);
}

/** "This is me": claims a typed entry whose email is the caller's verified email. */
export async function claimByEmailAction(eventId: string, playerId: string): Promise<FormState> {
  return formAction(async () => {
    const claim = await claimEntry(await currentUser(), eventId, playerId, {}, { address: clientAddress(await headers()) });
    revalidatePath("/account");
    revalidatePath(`/events/${eventId}`);
    return { ok: true, message: `${claim.name} is now yours.` };
  });
}
