"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { LinkFields } from "./LinkFields";
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
      <LinkFields prefix="publish" urlLabel="Publish on (public Holonet address)" urlHint="e.g. https://holonet.example" tokenHint="The event is published under that account." err={err} v={v} defaultName={defaultName} />
      <SubmitButton pendingText="Saving…">Publish when the link is up</SubmitButton>
    </form>
  );
}
