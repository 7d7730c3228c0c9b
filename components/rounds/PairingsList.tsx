"use client";

import { useDeferredValue, useRef, useState, type ReactNode } from "react";
import type { Match } from "@/lib/schemas/round";
import { SideMark } from "./SideMark";
import { resultSummary } from "@/lib/words/result-words";
import { ChessClockFace } from "./ChessClockFace";
import { Pager } from "./Pager";
import { GuildTag } from "@/components/players/GuildTag";
import { EntrantName } from "@/components/players/EntrantName";
import { count, NAMES_PER_PAGE, norm, pageCount, TABLES_PER_PAGE } from "./paging";
import { TableForFour, memberNames } from "@/components/teams/TableForFour";

type Stage = "swiss" | "elimination";

/** After a page switch: the list's first line takes the focus (read out) and the top of the screen. */
function toTop(el: HTMLElement | null) {
  el?.focus({ preventScroll: true });
  el?.scrollIntoView({ block: "start" });
}

/** A table found by a player's name, or by its number ("12", or "m3" for bracket match 3). */
function found(m: Match, q: string): boolean {
  if (norm(m.playerA.name).includes(q) || (m.playerB && norm(m.playerB.name).includes(q))) return true;
  // Team events: a member finds their team's table by their own name.
  if (memberNames(m).some((n) => norm(n).includes(q))) return true;
  if (/^\d+$/.test(q)) return m.table === Number(q) || (m.table === null && m.bracketMatch === Number(q));
  return /^m\d+$/.test(q) && m.bracketMatch === Number(q.slice(1));
}

/**
 * The pairings of one round, searchable by player name or table number and a page of tables at
 * a time: "where do I sit, whom do I play". `matches` is the whole round once it has loaded
 * (`complete`); before that, the page of tables the server rendered, which starts at `offset`
 * of `total`.
 */
export function PairingsList({
  round,
  matches,
  complete,
  total,
  offset,
  stage,
  byePoints,
  initialPage,
  pageHref,
  me,
  why,
}: {
  /** The round's number: when the page moves on to the next round, it starts at its first table. */
  round: number;
  matches: Match[];
  complete: boolean;
  total: number;
  offset: number;
  stage: Stage;
  byePoints: number;
  initialPage: number;
  pageHref: (page: number) => string;
  /** The player this phone belongs to: their table is marked. */
  me?: string | null;
  /** "Why this pairing?" under each table, when the page offers it. */
  why?: (m: Match) => ReactNode;
}) {
  const [query, setQuery] = useState("");
  const [byName, setByName] = useState(false);
  const [tablePage, setTablePage] = useState(initialPage);
  const [namePage, setNamePage] = useState(1);
  const [seen, setSeen] = useState(round);
  if (seen !== round) {
    setSeen(round);
    setTablePage(1);
    setNamePage(1);
  }
  const top = useRef<HTMLParagraphElement>(null);
  const q = norm(useDeferredValue(query).trim());
  const [noun, one] = stage === "elimination" ? ["Matches", "match"] : ["Tables", "table"];

  const filtered = q ? matches.filter((m) => found(m, q)) : matches;
  // The whole round, or only the server's page of it while the rest loads.
  const all = complete || q ? filtered.length : total;
  const pages = pageCount(all, TABLES_PER_PAGE);
  const page = complete ? Math.min(tablePage, pages) : q ? 1 : initialPage;
  const start = complete ? (page - 1) * TABLES_PER_PAGE : q ? 0 : offset;
  const shown = complete ? filtered.slice(start, start + TABLES_PER_PAGE) : filtered.slice(0, TABLES_PER_PAGE);
  const turn = (to: number) => {
    setTablePage(to);
    toTop(top.current);
  };

  let status = "";
  if (q) status = `${count(filtered.length)} ${filtered.length === 1 ? one : noun.toLowerCase()} with “${query.trim()}”${pages > 1 ? ` · ${count(start + 1)}–${count(start + shown.length)} shown` : ""}${complete ? "" : " so far: loading the rest…"}`;
  else if (all > TABLES_PER_PAGE) status = `${noun} ${count(start + 1)}–${count(start + shown.length)} of ${count(all)}`;

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
        <span className="sr-only">Find a player by name, or a table by its number</span>
        <input
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setTablePage(1);
            setNamePage(1);
          }}
          placeholder="Find your name…"
          autoComplete="off"
          enterKeyHint="search"
          className="block w-full min-h-12 rounded-lg border border-slate-300 bg-white px-3 text-lg"
        />
      </label>
      {q && filtered.length === 0 ? (
        <p className="text-slate-600" role="status">
          {complete ? <>No player matches “{query.trim()}”.</> : <>No player matches “{query.trim()}” among the tables loaded so far…</>}
        </p>
      ) : byName ? (
        <ByName matches={filtered} query={q} stage={stage} complete={complete} page={namePage} onPage={setNamePage} />
      ) : (
        <>
          <p ref={top} tabIndex={-1} role="status" className="scroll-mt-4 text-sm font-semibold text-slate-700 outline-none empty:hidden">
            {status}
          </p>
          <ul className="space-y-2" data-testid="pairings">
            {shown.map((m) => (
              <TableCard key={m.id} match={m} stage={stage} byePoints={byePoints} mine={Boolean(me) && (m.playerA.id === me || m.playerB?.id === me)} why={why?.(m)} />
            ))}
          </ul>
          <Pager label={noun} page={page} pages={pages} href={q ? undefined : pageHref} onPage={complete || q ? turn : undefined} />
        </>
      )}
    </div>
  );
}

