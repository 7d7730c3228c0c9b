"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** Correct a registration's name or email (before round 1). */
export function EditPlayerForm({ action, name, email }: { action: Action; name: string; email: string | null }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  const v = state.values ?? { name, email: email ?? "" };
  return (
    <form action={formAction} className="space-y-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="edit-name" label="Name" error={err.name}>
          <input id="edit-name" name="name" autoComplete="off" defaultValue={v.name} key={`n${v.name ?? ""}`} className={inputClass} {...errorProps("edit-name", err.name)} />
        </Field>
        <Field id="edit-email" label="Email (optional)" hint="Leave empty to remove it." error={err.email}>
          <input id="edit-email" name="email" type="email" autoComplete="off" defaultValue={v.email} key={`e${v.email ?? ""}`} className={inputClass} {...errorProps("edit-email", err.email)} />
        </Field>
      </div>
      <SubmitButton pendingText="Saving…" variant="secondary">
        Save player
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
