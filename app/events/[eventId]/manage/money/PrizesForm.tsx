"use client";

import { useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { PriceInput } from "@/components/forms/PriceInput";
import { SubmitButton } from "@/components/forms/SubmitButton";
import type { PrizeSettings } from "@/lib/schemas/fees";
import { notationBands } from "@/lib/tournament/prizes";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import { centsToText, itemText, placeRange } from "@/lib/words/money";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

interface RowDraft {
  fromPlace: string;
  toPlace: string;
  item: string;
  quantity: string;
  minPreRegistered: string;
}

const draftOf = (r: PrizeSettings["rows"][number]): RowDraft => ({
  fromPlace: String(r.fromPlace),
  toPlace: r.toPlace === null ? "" : String(r.toPlace),
  item: r.item,
  quantity: String(r.quantity),
  minPreRegistered: r.minPreRegistered === null ? "" : String(r.minPreRegistered),
});

/** A typed number as a number; anything else as typed, for the server to refuse beside its field. */
const num = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : s);
const rowOut = (r: RowDraft) => ({
  fromPlace: num(r.fromPlace),
  toPlace: r.toPlace.trim() === "" ? null : num(r.toPlace),
  item: r.item,
  quantity: num(r.quantity),
  minPreRegistered: r.minPreRegistered.trim() === "" ? null : num(r.minPreRegistered),
});

const parsePercents = (text: string) => {
  const parts = text.split(/[,;\s]+/).filter(Boolean).map((p) => Number(p.replace(/%$/, "")));
  return parts.length ? parts : [50];
};

