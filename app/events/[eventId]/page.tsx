import type { Metadata } from "next";
import { Card } from "@/components/ui/Card";
import { LinkButton } from "@/components/ui/LinkButton";
import { PageHeader } from "@/components/ui/PageHeader";
import { EventOrigin } from "@/app/_containers/queues/EventOrigin";
import { EventFacts } from "@/components/events/EventFacts";
import { EventNav } from "@/components/events/EventNav";
import { EventStatusBadge } from "@/components/events/EventStatusBadge";
import { PlayerList } from "@/components/players/PlayerList";
import { LIST_ANCHOR } from "@/components/players/player-page";
import { count } from "@/components/rounds/paging";
import { QrCode } from "@/components/events/QrCode";
import { publicOrigin } from "@/lib/web/origin";
import Link from "next/link";
import { getEvent, viewerRole } from "@/lib/server/events/events";
import { listPublicStaff } from "@/lib/server/staff/staff";
import { listPlayers } from "@/lib/server/entrants/players";
import { listRoundSummaries } from "@/lib/server/rounds/rounds";
import { getFinalPlacements } from "@/lib/server/standings/final-placements";
import { FinalPlacements } from "@/components/events/FinalPlacements";
import { bracketShown } from "@/lib/words/stage-words";
import { PrintedUrl } from "@/components/ui/PrintedUrl";
import { RegistrationPanel } from "@/app/_containers/registration/RegistrationPanel";
import { TeamRegistrationPanel } from "@/app/_containers/teams/TeamRegistrationPanel";
import { PlayerCorner } from "@/app/_containers/players/PlayerCorner";
import { EventMoneyFacts } from "@/app/_containers/money/EventMoneyFacts";
import { orNotFound } from "@/lib/web/load";
import { currentUser } from "@/lib/web/session";
import { MyDeckLink } from "@/app/_containers/decks/MyDeckLink";
import { EventDocuments } from "@/app/_containers/library/EventDocuments";
import { EventSeasons } from "@/app/_containers/seasons/EventSeasons";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ eventId: string }> };
/** A page of the players (`?page=N`) and a search among them (`?q=`): see components/players/PlayerList.tsx. */
type Search = { searchParams: Promise<{ page?: string | string[]; q?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { eventId } = await params;
  return { title: (await orNotFound(getEvent(eventId))).name };
}

export default async function EventPage({ params, searchParams }: Props & Search) {
  const { eventId } = await params;
  const { page, q } = await searchParams;
  const event = await orNotFound(getEvent(eventId));
  const [players, staff, role, rounds, placements] = await Promise.all([
    listPlayers(eventId),
    listPublicStaff(eventId),
    viewerRole(eventId, await currentUser()),
    listRoundSummaries(eventId),
    getFinalPlacements(eventId),
  ]);
  const currentRound = rounds.find((r) => r.number === event.currentRound);
  const started = event.currentRound > 0;
  const pairingsUrl = `${await publicOrigin()}/events/${eventId}/pairings`;
  return (
    <div className="space-y-5">
      <PageHeader
        title={event.name}
        subtitle={<EventStatusBadge status={event.status} />}
        actions={
          role ? (
            <LinkButton href={role === "organizer" ? `/events/${event.id}/manage` : `/events/${event.id}/manage/rounds`}>
              {role === "organizer" ? "Manage" : "Enter results"}
            </LinkButton>
          ) : undefined
        }
      />
      <EventOrigin eventId={eventId} />
      <EventNav eventId={eventId} current="" hasBracket={bracketShown(event)} />
      {placements && placements.length > 0 && <FinalPlacements placements={placements} eventId={eventId} hasBracket={bracketShown(event)} />}
      {started && !placements && (
        <div className="grid gap-3 sm:grid-cols-2">
          <LinkButton href={`/events/${eventId}/pairings`}>{currentRound ? `${currentRound.name} pairings` : "Pairings"}</LinkButton>
          <LinkButton href={`/events/${eventId}/standings`} variant="secondary">
            Standings
          </LinkButton>
        </div>
      )}
      {/* Team events take teams: a captain registers and invites the partner. */}
      {event.format.teamSize ? <TeamRegistrationPanel eventId={eventId} /> : <RegistrationPanel eventId={eventId} />}
      <PlayerCorner eventId={eventId} />
      <MyDeckLink eventId={eventId} />
      {event.description && <p className="whitespace-pre-line text-slate-700">{event.description}</p>}
      <Card title="About this event">
        <EventFacts event={event} staff={staff} />
      </Card>
      <EventMoneyFacts eventId={eventId} />
      <EventSeasons eventId={eventId} />
      <Card title="On your phone">
        <div className="flex items-center gap-4">
          <QrCode url={pairingsUrl} size={112} label="QR code for the pairings page" />
          <div className="min-w-0 space-y-1 text-sm">
            <p>Scan for your table, opponent and side each round, and the standings.</p>
            <PrintedUrl url={pairingsUrl} className="text-slate-600" />
            <p className="space-x-3">
              <Link className="font-semibold underline" href={`/events/${eventId}/poster`}>Hall poster</Link>
              <Link className="font-semibold underline" href={`/events/${eventId}/clock`}>Round clock</Link>
            </p>
          </div>
        </div>
      </Card>
      <div id={LIST_ANCHOR} className="scroll-mt-4">
        <Card title={`Players (${count(players.length)})`}>
          <PlayerList eventId={eventId} players={players} page={page} q={q} />
        </Card>
      </div>
      <EventDocuments eventId={eventId} search={role !== null} />
    </div>
  );
}
