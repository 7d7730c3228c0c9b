"use client";

import { useState } from "react";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { K_MAX, K_MIN, K_PRESETS, RATING_DEFAULTS, defaultK } from "@/lib/tournament/ratings/settings";
import type { GameId } from "@/lib/tournament/games";

type Errors = Record<string, string | undefined>;
const CUSTOM = "custom";

/**
 * The "Rating" fieldset of the event forms: rated or not, and the K from the game's named values
 * or typed. Submits `rating.rated` ("true"/"false") and `rating.k`; the actions nest them.
 */
export function RatingFields({ game, values, errors, initial }: { game: GameId; values: Record<string, string>; errors: Errors; initial?: { rated: boolean; k: number } }) {
  const presets = K_PRESETS[game];
  const [rated, setRated] = useState(values["rating.rated"] !== undefined ? values["rating.rated"] === "true" : (initial?.rated ?? true));
  const [k, setK] = useState<string>(values["rating.k"] ?? String(initial?.k ?? defaultK(game)));
  // A K that is one of the game's named values shows as that choice; any other as "Custom".
  const [custom, setCustom] = useState(() => !presets.some((p) => String(p.k) === k));
  const choice = custom || !presets.some((p) => String(p.k) === k) ? CUSTOM : k;
  const error = errors["rating.k"];
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3" data-testid="rating-fields">
      <legend className="px-1 text-sm font-semibold text-slate-800">Rating</legend>
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800">
        <input type="hidden" name="rating.rated" value="false" />
        <input type="checkbox" name="rating.rated" value="true" checked={rated} onChange={(e) => setRated(e.target.checked)} className="h-5 w-5" />
        Rated
      </label>
      {errors["rating.rated"] && <p role="alert" className="text-sm font-medium text-red-700">{errors["rating.rated"]}</p>}
      {rated ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="rating-k-choice" label="K (weight on players' ratings)" hint={`Events with fewer than ${RATING_DEFAULTS.minEntrants} entrants are not rated.`}>
            <select
              id="rating-k-choice"
              // Named so a form draft keeps the choice; the actions drop it (rating.k carries the K).
              name="rating.kChoice"
              value={choice}
              onChange={(e) => {
                const v = e.target.value;
                setCustom(v === CUSTOM);
                if (v !== CUSTOM) setK(v);
              }}
              className={inputClass}
            >
              {presets.map((p) => (
                <option key={p.name} value={String(p.k)}>{`${p.name} · K ${p.k}`}</option>
              ))}
              <option value={CUSTOM}>Custom K</option>
            </select>
          </Field>
          {choice === CUSTOM ? (
            <Field id="rating-k" label={`Custom K (${K_MIN}–${K_MAX})`} error={error}>
              <input id="rating-k" name="rating.k" type="number" min={K_MIN} max={K_MAX} inputMode="numeric" value={k} onChange={(e) => setK(e.target.value)} className={inputClass} {...errorProps("rating-k", error)} />
            </Field>
          ) : (
            <>
              <input type="hidden" name="rating.k" value={k} />
              {error && <p id="rating-k-error" role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">{error}</p>}
            </>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-600">Players&apos; ratings do not change at this event.</p>
      )}
    </fieldset>
  );
}
