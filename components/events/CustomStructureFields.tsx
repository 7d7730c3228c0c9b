"use client";

import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { CUT_OPTIONS } from "./event-options";

/** Swiss rounds and cut of a Custom structure (both event forms). */
export function CustomStructureFields({
  rounds,
  cut,
  onRoundsChange,
  onCutChange,
  errors,
}: {
  rounds: string;
  cut: string;
  onRoundsChange: (v: string) => void;
  onCutChange: (v: string) => void;
  errors: { swissRounds?: string; cutSize?: string };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="swissRounds" label="Swiss rounds" error={errors.swissRounds}>
        <input id="swissRounds" name="swissRounds" type="number" min={1} max={15} inputMode="numeric" value={rounds} onChange={(e) => onRoundsChange(e.target.value)} className={inputClass} {...errorProps("swissRounds", errors.swissRounds)} />
      </Field>
      <Field id="cutSize" label="Cut" error={errors.cutSize}>
        <select id="cutSize" name="cutSize" value={cut} onChange={(e) => onCutChange(e.target.value)} className={inputClass} {...errorProps("cutSize", errors.cutSize)}>
          <option value="">Choose…</option>
          {CUT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
