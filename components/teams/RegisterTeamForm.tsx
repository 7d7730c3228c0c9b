"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** The captain's form: the team's name and the partner's email (and name, until they accept). */
export function RegisterTeamForm({ action }: { action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = (k: string) => (state.ok ? undefined : state.fieldErrors?.[k]);
  const value = (k: string) => (state.ok ? undefined : state.values?.[k]);
  return (
    <form action={formAction} className="space-y-3" data-testid="register-team-form" aria-label="Register a team">
      <Field id="rt-name" label="Team name" error={err("name")}>
        <input id="rt-name" name="name" required maxLength={80} defaultValue={value("name")} className={inputClass} {...errorProps("rt-name", err("name"))} />
      </Field>
      <Field id="rt-partnerEmail" label="Your partner's email" error={err("partnerEmail")}>
        <input id="rt-partnerEmail" name="partnerEmail" type="email" required defaultValue={value("partnerEmail")} className={inputClass} {...errorProps("rt-partnerEmail", err("partnerEmail"))} />
      </Field>
      <Field id="rt-partnerName" label="Your partner's name (optional)" error={err("partnerName")}>
        <input id="rt-partnerName" name="partnerName" maxLength={80} defaultValue={value("partnerName")} className={inputClass} {...errorProps("rt-partnerName", err("partnerName"))} />
      </Field>
      <SubmitButton pendingText="Registering…">Register the team</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
