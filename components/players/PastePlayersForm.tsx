"use client";

import { useActionState, useEffect, useRef } from "react";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

export function PastePlayersForm({ action }: { action: Action }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.ok) form.current?.reset();
  }, [state]);
  const err = state.fieldErrors ?? {};
  return (
    <form ref={form} action={formAction} className="space-y-3" noValidate>
      <Field id="player-list" label="Paste a list" hint="One player per line: a name, or name,email. A CSV export works too." error={err.list}>
        <textarea
          id="player-list"
          name="list"
          rows={6}
          defaultValue={state.ok ? "" : state.values?.list}
          key={state.ok ? "reset" : "keep"}
          placeholder={"Kyle Katarn\nJan Ors, jan@example.org"}
          className={`${inputClass} font-mono text-sm`}
          {...errorProps("player-list", err.list)}
        />
      </Field>
      <SubmitButton pendingText="Adding…" variant="secondary">
        Add all
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
