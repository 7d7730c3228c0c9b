"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/Badge";
import { GuildTag } from "@/components/players/GuildTag";
import { EntrantName } from "@/components/players/EntrantName";
import type { RankedRow } from "./standings-rows";

/** SoS and ESoS are kept at full precision; the page shows four decimals. */
const dec4 = (n: number) => n.toFixed(4);

/** Entrants' ratings at the event's start, by player id (null: no rated match yet, or hidden). */
export type StartRatings = Record<string, { shown: number | null; provisional: boolean }>;

/** Tiebreaker columns: wider screens and print. */
const WIDE_CELL = "hidden sm:table-cell print:table-cell";
/** The tap target and the details row: phones only, never printed. */
const PHONE_ONLY = "sm:hidden print:hidden";

const record = (r: RankedRow) => (r.games ? `${r.games.won}–${r.games.lost}–${r.games.drawn}` : "");

/**
 * Some of the standings (a page, or what a search found): rank, player, record, points, SoS, ESoS.
 * On a phone a row shows rank, name, record and points; its tiebreakers (SoS, ESoS, the note on
 * what separated it from the row above) open in a details row on tap. Print and wider screens
 * show every column.
 */
export function StandingsTable({
  rows,
  cutSize,
  me,
  entrant = "Player",
  ratings,
}: {
  rows: RankedRow[];
  cutSize?: number | null;
  me?: string | null;
  entrant?: "Player" | "Team";
  ratings?: StartRatings;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => setOpen((was) => (was.has(id) ? new Set([...was].filter((x) => x !== id)) : new Set([...was, id])));
  return (
    <div className="-mx-4 sm:mx-0">
      <table className="w-full border-collapse text-left" data-testid="standings">
        <caption className="sr-only">Standings: rank, {entrant.toLowerCase()} with games won–lost–drawn and rounds played, tournament points, SoS and ESoS</caption>
        <thead>
          <tr className="border-b-2 border-slate-300 text-xs uppercase tracking-wide text-slate-600">
            <th scope="col" className="py-2 pr-1 pl-2 text-right">#</th>
            <th scope="col" className="px-2 py-2">{entrant} · W–L–D</th>
            <th scope="col" className="px-1 py-2 text-right">Pts</th>
            <th scope="col" className={`${WIDE_CELL} px-1 py-2 text-right`}>SoS</th>
            <th scope="col" className={`${WIDE_CELL} py-2 pr-2 pl-1 text-right`}>ESoS</th>
            <th scope="col" className={`${PHONE_ONLY} py-2 pr-2`}>
              <span className="sr-only">Tiebreakers</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => [
            <tr
              key={r.playerId}
              data-testid="standings-row"
              className={`border-b border-slate-100 align-top ${r.status !== "active" ? "text-slate-600" : ""} ${r.playerId === me ? "bg-amber-50" : ""} ${cutSize && r.rank === cutSize ? "border-b-2 border-b-amber-500" : ""}`}
            >
              <td className="py-2 pr-1 pl-2 text-right tabular-nums">{r.rank}</td>
              <td className="px-2 py-2">
                <GuildTag id={r.playerId} />
                <EntrantName id={r.playerId} name={r.name} className="font-medium break-words" />{" "}
                {r.status !== "active" && <Badge tone="bad">{r.status}</Badge>}
                {r.playerId === me && <Badge tone="warn">you</Badge>}
                <span className="block text-sm text-slate-600" data-testid="record">
                  {record(r)} · {r.roundsPlayed} {r.roundsPlayed === 1 ? "round" : "rounds"}
                </span>
                {ratings && (
                  <span className="block text-sm text-slate-700" data-testid="start-rating">
                    Rating at the start: {ratings[r.playerId]?.shown ?? "unrated"}
                    {ratings[r.playerId]?.shown != null && ratings[r.playerId]?.provisional ? " (provisional)" : ""}
                  </span>
                )}
                {r.note && (
                  <span className="hidden text-sm text-slate-700 sm:block print:block" data-testid="tiebreak-note">
                    {r.note}
                  </span>
                )}
              </td>
              <td className="px-1 py-2 text-right font-semibold tabular-nums">{r.points}</td>
              <td className={`${WIDE_CELL} px-1 py-2 text-right font-mono text-sm tabular-nums`}>{dec4(r.sos)}</td>
              <td className={`${WIDE_CELL} py-2 pr-2 pl-1 text-right font-mono text-sm tabular-nums`}>{dec4(r.esos)}</td>
              <td className={`${PHONE_ONLY} py-1 pr-1`}>
                <button
                  type="button"
                  aria-expanded={open.has(r.playerId)}
                  aria-controls={open.has(r.playerId) ? `tiebreakers-${r.playerId}` : undefined}
                  onClick={() => toggle(r.playerId)}
                  className="flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700"
                  data-testid="tiebreakers-toggle"
                >
                  <span aria-hidden="true" className={`inline-block transition-transform ${open.has(r.playerId) ? "rotate-90" : ""}`}>
                    ▸
                  </span>
                  <span className="sr-only">Tiebreakers of {r.name}</span>
                </button>
              </td>
            </tr>,
            open.has(r.playerId) && (
              <tr key={`${r.playerId}:tiebreakers`} id={`tiebreakers-${r.playerId}`} className={`${PHONE_ONLY} border-b border-slate-100 bg-slate-50`} data-testid="tiebreakers">
                <td />
                <td colSpan={3} className="px-2 py-2 text-sm text-slate-700">
                  <span className="tabular-nums">
                    SoS {dec4(r.sos)} · ESoS {dec4(r.esos)}
                  </span>
                  {r.note && <span className="block">{r.note}</span>}
                </td>
              </tr>
            ),
          ])}
        </tbody>
      </table>
    </div>
  );
}
