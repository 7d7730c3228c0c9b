"use client";

import Link from "next/link";
import { useFormAction } from "@/components/forms/use-form-action";
import { Field, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** A season export file (or its text) made into a new season of the caller's. */
export function ImportSeasonForm({ action }: { action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  const made = state.ok ? state.values?.seasonId : undefined;
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <Field id="import-file" label="Season export file" hint="The .json file a season's Export gave (format 1)." error={err.file}>
        <input id="import-file" name="file" type="file" accept="application/json,.json" className={inputClass} />
      </Field>
      <Field id="import-text" label="Or paste its text">
        <textarea id="import-text" name="text" rows={4} defaultValue={state.ok ? "" : state.values?.text} className={`${inputClass} font-mono text-xs`} />
      </Field>
      <SubmitButton pendingText="Importing…">Import the season</SubmitButton>
      <FormMessage state={state} />
      {made && (
        <p>
          <Link href={`/seasons/${made}/manage`} className="inline-flex min-h-11 items-center font-semibold underline" data-testid="imported-season">
            Open the imported season
          </Link>
        </p>
      )}
    </form>
  );
}
