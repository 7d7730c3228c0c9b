"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { inputClass } from "@/components/forms/Field";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import type { Match } from "@/lib/schemas/round";
import { HandChangeFields } from "./HandChangeFields";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/**
 * Swap two players of the round by hand (organizer). The engine checks the swap: one that breaks
 * a pairing rule (a rematch, a second bye, a fixed table) is refused with its warnings until
 * "Swap anyway" is ticked.
 */
export function SwapForm({ matches, action }: { matches: Match[]; action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const seats = matches
    .filter((m) => !m.result || m.playerB === null)
    .flatMap((m) => [m.playerA, ...(m.playerB ? [m.playerB] : [])].map((p) => ({ id: p.id, label: `${m.table !== null ? `Table ${m.table}` : "Bye"} · ${p.name}` })));
  const select = (name: string, label: string) => (
    <label className="block text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      {/* A refused swap keeps the choices: React resets a form to its defaults after its action, and
          a select takes a new default only when mounted, hence the key. */}
      <select key={state.values?.[name] ?? ""} name={name} required className={inputClass} defaultValue={state.values?.[name] ?? ""}>
        <option value="" disabled>
          Choose a player
        </option>
        {seats.map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <details className="mb-4 rounded-lg border border-slate-200 px-3 py-2" data-testid="swap-players">
      <summary className="cursor-pointer py-2 font-semibold">Swap two players</summary>
      <form action={formAction} className="mt-2 space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          {select("first", "Player")}
          {select("second", "Swap with")}
        </div>
        <HandChangeFields state={state} verb="Swap" pending="Swapping…" />
      </form>
    </details>
  );
}
