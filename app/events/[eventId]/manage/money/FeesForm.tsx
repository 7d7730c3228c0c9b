"use client";

import { useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { PriceInput } from "@/components/forms/PriceInput";
import { SubmitButton } from "@/components/forms/SubmitButton";
import type { FeeSettings } from "@/lib/schemas/fees";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import { centsToText } from "@/lib/words/money";
import { isoToDay } from "@/lib/web/zone-time";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** The last day of the early price, in the event's zone: the stored instant is the start of the day after. */
function toDateInput(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  // One minute before the deadline is still the last early day.
  return isoToDay(new Date(new Date(iso).getTime() - 60_000).toISOString(), timeZone);
}

export function FeesForm({ action, fees, timeZone }: { action: Action; fees: FeeSettings; timeZone: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const v = state.ok ? {} : (state.values ?? {});
  const err = state.fieldErrors ?? {};
  // The day is the event's (the server reads it so: actions.ts).
  const deadline = toDateInput(fees.earlyDeadline, timeZone);
  const [currency, setCurrency] = useState(v.currency ?? fees.currency);
  return (
    <form action={formAction} className="space-y-4" noValidate data-testid="fees-form">
      {!state.ok && <FormMessage state={state} />}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="currency" label="Currency" hint="Three letters: USD, EUR, GBP…" error={err.currency}>
          <input id="currency" name="currency" value={currency} onChange={(e) => setCurrency(e.target.value)} maxLength={3} autoCapitalize="characters" className={`${inputClass} uppercase`} {...errorProps("currency", err.currency)} />
        </Field>
        <Field id="door" label="Price at the door" hint="Empty: free entry." error={err.door}>
          <PriceInput id="door" name="door" currency={currency} placeholder="15.00" defaultValue={v.door ?? centsToText(fees.doorCents)} key={`door${v.door ?? ""}`} className={inputClass} {...errorProps("door", err.door)} />
        </Field>
        <Field id="early" label="Early price" hint="Empty: no early price." error={err.early}>
          <PriceInput id="early" name="early" currency={currency} placeholder="10.00" defaultValue={v.early ?? centsToText(fees.earlyCents)} key={`early${v.early ?? ""}`} className={inputClass} {...errorProps("early", err.early)} />
        </Field>
      </div>
      <Field
        id="earlyDate"
        label="Last day of the early price"
        hint="Entries made until the end of this day (midnight, your time zone) pay the early price; from the next day on they pay the door price."
        error={err.earlyDate}
      >
        <input id="earlyDate" name="earlyDate" type="date" defaultValue={v.earlyDate ?? deadline} key={`d${deadline}${state.values?.earlyDate ?? ""}`} className={inputClass} {...errorProps("earlyDate", err.earlyDate)} />
      </Field>
      <SubmitButton pendingText="Saving…">Save fees</SubmitButton>
      {state.ok && <FormMessage state={state} />}
    </form>
  );
}
