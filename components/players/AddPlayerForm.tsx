"use client";

import { useRef } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { useFreshState } from "@/components/forms/use-fresh-state";
import { useResetOnSuccess } from "@/components/forms/use-reset-on-success";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/**
 * One player at a time: the name field clears and keeps focus after each success. `version`
 * (the player count) drops a refusal once players were added some other way.
 */
export function AddPlayerForm({ action, version }: { action: Action; version?: number }) {
  const [answer, formAction] = useFormAction(action, initialFormState);
  const state = useFreshState(answer, version);
  const name = useRef<HTMLInputElement>(null);
  const form = useResetOnSuccess(state, name);
  const err = state.fieldErrors ?? {};
  const v = state.ok ? {} : (state.values ?? {});
  return (
    <form ref={form} action={formAction} className="space-y-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-[2fr_2fr_auto] sm:items-end">
        <Field id="player-name" label="Player name" error={err.name}>
          <input ref={name} id="player-name" name="name" autoComplete="off" defaultValue={v.name} key={`n${v.name ?? ""}`} className={inputClass} {...errorProps("player-name", err.name)} />
        </Field>
        <Field id="player-email" label="Email (optional)" error={err.email}>
          <input id="player-email" name="email" type="email" autoComplete="off" defaultValue={v.email} key={`e${v.email ?? ""}`} className={inputClass} {...errorProps("player-email", err.email)} />
        </Field>
        <SubmitButton pendingText="Adding…">Add player</SubmitButton>
      </div>
      <FormMessage state={state} />
    </form>
  );
}
