"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** Staff tool on a profile page: fold another profile of the same person into this one. */
export function MergeProfileForm({ action, name }: { action: Action; name: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  return (
    <form
      action={formAction}
      className="space-y-3"
      noValidate
      onSubmit={(e) => {
        if (!window.confirm(`Move every entry of the other profile to ${name}? The other profile then points here.`)) e.preventDefault();
      }}
    >
      <Field id="merge-from" label="The other profile of this person" hint="Paste its link (…/players/…) or its id." error={err.from}>
        <input id="merge-from" name="from" defaultValue={state.values?.from} key={state.values?.from} className={inputClass} {...errorProps("merge-from", err.from)} />
      </Field>
      <SubmitButton pendingText="Merging…" variant="secondary">
        Merge into {name}
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
