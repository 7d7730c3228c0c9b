"use client";

import { useRef, useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { useFreshState } from "@/components/forms/use-fresh-state";
import { useResetOnSuccess } from "@/components/forms/use-reset-on-success";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/**
 * A pasted list, or a CSV file read into the same box so the organizer sees it before adding.
 * `version` (the player count) drops a refusal once players were added some other way.
 */
export function PastePlayersForm({ action, version }: { action: Action; version?: number }) {
  const [answer, formAction] = useFormAction(action, initialFormState);
  const state = useFreshState(answer, version);
  const form = useResetOnSuccess(state);
  const list = useRef<HTMLTextAreaElement>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const err = state.fieldErrors ?? {};

  async function readFile(file: File | undefined) {
    if (!file || !list.current) return;
    const text = (await file.text()).replace(/^\uFEFF/, "");
    list.current.value = text;
    const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "").length;
    setLoaded(`${file.name}: ${lines} ${lines === 1 ? "line" : "lines"} loaded below. Check them, then add all.`);
  }

  return (
    <form ref={form} action={formAction} className="space-y-3" noValidate onReset={() => setLoaded(null)}>
      <Field id="player-file" label="Upload a CSV file" hint="Columns: name, and optionally email. A header line is skipped.">
        <input
          id="player-file"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={(e) => void readFile(e.target.files?.[0])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-slate-900 hover:file:bg-slate-50"
        />
      </Field>
      {loaded && (
        <p role="status" className="text-sm text-slate-700">
          {loaded}
        </p>
      )}
      <Field id="player-list" label="Paste a list" hint="One player per line: a name, or name,email. A CSV export works too." error={err.list}>
        <textarea
          ref={list}
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
