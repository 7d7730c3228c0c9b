"use client";

import { useSyncExternalStore } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { RoundTimeFields, StructureFields } from "@/components/events/StructureFields";
import { FormatFields } from "@/components/events/FormatFields";
import { TimeZoneField } from "@/components/events/TimeZoneField";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { useFormDraft } from "@/components/forms/use-form-draft";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import { RatingFields } from "@/components/events/RatingFields";
import { useFormatChoice } from "@/components/events/use-format-choice";

const noop = () => () => {};

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** `seasons`: those taking tagged events; the ones of the chosen game are offered (the event is tagged once made). */
export function EventForm({ action, seasons = [] }: { action: Action; seasons?: { id: string; name: string; game: string }[] }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const v = state.values ?? {};
  const err = state.fieldErrors ?? {};
  // FFG asks for a structure, a tier and its round lengths; other presets set their own.
  const { preset, setPreset, setGenericGame, structures, game } = useFormatChoice(v);
  // The start is read in the event's zone (TimeZoneField); the offset is the fallback without one.
  const tzOffset = useSyncExternalStore(
    noop,
    () => String(new Date().getTimezoneOffset()),
    () => "0",
  );

  const draft = useFormDraft("holonet:draft:new-event", { skip: ["tzOffset", "timeZone"] });

  return (
    <form ref={draft} action={formAction} className="space-y-5" noValidate>
      <FormMessage state={state} />
      <Field id="name" label="Event name" error={err.name}>
        <input id="name" name="name" defaultValue={v.name} placeholder="e.g. Store Championship — Echo Base Games" className={inputClass} {...errorProps("name", err.name)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="startsAtLocal" label="Date and start time" error={err.startsAtLocal}>
          <input id="startsAtLocal" name="startsAtLocal" type="datetime-local" defaultValue={v.startsAtLocal} className={inputClass} {...errorProps("startsAtLocal", err.startsAtLocal)} />
          <input type="hidden" name="tzOffset" value={tzOffset} />
        </Field>
        <Field id="venue" label="Venue" error={err.venue}>
          <input id="venue" name="venue" defaultValue={v.venue} placeholder="Store or hall, city" className={inputClass} {...errorProps("venue", err.venue)} />
        </Field>
      </div>
      <TimeZoneField value={v.timeZone} error={err.timeZone} />
      <FormatFields values={v} errors={err} preset={preset} onPresetChange={setPreset} onGameChange={setGenericGame} />
      {structures && <StructureFields values={v} errors={err} />}
      <RatingFields game={game} values={v} errors={err} />
      <Field id="description" label="Description (optional)" error={err.description}>
        <textarea id="description" name="description" rows={3} defaultValue={v.description} className={inputClass} {...errorProps("description", err.description)} />
      </Field>
      {seasons.some((s) => s.game === game) && (
        <Field id="seasonTag" label="Count for a season (optional)" hint="A season that counts the events their organizers tag. Its organizers may refuse the tag." error={err.seasonTag}>
          <select id="seasonTag" name="seasonTag" defaultValue={v.seasonTag ?? ""} className={inputClass}>
            <option value="">None</option>
            {seasons
              .filter((s) => s.game === game)
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
          </select>
        </Field>
      )}
      <details className="rounded-lg border border-slate-200 bg-slate-50 p-3" open={Boolean(err.swissMinutes || err.eliminationMinutes || err.finalMinutes || err.randomSeed)}>
        <summary className="cursor-pointer font-semibold">{structures ? "Round times and random seed" : "Random seed"}</summary>
        {/* Other presets time their rounds by the format's clock (set above), not FFG's round lengths. */}
        {structures && <RoundTimeFields values={v} errors={err} />}
        <div className="mt-4">
          <Field id="randomSeed" label="Random seed" hint="Leave empty to generate one. Every shuffle and coin flip of the event derives from it." error={err.randomSeed}>
            <input id="randomSeed" name="randomSeed" defaultValue={v.randomSeed} className={inputClass} {...errorProps("randomSeed", err.randomSeed)} />
          </Field>
        </div>
      </details>
      <SubmitButton pendingText="Creating…">Create event</SubmitButton>
    </form>
  );
}
