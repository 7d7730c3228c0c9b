"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { logIn, signUp } from "@/lib/server/accounts/accounts";
import { sendVerification } from "@/lib/server/accounts/email-verification";
import { publicOrigin } from "@/lib/web/origin";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { clientAddress } from "@/lib/http/client-address";
import { safeRedirectPath } from "@/lib/web/safe-redirect";
import { startSession, stopSession } from "@/lib/web/session";


export async function signupAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  delete values.password;
  return formAction(async () => {
    const user = await signUp({ email: form.get("email"), password: form.get("password"), name: form.get("name") });
    await startSession(user.id);
    // After the account is saved: a failed send loses nothing (resend from the account page).
    await sendVerification(user, { origin: await publicOrigin() });
    redirect(safeRedirectPath(form.get("next")));
  }, values);
}

export async function loginAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  delete values.password;
  return formAction(async () => {
    const user = await logIn({ email: form.get("email"), password: form.get("password") }, { address: clientAddress(await headers()) });
    await startSession(user.id);
    redirect(safeRedirectPath(form.get("next")));
  }, values);
}

export async function logoutAction(): Promise<void> {
  await stopSession();
  redirect("/");
}
