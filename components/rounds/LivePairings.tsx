"use client";

import Link from "next/link";
import type { Event } from "@/lib/schemas/event";
import type { Player } from "@/lib/schemas/player";
import type { Round } from "@/lib/schemas/round";
import type { MyTableState } from "@/lib/views/results";
import { Card } from "@/components/ui/Card";
import { EventNav } from "@/components/events/EventNav";
import { fetchFresh, oldest, ReadError, useLiveData, type Loader } from "@/components/ui/useLiveData";
import { Countdown } from "./Countdown";
import { MyTable } from "./MyTable";
import { PairingsList } from "./PairingsList";
import { WhyThisPairing } from "./WhyThisPairing";
import { useMe } from "./me";
import { TABLES_PER_PAGE } from "./paging";
import type { SelfReportActions } from "@/components/reports/report-actions";

/**
 * A stored read can be a few seconds older than the moment it is served; a running clock's
 * seconds left are counted again from its end and the server's clock when it answered.
 */
function clockedNow(round: Round, serverNow: number | null): Round {
  const { timer } = round;
  if (timer.state !== "running" || !timer.endsAt || serverNow === null) return round;
  const left = Math.round((Date.parse(timer.endsAt) - serverNow) / 1000);
  return Number.isNaN(left) ? round : { ...round, timer: { ...timer, remainingSeconds: Math.max(0, left) } };
}

export type EventHead = Pick<Event, "currentRound" | "status" | "cutSize">;
export type RoundLink = { number: number; name: string };

interface Live {
  event: EventHead;
  /** The round shown, whole; null before round 1, or when the round asked for is gone. */
  round: Round | null;
  players: Player[] | null;
  rounds: RoundLink[];
}

/**
 * The pairings page below its header: the round, its clock, "your table", every table (a page
 * at a time, searchable) and the other rounds. The server renders it with the first page of
 * tables (`round.matches` is that page, `matchCount` the round's size); the browser then reads
 * the whole round, the players and the event from the public JSON API (cached per event version)
 * and reads them again whenever the event changes, without re-rendering the page on the server.
 * `follow`: the page shows the event's current round, and moves on when the next one is paired.
 */
