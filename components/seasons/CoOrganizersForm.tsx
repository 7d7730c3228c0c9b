"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** The organizer names co-organizers by their verified email: they edit the season and attach their events. */
export function CoOrganizersForm({ action, names }: { action: Action; names: string[] }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors?.emails || undefined;
  return (
    <form action={formAction} className="space-y-3" noValidate>
      {names.length > 0 && <p className="text-sm">Now: {names.join(", ")}</p>}
      <Field id="co-emails" label="Co-organizers' emails" hint="Separated by commas; every address must be an account's verified one. Empty: none." error={err}>
        <input id="co-emails" name="emails" defaultValue={state.values?.emails ?? ""} className={inputClass} {...errorProps("co-emails", err)} />
      </Field>
      <SubmitButton pendingText="Saving…" variant="secondary">
        Save co-organizers
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
