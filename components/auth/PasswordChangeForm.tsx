"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { useResetOnSuccess } from "@/components/forms/use-reset-on-success";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

export function PasswordChangeForm({ action }: { action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const form = useResetOnSuccess(state);
  const err = state.fieldErrors ?? {};
  return (
    <form ref={form} action={formAction} className="space-y-3" noValidate>
      <FormMessage state={state} />
      <Field id="currentPassword" label="Current password" error={err.currentPassword}>
        <input id="currentPassword" name="currentPassword" type="password" autoComplete="current-password" className={inputClass} {...errorProps("currentPassword", err.currentPassword)} />
      </Field>
      <Field id="newPassword" label="New password" hint="At least 10 characters, and not a common or guessable password — a few uncommon words work well." error={err.newPassword}>
        <input id="newPassword" name="newPassword" type="password" autoComplete="new-password" className={inputClass} {...errorProps("newPassword", err.newPassword)} />
      </Field>
      <SubmitButton pendingText="Changing…">Change password</SubmitButton>
    </form>
  );
}
