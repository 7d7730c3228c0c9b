"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/forms/FormMessage";
import { Badge } from "@/components/ui/Badge";
import { initialFormState, type FormState } from "@/lib/web/form";
import type { Player } from "@/lib/schemas/player";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

const btn = "min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm hover:bg-slate-50 disabled:opacity-50";

export function PlayerStatusList({ players, action }: { players: Player[]; action: Action }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
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
                  <button
                    className={btn}
                    disabled={pending}
                    name="what"
                    value="drop"
                    onClick={(e) => {
                      if (!window.confirm(`Drop ${p.name}? They are not paired from the next round on; they may rejoin.`)) e.preventDefault();
                    }}
                  >
                    Drop
                  </button>
                  <button
                    className={btn}
                    disabled={pending}
                    name="what"
                    value="disqualify"
                    onClick={(e) => {
                      if (!window.confirm(`Disqualify ${p.name}? They cannot rejoin.`)) e.preventDefault();
                    }}
                  >
                    Disqualify
                  </button>
                </>
              )}
              {p.status === "dropped" && (
                <button className={btn} disabled={pending} name="what" value="rejoin">
                  Rejoin
                </button>
              )}
            </form>
          </li>
        ))}
      </ul>
    </div>
  );
}
