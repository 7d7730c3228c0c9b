"use client";

import { useState } from "react";
import { ChoiceCards } from "@/components/forms/ChoiceCards";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import {
  DEFAULT_PRESET,
  eventPlan,
  GENERIC_GAME_CHOICES,
  isPresetId,
  matchWords,
  presetCard,
  presetDefaultStyle,
  presetPointDefaults,
  PRESET_OPTION_FIELDS,
  stageName,
  type DeckKind,
  type FormInput,
  type GenericGame,
  type MatchStyle,
  type PresetId,
  type PresetOptions,
} from "@/lib/tournament/format";
import { POINT_FIELDS, PRESET_OPTIONS, STYLE_OPTIONS } from "./event-options";
import { TeamFormatFields } from "@/components/teams/TeamFormatFields";

type Errors = Record<string, string | undefined>;

/** The structure a preset and its options give, in words (asked of the engine, not restated). */
function structureText(preset: PresetId, options: PresetOptions): string {
  const plan = eventPlan(preset, options);
  const f = plan.stages[0]!.format;
  const stages = plan.stages.map((s) => stageName(s)).join(", then ");
  const match = matchWords(f);
  const points = plan.stages[0]!.kind === "swiss" ? `; ${f.scoring.per === "game" ? "per game" : "per match"}: win ${f.scoring.win}, loss ${f.scoring.loss}, bye ${f.scoring.bye}` : "";
  return `${plan.descriptor}: ${stages}; ${match[0]!.toLowerCase()}${match.slice(1)}${points}${f.lateEntry ? "" : "; no late entry"}.`;
}

