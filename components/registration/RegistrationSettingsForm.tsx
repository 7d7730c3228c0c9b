"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import type { RegistrationSettings } from "@/lib/schemas/registration";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import { isoToWallClock } from "@/lib/web/zone-time";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;


function Check({ name, label, hint, checked, error }: { name: string; label: string; hint: string; checked: boolean; error?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={name} className="flex min-h-11 items-start gap-3 py-1">
        <input id={name} name={name} type="checkbox" defaultChecked={checked} className="mt-1 size-5 shrink-0" {...errorProps(name, error)} />
        <span>
          <span className="block font-semibold text-slate-800">{label}</span>
          <span className="block text-sm text-slate-600">{hint}</span>
        </span>
      </label>
      {error && (
        <p id={`${name}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The organizer's registration settings: self-registration and its window, the cap, check-in, self-reported results. */
export function RegistrationSettingsForm({ action, settings, hasStart, timeZone }: { action: Action; settings: RegistrationSettings; hasStart: boolean; timeZone: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const v = state.ok ? {} : (state.values ?? {});
  const err = state.fieldErrors ?? {};
  // Shown and read in the event's zone (the server reads them so: manage/registration/actions.ts).
  const opensLocal = isoToWallClock(settings.opensAt, timeZone);
  const closesLocal = isoToWallClock(settings.closesAt, timeZone);
  const checked = (name: string, stored: boolean) => (state.values && !state.ok ? state.values[name] === "on" : stored);
  const num = (n: number | null) => (n === null ? "" : String(n));

  return (
    <form action={formAction} className="space-y-5" noValidate data-testid="registration-settings">
      {!state.ok && <FormMessage state={state} />}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">Self-registration</legend>
        <Check
          name="selfRegistration"
          label="Players may register themselves"
          hint="Signed-in players register from the public event page. You can still type names in."
          checked={checked("selfRegistration", settings.selfRegistration)}
          error={err.selfRegistration}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="opensAtLocal" label="Opens" hint="Empty: open now." error={err.opensAtLocal}>
            <input id="opensAtLocal" name="opensAtLocal" type="datetime-local" defaultValue={v.opensAtLocal ?? opensLocal} key={`o${opensLocal}${state.values?.opensAtLocal ?? ""}`} className={inputClass} {...errorProps("opensAtLocal", err.opensAtLocal)} />
          </Field>
          <Field id="closesAtLocal" label="Closes" hint="Empty: open until round 1 is paired." error={err.closesAtLocal}>
            <input id="closesAtLocal" name="closesAtLocal" type="datetime-local" defaultValue={v.closesAtLocal ?? closesLocal} key={`c${closesLocal}${state.values?.closesAtLocal ?? ""}`} className={inputClass} {...errorProps("closesAtLocal", err.closesAtLocal)} />
          </Field>
        </div>
        <Field id="cap" label="Places (cap)" hint="Empty: no cap. When full, players join the waitlist and get a place, oldest first, when someone withdraws." error={err.cap}>
          <input id="cap" name="cap" type="number" min={2} max={10000} inputMode="numeric" defaultValue={v.cap ?? num(settings.cap)} className={inputClass} {...errorProps("cap", err.cap)} />
        </Field>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">Check-in</legend>
        <Field
          id="checkInMinutes"
          label="Check-in opens (minutes before the start)"
          hint={hasStart ? "Empty: no check-in. Players check in from their phones until round 1 is paired; you remove the no-shows in one step." : "Set the event's date and start time first (Settings): check-in counts back from it."}
          error={err.checkInMinutes}
        >
          <input id="checkInMinutes" name="checkInMinutes" type="number" min={5} max={1440} inputMode="numeric" defaultValue={v.checkInMinutes ?? num(settings.checkInMinutes)} className={inputClass} {...errorProps("checkInMinutes", err.checkInMinutes)} />
        </Field>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">Results from players</legend>
        <Check
          name="selfReport"
          label="Players report their own results"
          hint="Two agreeing reports record the result; a disagreement goes to the judge queue."
          checked={checked("selfReport", settings.selfReport)}
          error={err.selfReport}
        />
        <Field id="reportDeadlineMinutes" label="Report deadline (minutes before the round ends)" hint="A match still missing a report then goes to the judge queue." error={err.reportDeadlineMinutes}>
          <input id="reportDeadlineMinutes" name="reportDeadlineMinutes" type="number" min={0} max={240} inputMode="numeric" defaultValue={v.reportDeadlineMinutes ?? String(settings.reportDeadlineMinutes)} className={inputClass} {...errorProps("reportDeadlineMinutes", err.reportDeadlineMinutes)} />
        </Field>
      </fieldset>

      <SubmitButton pendingText="Saving…">Save registration settings</SubmitButton>
      {state.ok && <FormMessage state={state} />}
    </form>
  );
}