export function LivePairings({
  eventId,
  follow,
  event,
  rounds,
  round,
  matchCount,
  page,
  roundTexts,
  byePoints,
  account,
  reportActions,
}: {
  eventId: string;
  follow: boolean;
  event: EventHead;
  rounds: RoundLink[];
  round: Round | null;
  matchCount: number;
  page: number;
  /** The line under the round's name, per stage ("Two games: the marked player…"). */
  roundTexts: Record<Round["stage"], string>;
  byePoints: number;
  /** The signed-in player's "my table" (their entry, report, judge call), or null. */
  account?: MyTableState | null;
  /** The player's actions at their table (the page hands them down). */
  reportActions: SelfReportActions;
}) {
  const picked = useMe(eventId);
  const me = account?.playerId ?? picked;
  const load: Loader<Live> = async (atLeast, signal, previous) => {
    const base = `/api/v1/events/${eventId}`;
    // The round on screen: the one asked for (`?round=`), else the current one as last read.
    const number = follow ? (previous ? previous.round?.number : round?.number) : round?.number;
    const readRound = (n: number) =>
      fetchFresh<Round>(`${base}/rounds/${n}`, atLeast, signal).then(
        (r) => ({ ...r, data: clockedNow(r.data, r.serverNow) }),
        (err: unknown) => {
          if (err instanceof ReadError && err.status === 404) return { data: null, version: null };
          throw err;
        },
      );
    // The picker needs the players (a late entry joins it); someone already chosen needs no more.
    const wantPlayers = !previous?.players || !me || !previous.players.some((p) => p.id === me);
    const [ev, shown, players] = await Promise.all([
      fetchFresh<Event>(base, atLeast, signal),
      number ? readRound(number) : null,
      wantPlayers ? fetchFresh<{ players: Player[] }>(`${base}/players`, atLeast, signal) : null,
    ]);
    const head: EventHead = { currentRound: ev.data.currentRound, status: ev.data.status, cutSize: ev.data.cutSize };
    let next = shown;
    const wanted = follow ? head.currentRound : number;
    if (wanted && wanted !== shown?.data?.number) next = await readRound(wanted);
    const got = wanted ? (next?.data ?? null) : null;
    const known = (previous?.rounds ?? rounds).filter((r) => r.number <= head.currentRound);
    return {
      data: {
        event: head,
        round: got,
        players: players?.data.players ?? previous?.players ?? null,
        rounds: got && !known.some((r) => r.number === got.number) ? [...known, { number: got.number, name: got.name }].sort((a, b) => a.number - b.number) : known,
      },
      version: oldest(ev.version, ...(next && next.data ? [next.version] : [])),
    };
  };
  const { data, failed } = useLiveData(eventId, load);

  const ev = data?.event ?? event;
  const shown = data ? data.round : round;
  // Names for the reasons: everyone in the round, then anyone the players list knows.
  const nameOf = (id: string): string => {
    for (const m of shown?.matches ?? []) {
      if (m.playerA.id === id) return m.playerA.name;
      if (m.playerB?.id === id) return m.playerB.name;
    }
    return data?.players?.find((p) => p.id === id)?.name ?? "another player";
  };
  const complete = Boolean(data?.round);
  const links = data?.rounds ?? rounds;
  const gone = Boolean(data) && !data?.round && ev.currentRound > 0;
  const pageHref = (p: number) => {
    const q = new URLSearchParams();
    if (!follow && shown) q.set("round", String(shown.number));
    if (p > 1) q.set("page", String(p));
    const s = q.toString();
    return `/events/${eventId}/pairings${s ? `?${s}` : ""}`;
  };

  return (
    <>
      <EventNav eventId={eventId} current="/pairings" hasBracket={Boolean(ev.cutSize) && ev.status !== "registration" && ev.status !== "swiss"} />
      {failed && (
        <p role="status" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Could not reach the server: showing what was loaded. This page updates again once the connection is back.
        </p>
      )}
      {!shown ? (
        <Card>
          <p className="text-slate-600">
            {gone
              ? "This round is no longer paired. The rounds below show the current pairings."
              : "Round 1 has not been paired yet. This page shows the pairings as soon as the organizer publishes them."}
          </p>
          {gone && <RoundsNav eventId={eventId} rounds={links} current={null} />}
        </Card>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 className="text-xl font-bold" data-offline-what={`${shown.name} pairings`}>
                {shown.name}
              </h2>
              <p className="text-sm text-slate-600">{roundTexts[shown.stage]}</p>
            </div>
            {shown.number === ev.currentRound && ev.status !== "complete" && <Countdown timer={shown.timer} />}
          </div>
          <MyTable eventId={eventId} matches={shown.matches} complete={complete} players={data?.players ?? null} stage={shown.stage} standing={shown.standingNotes} account={account} reportActions={reportActions} />
          <PairingsList
            round={shown.number}
            matches={shown.matches}
            complete={complete}
            total={complete ? shown.matches.length : matchCount}
            offset={complete ? 0 : (page - 1) * TABLES_PER_PAGE}
            stage={shown.stage}
            byePoints={byePoints}
            initialPage={page}
            pageHref={pageHref}
            me={me}
            why={(m) => <WhyThisPairing eventId={eventId} round={shown.number} match={m} name={nameOf} />}
          />
          <RoundsNav eventId={eventId} rounds={links} current={shown.number} />
          {/* Follows the round on screen: a round published while the page is open gets its own link. */}
          <p className="text-sm print:hidden">
            <Link href={`/events/${eventId}/rounds/${shown.number}/verify`} className="inline-flex min-h-11 items-center underline">
              Verify {shown.name}: run the {shown.stage === "swiss" ? "pairing rules" : "bracket"} on it
            </Link>
          </p>
        </div>
      )}
    </>
  );
}

function RoundsNav({ eventId, rounds, current }: { eventId: string; rounds: RoundLink[]; current: number | null }) {
  if (rounds.length <= (current === null ? 0 : 1)) return null;
  return (
    <nav aria-label="Rounds" className="flex flex-wrap gap-2 pt-2 text-sm">
      {rounds.map((r) => (
        <Link
          key={r.number}
          href={`/events/${eventId}/pairings?round=${r.number}`}
          aria-current={r.number === current ? "page" : undefined}
          className={`rounded-md border px-3 py-2 ${r.number === current ? "border-slate-900 bg-slate-900 text-white" : "border-slate-300 bg-white"}`}
        >
          {r.name}
        </Link>
      ))}
    </nav>
  );
}
