"use client";

import { type ReactNode } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
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

export interface SeasonChoice {
  id: string;
  name: string;
}

/** The event-template fields both editors share: preset, Swiss rounds, K, door fee, venue, season, round 1 paired at once. */
function TemplateFields({ presets, seasons, state, prefix, initial }: { presets: PresetChoice[]; seasons: SeasonChoice[]; state: FormState; prefix: string; initial?: Record<string, string> }) {
  const e = state.fieldErrors ?? {};
  const v = state.values ?? initial ?? {};
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
      <Field id={`${prefix}venue`} label="Store or venue" hint="Players can filter the calendar by it. Empty: none." error={err("template.event.venue")}>
        <input id={`${prefix}venue`} name="venue" defaultValue={v.venue ?? ""} className={inputClass} />
      </Field>
      {seasons.length > 0 && (
        <Field id={`${prefix}seasonId`} label="Season" hint="Each event counts for it (attached as it starts)." error={err("template.season.seasonId", "template.season")}>
          <select id={`${prefix}seasonId`} name="seasonId" defaultValue={v.seasonId ?? ""} className={inputClass} {...errorProps(`${prefix}seasonId`, err("template.season.seasonId", "template.season"))}>
            <option value="">None</option>
            {seasons.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="autoPair" defaultChecked={v.autoPair ? v.autoPair === "on" : true} className="h-5 w-5" /> Pair round 1 as the event starts
      </label>
    </>
  );
}

function EditorForm({ action, children, submit, testId }: { action: Action; children: (state: FormState) => ReactNode; submit: string; testId: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  return (
    <form action={formAction} className="space-y-3" noValidate data-testid={testId}>
      {children(state)}
      <SubmitButton pendingText="Saving…">{submit}</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}

interface EditorProps {
  action: Action;
  presets: PresetChoice[];
  seasons?: SeasonChoice[];
  /** Editing: the current settings as field values, and the fields' id prefix (one form per item). */
  initial?: Record<string, string>;
  prefix?: string;
  submit?: string;
  testId?: string;
}

export function QueueForm({ action, presets, seasons = [], initial, prefix = "q-", submit = "Create the queue", testId = "queue-form" }: EditorProps) {
  return (
    <EditorForm action={action} submit={submit} testId={testId}>
      {(state) => {
        const v = state.values ?? initial ?? {};
        return (
          <>
            <Field id={`${prefix}name`} label="Queue name" error={state.fieldErrors?.name}>
              <input id={`${prefix}name`} name="name" defaultValue={v.name ?? ""} className={inputClass} {...errorProps(`${prefix}name`, state.fieldErrors?.name)} />
            </Field>
            <Field id={`${prefix}cap`} label="Players per event" hint="The event starts when this many have joined." error={state.fieldErrors?.cap}>
              <input id={`${prefix}cap`} name="cap" inputMode="numeric" defaultValue={v.cap ?? "8"} className={inputClass} {...errorProps(`${prefix}cap`, state.fieldErrors?.cap)} />
            </Field>
            <TemplateFields presets={presets} seasons={seasons} state={state} prefix={prefix} initial={initial} />
          </>
        );
      }}
    </EditorForm>
  );
}

export function ScheduleForm({ action, presets, seasons = [], defaultZone, initial, prefix = "s-", submit = "Schedule", testId = "schedule-form" }: EditorProps & { defaultZone: string }) {
  return (
    <EditorForm action={action} submit={submit} testId={testId}>
      {(state) => {
        const e = state.fieldErrors ?? {};
        const v = state.values ?? initial ?? {};
        return (
          <>
            <Field id={`${prefix}name`} label="Schedule name" error={e.name}>
              <input id={`${prefix}name`} name="name" defaultValue={v.name ?? ""} className={inputClass} {...errorProps(`${prefix}name`, e.name)} />
            </Field>
            <Field id={`${prefix}firstStart`} label="First start" hint="In the time zone below." error={e.firstStart}>
              <input id={`${prefix}firstStart`} name="firstStart" type="datetime-local" defaultValue={v.firstStart ?? ""} className={inputClass} {...errorProps(`${prefix}firstStart`, e.firstStart)} />
            </Field>
            <Field id={`${prefix}rule`} label="Repeats" hint="Empty: once. E.g. FREQ=WEEKLY;BYDAY=TU,TH or FREQ=MINUTELY;INTERVAL=30;UNTIL=20261205T180000." error={e.rule}>
              <input id={`${prefix}rule`} name="rule" defaultValue={v.rule ?? ""} className={inputClass} {...errorProps(`${prefix}rule`, e.rule)} />
            </Field>
            <Field id={`${prefix}timeZone`} label="Time zone" error={e.timeZone}>
              <input id={`${prefix}timeZone`} name="timeZone" defaultValue={v.timeZone ?? defaultZone} className={inputClass} {...errorProps(`${prefix}timeZone`, e.timeZone)} />
            </Field>
            <Field id={`${prefix}openMinutes`} label="Registration opens (minutes before)" error={e.openMinutes}>
              <input id={`${prefix}openMinutes`} name="openMinutes" inputMode="numeric" defaultValue={v.openMinutes ?? "30"} className={inputClass} />
            </Field>
            <Field id={`${prefix}minPlayers`} label="Minimum players" hint="Fewer at the start: cancelled, players told. Empty: any count." error={e.minPlayers}>
              <input id={`${prefix}minPlayers`} name="minPlayers" inputMode="numeric" defaultValue={v.minPlayers ?? ""} className={inputClass} />
            </Field>
            <Field id={`${prefix}missedStart`} label="If every server was down at the start" error={e.missedStart}>
              <select id={`${prefix}missedStart`} name="missedStart" defaultValue={v.missedStart ?? "start"} className={inputClass}>
                <option value="start">Start it when a server is back</option>
                <option value="miss">Mark it missed</option>
              </select>
            </Field>
            <TemplateFields presets={presets} seasons={seasons} state={state} prefix={prefix} initial={initial} />
          </>
        );
      }}
    </EditorForm>
  );
}
