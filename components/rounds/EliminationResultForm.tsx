"use client";

import { useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { FormMessage } from "@/components/forms/FormMessage";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import type { Match } from "@/lib/schemas/round";
import { scoreTimedOutGame } from "@/lib/tournament/elimination/timeout";
import { SideMark } from "./SideMark";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

const btn = "min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50";
const numInput = "min-h-11 w-20 rounded-lg border border-slate-300 bg-white px-2 text-right tabular-nums";

function CountField({ label, name, value, max, onChange }: { label: React.ReactNode; name: string; value: number; max?: number; onChange: (e: React.ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <label className="flex items-center justify-between gap-2">
      <span>{label}</span>
      <input name={name} type="number" min={0} max={max} inputMode="numeric" value={value} onChange={onChange} className={numInput} />
    </label>
  );
}

/** Side choice (first elimination round: the higher seed chooses). */
export function SideChoiceForm({ match, chooser, action }: { match: Match; chooser: "A" | "B"; action: Action }) {
  const [state, formAction, pending] = useFormAction(action, initialFormState);
  const name = chooser === "A" ? match.playerA.name : (match.playerB?.name ?? "");
  const other = chooser === "A" ? "B" : "A";
  return (
    <form action={formAction} className="space-y-2">
      <p className="text-sm">
        <strong>{name}</strong> (higher seed) chooses a side after seeing the opponent&apos;s affiliations:
      </p>
      <div className="flex flex-wrap gap-2">
        <button className={btn} disabled={pending} name="darkSide" value={chooser} type="submit">
          {name} plays <SideMark side="dark" label="dark side" />
        </button>
        <button className={btn} disabled={pending} name="darkSide" value={other} type="submit">
          {name} plays <SideMark side="light" label="light side" />
        </button>
      </div>
      <FormMessage state={state} />
    </form>
  );
}

/** One game: tap the winner, or enter the board when the game reached time. */
export function EliminationResultForm({ match, action }: { match: Match; action: Action }) {
  const [state, formAction, pending] = useFormAction(action, initialFormState);
  const [board, setBoard] = useState({ lsVictoryPileObjectives: 0, damageOnDsObjectives: 0, deathStarDial: 0, damageOnLsObjectives: 0, balanceOfTheForce: "ls" as "ls" | "ds" });
  const ds = match.darkSide ?? "A";
  const name = (seat: "A" | "B") => (seat === "A" ? match.playerA.name : (match.playerB?.name ?? ""));
  const lsSeat = ds === "A" ? "B" : "A";
  let preview: string | null = null;
  try {
    const s = scoreTimedOutGame(board);
    preview = `Light side ${s.ls} – dark side ${s.ds}: ${name(s.winner === "dark" ? ds : lsSeat)} wins`;
  } catch (err) {
    preview = err instanceof Error ? err.message : null;
  }
  const set = (k: keyof typeof board) => (e: React.ChangeEvent<HTMLInputElement>) => setBoard({ ...board, [k]: Number(e.target.value) });
  return (
    <form action={formAction} className="space-y-2">
      <input type="hidden" name="expectedVersion" value={match.version} />
      <input type="hidden" name="darkSide" value={ds} />
      <div className="grid grid-cols-2 gap-2">
        {(["A", "B"] as const).map((seat) => (
          <button key={seat} className={btn} disabled={pending} name="winner" value={seat} type="submit">
            {name(seat)} wins
          </button>
        ))}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer py-3 text-slate-600">The game reached time…</summary>
        <div className="mt-2 space-y-2">
          <CountField label={<>Objectives in {name(lsSeat)}&apos;s (LS) victory pile</>} name="lsVictoryPileObjectives" max={2} value={board.lsVictoryPileObjectives} onChange={set("lsVictoryPileObjectives")} />
          <CountField label="Damage on dark side objectives" name="damageOnDsObjectives" value={board.damageOnDsObjectives} onChange={set("damageOnDsObjectives")} />
          <CountField label="Death Star dial" name="deathStarDial" max={11} value={board.deathStarDial} onChange={set("deathStarDial")} />
          <CountField label="Damage on light side objectives" name="damageOnLsObjectives" value={board.damageOnLsObjectives} onChange={set("damageOnLsObjectives")} />
          <fieldset className="flex flex-wrap items-center gap-3">
            <legend className="sr-only">Balance of the Force</legend>
            <span>Balance of the Force:</span>
            {(["ls", "ds"] as const).map((side) => (
              <label key={side} className="flex items-center gap-1">
                <input type="radio" name="balanceOfTheForce" value={side} checked={board.balanceOfTheForce === side} onChange={() => setBoard({ ...board, balanceOfTheForce: side })} />
                {side === "ls" ? "light side" : "dark side"}
              </label>
            ))}
          </fieldset>
          {preview && <p className="rounded bg-slate-100 px-2 py-1 font-medium" data-testid="timeout-preview">{preview}</p>}
          <button type="submit" disabled={pending} className={btn}>
            Save the timed-out result
          </button>
        </div>
      </details>
      <FormMessage state={state} />
    </form>
  );
}
