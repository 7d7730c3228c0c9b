"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

export function AuthForm({ mode, action, next }: { mode: "signup" | "login"; action: Action; next?: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  const v = state.values ?? {};
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <FormMessage state={state} />
      {next && <input type="hidden" name="next" value={next} />}
      {mode === "signup" && (
        <Field id="name" label="Your name" error={err.name}>
          <input id="name" name="name" autoComplete="name" defaultValue={v.name} className={inputClass} {...errorProps("name", err.name)} />
        </Field>
      )}
      <Field id="email" label="Email" error={err.email}>
        <input id="email" name="email" type="email" autoComplete="email" inputMode="email" defaultValue={v.email} className={inputClass} {...errorProps("email", err.email)} />
      </Field>
      <Field id="password" label="Password" hint={mode === "signup" ? "At least 10 characters, and not a common or guessable password — a few uncommon words work well." : undefined} error={err.password}>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete={mode === "signup" ? "new-password" : "current-password"}
          className={inputClass}
          {...errorProps("password", err.password)}
        />
      </Field>
      <SubmitButton pendingText={mode === "signup" ? "Creating account…" : "Logging in…"}>
        {mode === "signup" ? "Create account" : "Log in"}
      </SubmitButton>
    </form>
  );
}
