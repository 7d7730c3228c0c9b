"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { FormMessage } from "@/components/forms/FormMessage";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import type { Match } from "@/lib/schemas/round";
import { shortName } from "./short-name";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

const preset = "min-h-11 rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50";

/**
 * Fast entry: one tap for the usual results (6–0, 3–3, 0–6, intentional split); draws and
 * unplayed games through the per-game choice. The version read is sent back so a save over a
 * newer result is refused rather than lost.
 */
export function SwissResultForm({ match, action }: { match: Match; action: Action }) {
  const [state, formAction, pending] = useFormAction(action, initialFormState);
  const a = shortName(match.playerA);
  const b = match.playerB ? shortName(match.playerB) : "";
  return (
    <form action={formAction} className="space-y-2" aria-label={`Result for table ${match.table}`}>
      <input type="hidden" name="expectedVersion" value={match.version} />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <button className={preset} disabled={pending} name="preset" value="AA" type="submit">
          {a} 6–0
        </button>
        <button className={preset} disabled={pending} name="preset" value="AB" type="submit">
          3–3 (1 win each)
        </button>
        <button className={preset} disabled={pending} name="preset" value="BB" type="submit">
          {b} 6–0
        </button>
        <button className={preset} disabled={pending} name="preset" value="split" type="submit">
          Intentional split
        </button>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer py-3 text-slate-600">Draw or unplayed game…</summary>
        <div className="mt-2 grid grid-cols-[auto_1fr] items-center gap-2">
          {/* Re-mounted whenever the saved result changes, so the choices always show what is saved. */}
          <GameChoices key={match.version} saved={match.result?.games?.map((g) => g.result)} a={match.playerA.name} b={match.playerB?.name ?? ""} />
          <span />
          <button type="submit" disabled={pending} className={preset}>
            Save games
          </button>
        </div>
      </details>
      <FormMessage state={state} />
    </form>
  );
}

type GameValue = "A" | "B" | "draw" | "unplayed";

/**
 * Each game's choice is its own field (changing one never changes another), with the saved
 * result as its default: React resets a form's fields to their defaults after its action, and a
 * live update can re-mount these before that reset lands, so the default must be what is saved.
 */
function GameChoices({ saved, a, b }: { saved?: GameValue[]; a: string; b: string }) {
  return (
    <>
      {(["game1", "game2"] as const).map((g, i) => (
        <label key={g} className="contents">
          <span>Game {i + 1}</span>
          <select name={g} defaultValue={saved?.[i] ?? "A"} className="min-h-11 rounded-lg border border-slate-300 bg-white px-2">
            <option value="A">{a} wins</option>
            <option value="B">{b} wins</option>
            <option value="draw">Draw (time)</option>
            <option value="unplayed">Not played</option>
          </select>
        </label>
      ))}
    </>
  );
}
