"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** Attach one of the organizer's events, with its tier and group. */
export function AttachEventForm({ action, events }: { action: Action; events: { id: string; name: string; date: string }[] }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  if (events.length === 0) return <p className="text-slate-600">None of your events of this game is left to attach.</p>;
  return (
    <form action={formAction} className="space-y-3" noValidate>
      <Field id="attach-event" label="Event" error={err.eventId}>
        <select id="attach-event" name="eventId" className={inputClass}>
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name} {e.date && `(${e.date})`}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="attach-tier" label="Tier" hint="For the multiplier: store, regional…" error={err.tier}>
          <input id="attach-tier" name="tier" className={inputClass} />
        </Field>
        <Field id="attach-group" label="Group" hint="For best N per group." error={err.group}>
          <input id="attach-group" name="group" className={inputClass} />
        </Field>
      </div>
      <SubmitButton pendingText="Attaching…" variant="secondary">
        Attach the event
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
