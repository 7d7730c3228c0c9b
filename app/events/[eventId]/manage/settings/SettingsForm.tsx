"use client";

import { useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { ChoiceCards } from "@/components/forms/ChoiceCards";
import { FormMessage } from "@/components/forms/FormMessage";
import { STRUCTURE_OPTIONS, TIER_OPTIONS } from "@/components/events/event-options";
import { CustomStructureFields } from "@/components/events/CustomStructureFields";
import { SubmitButton } from "@/components/forms/SubmitButton";
import type { Event } from "@/lib/schemas/event";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import { isoToWallClock } from "@/lib/web/zone-time";
import { TimeZoneField } from "@/components/events/TimeZoneField";
import { RatingFields } from "@/components/events/RatingFields";
import type { GameId } from "@/lib/tournament/games";
import { StructurePreview } from "./StructurePreview";
import { stagesLine } from "@/lib/tournament/format/words";
import { presetTraits } from "@/lib/tournament/format";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;


export function SettingsForm({ action, event, game }: { action: Action; event: Event; game: GameId }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const v = state.ok ? {} : (state.values ?? {});
  const err = state.fieldErrors ?? {};
  const locked = event.status !== "registration";
  const [structure, setStructure] = useState<string>(v.structure ?? event.structure);
  const [tier, setTier] = useState<string>(v.tier ?? event.tier);
  const [rounds, setRounds] = useState<string>(v.swissRounds ?? (event.structure === "custom" && event.swissRounds !== null ? String(event.swissRounds) : ""));
  const [cut, setCut] = useState<string>(v.cutSize ?? (event.structure === "custom" && event.cutSize !== null ? String(event.cutSize) : ""));
  // The start is shown and read in the event's zone (the server reads it so: actions.ts).
  const startsLocal = isoToWallClock(event.startsAt, event.timeZone);
  const lockNote = "Fixed since round 1 was paired.";

  return (
    <form action={formAction} className="space-y-5" noValidate>
      {!state.ok && <FormMessage state={state} />}
      <Field id="name" label="Event name" error={err.name}>
        <input id="name" name="name" defaultValue={v.name ?? event.name} key={`n${state.values?.name ?? ""}`} className={inputClass} {...errorProps("name", err.name)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="startsAtLocal" label="Date and start time" hint={`In the event's time zone (${event.timeZone}).`} error={err.startsAtLocal}>
          <input id="startsAtLocal" name="startsAtLocal" type="datetime-local" defaultValue={v.startsAtLocal ?? startsLocal} key={`s${startsLocal}${state.values?.startsAtLocal ?? ""}`} className={inputClass} {...errorProps("startsAtLocal", err.startsAtLocal)} />
        </Field>
        <Field id="venue" label="Venue" error={err.venue}>
          <input id="venue" name="venue" defaultValue={v.venue ?? event.venue ?? ""} className={inputClass} {...errorProps("venue", err.venue)} />
        </Field>
      </div>
      <TimeZoneField value={v.timeZone ?? event.timeZone} error={err.timeZone} />
      <Field id="description" label="Description" error={err.description}>
        <textarea id="description" name="description" rows={3} defaultValue={v.description ?? event.description ?? ""} className={inputClass} {...errorProps("description", err.description)} />
      </Field>

      {!presetTraits(event.format.preset).structures ? (
        // Another game's preset: its stages are the preset's; only the Swiss rounds stay open.
        <div className="space-y-3">
          <dl className="grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="format-summary">
            <dt className="font-semibold text-slate-600">Format</dt>
            <dd>{event.format.descriptor}</dd>
            <dt className="font-semibold text-slate-600">Stages</dt>
            <dd>{stagesLine(event.format.stages)}</dd>
          </dl>
          {!locked && event.format.stages[0]?.kind === "swiss" && (
            <Field id="swissRounds" label="Swiss rounds (optional)" hint="Empty: one per doubling of the field, set at round 1." error={err.swissRounds}>
              <input id="swissRounds" name="swissRounds" type="number" min={1} max={15} inputMode="numeric" defaultValue={v.swissRounds ?? (event.swissRounds !== null ? String(event.swissRounds) : "")} className={inputClass} {...errorProps("swissRounds", err.swissRounds)} />
            </Field>
          )}
        </div>
      ) : locked ? (
        <dl className="grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="locked-structure">
          <dt className="font-semibold text-slate-600">Structure</dt>
          <dd>
            {STRUCTURE_OPTIONS.find((o) => o.value === event.structure)?.label} —{" "}
            {event.swissRounds === null ? "rounds and cut as announced at round 1" : `${event.swissRounds} Swiss rounds, ${event.cutSize ? `top ${event.cutSize} cut` : "no cut"}`}
          </dd>
          <dt className="font-semibold text-slate-600">Tier</dt>
          <dd>{TIER_OPTIONS.find((o) => o.value === event.tier)?.label}</dd>
          <dd className="text-slate-600 sm:col-span-2">{lockNote} The structure, tier, rounds, cut and random seed no longer change.</dd>
        </dl>
      ) : (
        <>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-800">Structure</legend>
            <ChoiceCards name="structure" options={STRUCTURE_OPTIONS} value={structure} onChange={setStructure} error={err.structure} />
            {err.structure && <p id="structure-error" role="alert" className="text-sm font-medium text-red-700">{err.structure}</p>}
          </fieldset>
          {structure === "custom" && (
            <CustomStructureFields rounds={rounds} cut={cut} onRoundsChange={setRounds} onCutChange={setCut} errors={err} />
          )}
          <StructurePreview structure={structure} players={event.playerCount} swissRounds={rounds === "" ? undefined : Number(rounds)} cutSize={cut === "" ? undefined : Number(cut)} />
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-800">Tier</legend>
            <ChoiceCards name="tier" options={TIER_OPTIONS} value={tier} onChange={setTier} error={err.tier} />
            {err.tier && <p id="tier-error" role="alert" className="text-sm font-medium text-red-700">{err.tier}</p>}
          </fieldset>
        </>
      )}

      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="swissMinutes" label="Swiss round (min)" error={err.swissMinutes}>
          <input id="swissMinutes" name="swissMinutes" type="number" inputMode="numeric" defaultValue={v.swissMinutes ?? event.roundMinutes.swiss} className={inputClass} {...errorProps("swissMinutes", err.swissMinutes)} />
        </Field>
        <Field id="eliminationMinutes" label="Elimination round (min)" error={err.eliminationMinutes}>
          <input id="eliminationMinutes" name="eliminationMinutes" type="number" inputMode="numeric" defaultValue={v.eliminationMinutes ?? event.roundMinutes.elimination} className={inputClass} {...errorProps("eliminationMinutes", err.eliminationMinutes)} />
        </Field>
        <Field id="finalMinutes" label="Final (min)" error={err.finalMinutes}>
          <input id="finalMinutes" name="finalMinutes" type="number" inputMode="numeric" defaultValue={v.finalMinutes ?? event.roundMinutes.final} className={inputClass} {...errorProps("finalMinutes", err.finalMinutes)} />
        </Field>
      </div>
      <Field id="randomSeed" label="Random seed" hint={locked ? lockNote : "Every shuffle and coin flip of the event derives from it."} error={err.randomSeed}>
        <input id="randomSeed" name="randomSeed" defaultValue={v.randomSeed ?? event.randomSeed} disabled={locked} className={`${inputClass} font-mono text-sm disabled:bg-slate-100`} {...errorProps("randomSeed", err.randomSeed)} />
      </Field>
      {/* Changes at any time, after the event too: a completed event is rated again with the new settings. */}
      <RatingFields key={`r${event.rating.rated}${event.rating.k}`} game={game} values={v} errors={err} initial={event.rating} />
      <label className="flex min-h-11 items-start gap-2 text-sm text-slate-800">
        <input type="hidden" name="guildsApart" value="false" />
        <input type="checkbox" name="guildsApart" value="true" defaultChecked={v.guildsApart !== undefined ? v.guildsApart === "true" : event.guildsApart} className="mt-0.5 h-5 w-5" data-testid="guilds-apart" />
        <span>
          <span className="font-semibold">Keep guild members apart in round 1</span>
          <span className="block text-slate-600">When the field allows; round 1 is still drawn at random from the seed.</span>
        </span>
      </label>
      <label className="flex min-h-11 items-start gap-2 text-sm text-slate-800">
        <input type="hidden" name="draftRounds" value="false" />
        <input type="checkbox" name="draftRounds" value="true" defaultChecked={v.draftRounds !== undefined ? v.draftRounds === "true" : event.draftRounds} className="mt-0.5 h-5 w-5" data-testid="draft-rounds" />
        <span>
          <span className="font-semibold">Review each round before players see it</span>
          <span className="block text-slate-600">Pairing makes a draft that only staff see; players see the round when you publish it. On by default at Premier tier.</span>
        </span>
      </label>
      <SubmitButton pendingText="Saving…">Save settings</SubmitButton>
      {state.ok && <FormMessage state={state} />}
    </form>
  );
}
