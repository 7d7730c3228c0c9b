import type { Metadata } from "next";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { LiveUpdates } from "@/components/ui/LiveUpdates";
import { EventNav } from "@/components/events/EventNav";
import { BracketView } from "@/components/rounds/BracketView";
import { ProfileLinksProvider } from "@/components/players/EntrantName";
import { profileLinksAction } from "../profile-links";
import { entrantProfileLinks } from "@/lib/server/entrants/profile-links";
import { getEvent } from "@/lib/server/events/events";
import { getBracket } from "@/lib/server/rounds/bracket";
import { orNotFound } from "@/lib/web/load";
import { bracketPendingText, bracketShown, bracketTitle, noElimination } from "@/lib/words/stage-words";
import Link from "next/link";
import { presetTraits } from "@/lib/tournament/format";
import { eventFormatForPlayers } from "@/lib/words/format-for-players";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Bracket" };

export default async function BracketPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const event = await orNotFound(getEvent(eventId));
  // Never an empty "Top 0" bracket: an event without elimination says so in words.
  const bracket = bracketShown(event) ? await getBracket(eventId) : null;
  return (
    <div>
      <LiveUpdates eventId={eventId} />
      <PageHeader title={event.name} subtitle={presetTraits(event.format.preset).headerDescriptor ? eventFormatForPlayers(event) : undefined} />
      <EventNav eventId={eventId} current="/bracket" hasBracket />
      <Card title={bracket ? bracketTitle(event.format, bracket.size) : "Bracket"}>
        {bracket ? (
          <ProfileLinksProvider eventId={eventId} lookUp={profileLinksAction} links={await entrantProfileLinks(eventId, bracket.matches.flatMap((m) => [m.playerA?.id, m.playerB?.id].filter((id): id is string => Boolean(id))))}>
            <BracketView bracket={bracket} />
          </ProfileLinksProvider>
        ) : (
          <p className="text-slate-700" data-testid="no-bracket">
            {bracketPendingText(event.format, event.cutSize)}
            {noElimination(event.format, event.cutSize) && (
              <>
                {" "}
                <Link className="font-semibold underline" href={`/events/${eventId}/standings`}>
                  Standings
                </Link>
              </>
            )}
          </p>
        )}
      </Card>
    </div>
  );
}
