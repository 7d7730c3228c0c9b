"use client";

import { useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { TimeZoneField } from "@/components/events/TimeZoneField";
import { SEASON_PRESETS, type SeasonPresetId } from "@/lib/tournament/seasons/presets";
import type { SeasonRules } from "@/lib/tournament/seasons/types";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import { rulesFromForm, rulesToForm, type SeasonFormValues } from "@/lib/web/season-form";
import { seasonRuleLines, workedExample } from "@/lib/words/season-rules";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

const RULE_FIELDS: { name: string; label: string; hint?: string; numeric?: boolean }[] = [
  { name: "participation", label: "Points for taking part", numeric: true },
  { name: "win", label: "Per match won", numeric: true },
  { name: "draw", label: "Per draw", numeric: true },
  { name: "loss", label: "Per match lost", numeric: true },
  { name: "bye", label: "Per bye", numeric: true },
  { name: "minEntrants", label: "Minimum entrants for an event to count", numeric: true },
  { name: "bestN", label: "Only a player's best N events count", hint: "Empty: all count.", numeric: true },
  { name: "finalInvites", label: "Top N invited to a final", hint: "Empty: no final.", numeric: true },
  { name: "placePoints", label: "Points by final place", hint: "1st, 2nd, … separated by commas: 50, 40, 32" },
  { name: "tierMultipliers", label: "Multiplier by event tier", hint: "store 1, regional 2, national 4" },
  { name: "bestNPerGroup", label: "Best N per group of events", hint: "side 2: only a player's best 2 events of group “side” count" },
  { name: "leaderAward", label: "The leader's award", hint: "gold; empty: none" },
  { name: "levels", label: "Levels by points", hint: "silver 30, bronze 15" },
];

/** Rules of the typed fields, or null while one does not read (the example waits). */
function typedRules(v: SeasonFormValues): SeasonRules | null {
  const r = rulesFromForm(v) as unknown as SeasonRules;
  const nums = [r.participation, r.perMatch.win, r.perMatch.draw, r.perMatch.loss, r.perMatch.bye, r.minEntrants];
  if (nums.some((n) => typeof n !== "number") || typeof r.tierMultipliers !== "object" || typeof r.bestNPerGroup !== "object" || !Array.isArray(r.levels)) return null;
  if (r.placePoints.some((p) => typeof p !== "number")) return null;
  return r;
}

/** A season's settings: a preset fills the rules; the worked example follows what is typed. */
export function SeasonForm({ action, initial, editing = false, games }: { action: Action; initial: SeasonFormValues; editing?: boolean; games: { id: string; name: string }[] }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const [values, setValues] = useState<SeasonFormValues>(initial);
  const err = state.fieldErrors ?? {};
  const v = values;
  const set = (name: string, value: string) => setValues((old) => ({ ...old, [name]: value }));
  const choosePreset = (id: SeasonPresetId) => {
    const p = SEASON_PRESETS[id];
    setValues((old) => ({ ...old, preset: id, schedule: p.schedule, ...rulesToForm(p.rules) }));
  };
  const rules = typedRules(v);
  const ruleError = (name: string) => err[`rules.${name}`] ?? err[`rules.perMatch.${name}`];
  const reRank = state.message?.includes("re-ranks");
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <Field id="season-name" label="Name" error={err.name}>
        <input id="season-name" name="name" value={v.name ?? ""} onChange={(e) => set("name", e.target.value)} className={inputClass} {...errorProps("season-name", err.name)} />
      </Field>
      {!editing && (
        <>
          <Field id="season-game" label="Game" error={err.game}>
            <select id="season-game" name="game" value={v.game ?? ""} onChange={(e) => set("game", e.target.value)} className={inputClass}>
              {games.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="season-preset" label="Kind of season" error={err.preset}>
            <select id="season-preset" name="preset" value={v.preset ?? "custom"} onChange={(e) => choosePreset(e.target.value as SeasonPresetId)} className={inputClass}>
              {Object.values(SEASON_PRESETS).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </select>
          </Field>
        </>
      )}
      <Field id="season-schedule" label="Periods" error={err.schedule}>
        <select id="season-schedule" name="schedule" value={v.schedule ?? "dates"} onChange={(e) => set("schedule", e.target.value)} className={inputClass}>
          <option value="dates">From a start date to an end date</option>
          <option value="monthly-weekdays">Every calendar month, first to last weekday (the Sprint)</option>
        </select>
      </Field>
      {v.schedule !== "monthly-weekdays" && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="season-start" label="First day" error={err.startsAt}>
            <input id="season-start" name="startsAt" type="date" value={v.startsAt ?? ""} onChange={(e) => set("startsAt", e.target.value)} className={inputClass} />
          </Field>
          <Field id="season-end" label="Last day" error={err.endsAt}>
            <input id="season-end" name="endsAt" type="date" value={v.endsAt ?? ""} onChange={(e) => set("endsAt", e.target.value)} className={inputClass} />
          </Field>
        </div>
      )}
      <TimeZoneField value={v.timeZone} error={err.timeZone} />
      <Field id="season-counts" label="Which events count" error={err.counts}>
        <select id="season-counts" name="counts" value={v.counts ?? "attached"} onChange={(e) => set("counts", e.target.value)} className={inputClass}>
          <option value="attached">The events I attach</option>
          <option value="organizer">Every event of mine in this game in the season&apos;s dates</option>
          <option value="tagged">Events their organizers tag for this season (I may refuse a tag)</option>
        </select>
      </Field>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold">Points</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {RULE_FIELDS.map((f) => (
            <Field key={f.name} id={`rule-${f.name}`} label={f.label} hint={f.hint} error={ruleError(f.name)}>
              <input
                id={`rule-${f.name}`}
                name={f.name}
                inputMode={f.numeric ? "numeric" : undefined}
                value={v[f.name] ?? ""}
                onChange={(e) => set(f.name, e.target.value)}
                className={inputClass}
                {...errorProps(`rule-${f.name}`, ruleError(f.name))}
              />
            </Field>
          ))}
        </div>
        <label className="flex items-start gap-3">
          <input name="weekdaysOnly" type="checkbox" checked={v.weekdaysOnly === "on"} onChange={(e) => set("weekdaysOnly", e.target.checked ? "on" : "")} className="mt-1 size-5 shrink-0" />
          <span className="font-semibold">Only events on weekdays (Monday to Friday) count</span>
        </label>
      </fieldset>
      <div className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="season-example">
        {rules ? (
          <>
            <p className="font-semibold">{workedExample(rules)}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {seasonRuleLines(rules).map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>The example shows once the points read as numbers.</p>
        )}
      </div>
      {editing && reRank && (
        <label className="flex items-start gap-3 rounded-lg bg-amber-50 p-3">
          <input name="confirmReRank" type="checkbox" className="mt-1 size-5 shrink-0" />
          <span>Yes, change the rules and re-rank the players of the current period.</span>
        </label>
      )}
      <SubmitButton pendingText="Saving…">{editing ? "Save the season" : "Create the season"}</SubmitButton>
      <FormMessage state={state} />
      {err.rules && <p className="text-sm text-red-700">{err.rules}</p>}
    </form>
  );
}