function TableCard({ match: m, stage, byePoints, mine, why }: { match: Match; stage: Stage; byePoints: number; mine: boolean; why?: ReactNode }) {
  return (
    <li className={`flex items-stretch gap-3 rounded-xl bg-white p-3 shadow-sm ${mine ? "border-2 border-amber-400" : "border border-slate-200"}`} data-mine={mine || undefined}>
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
        <TableForFour match={m} />
        {m.clock?.chess && !m.result && <ChessClockFace match={m} clock={m.clock.chess} />}
        {m.extraMinutes ? <div className="text-sm font-medium text-amber-800">+{m.extraMinutes} min extra time at this table</div> : null}
        <ResultLine match={m} stage={stage} />
        {m.changedByOrganizer && <div className="text-sm font-medium text-amber-800">Changed by the organizer after pairing</div>}
        {why}
      </div>
    </li>
  );
}

/** Every player alphabetically with their table: the wall list players scan for their name. */
function ByName({ matches, query, stage, complete, page, onPage }: { matches: Match[]; query: string; stage: Stage; complete: boolean; page: number; onPage: (page: number) => void }) {
  const rows = matches
    .flatMap((m) =>
      (["A", "B"] as const).flatMap((seat) => {
        const me = seat === "A" ? m.playerA : m.playerB;
        if (!me) return [];
        const opponent = seat === "A" ? m.playerB : m.playerA;
        return [{ me, opponent, table: m.table, dark: m.darkSide === seat, hasSides: Boolean(m.darkSide && m.playerB), id: `${m.id}${seat}` }];
      }),
    )
    .filter((r) => !query || norm(r.me.name).includes(query) || (/^\d+$/.test(query) && r.table === Number(query)))
    .sort((a, b) => a.me.name.localeCompare(b.me.name, "en", { sensitivity: "base" }));
  const pages = pageCount(rows.length, NAMES_PER_PAGE);
  const current = Math.min(page, pages);
  const start = (current - 1) * NAMES_PER_PAGE;
  const shown = rows.slice(start, start + NAMES_PER_PAGE);
  const top = useRef<HTMLParagraphElement>(null);
  const turn = (to: number) => {
    onPage(to);
    toTop(top.current);
  };
  return (
    <>
      <p ref={top} tabIndex={-1} role="status" className="scroll-mt-4 text-sm font-semibold text-slate-700 outline-none empty:hidden">
        {!complete ? "Loading every player…" : rows.length > NAMES_PER_PAGE ? `Players ${count(start + 1)}–${count(start + shown.length)} of ${count(rows.length)}` : ""}
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="pairings-by-name">
        {shown.map((r) => (
          <li key={r.id} className="flex items-center gap-3 px-3 py-2">
            <span className="w-12 shrink-0 text-center text-xl font-bold tabular-nums">{r.table ?? "—"}</span>
            <span className="min-w-0 flex-1">
              <EntrantName id={r.me.id} name={r.me.name} className="block break-words font-semibold" />
              <span className="block break-words text-sm text-slate-600">{r.opponent ? <>vs <EntrantName id={r.opponent.id} name={r.opponent.name} /></> : "Bye"}</span>
            </span>
            {r.hasSides && <SideMark side={r.dark ? "dark" : "light"} label={stage === "swiss" ? (r.dark ? "DS first" : "LS first") : undefined} />}
          </li>
        ))}
      </ul>
      <Pager label="Players" page={current} pages={pages} onPage={turn} />
    </>
  );
}

function Seat({ match, seat, stage }: { match: Match; seat: "A" | "B"; stage: Stage }) {
  const p = seat === "A" ? match.playerA : match.playerB;
  if (!p) return null;
  const dark = match.darkSide === seat;
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="min-w-0 break-words text-lg font-semibold">
        {p.seed !== undefined && <span className="mr-1 text-sm text-slate-700">#{p.seed}</span>}
        <GuildTag id={p.id} />
        <EntrantName id={p.id} name={p.name} />
      </span>
      <span className="flex shrink-0 items-center gap-2 text-sm text-slate-600">
        {p.points !== undefined && <span className="tabular-nums">{p.points === 1 ? "1 pt" : `${p.points} pts`}</span>}
        {match.playerB && match.darkSide && <SideMark side={dark ? "dark" : "light"} label={stage === "swiss" ? (dark ? "DS first" : "LS first") : undefined} />}
      </span>
    </div>
  );
}

/** The saved result in words, when there is one to tell (a bye's card already says it). */
function ResultLine({ match, stage }: { match: Match; stage: Stage }) {
  const text = resultSummary(match, stage);
  return text ? <div className="text-sm font-medium text-emerald-800">{text}</div> : null;
}
