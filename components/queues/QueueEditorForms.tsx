"use client";

import { useActionState, type ReactNode } from "react";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form";
import { QUEUE_PRESET } from "@/lib/tournament/format/presets";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;
export interface PresetChoice {
  value: string;
  label: string;
}

/** The event-template fields both editors share: preset, Swiss rounds, K, door fee, round 1 paired at once. */
function TemplateFields({ presets, state, prefix }: { presets: PresetChoice[]; state: FormState; prefix: string }) {
  const e = state.fieldErrors ?? {};
  const v = state.values ?? {};
  const err = (...keys: string[]) => keys.map((k) => e[k]).find(Boolean);
  return (
    <>
      <Field id={`${prefix}eventName`} label="Event name" hint="Each event adds its number or date." error={err("template.event.name")}>
        <input id={`${prefix}eventName`} name="eventName" defaultValue={v.eventName ?? ""} className={inputClass} {...errorProps(`${prefix}eventName`, err("template.event.name"))} />
      </Field>
      <Field id={`${prefix}preset`} label="Game and format" error={err("template.event.preset", "template.event.presetOptions")}>
        <select id={`${prefix}preset`} name="preset" defaultValue={v.preset ?? QUEUE_PRESET} className={inputClass}>
          {presets.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${prefix}swissRounds`} label="Swiss rounds" hint="Empty: one per doubling of the field." error={err("template.event.swissRounds")}>
        <input id={`${prefix}swissRounds`} name="swissRounds" inputMode="numeric" defaultValue={v.swissRounds ?? ""} className={inputClass} />
      </Field>
      <Field id={`${prefix}k`} label="Rating K" hint="Empty: the game's standard K." error={err("template.event.rating.k", "template.event.rating")}>
        <input id={`${prefix}k`} name="k" inputMode="numeric" defaultValue={v.k ?? ""} className={inputClass} />
      </Field>
      <Field id={`${prefix}fee`} label="Entry fee (USD)" hint="Charged only when the event begins. Empty: free." error={err("template.fees.doorCents", "template.fees")}>
        <input id={`${prefix}fee`} name="fee" inputMode="decimal" defaultValue={v.fee ?? ""} className={inputClass} />
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
          <Field id="q-cap" label="Players per event" hint="The event starts when this many have joined." error={state.fieldErrors?.cap}>
            <input id="q-cap" name="cap" inputMode="numeric" defaultValue={state.values?.cap ?? "8"} className={inputClass} {...errorProps("q-cap", state.fieldErrors?.cap)} />
          </Field>
          <TemplateFields presets={presets} state={state} prefix="q-" />
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
            <Field id="s-firstStart" label="First start" hint="In the time zone below." error={e.firstStart}>
              <input id="s-firstStart" name="firstStart" type="datetime-local" defaultValue={v.firstStart ?? ""} className={inputClass} {...errorProps("s-firstStart", e.firstStart)} />
            </Field>
            <Field id="s-rule" label="Repeats" hint="Empty: once. E.g. FREQ=WEEKLY;BYDAY=TU,TH or FREQ=MINUTELY;INTERVAL=30;UNTIL=20261205T180000." error={e.rule}>
              <input id="s-rule" name="rule" defaultValue={v.rule ?? ""} className={inputClass} {...errorProps("s-rule", e.rule)} />
            </Field>
            <Field id="s-timeZone" label="Time zone" error={e.timeZone}>
              <input id="s-timeZone" name="timeZone" defaultValue={v.timeZone ?? defaultZone} className={inputClass} {...errorProps("s-timeZone", e.timeZone)} />
            </Field>
            <Field id="s-openMinutes" label="Registration opens (minutes before)" error={e.openMinutes}>
              <input id="s-openMinutes" name="openMinutes" inputMode="numeric" defaultValue={v.openMinutes ?? "30"} className={inputClass} />
            </Field>
            <Field id="s-minPlayers" label="Minimum players" hint="Fewer at the start: cancelled, players told. Empty: any count." error={e.minPlayers}>
              <input id="s-minPlayers" name="minPlayers" inputMode="numeric" defaultValue={v.minPlayers ?? ""} className={inputClass} />
            </Field>
            <Field id="s-missedStart" label="If every server was down at the start" error={e.missedStart}>
              <select id="s-missedStart" name="missedStart" defaultValue={v.missedStart ?? "start"} className={inputClass}>
                <option value="start">Start it when a server is back</option>
                <option value="miss">Mark it missed</option>
              </select>
            </Field>
            <TemplateFields presets={presets} state={state} prefix="s-" />
          </>
        );
      }}
    </EditorForm>
  );
}
