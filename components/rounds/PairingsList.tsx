"use client";

import { useDeferredValue, useState } from "react";
import type { Match } from "@/lib/schemas/round";
import { SideMark } from "./SideMark";
import { resultSummary } from "./result-summary";
import { ChessClockFace } from "./ChessClockFace";

const norm = (s: string) => s.toLocaleLowerCase("en").normalize("NFD").replace(/[\u0300-\u036f]/g, "");

/** The pairings of one round, searchable by player name: "where do I sit, whom do I play". */
export function PairingsList({ matches, stage, byePoints }: { matches: Match[]; stage: "swiss" | "elimination"; byePoints: number }) {
  const [query, setQuery] = useState("");
  const [byName, setByName] = useState(false);
  const q = norm(useDeferredValue(query).trim());
  const shown = q ? matches.filter((m) => norm(m.playerA.name).includes(q) || (m.playerB && norm(m.playerB.name).includes(q))) : matches;
  return (
    <div className="space-y-3">
      <div className="flex gap-1 rounded-lg bg-slate-200 p-1 text-sm font-semibold print:hidden" role="group" aria-label="Order">
        {[false, true].map((v) => (
          <button
            key={String(v)}
            type="button"
            aria-pressed={byName === v}
            onClick={() => setByName(v)}
            className={`min-h-10 flex-1 rounded-md ${byName === v ? "bg-white shadow-sm" : "text-slate-800"}`}
          >
            {v ? "By name" : "By table"}
          </button>
        ))}
      </div>
      <label className="block print:hidden">
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
      {byName ? <ByName matches={shown} query={q} stage={stage} /> : (
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
              {m.playerB ? <Seat match={m} seat="B" stage={stage} /> : <div className="text-slate-700">No opponent and no table: {byePoints} points</div>}
              {m.bracketMatch !== null && m.table !== null && (
                <div className="text-xs text-slate-700">
                  {m.bracketPartName ? `${m.bracketPartName} · ` : ""}M{m.bracketMatch}
                </div>
              )}
              {m.clock?.chess && !m.result && <ChessClockFace match={m} clock={m.clock.chess} />}
              {m.extraMinutes ? <div className="text-sm font-medium text-amber-800">+{m.extraMinutes} min extra time at this table</div> : null}
              <ResultLine match={m} stage={stage} />
            </div>
          </li>
        ))}
      </ul>
      )}
    </div>
  );
}

/** Every player alphabetically with their table: the wall list players scan for their name. */
function ByName({ matches, query, stage }: { matches: Match[]; query: string; stage: "swiss" | "elimination" }) {
  const rows = matches
    .flatMap((m) =>
      (["A", "B"] as const).flatMap((seat) => {
        const me = seat === "A" ? m.playerA : m.playerB;
        if (!me) return [];
        const opponent = seat === "A" ? m.playerB : m.playerA;
        return [{ me, opponent, table: m.table, dark: m.darkSide === seat, hasSides: Boolean(m.darkSide && m.playerB), id: `${m.id}${seat}` }];
      }),
    )
    .filter((r) => !query || norm(r.me.name).includes(query))
    .sort((a, b) => a.me.name.localeCompare(b.me.name, "en", { sensitivity: "base" }));
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="pairings-by-name">
      {rows.map((r) => (
        <li key={r.id} className="flex items-center gap-3 px-3 py-2">
          <span className="w-12 shrink-0 text-center text-xl font-bold tabular-nums">{r.table ?? "—"}</span>
          <span className="min-w-0 flex-1">
            <span className="block break-words font-semibold">{r.me.name}</span>
            <span className="block break-words text-sm text-slate-600">{r.opponent ? `vs ${r.opponent.name}` : "Bye"}</span>
          </span>
          {r.hasSides && <SideMark side={r.dark ? "dark" : "light"} label={stage === "swiss" ? (r.dark ? "DS first" : "LS first") : undefined} />}
        </li>
      ))}
    </ul>
  );
}

function Seat({ match, seat, stage }: { match: Match; seat: "A" | "B"; stage: "swiss" | "elimination" }) {
  const p = seat === "A" ? match.playerA : match.playerB;
  if (!p) return null;
  const dark = match.darkSide === seat;
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="min-w-0 break-words text-lg font-semibold">
        {p.seed !== undefined && <span className="mr-1 text-sm text-slate-700">#{p.seed}</span>}
        {p.name}
      </span>
      <span className="flex shrink-0 items-center gap-2 text-sm text-slate-600">
        {p.points !== undefined && <span className="tabular-nums">{p.points === 1 ? "1 pt" : `${p.points} pts`}</span>}
        {match.playerB && match.darkSide && <SideMark side={dark ? "dark" : "light"} label={stage === "swiss" ? (dark ? "DS first" : "LS first") : undefined} />}
      </span>
    </div>
  );
}

/** The saved result in words, when there is one to tell (a bye's card already says it). */
function ResultLine({ match, stage }: { match: Match; stage: "swiss" | "elimination" }) {
  const text = resultSummary(match, stage);
  return text ? <div className="text-sm font-medium text-emerald-800">{text}</div> : null;
}
