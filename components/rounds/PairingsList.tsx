"use client";

import { useDeferredValue, useState } from "react";
import type { Match } from "@/lib/schemas/round";
import { SideMark } from "./SideMark";
import { resultSummary } from "./result-summary";

const norm = (s: string) => s.toLocaleLowerCase("en").normalize("NFD").replace(/[\u0300-\u036f]/g, "");

/** The pairings of one round, searchable by player name: "where do I sit, whom do I play". */
export function PairingsList({ matches, stage }: { matches: Match[]; stage: "swiss" | "elimination" }) {
  const [query, setQuery] = useState("");
  const q = norm(useDeferredValue(query).trim());
  const shown = q ? matches.filter((m) => norm(m.playerA.name).includes(q) || (m.playerB && norm(m.playerB.name).includes(q))) : matches;
  return (
    <div className="space-y-3">
      <label className="block">
        <span className="sr-only">Find a player</span>
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Find your name…"
          autoComplete="off"
          className="block w-full min-h-12 rounded-lg border border-slate-300 bg-white px-3 text-lg"
        />
      </label>
      {shown.length === 0 && <p className="text-slate-600">No player matches “{query}”.</p>}
      <ul className="space-y-2" data-testid="pairings">
        {shown.map((m) => (
          <li key={m.id} className="flex items-stretch gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <div className="flex w-14 shrink-0 flex-col items-center justify-center rounded-lg bg-slate-900 text-white">
              {m.table !== null ? (
                <>
                  <span className="text-[10px] uppercase tracking-wider text-slate-300">Table</span>
                  <span className="text-2xl font-bold tabular-nums">{m.table}</span>
                </>
              ) : (
                <span className="text-sm font-semibold">{m.bracketMatch ? `M${m.bracketMatch}` : "Bye"}</span>
              )}
            </div>
            <div className="min-w-0 flex-1 space-y-1">
              <Seat match={m} seat="A" stage={stage} />
              {m.playerB ? <Seat match={m} seat="B" stage={stage} /> : <div className="text-slate-500">Bye — 6 points, no table</div>}
              {m.bracketMatch !== null && m.table !== null && <div className="text-xs text-slate-500">Bracket match M{m.bracketMatch}</div>}
              {m.extraMinutes ? <div className="text-sm font-medium text-amber-800">+{m.extraMinutes} min extra time at this table</div> : null}
              {m.result && <div className="text-sm font-medium text-emerald-800">{resultSummary(m, stage)}</div>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Seat({ match, seat, stage }: { match: Match; seat: "A" | "B"; stage: "swiss" | "elimination" }) {
  const p = seat === "A" ? match.playerA : match.playerB;
  if (!p) return null;
  const dark = match.darkSide === seat;
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="min-w-0 truncate text-lg font-semibold">
        {p.seed !== undefined && <span className="mr-1 text-sm text-slate-500">#{p.seed}</span>}
        {p.name}
      </span>
      <span className="flex shrink-0 items-center gap-2 text-sm text-slate-600">
        {p.points !== undefined && <span className="tabular-nums">{p.points} pts</span>}
        {match.playerB && match.darkSide && <SideMark side={dark ? "dark" : "light"} label={stage === "swiss" ? (dark ? "DS first" : "LS first") : undefined} />}
      </span>
    </div>
  );
}
