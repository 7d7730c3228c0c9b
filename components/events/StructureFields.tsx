"use client";

import { useState } from "react";
import { ChoiceCards } from "@/components/forms/ChoiceCards";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { STRUCTURE_OPTIONS, TIER_OPTIONS } from "@/components/events/event-options";
import { CustomStructureFields } from "@/components/events/CustomStructureFields";

type Errors = Record<string, string | undefined>;

/** FFG's structure (with a custom one's rounds and cut) and tier: the new-event form's and the queue and schedule editors'. */
export function StructureFields({ values, errors }: { values: Record<string, string>; errors: Errors }) {
  const [structure, setStructure] = useState(values.structure ?? "basic");
  const [tier, setTier] = useState(values.tier ?? "relaxed");
  const [rounds, setRounds] = useState(values.swissRounds ?? "");
  const [cut, setCut] = useState(values.cutSize ?? "");
  return (
    <>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">Structure</legend>
        <ChoiceCards name="structure" options={STRUCTURE_OPTIONS} value={structure} onChange={setStructure} error={errors.structure} />
        {errors.structure && <p role="alert" className="text-sm font-medium text-red-700">{errors.structure}</p>}
      </fieldset>
      {structure === "custom" && <CustomStructureFields rounds={rounds} cut={cut} onRoundsChange={setRounds} onCutChange={setCut} errors={errors} />}
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">Tier</legend>
        <ChoiceCards name="tier" options={TIER_OPTIONS} value={tier} onChange={setTier} error={errors.tier} />
        {errors.tier && <p role="alert" className="text-sm font-medium text-red-700">{errors.tier}</p>}
      </fieldset>
    </>
  );
}

/** FFG's round lengths per stage (other presets time their rounds by the format's clock). */
export function RoundTimeFields({ values, errors }: { values: Record<string, string>; errors: Errors }) {
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-3">
      <Field id="swissMinutes" label="Swiss round (min)" error={errors.swissMinutes}>
        <input id="swissMinutes" name="swissMinutes" type="number" inputMode="numeric" placeholder="70" defaultValue={values.swissMinutes} className={inputClass} {...errorProps("swissMinutes", errors.swissMinutes)} />
      </Field>
      <Field id="eliminationMinutes" label="Elimination round (min)" error={errors.eliminationMinutes}>
        <input id="eliminationMinutes" name="eliminationMinutes" type="number" inputMode="numeric" placeholder="40" defaultValue={values.eliminationMinutes} className={inputClass} {...errorProps("eliminationMinutes", errors.eliminationMinutes)} />
      </Field>
      <Field id="finalMinutes" label="Final (min)" error={errors.finalMinutes}>
        <input id="finalMinutes" name="finalMinutes" type="number" inputMode="numeric" placeholder="60" defaultValue={values.finalMinutes} className={inputClass} {...errorProps("finalMinutes", errors.finalMinutes)} />
      </Field>
    </div>
  );
}
