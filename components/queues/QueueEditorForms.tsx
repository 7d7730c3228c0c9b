"use client";

import { useActionState, type ReactNode } from "react";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;
export interface PresetChoice {
  value: string;
  label: string;
}

/** The event-template fields both editors share: preset, Swiss rounds, K, door fee, round 1 paired at once. */
function TemplateFields({ presets, state }: { presets: PresetChoice[]; state: FormState }) {
  const e = state.fieldErrors ?? {};
  const v = state.values ?? {};
  const err = (...keys: string[]) => keys.map((k) => e[k]).find(Boolean);
  return (
    <>
      <Field id="eventName" label="Event name" hint="Each event adds its number or date." error={err("template.event.name")}>
        <input id="eventName" name="eventName" defaultValue={v.eventName ?? ""} className={inputClass} {...errorProps("eventName", err("template.event.name"))} />
      </Field>
      <Field id="preset" label="Game and format" error={err("template.event.preset", "template.event.presetOptions")}>
        <select id="preset" name="preset" defaultValue={v.preset ?? "swg-swiss"} className={inputClass}>
          {presets.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="swissRounds" label="Swiss rounds" hint="Empty: one per doubling of the field." error={err("template.event.swissRounds")}>
        <input id="swissRounds" name="swissRounds" inputMode="numeric" defaultValue={v.swissRounds ?? ""} className={inputClass} />
      </Field>
      <Field id="k" label="Rating K" hint="Empty: the game's standard K." error={err("template.event.rating.k", "template.event.rating")}>
        <input id="k" name="k" inputMode="numeric" defaultValue={v.k ?? ""} className={inputClass} />
      </Field>
      <Field id="fee" label="Entry fee (USD)" hint="Charged only when the event begins. Empty: free." error={err("template.fees.doorCents", "template.fees")}>
        <input id="fee" name="fee" inputMode="decimal" defaultValue={v.fee ?? ""} className={inputClass} />
      </Field>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="autoPair" defaultChecked={v.autoPair ? v.autoPair === "on" : true} className="h-5 w-5" /> Pair round 1 as the event starts
      </label>
    </>
  );
}

function EditorForm({ action, children, submit, testId }: { action: Action; children: (state: FormState) => ReactNode; submit: string; testId: string }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <form action={formAction} className="space-y-3" noValidate data-testid={testId}>
      {children(state)}
      <SubmitButton pendingText="Saving…">{submit}</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}

export function QueueForm({ action, presets }: { action: Action; presets: PresetChoice[] }) {
  return (
    <EditorForm action={action} submit="Create the queue" testId="queue-form">
      {(state) => (
        <>
          <Field id="q-name" label="Queue name" error={state.fieldErrors?.name}>
            <input id="q-name" name="name" defaultValue={state.values?.name ?? ""} className={inputClass} {...errorProps("q-name", state.fieldErrors?.name)} />
          </Field>
          <Field id="cap" label="Players per event" hint="The event starts when this many have joined." error={state.fieldErrors?.cap}>
            <input id="cap" name="cap" inputMode="numeric" defaultValue={state.values?.cap ?? "8"} className={inputClass} {...errorProps("cap", state.fieldErrors?.cap)} />
          </Field>
          <TemplateFields presets={presets} state={state} />
        </>
      )}
    </EditorForm>
  );
}

export function ScheduleForm({ action, presets, defaultZone }: { action: Action; presets: PresetChoice[]; defaultZone: string }) {
  return (
    <EditorForm action={action} submit="Schedule" testId="schedule-form">
      {(state) => {
        const e = state.fieldErrors ?? {};
        const v = state.values ?? {};
        return (
          <>
            <Field id="s-name" label="Schedule name" error={e.name}>
              <input id="s-name" name="name" defaultValue={v.name ?? ""} className={inputClass} {...errorProps("s-name", e.name)} />
            </Field>
            <Field id="firstStart" label="First start" hint="In the time zone below." error={e.firstStart}>
              <input id="firstStart" name="firstStart" type="datetime-local" defaultValue={v.firstStart ?? ""} className={inputClass} {...errorProps("firstStart", e.firstStart)} />
            </Field>
            <Field id="rule" label="Repeats" hint="Empty: once. E.g. FREQ=WEEKLY;BYDAY=TU,TH or FREQ=MINUTELY;INTERVAL=30;UNTIL=20261205T180000." error={e.rule}>
              <input id="rule" name="rule" defaultValue={v.rule ?? ""} className={inputClass} {...errorProps("rule", e.rule)} />
            </Field>
            <Field id="timeZone" label="Time zone" error={e.timeZone}>
              <input id="timeZone" name="timeZone" defaultValue={v.timeZone ?? defaultZone} className={inputClass} {...errorProps("timeZone", e.timeZone)} />
            </Field>
            <Field id="openMinutes" label="Registration opens (minutes before)" error={e.openMinutes}>
              <input id="openMinutes" name="openMinutes" inputMode="numeric" defaultValue={v.openMinutes ?? "30"} className={inputClass} />
            </Field>
            <Field id="minPlayers" label="Minimum players" hint="Fewer at the start: cancelled, players told. Empty: any count." error={e.minPlayers}>
              <input id="minPlayers" name="minPlayers" inputMode="numeric" defaultValue={v.minPlayers ?? ""} className={inputClass} />
            </Field>
            <Field id="missedStart" label="If every server was down at the start" error={e.missedStart}>
              <select id="missedStart" name="missedStart" defaultValue={v.missedStart ?? "start"} className={inputClass}>
                <option value="start">Start it when a server is back</option>
                <option value="miss">Mark it missed</option>
              </select>
            </Field>
            <TemplateFields presets={presets} state={state} />
          </>
        );
      }}
    </EditorForm>
  );
}
