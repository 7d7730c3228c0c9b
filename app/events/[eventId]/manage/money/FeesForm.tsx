"use client";

import { useActionState, useSyncExternalStore } from "react";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import type { FeeSettings } from "@/lib/schemas/fees";
import { initialFormState, type FormState } from "@/lib/web/form";
import { centsToText } from "@/lib/web/money";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;
const noop = () => () => {};

/** The day the early price ends, in the browser's zone: the stored instant is the start of that day. */
function toDateInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function FeesForm({ action, fees }: { action: Action; fees: FeeSettings }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const v = state.ok ? {} : (state.values ?? {});
  const err = state.fieldErrors ?? {};
  const tzOffset = useSyncExternalStore(noop, () => String(new Date().getTimezoneOffset()), () => "0");
  const deadline = useSyncExternalStore(noop, () => toDateInput(fees.earlyDeadline), () => "");
  return (
    <form action={formAction} className="space-y-4" noValidate data-testid="fees-form">
      {!state.ok && <FormMessage state={state} />}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="currency" label="Currency" hint="Three letters: USD, EUR, GBP…" error={err.currency}>
          <input id="currency" name="currency" defaultValue={v.currency ?? fees.currency} maxLength={3} autoCapitalize="characters" className={`${inputClass} uppercase`} {...errorProps("currency", err.currency)} />
        </Field>
        <Field id="door" label="Price at the door" hint="Empty: free entry." error={err.door}>
          <input id="door" name="door" inputMode="decimal" placeholder="15.00" defaultValue={v.door ?? centsToText(fees.doorCents)} className={inputClass} {...errorProps("door", err.door)} />
        </Field>
        <Field id="early" label="Early price" hint="Empty: no early price." error={err.early}>
          <input id="early" name="early" inputMode="decimal" placeholder="10.00" defaultValue={v.early ?? centsToText(fees.earlyCents)} className={inputClass} {...errorProps("early", err.early)} />
        </Field>
      </div>
      <Field
        id="earlyDate"
        label="Early price ends on"
        hint="Entries made before this day pay the early price; from the start of this day (midnight, your time zone) they pay the door price. Registered the day before: early price; on the day itself: door price."
        error={err.earlyDate}
      >
        <input id="earlyDate" name="earlyDate" type="date" defaultValue={v.earlyDate ?? deadline} key={`d${deadline}${state.values?.earlyDate ?? ""}`} className={inputClass} {...errorProps("earlyDate", err.earlyDate)} />
        <input type="hidden" name="tzOffset" value={tzOffset} />
      </Field>
      <SubmitButton pendingText="Saving…">Save fees</SubmitButton>
      {state.ok && <FormMessage state={state} />}
    </form>
  );
}
