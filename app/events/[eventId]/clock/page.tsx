import type { Metadata } from "next";
import { BuildCountdown } from "@/components/decks/BuildCountdown";
import { Countdown } from "@/components/rounds/Countdown";
import { publicBuildClock } from "@/lib/server/decks/decks";
import { LiveUpdates } from "@/components/ui/LiveUpdates";
import { getEvent } from "@/lib/server/events/events";
import { getRound } from "@/lib/server/rounds/rounds";
import { orNotFound } from "@/lib/web/load";
import { getConsoleControls } from "@/lib/server/rounds/live";
import { getFinalPlacements } from "@/lib/server/standings/final-placements";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Round clock" };

/** The round clock for a screen or projector in the hall; follows the current round. */
export default async function ClockPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const event = await orNotFound(getEvent(eventId));
  const round = event.currentRound > 0 ? await getRound(eventId, event.currentRound) : null;
  const [controls, placements, build] = await Promise.all([getConsoleControls(eventId), getFinalPlacements(eventId), round ? null : publicBuildClock(eventId)]);
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center gap-4 text-center">
      <LiveUpdates eventId={eventId} fallbackSeconds={10} />
      <h1 className="max-w-full break-words text-2xl font-bold text-slate-700">{event.name}</h1>
      {placements?.[0] ? (
        <p className="text-2xl" data-testid="clock-finished">
          The event is complete. Champion: <strong>{placements[0].name}</strong>
        </p>
      ) : round && !controls.timer ? (
        <p className="text-2xl" data-testid="clock-finished">
          {round.name} is over. The next round&rsquo;s clock appears here when it is paired.
        </p>
      ) : round ? (
        <>
          <p className="text-xl" data-offline-what={`${round.name} clock`}>
            {round.name}
          </p>
          <Countdown timer={round.timer} size="hall" />
        </>
      ) : build ? (
        <div data-testid="build-clock" className="flex flex-col items-center gap-3">
          <p className="text-xl">Deck building</p>
          <BuildCountdown endsAt={build.endsAt} size="hall" />
          <p className="text-xl text-slate-700">
            {build.ready} of {build.players} decks ready
          </p>
        </div>
      ) : (
        <p className="text-xl text-slate-600">The clock starts with round 1.</p>
      )}
    </div>
  );
}