/** What the notation gives at this field size, or why it cannot be read. */
function preview(notation: string, percents: string, players: number, item: string): { ok: true; lines: string[]; total: number } | { ok: false; message: string } {
  try {
    const bands = notationBands(notation, players, parsePercents(percents));
    const total = bands.reduce((a, b) => a + b.quantity * (b.toPlace - b.fromPlace + 1), 0);
    return { ok: true, lines: bands.map((b) => `${placeRange(b.fromPlace, b.toPlace)}: ${itemText(b.quantity, item)}${b.toPlace > b.fromPlace ? " each" : ""}`), total };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

export function PrizesForm({ action, prizes, players, locked, currency }: { action: Action; prizes: PrizeSettings; players: number; locked: boolean; currency: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const v = state.ok ? {} : (state.values ?? {});
  const err = state.fieldErrors ?? {};
  const [notation, setNotation] = useState(v.notation ?? prizes.notation ?? "");
  const [percents, setPercents] = useState(v.bandPercents ?? prizes.bandPercents.join(", "));
  const [item, setItem] = useState(v.notationItem ?? prizes.notationItem);
  const [rows, setRows] = useState<RowDraft[]>(() => prizes.rows.map(draftOf));
  const [size, setSize] = useState(String(Math.max(players, 8)));
  const field = Number(size) > 0 && Number(size) <= 10000 ? Math.floor(Number(size)) : players;
  const shown = notation.trim() ? preview(notation, percents, field, item || "item") : null;
  const setRow = (i: number, patch: Partial<RowDraft>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const rowErr = (i: number, key: string) => err[`rows.${i}.${key}`];

  if (locked) return <p className="text-slate-700">The prize list has been made from this table, so the table no longer changes.</p>;
  return (
    <form action={formAction} className="space-y-5" noValidate data-testid="prizes-form">
      {!state.ok && <FormMessage state={state} />}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="poolPercent" label="Share of entry fees to prizes (%)" error={err.poolPercent}>
          <input id="poolPercent" name="poolPercent" inputMode="numeric" defaultValue={v.poolPercent ?? String(prizes.poolPercent)} className={inputClass} {...errorProps("poolPercent", err.poolPercent)} />
        </Field>
        <Field id="added" label="Added prizes (value)" hint="Store support on top of the fees." error={err.added}>
          <PriceInput id="added" name="added" currency={currency} placeholder="0.00" defaultValue={v.added ?? (prizes.addedCents ? centsToText(prizes.addedCents) : "")} className={inputClass} {...errorProps("added", err.added)} />
        </Field>
        <Field id="dueHours" label="Manual prizes due within (hours)" hint="After the event ends (SWG: 48)." error={err.dueHours}>
          <input id="dueHours" name="dueHours" inputMode="numeric" defaultValue={v.dueHours ?? String(prizes.dueHours)} className={inputClass} {...errorProps("dueHours", err.dueHours)} />
        </Field>
      </div>

      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">Reward structure (SWG notation)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="notation" label="Items per place" hint='Best place first, separated by dashes. A starred number is a band of places: "5-4-3-2-1*" gives 5, 4, 3 and 2 to the top four and 1 to everyone else. Empty: no notation.' error={err.notation}>
            <input id="notation" name="notation" value={notation} onChange={(e) => setNotation(e.target.value)} placeholder="5-4-3-2-1*" className={`${inputClass} font-mono`} {...errorProps("notation", err.notation)} />
          </Field>
          <Field id="notationItem" label="What the numbers count" error={err.notationItem}>
            <input id="notationItem" name="notationItem" value={item} onChange={(e) => setItem(e.target.value)} className={inputClass} {...errorProps("notationItem", err.notationItem)} />
          </Field>
        </div>
        <Field
          id="bandPercents"
          label="Starred bands end at (% of the field)"
          hint='Each starred band but the last ends at this share of the field, counted from 1st place and rounded up; the last starred band is everyone left. 50: in "8-6-5-4-2*-1*" the 2* is the rest of the top half. Three starred bands need two shares, such as 25, 50.'
          error={err.bandPercents}
        >
          <input id="bandPercents" name="bandPercents" value={percents} onChange={(e) => setPercents(e.target.value)} className={inputClass} {...errorProps("bandPercents", err.bandPercents)} />
        </Field>
        {shown && (
          <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm" data-testid="notation-preview" aria-live="polite">
            <p className="mb-1 flex flex-wrap items-center gap-2 font-semibold text-slate-700">
              With
              <input aria-label="Players for the preview" inputMode="numeric" value={size} onChange={(e) => setSize(e.target.value)} className="min-h-11 w-20 rounded-lg border border-slate-300 bg-white px-2 text-base" />
              <span>players</span>
              <span>({players} registered now):</span>
            </p>
            {shown.ok ? (
              <>
                <ul className="space-y-0.5">
                  {shown.lines.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
                <p className="mt-1 text-slate-600">{itemText(shown.total, item || "item")} in all.</p>
              </>
            ) : (
              <p className="font-medium text-red-700">{shown.message}</p>
            )}
          </div>
        )}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">Prizes by place</legend>
        {err.rows && <p role="alert" className="text-sm font-medium text-red-700">{err.rows}</p>}
        {rows.length === 0 && <p className="text-sm text-slate-600">No rows: add one per prize, e.g. 1st: Box of Cloud City; 6th and below: store prize.</p>}
        {rows.map((r, i) => (
          <div key={i} className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[5rem_5rem_1fr_5rem_9rem_auto] sm:items-end" data-testid="prize-row">
            <Field id={`row${i}from`} label="From place" error={rowErr(i, "fromPlace")}>
              <input id={`row${i}from`} inputMode="numeric" value={r.fromPlace} onChange={(e) => setRow(i, { fromPlace: e.target.value })} className={inputClass} {...errorProps(`row${i}from`, rowErr(i, "fromPlace"))} />
            </Field>
            <Field id={`row${i}to`} label="To place" error={rowErr(i, "toPlace")}>
              <input id={`row${i}to`} inputMode="numeric" placeholder="last" value={r.toPlace} onChange={(e) => setRow(i, { toPlace: e.target.value })} className={inputClass} {...errorProps(`row${i}to`, rowErr(i, "toPlace"))} />
            </Field>
            <div className="col-span-2 sm:col-span-1">
              <Field id={`row${i}item`} label="Prize" error={rowErr(i, "item")}>
                <input id={`row${i}item`} value={r.item} onChange={(e) => setRow(i, { item: e.target.value })} className={inputClass} {...errorProps(`row${i}item`, rowErr(i, "item"))} />
              </Field>
            </div>
            <Field id={`row${i}qty`} label="Quantity" error={rowErr(i, "quantity")}>
              <input id={`row${i}qty`} inputMode="numeric" value={r.quantity} onChange={(e) => setRow(i, { quantity: e.target.value })} className={inputClass} {...errorProps(`row${i}qty`, rowErr(i, "quantity"))} />
            </Field>
            <Field id={`row${i}min`} label="If pre-registered ≥" error={rowErr(i, "minPreRegistered")}>
              <input id={`row${i}min`} inputMode="numeric" placeholder="always" value={r.minPreRegistered} onChange={(e) => setRow(i, { minPreRegistered: e.target.value })} className={inputClass} {...errorProps(`row${i}min`, rowErr(i, "minPreRegistered"))} />
            </Field>
            <button type="button" onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))} className="min-h-11 rounded-lg px-3 text-sm font-semibold text-red-700 underline">
              Remove
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() => setRows((rs) => [...rs, { fromPlace: String(rs.length + 1), toPlace: String(rs.length + 1), item: "", quantity: "1", minPreRegistered: "" }])}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          Add a row
        </button>
        <p className="text-sm text-slate-600">
          Empty &ldquo;to place&rdquo;: that place and below. &ldquo;If pre-registered&rdquo;: the row counts only when at least that many entrants registered before the early-price deadline (without one: registered themselves online).
        </p>
        <input type="hidden" name="rows" value={JSON.stringify(rows.map(rowOut))} />
      </fieldset>
      <SubmitButton pendingText="Saving…">Save prizes</SubmitButton>
      {state.ok && <FormMessage state={state} />}
    </form>
  );
}
