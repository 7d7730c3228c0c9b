"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { FormMessage } from "@/components/forms/FormMessage";
import { useFreshState } from "@/components/forms/use-fresh-state";
import { Badge } from "@/components/ui/Badge";
import type { PaymentEntry } from "@/lib/schemas/money";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import { formatMoney } from "@/lib/words/money";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

const TIER = { early: "early", door: "door", free: "free" } as const;
const METHODS = [
  { value: "cash", label: "Cash" },
  { value: "card", label: "Card" },
  { value: "waived", label: "Waived" },
] as const;

/** One entry: what it owes, what was recorded, and one tap for cash, card or waived (an amount typed first overrides the due amount). */
export function PaymentRow({ entry, currency, action }: { entry: PaymentEntry; currency: string; action: Action }) {
  const [answer, formAction, pending] = useFormAction(action, initialFormState);
  const state = useFreshState(answer, `${entry.method}:${entry.paidCents}`);
  const money = (c: number) => formatMoney(c, currency);
  const err = state.ok ? undefined : state.fieldErrors?.amount;
  return (
    <li className="space-y-2 py-3" data-testid="payment-row">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold break-words">
          {entry.name} {entry.status !== "active" && <Badge>{entry.status}</Badge>}
        </span>
        <span className="text-sm text-slate-700">
          {entry.method === null ? (
            <>
              Owes {money(entry.dueCents)} <span className="text-slate-500">({TIER[entry.tier]})</span>
            </>
          ) : entry.method === "waived" ? (
            <Badge tone="info">Waived</Badge>
          ) : (
            <Badge tone={entry.paidCents === entry.dueCents ? "good" : "warn"}>
              Paid {money(entry.paidCents ?? 0)} {entry.method}
              {entry.paidCents !== entry.dueCents ? ` (due ${money(entry.dueCents)})` : ""}
            </Badge>
          )}
          {entry.recordedBy && <span className="block text-xs text-slate-500 sm:inline"> · recorded by {entry.recordedBy.name}</span>}
        </span>
      </div>
      <form action={formAction} className="flex flex-wrap items-center gap-2" aria-label={`Payment of ${entry.name}`}>
        <input type="hidden" name="currency" value={currency} />
        <label className="sr-only" htmlFor={`amount-${entry.playerId}`}>
          Amount taken from {entry.name}
        </label>
        <input
          id={`amount-${entry.playerId}`}
          name="amount"
          inputMode="decimal"
          placeholder={(entry.dueCents / 100).toFixed(2)}
          className="min-h-11 w-24 rounded-lg border border-slate-300 px-2 text-base aria-[invalid=true]:border-red-600"
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `amount-${entry.playerId}-error` : undefined}
        />
        {METHODS.map((m) => (
          <button
            key={m.value}
            type="submit"
            name="method"
            value={m.value}
            disabled={pending}
            aria-pressed={entry.method === m.value}
            className={`min-h-11 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 ${entry.method === m.value ? "bg-slate-900 text-white" : "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50"}`}
          >
            {m.label}
          </button>
        ))}
      </form>
      {err && (
        <p id={`amount-${entry.playerId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {err}
        </p>
      )}
      {!err && state.ok === false && <FormMessage state={state} />}
    </li>
  );
}
