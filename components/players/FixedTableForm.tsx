"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** A table the player always sits at (a wheelchair-accessible table, for instance). */
export function FixedTableForm({ action, table }: { action: Action; table: number | null }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  return (
    <form action={formAction} className="space-y-3" noValidate>
      <div className="flex items-end gap-3">
        <Field id="fixed-table" label="Fixed table" hint="Leave empty for none." error={err.table}>
          <input id="fixed-table" name="table" inputMode="numeric" defaultValue={state.values?.table ?? table ?? ""} className={`${inputClass} w-28`} {...errorProps("fixed-table", err.table)} />
        </Field>
        <SubmitButton variant="secondary" pendingText="Saving…">
          Save
        </SubmitButton>
      </div>
      <FormMessage state={state} />
    </form>
  );
}
