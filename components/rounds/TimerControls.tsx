"use client";

import { useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { FormMessage } from "@/components/forms/FormMessage";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import type { Timer } from "@/lib/schemas/round";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

const base = "min-h-11 rounded-lg px-3 py-2 text-sm font-semibold disabled:opacity-50";
const primary = `${base} bg-slate-900 text-white hover:bg-slate-700`;
const secondary = `${base} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`;
const danger = `${base} bg-red-700 text-white hover:bg-red-800`;

/**
 * The round clock's buttons. Start and Reset never send a length: the server uses the round's own
 * (70/40/60 or the event's override). Only "give a table extra time" has a minutes field, in its
 * own form. Reset asks first — it throws away the running clock.
 */
export function TimerControls({ timer, action }: { timer: Timer; action: Action }) {
  const [state, formAction, pending] = useFormAction(action, initialFormState);
  const [confirmingReset, setConfirmingReset] = useState(false);
  return (
    <div className="space-y-2" role="group" aria-label="Round timer">
      <form action={formAction} className="flex flex-wrap gap-2" onSubmit={() => setConfirmingReset(false)}>
        {timer.state === "idle" && (
          <button className={primary} disabled={pending} name="action" value="start">
            Start the {timer.minutes}-minute clock
          </button>
        )}
        {timer.state === "running" && (
          <button className={secondary} disabled={pending} name="action" value="pause">
            Pause
          </button>
        )}
        {timer.state === "paused" && (
          <button className={primary} disabled={pending} name="action" value="resume">
            Resume
          </button>
        )}
        {timer.state !== "idle" && !confirmingReset && (
          <button type="button" className={secondary} disabled={pending} onClick={() => setConfirmingReset(true)}>
            Reset…
          </button>
        )}
        {confirmingReset && (
          <div role="alertdialog" aria-label="Reset the clock?" className="flex w-full flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-2">
            <p className="text-sm text-red-900">Reset the clock? It stops and goes back to the round&rsquo;s full length, not started.</p>
            <button className={danger} disabled={pending} name="action" value="reset">
              Yes, reset the clock
            </button>
            <button type="button" className={secondary} onClick={() => setConfirmingReset(false)}>
              Cancel
            </button>
          </div>
        )}
      </form>
      <details className="text-sm">
        <summary className="cursor-pointer py-1 text-slate-700">Give a table extra time…</summary>
        <form action={formAction} className="mt-2 flex flex-wrap items-end gap-2">
          <label className="flex flex-col">
            Table
            <input name="table" type="number" min={1} inputMode="numeric" required className="min-h-11 w-20 rounded-lg border border-slate-300 px-2" />
          </label>
          <label className="flex flex-col">
            Minutes
            <input name="minutes" type="number" min={1} defaultValue={5} inputMode="numeric" required className="min-h-11 w-20 rounded-lg border border-slate-300 px-2" />
          </label>
          <button className={secondary} disabled={pending} name="action" value="extend">
            Extend
          </button>
        </form>
      </details>
      <FormMessage state={state} />
    </div>
  );
}
