import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { SWCCG_2V2_GAME_MINUTES, SWCCG_2V2_POINTS, SWCCG_2V2_ROUNDS } from "@/lib/tournament/format";

type Errors = Record<string, string | undefined>;

/** The 2-on-2 team event's points per game (no draws), game length and rounds, on the new-event form. */
const FIELDS = [
  ["win", "Win"],
  ["modifiedWin", "Modified win"],
  ["modifiedLoss", "Modified loss"],
  ["loss", "Loss"],
  ["bye", "Bye (round)"],
] as const;

export function TeamFormatFields({ values, errors }: { values: Record<string, string>; errors: Errors }) {
  const err = (k: string) => errors[`presetOptions.${k}`];
  return (
    <div className="space-y-3" data-testid="team-format">
      <p className="text-sm text-slate-700">
        Teams of two play at tables for four (D1, D2 against L1, L2). Each round is two games: the team on the dark side in game 1 plays light side in game 2.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="swissRounds" label="Swiss rounds" hint={`Default ${SWCCG_2V2_ROUNDS}.`} error={errors.swissRounds}>
          <input id="swissRounds" name="swissRounds" type="number" min={1} max={15} inputMode="numeric" placeholder={String(SWCCG_2V2_ROUNDS)} defaultValue={values.swissRounds} className={inputClass} {...errorProps("swissRounds", errors.swissRounds)} />
        </Field>
        <Field id="opt-gameMinutes" label="Minutes per game" hint={`Default ${SWCCG_2V2_GAME_MINUTES}: a round is two games.`} error={err("gameMinutes")}>
          <input id="opt-gameMinutes" name="presetOptions.gameMinutes" type="number" min={10} max={240} inputMode="numeric" placeholder={String(SWCCG_2V2_GAME_MINUTES)} defaultValue={values["presetOptions.gameMinutes"]} className={inputClass} {...errorProps("opt-gameMinutes", err("gameMinutes"))} />
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">Points per game</legend>
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {FIELDS.map(([key, label]) => (
            <Field key={key} id={`opt-points-${key}`} label={label} error={err(`points.${key}`)}>
              <input id={`opt-points-${key}`} name={`presetOptions.points.${key}`} type="number" min={0} max={100} inputMode="numeric" placeholder={String(SWCCG_2V2_POINTS[key])} defaultValue={values[`presetOptions.points.${key}`]} className={inputClass} {...errorProps(`opt-points-${key}`, err(`points.${key}`))} />
            </Field>
          ))}
        </div>
        <p className="text-sm text-slate-600">A modified win or loss is a game decided when its time ran out. The bye is worth its points for the whole round (default: a win in each game).</p>
      </fieldset>
    </div>
  );
}
