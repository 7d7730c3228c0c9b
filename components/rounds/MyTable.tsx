"use client";

import { useDeferredValue, useId, useState } from "react";
import type { Match } from "@/lib/schemas/round";
import type { MyTableState } from "@/lib/views/results";
import { SelfReportForm } from "@/components/reports/SelfReportForm";
import { AbsentNotice } from "./AbsentNotice";
import { SideMark } from "./SideMark";
import { resultSummary } from "@/lib/words/result-words";
import { chooseMe, useMe } from "./me";
import { count, norm } from "./paging";
import { TableForFour, hasMembers } from "@/components/teams/TableForFour";
import type { SelfReportActions } from "@/components/reports/report-actions";

/** Up to this many players a plain list to pick from; above, type a few letters of the name. */
const SELECT_UP_TO = 60;
const SUGGESTIONS = 6;

type Player = { id: string; name: string };

/**
 * "Which one is me?" once per phone (kept in this browser only), then every round the player's
 * own table, opponent and side sit at the top of the pairings. `matches` is the whole round once
 * `complete`; `players` (the event's players, for the picker) is null until loaded.
 */
export function MyTable({
  eventId,
  matches,
  complete,
  players,
  stage,
  standing,
  account,
  reportActions,
}: {
  eventId: string;
  matches: Match[];
  complete: boolean;
  players: Player[] | null;
  stage: "swiss" | "elimination";
  /** For players without a match this round: where they stand (e.g. "9th after Swiss"). */
  standing?: Record<string, string>;
  /** The signed-in player's entry here (they are "me"): their report, "call a judge", drop. */
  account?: MyTableState | null;
  /** The player's actions at their table (the page hands them down). */
  reportActions: SelfReportActions;
}) {
  const picked = useMe(eventId);
  const me = account?.playerId ?? picked;
  const mine = me ? matches.find((m) => m.playerA.id === me || m.playerB?.id === me) : undefined;
  const seat = mine ? (mine.playerA.id === me ? "A" : "B") : null;
  const opponent = mine && seat ? (seat === "A" ? mine.playerB : mine.playerA) : null;
  const name = players?.find((p) => p.id === me)?.name ?? (mine && seat ? (seat === "A" ? mine.playerA.name : mine.playerB?.name) : undefined);
  const result = mine ? resultSummary(mine, stage) : "";
  // A choice this event does not know (a player removed before round 1) asks again.
  const chosen = Boolean(me) && (name !== undefined || players === null);

  return (
    <section aria-label="Your table" className="rounded-xl border-2 border-amber-400 bg-amber-50 p-3" data-testid="my-table">
      {chosen ? (
        <>
          <div className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm text-slate-600">{name ?? "…"}</p>
              {mine ? (
                <>
                  <p className="text-2xl font-bold">{mine.table !== null ? `Table ${mine.table}` : opponent ? `Match M${mine.bracketMatch}` : "Bye this round"}</p>
                  {opponent && <p className="break-words">vs {opponent.name}</p>}
                  {result && <p className="text-sm font-medium text-emerald-800">{result}</p>}
                </>
              ) : complete ? (
                <p className="font-semibold" data-testid="my-standing">{(me && standing?.[me]) ?? "Not paired this round."}</p>
              ) : (
                <p className="font-semibold" aria-busy="true">
                  Finding your table…
                </p>
              )}
            </div>
            <div className="flex shrink-0 flex-col items-end gap-2">
              {mine && opponent && mine.darkSide && seat && (
                <SideMark side={mine.darkSide === seat ? "dark" : "light"} label={stage === "swiss" ? (mine.darkSide === seat ? "DS first" : "LS first") : mine.darkSide === seat ? "Dark side" : "Light side"} />
              )}
              {!account && (
                <button type="button" onClick={() => chooseMe(eventId, "")} className="min-h-11 px-1 text-sm text-slate-700 underline">
                  Not you?
                </button>
              )}
            </div>
          </div>
          {mine && seat && <AbsentNotice match={mine} seat={seat} />}
          {mine && hasMembers(mine) && (
            <div className="mt-2">
              <TableForFour match={mine} compact />
            </div>
          )}
          {account && <SelfReportForm key={account.playerId} eventId={eventId} match={mine?.playerB ? mine : null} stage={stage} initial={account} actions={reportActions} />}
        </>
      ) : players && players.length > SELECT_UP_TO ? (
        <NameSearch players={players} onChoose={(id) => chooseMe(eventId, id)} />
      ) : (
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Show my table first
          <select
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-base font-normal disabled:text-slate-600"
            value=""
            disabled={!players}
            onChange={(e) => chooseMe(eventId, e.target.value)}
          >
            <option value="">{players ? "Choose your name…" : "Loading the players…"}</option>
            {[...(players ?? [])]
              .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }))
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
          </select>
        </label>
      )}
    </section>
  );
}

/** A big event's picker: type a few letters, tap your name. */
function NameSearch({ players, onChoose }: { players: Player[]; onChoose: (id: string) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const q = norm(useDeferredValue(text).trim());
  // Names that start with what was typed, then a later word that does, then the rest.
  const rank = (name: string) => (name.startsWith(q) ? 0 : name.split(/[\s-]+/).some((w) => w.startsWith(q)) ? 1 : 2);
  const hits = q
    ? players
        .map((p) => ({ ...p, key: norm(p.name) }))
        .filter((p) => p.key.includes(q))
        .sort((a, b) => rank(a.key) - rank(b.key) || a.name.localeCompare(b.name, "en", { sensitivity: "base" }))
    : [];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        Show my table first
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Type your name…"
        autoComplete="off"
        enterKeyHint="search"
        aria-describedby={`${id}-hint`}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
      />
      <p id={`${id}-hint`} role="status" className="text-sm text-slate-700">
        {!q
          ? `${count(players.length)} players: type a few letters of your name, then tap it.`
          : hits.length === 0
            ? `No player called “${text.trim()}”.`
            : hits.length > SUGGESTIONS
              ? `${count(hits.length)} players match: type more of your name.`
              : "Tap your name:"}
      </p>
      {hits.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label="Players matching your name">
          {hits.slice(0, SUGGESTIONS).map((p) => (
            <li key={p.id}>
              <button type="button" onClick={() => onChoose(p.id)} className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-left text-base font-semibold break-words">
                {p.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
