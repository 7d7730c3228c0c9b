"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** A sealed player's pool: the product they opened, as a card list. */
export function PoolForm({ action, list }: { action: Action; list: string | null }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const errors = state.fieldErrors ?? {};
  const values = state.ok ? {} : (state.values ?? {});
  return (
    <form action={formAction} className="space-y-3" noValidate>
      <Field id="pool-list" label="Pool (cards opened)" hint="One card per line, as in a deck list: “2 Lightsaber Strike”." error={errors.list}>
        <textarea id="pool-list" name="list" rows={8} defaultValue={values.list ?? list ?? ""} className={`${inputClass} font-mono text-sm`} {...errorProps("pool-list", errors.list)} />
      </Field>
      <SubmitButton pendingText="Saving…" variant="secondary">
        Save pool
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
