"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { inputClass } from "@/components/forms/Field";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import type { Match } from "@/lib/schemas/round";
import { HandChangeFields } from "./HandChangeFields";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/**
 * Move a match to another table by hand (organizer). The engine checks the change: a fixed table
 * stays fixed (refused), and tables out of points order are warned until "Move anyway" is ticked.
 */
export function ReseatForm({ matches, action }: { matches: Match[]; action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const tables = matches.filter((m) => m.playerB !== null && !m.result && m.table !== null);
  return (
    <details className="mb-4 rounded-lg border border-slate-200 px-3 py-2" data-testid="reseat-table">
      <summary className="cursor-pointer py-2 font-semibold">Move a table</summary>
      <form action={formAction} className="mt-2 space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block text-sm">
            <span className="mb-1 block font-medium">Match</span>
            <select key={state.values?.table ?? ""} name="table" required className={inputClass} defaultValue={state.values?.table ?? ""}>
              <option value="" disabled>
                Choose a table
              </option>
              {tables.map((m) => (
                <option key={m.id} value={String(m.table)}>
                  {`Table ${m.table} · ${m.playerA.name} – ${m.playerB!.name}`}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">Move to table</span>
            <input name="to" type="number" inputMode="numeric" min={1} max={9999} required className={inputClass} defaultValue={state.values?.to ?? ""} />
          </label>
        </div>
        <HandChangeFields state={state} verb="Move" pending="Moving…" />
      </form>
    </details>
  );
}
