"use client";

import { useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { AFFILIATIONS, MIN_OBJECTIVE_SETS, type Deck } from "@/lib/schemas/decklist";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

const countLines = (text: string) => text.split(/\r?\n/).filter((l) => l.trim() !== "").length;

function SideFields({ side, label, deck, values, errors }: { side: "light" | "dark"; label: string; deck?: Deck; values: Record<string, string>; errors: Record<string, string> }) {
  const initialSets = values[`${side}.objectiveSets`] ?? deck?.objectiveSets.join("\n") ?? "";
  const [count, setCount] = useState(countLines(initialSets));
  const affId = `${side}-affiliation`;
  const setsId = `${side}-objectiveSets`;
  const affError = errors[`${side}.affiliation`] ?? errors[side];
  const setsError = errors[`${side}.objectiveSets`];
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold">{label}</legend>
      <Field id={affId} label={`${label} affiliation`} error={affError}>
        <input id={affId} name={`${side}.affiliation`} list={`${side}-affiliations`} autoComplete="off" defaultValue={values[`${side}.affiliation`] ?? deck?.affiliation} className={inputClass} {...errorProps(affId, affError)} />
        <datalist id={`${side}-affiliations`}>
          {AFFILIATIONS[side].map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      </Field>
      <Field
        id={setsId}
        label={`${label} objective sets`}
        hint={
          <>
            One per line, at least {MIN_OBJECTIVE_SETS}; a set number is optional, e.g. “The Hunt for Han Solo (#86)”.{" "}
            <span className={count >= MIN_OBJECTIVE_SETS ? "text-emerald-700" : "text-slate-700"}>{count} entered.</span>
          </>
        }
        error={setsError}
      >
        <textarea
          id={setsId}
          name={`${side}.objectiveSets`}
          rows={11}
          defaultValue={initialSets}
          onChange={(e) => setCount(countLines(e.target.value))}
          className={`${inputClass} text-sm`}
          {...errorProps(setsId, setsError)}
        />
      </Field>
    </fieldset>
  );
}

/** A player's two decks: an affiliation and ten or more objective sets each. */
export function DeckListForm({ action, deckLists, submitLabel = "Save deck lists" }: { action: Action; deckLists: { light: Deck; dark: Deck } | null; submitLabel?: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const errors = state.fieldErrors ?? {};
  const values = state.ok ? {} : (state.values ?? {});
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <div className="grid gap-4 lg:grid-cols-2">
        <SideFields key={`l${state.ok ? "ok" : ""}`} side="light" label="Light side" deck={deckLists?.light} values={values} errors={errors} />
        <SideFields key={`d${state.ok ? "ok" : ""}`} side="dark" label="Dark side" deck={deckLists?.dark} values={values} errors={errors} />
      </div>
      <SubmitButton pendingText="Saving…">{submitLabel}</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
