"use server";

import { revalidatePath } from "next/cache";
import { changePassword, revokeApiToken } from "@/lib/server/accounts/accounts";
import { sendVerification, type VerificationMail } from "@/lib/server/accounts/email-verification";
import { formAction, type FormState } from "@/lib/web/form";
import { publicOrigin } from "@/lib/web/origin";
import { currentUser, startSession } from "@/lib/web/session";

const MAIL_RESULT: Record<VerificationMail, FormState> = {
  sent: { ok: true, message: "Sent: open the link in the mail we just sent you." },
  already_verified: { ok: true, message: "Your email is already verified." },
  address_taken: { ok: false, message: "Another account has verified this address. If it is yours, log in to that account; this one cannot verify it." },
  mail_not_configured: { ok: false, message: "This server has no mail set up, so addresses cannot be verified here. Staff roles still work through invitation links." },
  send_failed: { ok: false, message: "The mail server refused the message. Try again in a few minutes." },
};

export async function resendVerificationAction(): Promise<FormState> {
  const user = await currentUser();
  if (!user) return { ok: false, message: "Log in first." };
  return MAIL_RESULT[await sendVerification(user, { origin: await publicOrigin() })];
}

export async function changePasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  return formAction(async () => {
    await changePassword(user, { currentPassword: form.get("currentPassword"), newPassword: form.get("newPassword") });
    // Every session ended, this one too: keep the person who changed it signed in.
    await startSession(user!.id);
    revalidatePath("/account");
    return { ok: true, message: "Password changed. Every other session and every API token has been signed out." };
  });
}

export async function revokeTokenAction(publicId: string): Promise<FormState> {
  return formAction(async () => {
    const token = await revokeApiToken(await currentUser(), publicId);
    revalidatePath("/account");
    return { ok: true, message: `“${token.name}” revoked.` };
  });
}
