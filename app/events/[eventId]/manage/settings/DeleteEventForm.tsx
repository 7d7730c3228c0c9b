"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** Deleting takes the event's name typed again; what is kept for a restore is said up front. */
export function DeleteEventForm({ action, name }: { action: Action; name: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">Delete this event</h2>
        <p className="text-sm text-slate-600">
          The event leaves every list, page and rating. Nothing is lost: a copy is kept, and you can restore it from <span className="font-medium">Deleted events</span> on your events page.
        </p>
      </div>
      {!state.ok && err.confirm === undefined && <FormMessage state={state} />}
      <Field id="confirm" label={<>Type the event&apos;s name, <span className="font-normal">“{name}”</span>, to delete it</>} error={err.confirm}>
        <input id="confirm" name="confirm" autoComplete="off" className={inputClass} defaultValue={state.values?.confirm ?? ""} {...errorProps("confirm", err.confirm)} />
      </Field>
      <SubmitButton variant="danger" pendingText="Deleting…">
        Delete event
      </SubmitButton>
    </form>
  );
}
