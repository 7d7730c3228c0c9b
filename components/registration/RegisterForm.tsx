"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/**
 * The Register button, registering under the account's name; "another name" opens a field
 * (also opened when the name is taken, with the reason beside it).
 */
export function RegisterForm({ action, accountName, label }: { action: Action; accountName: string; label: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const nameError = state.fieldErrors?.name;
  return (
    <form action={formAction} className="space-y-3" noValidate data-testid="register-form">
      <details open={Boolean(nameError) || Boolean(state.values?.name)} className="text-sm">
        <summary className="min-h-11 cursor-pointer py-2 text-slate-700">
          Registering as <span className="font-semibold">{accountName}</span> · use another name
        </summary>
        <Field id="name" label="Name at this event" hint="E.g. with a last initial, to tell you apart." error={nameError}>
          <input id="name" name="name" defaultValue={state.values?.name ?? ""} placeholder={accountName} className={inputClass} {...errorProps("name", nameError)} />
        </Field>
      </details>
      <SubmitButton pendingText="Registering…">{label}</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
