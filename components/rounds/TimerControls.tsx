"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/forms/FormMessage";
import { initialFormState, type FormState } from "@/lib/web/form";
import type { Timer } from "@/lib/schemas/round";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

const btn = "min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50";

export function TimerControls({ timer, action }: { timer: Timer; action: Action }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  return (
    <form action={formAction} className="space-y-2" aria-label="Round timer">
      <div className="flex flex-wrap gap-2">
        {timer.state === "idle" && (
          <button className={`${btn} bg-slate-900 text-white hover:bg-slate-700`} disabled={pending} name="action" value="start">
            Start timer
          </button>
        )}
        {timer.state === "running" && (
          <button className={btn} disabled={pending} name="action" value="pause">
            Pause
          </button>
        )}
        {timer.state === "paused" && (
          <button className={btn} disabled={pending} name="action" value="resume">
            Resume
          </button>
        )}
        {timer.state !== "idle" && (
          <button className={btn} disabled={pending} name="action" value="reset">
            Reset
          </button>
        )}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer py-1 text-slate-600">Give a table extra time…</summary>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <label className="flex flex-col">
            Table
            <input name="table" type="number" min={1} inputMode="numeric" className="min-h-11 w-20 rounded-lg border border-slate-300 px-2" />
          </label>
          <label className="flex flex-col">
            Minutes
            <input name="minutes" type="number" min={1} defaultValue={5} inputMode="numeric" className="min-h-11 w-20 rounded-lg border border-slate-300 px-2" />
          </label>
          <button className={btn} disabled={pending} name="action" value="extend">
            Extend
          </button>
        </div>
      </details>
      <FormMessage state={state} />
    </form>
  );
}
