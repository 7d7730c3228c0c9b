"use client";

import { type ReactNode } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { FormMessage } from "@/components/forms/FormMessage";
import { Badge } from "@/components/ui/Badge";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import type { Player } from "@/lib/schemas/player";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

const btn = "min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm hover:bg-slate-50 disabled:opacity-50";

/** `rejoinRefused`: why a dropped player cannot come back (a format without late entry), said beside them. */
export function PlayerStatusList({ players, rejoinRefused = null, action }: { players: Player[]; rejoinRefused?: string | null; action: Action }) {
  const [state, formAction, pending] = useFormAction(action, initialFormState);
  return (
    <div className="space-y-2">
      <FormMessage state={state} />
      <ul className="divide-y divide-slate-100">
        {players.map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-2 py-1.5">
            <span className="min-w-0 break-words">
              {p.name} {p.status !== "active" && <Badge tone="bad">{p.status}</Badge>}
            </span>
            <form action={formAction} className="flex shrink-0 gap-1">
              <input type="hidden" name="playerId" value={p.id} />
              {p.status === "active" && (
                <>
                  <ConfirmedChoice what="drop" disabled={pending} question={`Drop ${p.name}? They are not paired from the next round on; ${rejoinRefused ? "this format has no late entry, so they cannot rejoin" : "they may rejoin"}.`}>
                    Drop
                  </ConfirmedChoice>
                  <ConfirmedChoice what="disqualify" disabled={pending} question={`Disqualify ${p.name}? They cannot rejoin.`}>
                    Disqualify
                  </ConfirmedChoice>
                </>
              )}
              {p.status === "dropped" &&
                (rejoinRefused ? (
                  <span className="max-w-56 text-right text-sm text-slate-600" data-testid="rejoin-refused">
                    {rejoinRefused}
                  </span>
                ) : (
                  <button className={btn} disabled={pending} name="what" value="rejoin">
                    Rejoin
                  </button>
                ))}
            </form>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A status button that asks first: the organizer's tap on a crowded phone must be meant. */
function ConfirmedChoice({ what, question, disabled, children }: { what: string; question: string; disabled: boolean; children: ReactNode }) {
  return (
    <button className={btn} disabled={disabled} name="what" value={what} onClick={(e) => !window.confirm(question) && e.preventDefault()}>
      {children}
    </button>
  );
}
