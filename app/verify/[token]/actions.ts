"use server";

import { confirmEmailVerification } from "@/lib/server/accounts/email-verification";
import { formAction, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

/** The confirming step of a verification link: the signed-in account it is for proves the address. */
export async function confirmVerificationAction(token: string): Promise<FormState> {
  return formAction(async () => {
    const done = await confirmEmailVerification(await currentUser(), token);
    const roles = done.roles.length;
    return { ok: true, message: `Email verified: ${done.email}.${roles > 0 ? ` ${roles} staff ${roles === 1 ? "invitation is" : "invitations are"} now yours.` : ""}` };
  });
}
