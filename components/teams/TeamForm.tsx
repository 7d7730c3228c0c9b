"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { useResetOnSuccess } from "@/components/forms/use-reset-on-success";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** The organizer types a team: its name, then its two members in seat order (1: D1/L1, 2: D2/L2). */
export function TeamForm({ action }: { action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const form = useResetOnSuccess(state);
  const err = (k: string) => (state.ok ? undefined : state.fieldErrors?.[k]);
  const value = (k: string) => (state.ok ? undefined : state.values?.[k]);
  return (
    <form ref={form} action={formAction} className="space-y-3" data-testid="team-form" aria-label="Add a team">
      <Field id="team-name" label="Team name" error={err("name")}>
        <input id="team-name" name="name" required maxLength={80} autoComplete="off" defaultValue={value("name")} className={inputClass} {...errorProps("team-name", err("name"))} />
      </Field>
      {err("members") && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {err("members")}
        </p>
      )}
      {[0, 1].map((i) => (
        <fieldset key={i} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-800">Member {i + 1} (seat {i === 0 ? "D1 / L1" : "D2 / L2"})</legend>
          <Field id={`member-${i}-name`} label="Name" error={err(`members.${i}.name`)}>
            <input id={`member-${i}-name`} name={`members.${i}.name`} required maxLength={80} autoComplete="off" defaultValue={value(`members.${i}.name`)} className={inputClass} {...errorProps(`member-${i}-name`, err(`members.${i}.name`))} />
          </Field>
          <Field id={`member-${i}-email`} label="Email (optional)" error={err(`members.${i}.email`)}>
            <input id={`member-${i}-email`} name={`members.${i}.email`} type="email" autoComplete="off" defaultValue={value(`members.${i}.email`)} className={inputClass} {...errorProps(`member-${i}-email`, err(`members.${i}.email`))} />
          </Field>
        </fieldset>
      ))}
      <SubmitButton pendingText="Adding…">Add team</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
