"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import type { FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/**
 * Start in the hall (issue 40): an event created on this hall server is published on the public
 * server under the organizer's account there, by the mirror, as soon as the link is up.
 */
export function HallPublishForm({ action, events, defaultName }: { action: Action; events: { id: string; name: string }[]; defaultName: string }) {
  const [state, formAction] = useFormAction<FormState>(action, {});
  const err = state.fieldErrors ?? {};
  const v = state.values ?? {};
  if (events.length === 0) return <p className="text-sm text-slate-600">Create an event on this hall server first (New event); it is listed here to publish.</p>;
  return (
    <form action={formAction} className="space-y-4" noValidate data-testid="hall-publish">
      <FormMessage state={state} />
      <Field id="publishEvent" label="Event to publish" error={err.eventId}>
        <select id="publishEvent" name="eventId" className={inputClass} defaultValue={v.eventId ?? events[0]!.id} {...errorProps("eventId", err.eventId)}>
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="publishUrl" label="Publish on (public Holonet address)" hint="e.g. https://holonet.example" error={err.publicUrl}>
        <input id="publishUrl" name="publicUrl" type="url" inputMode="url" autoComplete="url" className={inputClass} defaultValue={v.publicUrl ?? ""} {...errorProps("publicUrl", err.publicUrl)} />
      </Field>
      <Field id="publishToken" label="API token of your account there" hint="The event is published under that account." error={err.token}>
        <input id="publishToken" name="token" type="password" autoComplete="off" className={inputClass} defaultValue={v.token ?? ""} {...errorProps("token", err.token)} />
      </Field>
      <Field id="publishHall" label="This hall's name" hint="Shown on the event's public page while the hall runs it." error={err.hall}>
        <input id="publishHall" name="hall" className={inputClass} defaultValue={v.hall ?? defaultName} {...errorProps("hall", err.hall)} />
      </Field>
      <SubmitButton pendingText="Saving…">Publish when the link is up</SubmitButton>
    </form>
  );
}