/** Game and format of a new event: the preset first, then what it leaves open. */
export function FormatFields({ values, errors, preset, onPresetChange, onGameChange }: { values: Record<string, string>; errors: Errors; preset: string; onPresetChange: (v: string) => void; onGameChange?: (game: string) => void }) {
  const [style, setStyle] = useState(values["presetOptions.style"] ?? "");
  const [deckKind, setDeckKind] = useState(values["presetOptions.deckKind"] ?? "constructed");
  const [game, setGame] = useState<string>(values["presetOptions.game"] ?? GENERIC_GAME_CHOICES[0]!.value);
  const id: PresetId = isPresetId(preset) ? preset : DEFAULT_PRESET;
  // What the preset's family declares for the form: its options grid, points table, team fields.
  const card = presetCard(id);
  const asks = (input: FormInput) => card.inputs.includes(input);
  const chosenGame = GENERIC_GAME_CHOICES.find((g) => g.value === game) ?? GENERIC_GAME_CHOICES[0]!;
  const defaults = presetPointDefaults(id, { game: chosenGame.value });
  const styleDefault = STYLE_OPTIONS.find((o) => o.value === presetDefaultStyle(id))?.label;
  const options: PresetOptions = {
    ...(style ? { style: style as MatchStyle } : {}),
    ...(asks("deckKind") ? { deckKind: deckKind as DeckKind } : {}),
    ...(asks("game") ? { game: game as GenericGame } : {}),
  };
  const err = (k: string) => errors[`presetOptions.${k}`];
  return (
    <>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">Game and format</legend>
        <ChoiceCards name="preset" options={PRESET_OPTIONS} value={preset} onChange={onPresetChange} error={errors.preset} />
        {errors.preset && <p role="alert" className="text-sm font-medium text-red-700">{errors.preset}</p>}
      </fieldset>
      {card.inputs.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-3">
          {asks("game") && (
            <Field id="opt-game" label="Game" error={err("game")}>
              <select id="opt-game" name="presetOptions.game" value={game} onChange={(e) => {
                  setGame(e.target.value);
                  onGameChange?.(e.target.value);
                }} className={inputClass} {...errorProps("opt-game", err("game"))}>
                {GENERIC_GAME_CHOICES.map((o) => (
                  <option key={o.value} value={o.value}>{o.label}</option>
                ))}
              </select>
            </Field>
          )}
          {asks("style") && (
            <Field id="opt-style" label="Match" error={err("style")}>
              <select id="opt-style" name="presetOptions.style" value={style} onChange={(e) => setStyle(e.target.value)} className={inputClass} {...errorProps("opt-style", err("style"))}>
                <option value="">{`${styleDefault} (default)`}</option>
                {STYLE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>{o.label}</option>
                ))}
              </select>
            </Field>
          )}
          {asks("deckKind") && (
            <Field id="opt-deckKind" label="Decks" error={err("deckKind")}>
              <select id="opt-deckKind" name="presetOptions.deckKind" value={deckKind} onChange={(e) => setDeckKind(e.target.value)} className={inputClass} {...errorProps("opt-deckKind", err("deckKind"))}>
                <option value="constructed">Constructed (locked at the start)</option>
                <option value="limited">Limited (may change between rounds)</option>
              </select>
            </Field>
          )}
          {asks("swissRounds") && (
            <Field id="swissRounds" label="Swiss rounds (optional)" hint="Empty: one per doubling of the field, set at round 1." error={errors.swissRounds}>
              <input id="swissRounds" name="swissRounds" type="number" min={1} max={15} inputMode="numeric" defaultValue={values.swissRounds} className={inputClass} {...errorProps("swissRounds", errors.swissRounds)} />
            </Field>
          )}
          {asks("gameMinutes") && (
            <Field id="opt-gameMinutes" label="Minutes per game" hint={chosenGame.gameMinutesHint} error={err("gameMinutes")}>
              <input id="opt-gameMinutes" name="presetOptions.gameMinutes" type="number" min={10} max={240} inputMode="numeric" defaultValue={values["presetOptions.gameMinutes"]} className={inputClass} {...errorProps("opt-gameMinutes", err("gameMinutes"))} />
            </Field>
          )}
          {asks("deckSize") && chosenGame.deckSize && (
            <Field id="opt-deckSize" label={chosenGame.deckSize.label} hint={chosenGame.deckSize.hint} error={err("deckSize")}>
              <input id="opt-deckSize" name="presetOptions.deckSize" type="number" min={1} max={500} inputMode="numeric" placeholder={chosenGame.deckSize.placeholder} defaultValue={values["presetOptions.deckSize"]} className={inputClass} {...errorProps("opt-deckSize", err("deckSize"))} />
            </Field>
          )}
          {asks("buildMinutes") && deckKind === "limited" && (
            <Field id="opt-buildMinutes" label="Build time (minutes)" hint="Sealed deck building before round 1. Default 10; more for release events." error={err("buildMinutes")}>
              <input id="opt-buildMinutes" name="presetOptions.buildMinutes" type="number" min={1} max={PRESET_OPTION_FIELDS.buildMinutes.max} inputMode="numeric" placeholder="10" defaultValue={values["presetOptions.buildMinutes"]} className={inputClass} {...errorProps("opt-buildMinutes", err("buildMinutes"))} />
            </Field>
          )}
          {asks("thirdPlace") && (
            <label className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold text-slate-800">
              <input type="checkbox" name="presetOptions.thirdPlace" value="true" defaultChecked={values["presetOptions.thirdPlace"] === "true"} className="h-5 w-5" />
              Play a third-place match
            </label>
          )}
        </div>
      )}
      {card.pointsTable && defaults && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-800">Points per match</legend>
          <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
            {POINT_FIELDS.map(([key, label]) => (
              <Field key={key} id={`opt-points-${key}`} label={label} error={err(`points.${key}`)}>
                <input id={`opt-points-${key}`} name={`presetOptions.points.${key}`} type="number" min={0} max={100} inputMode="numeric" placeholder={String(defaults[key])} defaultValue={values[`presetOptions.points.${key}`]} className={inputClass} {...errorProps(`opt-points-${key}`, err(`points.${key}`))} />
              </Field>
            ))}
          </div>
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800">
            <input type="hidden" name="presetOptions.modifiedResults" value="false" />
            <input type="checkbox" name="presetOptions.modifiedResults" value="true" defaultChecked={values["presetOptions.modifiedResults"] !== "false" && chosenGame.modifiedResults} className="h-5 w-5" />
            Modified wins and losses when a game reaches time
          </label>
        </fieldset>
      )}
      {card.teamFields && <TeamFormatFields values={values} errors={errors} />}
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" aria-live="polite" data-testid="structure-preview">
        {structureText(id, options)}
      </p>
    </>
  );
}
