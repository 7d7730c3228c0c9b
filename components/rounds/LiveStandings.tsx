"use client";

import { useDeferredValue, useMemo, useRef, useState } from "react";
import type { Standings } from "@/lib/schemas/round";
import { fetchFresh, useLiveData, type Loader } from "@/components/ui/useLiveData";
import { Pager } from "./Pager";
import { StandingsTable, type StartRatings } from "./StandingsTable";
import { useMe } from "./me";
import { count, norm, pageCount, RANKS_PER_PAGE } from "./paging";
import { withNotes, type RankedRow } from "./standings-rows";
import { ordinal } from "@/lib/words/ordinal";

/** A short list is read at a glance; a longer one gets a search field. */
const SEARCH_FROM = 16;

/**
 * The standings below the page's explanation: your rank first (the player chosen on this phone
 * on the pairings), then every rank, a page at a time and searchable by name. The server renders
 * one page of rows (`rows`, the `page`-th of `total`); the browser loads the whole standings from
 * the JSON API and reads them again whenever the event changes.
 */
export function LiveStandings({
  eventId,
  cutSize,
  rows,
  total,
  page,
  entrant = "Player",
  ratings,
}: {
  eventId: string;
  cutSize: number | null;
  rows: RankedRow[];
  total: number;
  page: number;
  entrant?: "Player" | "Team";
  /** Entrants' ratings at the event's start (`?ratings=1`), by player id. */
  ratings?: StartRatings;
}) {
  const load: Loader<Standings> = (atLeast, signal) => fetchFresh<Standings>(`/api/v1/events/${eventId}/standings`, atLeast, signal);
  const { data, failed } = useLiveData(eventId, load);
  const all = useMemo(() => (data ? withNotes(data.rows) : null), [data]);
  const me = useMe(eventId);
  const [query, setQuery] = useState("");
  const [current, setCurrent] = useState(page);
  const top = useRef<HTMLParagraphElement>(null);
  const q = norm(useDeferredValue(query).trim());

  const mine = all && me ? all.find((r) => r.playerId === me) : undefined;
  const complete = all !== null;
  const source = all ?? rows;
  const filtered = q ? source.filter((r) => norm(r.name).includes(q) || (/^\d+$/.test(q) && r.rank === Number(q))) : source;
  const size = complete || q ? filtered.length : total;
  const pages = pageCount(size, RANKS_PER_PAGE);
  const at = complete ? Math.min(current, pages) : q ? 1 : page;
  const start = complete ? (at - 1) * RANKS_PER_PAGE : q ? 0 : (page - 1) * RANKS_PER_PAGE;
  const shown = complete ? filtered.slice(start, start + RANKS_PER_PAGE) : filtered.slice(0, RANKS_PER_PAGE);
  const turn = (to: number) => {
    setCurrent(to);
    top.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: "start" });
  };
  const href = (p: number) => {
    const query = [p > 1 ? `page=${p}` : "", ratings ? "ratings=1" : ""].filter(Boolean).join("&");
    return `/events/${eventId}/standings${query ? `?${query}` : ""}`;
  };

  if (size === 0 && !q) return <p className="text-slate-600">No standings yet: they appear once round 1 is paired.</p>;

  let status = "";
  if (q) status = `${count(filtered.length)} ${filtered.length === 1 ? "player" : "players"} with “${query.trim()}”${pages > 1 ? ` · ${count(start + 1)}–${count(start + shown.length)} shown` : ""}${complete ? "" : " so far: loading the rest…"}`;
  else if (size > RANKS_PER_PAGE) status = `Ranks ${count(start + 1)}–${count(start + shown.length)} of ${count(size)}`;

  return (
    <div className="space-y-3" data-offline-what="standings">
      {failed && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Could not reach the server: showing what was loaded. This page updates again once the connection is back.
        </p>
      )}
      {mine && (
        <section aria-label="Your rank" className="rounded-xl border-2 border-amber-400 bg-amber-50 p-3" data-testid="my-rank">
          <p className="text-sm break-words text-slate-600">{mine.name}</p>
          <p className="text-2xl font-bold">
            {ordinal(mine.rank)} <span className="text-base font-normal whitespace-nowrap text-slate-700">of {count(source.length)}</span>
          </p>
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              {mine.points} pts{mine.games ? ` · ${mine.games.won}–${mine.games.lost}–${mine.games.drawn}` : ""}
              {mine.status !== "active" ? ` · ${mine.status}` : ""}
            </p>
            <button
              type="button"
              className="min-h-11 shrink-0 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold"
              onClick={() => {
                setQuery("");
                turn(Math.floor(source.indexOf(mine) / RANKS_PER_PAGE) + 1);
              }}
            >
              Show in the list
            </button>
          </div>
        </section>
      )}
      {(complete ? source.length : total) > SEARCH_FROM && (
        <label className="block print:hidden">
          <span className="sr-only">Find a player by name, or a rank by its number</span>
          <input
            type="search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setCurrent(1);
            }}
            placeholder="Find a player…"
            autoComplete="off"
            enterKeyHint="search"
            className="block w-full min-h-12 rounded-lg border border-slate-300 bg-white px-3 text-lg"
          />
        </label>
      )}
      <p ref={top} tabIndex={-1} role="status" className="scroll-mt-4 text-sm font-semibold text-slate-700 outline-none empty:hidden">
        {q && filtered.length === 0 ? (complete ? `No player matches “${query.trim()}”.` : `No player matches “${query.trim()}” among the ranks loaded so far…`) : status}
      </p>
      {shown.length > 0 && <StandingsTable rows={shown} cutSize={cutSize} me={me} entrant={entrant} ratings={ratings} />}
      <Pager label="Ranks" page={at} pages={pages} href={q ? undefined : href} onPage={complete || q ? turn : undefined} />
    </div>
  );
}
