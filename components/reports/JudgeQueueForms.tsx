"use client";

import { useEffect } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { useRouter } from "next/navigation";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

const input = "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base";

/** Close a call: what was decided, and the rule it rests on (optional). */
export function ResolveCallForm({ action, table }: { action: Action; table: number | null }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  return (
    <form action={formAction} className="space-y-2" aria-label={table !== null ? `Resolve the call at table ${table}` : "Resolve the call"}>
      <label className="block text-sm font-medium">
        Resolution
        <input name="resolution" required maxLength={500} defaultValue={state.values?.resolution} placeholder="What was decided" className={input} />
      </label>
      {state.fieldErrors?.resolution && <p className="text-sm text-red-800">{state.fieldErrors.resolution}</p>}
      <label className="block text-sm font-medium">
        Ruling (optional)
        <input name="ruling" maxLength={120} defaultValue={state.values?.ruling} placeholder="e.g. swg-tcg-rulebook#5.7" className={input} />
      </label>
      <SubmitButton pendingText="Resolving…">Resolve</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}

/** Extra time for the call's table (the round timer's extension). */
export function ExtendTableForm({ action, table }: { action: Action; table: number }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  return (
    <form action={formAction} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="action" value="extend" />
      <input type="hidden" name="table" value={table} />
      <label className="text-sm font-medium">
        Extra minutes
        <input name="minutes" type="number" min={1} max={60} defaultValue={5} inputMode="numeric" required className="block min-h-11 w-20 rounded-lg border border-slate-300 px-2" />
      </label>
      <SubmitButton variant="secondary" pendingText="Giving…">
        Give table {table} extra time
      </SubmitButton>
      <div className="w-full">
        <FormMessage state={state} />
      </div>
    </form>
  );
}

/** Staff add a call for a table. */
export function StaffCallForm({ action }: { action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  return (
    <form action={formAction} className="flex flex-wrap items-end gap-2">
      <label className="text-sm font-medium">
        Table
        <input name="table" type="number" min={1} inputMode="numeric" defaultValue={state.values?.table} className="block min-h-11 w-24 rounded-lg border border-slate-300 px-2" />
      </label>
      <label className="min-w-40 flex-1 text-sm font-medium">
        Note (optional)
        <input name="note" maxLength={300} defaultValue={state.values?.note} className={input} />
      </label>
      <SubmitButton variant="secondary" pendingText="Adding…">
        Add a call
      </SubmitButton>
      <div className="w-full">
        <FormMessage state={state} />
      </div>
    </form>
  );
}

/**
 * Reads the page again every `seconds` while it is visible: a report deadline passes without
 * any change to the event, and the queue adds the missing-report calls when it is read.
 */
export function RefreshEvery({ seconds }: { seconds: number }) {
  const router = useRouter();
  useEffect(() => {
    const id = setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, seconds * 1000);
    return () => clearInterval(id);
  }, [router, seconds]);
  return null;
}
