"use client";

import { useEffect, useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { FormMessage } from "@/components/forms/FormMessage";
import { LocalTime } from "@/components/ui/LocalTime";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import type { Match, MatchClock } from "@/lib/schemas/round";
import { ChessClockFace } from "./ChessClockFace";
import { shortName } from "./short-name";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

const btn = "min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50";
const hhmm = (iso: string) => <LocalTime iso={iso} shape="time" />;

/** True once `iso` has passed (re-checked when it falls due, without a reload). */
function useDue(iso: string | null): boolean {
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    if (iso === null) return;
    const id = setTimeout(() => setPassed(iso), Math.max(0, Date.parse(iso) - Date.now()));
    return () => clearTimeout(id);
  }, [iso]);
  return iso !== null && passed === iso;
}

/**
 * A table's own clock on the console: the chess clock (start with the player who goes first,
 * switch at each end of turn, pause for a judge call) and absence (mark absent; once the
 * format's limit has passed, record the forfeit). What is allowed comes back from the service.
 */
export function MatchClockControls({ match, clock, action }: { match: Match; clock: MatchClock; action: Action }) {
  const [state, formAction, pending] = useFormAction(action, initialFormState);
  const name = (seat: "A" | "B") => (seat === "A" ? shortName(match.playerA) : match.playerB ? shortName(match.playerB) : "");
  const chess = clock.chess;
  const absent = (["A", "B"] as const).filter((s) => clock.absentSince[s] !== null);
  const due = useDue(clock.forfeitAt);
  return (
    <form action={formAction} className="mb-3 space-y-2" aria-label={`Clock for ${match.table !== null ? `table ${match.table}` : `M${match.bracketMatch}`}`}>
      {chess && <ChessClockFace match={match} clock={chess} />}
      <div className="flex flex-wrap gap-2">
        {chess && !chess.started && (["A", "B"] as const).map((seat) => (
          <button key={seat} className={btn} disabled={pending} name="op" value={`start:${seat}`} type="submit">
            Start: {name(seat)} first
          </button>
        ))}
        {chess?.running && (
          <button className={`${btn} border-emerald-700`} disabled={pending} name="op" value="switch" type="submit">
            Switch turn
          </button>
        )}
        {chess?.running && (
          <button className={btn} disabled={pending} name="op" value="pause" type="submit">
            Pause
          </button>
        )}
        {chess?.paused && (
          <button className={btn} disabled={pending} name="op" value="resume" type="submit">
            Resume
          </button>
        )}
      </div>
      {clock.forfeitAt !== null || absent.length > 0 ? (
        <div className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="absence">
          {absent.map((s) => (
            <p key={s}>
              {name(s)} absent since {hhmm(clock.absentSince[s]!)}
              {clock.forfeitAt && <> — forfeits the game in progress at {hhmm(clock.forfeitAt)}</>}
            </p>
          ))}
          <div className="mt-2 flex flex-wrap gap-2">
            {absent.map((s) => (
              <button key={s} className={btn} disabled={pending} name="op" value={`present:${s}`} type="submit">
                {name(s)} is here
              </button>
            ))}
            {due && (
              <button className={`${btn} border-red-700`} disabled={pending} name="op" value="forfeit" type="submit">
                Record the forfeit
              </button>
            )}
          </div>
        </div>
      ) : (
        <details className="text-sm">
          <summary className="cursor-pointer py-1 text-slate-600">A player is absent…</summary>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {(["A", "B"] as const).map((seat) => (
              <button key={seat} className={btn} disabled={pending} name="op" value={`absent:${seat}`} type="submit">
                {name(seat)} is absent
              </button>
            ))}
          </div>
        </details>
      )}
      <FormMessage state={state} />
    </form>
  );
}
