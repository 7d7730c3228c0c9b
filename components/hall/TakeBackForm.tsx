"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** Taking an event back from a hall that cannot hand it back (its laptop lost): the name typed again. */
export function TakeBackForm({ action, name, hall }: { action: Action; name: string; hall: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  return (
    <form action={formAction} className="space-y-4" noValidate data-testid="take-back">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">Take the event back from the hall</h2>
        <p className="text-sm text-slate-600">
          The hall “{hall}” runs this event. If it cannot hand it back, take it back here: changes the hall did not mirror are lost, and its later pushes are refused.
        </p>
      </div>
      {err.confirm === undefined && <FormMessage state={state} />}
      <Field id="take-back-confirm" label={<>Type the event&apos;s name, <span className="font-normal">“{name}”</span>, to take it back</>} error={err.confirm}>
        <input id="take-back-confirm" name="confirm" autoComplete="off" className={inputClass} defaultValue={state.values?.confirm ?? ""} {...errorProps("take-back-confirm", err.confirm)} />
      </Field>
      <SubmitButton variant="danger" pendingText="Taking back…">
        Take the event back
      </SubmitButton>
    </form>
  );
}
