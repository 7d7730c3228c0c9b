"use client";

import { type ReactNode } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { FormatFields } from "@/components/events/FormatFields";
import { RatingFields } from "@/components/events/RatingFields";
import { RoundTimeFields, StructureFields } from "@/components/events/StructureFields";
import { TimeZoneField } from "@/components/events/TimeZoneField";
import { useFormatChoice } from "@/components/events/use-format-choice";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import { QUEUE_PRESET } from "@/lib/tournament/format/presets";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

export interface SeasonChoice {
  id: string;
  name: string;
}

function Check({ name, label, hint, checked }: { name: string; label: string; hint: string; checked: boolean }) {
  return (
    <label htmlFor={name} className="flex min-h-11 items-start gap-3 py-1">
      <input id={name} name={name} type="checkbox" defaultChecked={checked} className="mt-1 size-5 shrink-0" />
      <span>
        <span className="block font-semibold text-slate-800">{label}</span>
        <span className="block text-sm text-slate-600">{hint}</span>
      </span>
    </label>
  );
}

/**
 * The event each firing starts: the new-event form's own fields (venue, game and format with
 * every option, FFG's structure and tier, rating), then what a template adds: its event name,
 * the door fee, the season, round 1 paired at once, and the registration and reporting settings.
 * `zone`: the queue's own time-zone field (a schedule's zone is the schedule's field).
 */
