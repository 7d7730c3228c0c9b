import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { EventNav } from "@/components/events/EventNav";
import { Countdown } from "@/components/rounds/Countdown";
import { PairingsList } from "@/components/rounds/PairingsList";
import { MyTable } from "@/components/rounds/MyTable";
import { listPlayers } from "@/lib/server/players";
import { LiveUpdates } from "@/components/ui/LiveUpdates";
import { getEvent } from "@/lib/server/events";
import { getRound, listRoundSummaries } from "@/lib/server/rounds";
import { orNotFound } from "@/lib/web/load";
import { getStandingNotes } from "@/lib/server/final-placements";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Pairings" };

export default async function PairingsPage({ params, searchParams }: { params: Promise<{ eventId: string }>; searchParams: Promise<{ round?: string }> }) {
  const { eventId } = await params;
  const event = await orNotFound(getEvent(eventId));
  const [rounds, players, standing] = await Promise.all([listRoundSummaries(eventId), listPlayers(eventId), getStandingNotes(eventId)]);
  const wanted = Number((await searchParams).round) || event.currentRound;
  const round = wanted > 0 ? await orNotFound(getRound(eventId, wanted)) : null;
  return (
    <div>
      <LiveUpdates eventId={eventId} />
      <PageHeader title={event.name} subtitle={event.format.preset === "ffg-swtcg" ? undefined : event.format.descriptor} />
      <EventNav eventId={eventId} current="/pairings" hasBracket={Boolean(event.cutSize) && event.status !== "registration" && event.status !== "swiss"} />
      {!round ? (
        <Card>
          <p className="text-slate-600">Round 1 has not been paired yet. This page shows the pairings as soon as the organizer publishes them.</p>
        </Card>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 className="text-xl font-bold">
                {round.name}
              </h2>
              <p className="text-sm text-slate-600">
                {event.format.preset !== "ffg-swtcg"
                  ? (event.format.stages.find((s) => (round.stage === "swiss" ? s.kind === "swiss" : s.kind !== "swiss"))?.match ?? "")
                  : round.stage === "swiss"
                    ? "Two games: the marked player plays dark side in game 1, then swap."
                    : "One game: sides as marked."}
              </p>
            </div>
            {round.number === event.currentRound && event.status !== "complete" && <Countdown timer={round.timer} />}
          </div>
          <MyTable eventId={eventId} matches={round.matches} players={players} stage={round.stage} standing={standing} />
          <PairingsList matches={round.matches} stage={round.stage} byePoints={event.format.scoring.bye} />
          {rounds.length > 1 && (
            <nav aria-label="Rounds" className="flex flex-wrap gap-2 pt-2 text-sm">
              {rounds.map((r) => (
                <Link
                  key={r.number}
                  href={`/events/${eventId}/pairings?round=${r.number}`}
                  aria-current={r.number === round.number ? "page" : undefined}
                  className={`rounded-md border px-3 py-2 ${r.number === round.number ? "border-slate-900 bg-slate-900 text-white" : "border-slate-300 bg-white"}`}
                >
                  {r.name}
                </Link>
              ))}
            </nav>
          )}
        </div>
      )}
    </div>
  );
}