function TemplateFields({ seasons, v, e, zone, currency }: { seasons: SeasonChoice[]; v: Record<string, string>; e: Record<string, string>; zone: boolean; currency: string }) {
  const { preset, setPreset, setGenericGame, structures, game } = useFormatChoice(v, QUEUE_PRESET);
  const on = (name: string, byDefault: boolean) => (v[name] === undefined ? byDefault : v[name] === "on");
  return (
    <>
      <Field id="eventName" label="Event name" hint="Each event adds its number or date." error={e.eventName}>
        <input id="eventName" name="eventName" defaultValue={v.eventName ?? ""} className={inputClass} {...errorProps("eventName", e.eventName)} />
      </Field>
      <Field id="venue" label="Store or venue" hint="Players find it on the store's page, the calendar and in search. Empty: none." error={e.venue}>
        <input id="venue" name="venue" defaultValue={v.venue ?? ""} placeholder="Store or hall, city" className={inputClass} {...errorProps("venue", e.venue)} />
      </Field>
      {zone && <TimeZoneField value={v.timeZone} error={e.timeZone} />}
      <FormatFields values={v} errors={e} preset={preset} onPresetChange={setPreset} onGameChange={setGenericGame} />
      {structures && (
        <>
          <StructureFields values={v} errors={e} />
          <details className="rounded-lg border border-slate-200 bg-slate-50 p-3" open={Boolean(e.swissMinutes || e.eliminationMinutes || e.finalMinutes)}>
            <summary className="min-h-11 cursor-pointer py-2 font-semibold">Round times</summary>
            <RoundTimeFields values={v} errors={e} />
          </details>
        </>
      )}
      <RatingFields game={game} values={v} errors={e} />
      <Field id="description" label="Description (optional)" hint="Shown on each event's page." error={e.description}>
        <textarea id="description" name="description" rows={3} defaultValue={v.description ?? ""} className={inputClass} {...errorProps("description", e.description)} />
      </Field>
      <Field id="fee" label={`Entry fee (${currency})`} hint="Charged only when the event begins. Empty: free." error={e.fee}>
        <input id="fee" name="fee" inputMode="decimal" defaultValue={v.fee ?? ""} className={inputClass} {...errorProps("fee", e.fee)} />
      </Field>
      {seasons.length > 0 && (
        <Field id="seasonId" label="Season" hint="Each event counts for it (attached as it starts)." error={e.seasonId}>
          <select id="seasonId" name="seasonId" defaultValue={v.seasonId ?? ""} className={inputClass} {...errorProps("seasonId", e.seasonId)}>
            <option value="">None</option>
            {seasons.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">When the event starts</legend>
        <Check name="autoPair" label="Pair round 1 at once" hint="Every player is told their table as the event starts." checked={on("autoPair", true)} />
        <Check name="selfReport" label="Players report their own results" hint="Two agreeing reports record the result; a disagreement goes to the judge queue." checked={on("selfReport", true)} />
        <Field id="reportDeadlineMinutes" label="Report deadline (minutes before the round ends)" hint="A match still missing a report then goes to the judge queue." error={e.reportDeadlineMinutes}>
          <input id="reportDeadlineMinutes" name="reportDeadlineMinutes" type="number" min={0} max={240} inputMode="numeric" defaultValue={v.reportDeadlineMinutes ?? "10"} className={inputClass} {...errorProps("reportDeadlineMinutes", e.reportDeadlineMinutes)} />
        </Field>
        <Field id="checkInMinutes" label="Check-in (minutes before the start)" hint="Empty: no check-in. Only useful when round 1 is not paired at once." error={e.checkInMinutes}>
          <input id="checkInMinutes" name="checkInMinutes" type="number" min={5} max={1440} inputMode="numeric" defaultValue={v.checkInMinutes ?? ""} className={inputClass} {...errorProps("checkInMinutes", e.checkInMinutes)} />
        </Field>
      </fieldset>
    </>
  );
}

function EditorForm({ action, children, submit, testId }: { action: Action; children: (state: FormState) => ReactNode; submit: string; testId: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  return (
    <form action={formAction} className="space-y-4" noValidate data-testid={testId}>
      {children(state)}
      <SubmitButton pendingText="Saving…">{submit}</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}

interface EditorProps {
  action: Action;
  seasons?: SeasonChoice[];
  /** Editing: the current settings as field values. */
  initial?: Record<string, string>;
  submit?: string;
  testId?: string;
  /** The stored fee's currency (new templates: USD). */
  currency?: string;
}

/** The values the form shows: what was typed (after a refusal), else the stored settings. */
const shown = (state: FormState, initial?: Record<string, string>) => (state.ok ? (initial ?? {}) : (state.values ?? initial ?? {}));

export function QueueForm({ action, seasons = [], initial, submit = "Create the queue", testId = "queue-form", currency = "USD" }: EditorProps) {
  return (
    <EditorForm action={action} submit={submit} testId={testId}>
      {(state) => {
        const v = shown(state, initial);
        const e = state.fieldErrors ?? {};
        return (
          <>
            <Field id="name" label="Queue name" error={e.name}>
              <input id="name" name="name" defaultValue={v.name ?? ""} className={inputClass} {...errorProps("name", e.name)} />
            </Field>
            <Field id="cap" label="Players per event" hint="The event starts when this many have joined." error={e.cap}>
              <input id="cap" name="cap" inputMode="numeric" defaultValue={v.cap ?? "8"} className={inputClass} {...errorProps("cap", e.cap)} />
            </Field>
            <TemplateFields seasons={seasons} v={v} e={e} zone currency={currency} />
          </>
        );
      }}
    </EditorForm>
  );
}

export function ScheduleForm({ action, seasons = [], initial, submit = "Schedule", testId = "schedule-form", currency = "USD" }: EditorProps) {
  return (
    <EditorForm action={action} submit={submit} testId={testId}>
      {(state) => {
        const e = state.fieldErrors ?? {};
        const v = shown(state, initial);
        return (
          <>
            <Field id="name" label="Schedule name" error={e.name}>
              <input id="name" name="name" defaultValue={v.name ?? ""} className={inputClass} {...errorProps("name", e.name)} />
            </Field>
            <Field id="firstStart" label="First start" hint="In the time zone below." error={e.firstStart}>
              <input id="firstStart" name="firstStart" type="datetime-local" defaultValue={v.firstStart ?? ""} className={inputClass} {...errorProps("firstStart", e.firstStart)} />
            </Field>
            <TimeZoneField value={v.timeZone} error={e.timeZone} />
            <Field id="rule" label="Repeats" hint={<span className="[overflow-wrap:anywhere]">Empty: once. E.g. FREQ=WEEKLY;BYDAY=TU,TH or FREQ=MINUTELY;INTERVAL=30;UNTIL=20261205T180000.</span>} error={e.rule}>
              <input id="rule" name="rule" defaultValue={v.rule ?? ""} className={inputClass} {...errorProps("rule", e.rule)} />
            </Field>
            <Field id="openMinutes" label="Registration opens (minutes before)" error={e.openMinutes}>
              <input id="openMinutes" name="openMinutes" inputMode="numeric" defaultValue={v.openMinutes ?? "30"} className={inputClass} {...errorProps("openMinutes", e.openMinutes)} />
            </Field>
            <Field id="minPlayers" label="Minimum players" hint="Fewer at the start: cancelled, players told. Empty: any count." error={e.minPlayers}>
              <input id="minPlayers" name="minPlayers" inputMode="numeric" defaultValue={v.minPlayers ?? ""} className={inputClass} {...errorProps("minPlayers", e.minPlayers)} />
            </Field>
            <Field id="missedStart" label="If every server was down at the start" error={e.missedStart}>
              <select id="missedStart" name="missedStart" defaultValue={v.missedStart ?? "start"} className={inputClass}>
                <option value="start">Start it when a server is back</option>
                <option value="miss">Mark it missed</option>
              </select>
            </Field>
            <TemplateFields seasons={seasons} v={v} e={e} zone={false} currency={currency} />
          </>
        );
      }}
    </EditorForm>
  );
}
