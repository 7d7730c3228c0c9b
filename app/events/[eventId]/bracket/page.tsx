import type { Metadata } from "next";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { LiveUpdates } from "@/components/ui/LiveUpdates";
import { EventNav } from "@/components/events/EventNav";
import { BracketView } from "@/components/rounds/BracketView";
import { getEvent } from "@/lib/server/events/events";
import { getBracket } from "@/lib/server/rounds/bracket";
import { orNotFound } from "@/lib/web/load";
import { bracketPendingText, bracketTitle } from "@/lib/words/stage-words";
import { presetTraits } from "@/lib/tournament/format";
import { eventFormatForPlayers } from "@/lib/words/format-for-players";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Bracket" };

export default async function BracketPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const event = await orNotFound(getEvent(eventId));
  const bracket = event.status === "elimination" || event.status === "complete" ? await getBracket(eventId) : null;
  return (
    <div>
      <LiveUpdates eventId={eventId} />
      <PageHeader title={event.name} subtitle={presetTraits(event.format.preset).headerDescriptor ? eventFormatForPlayers(event) : undefined} />
      <EventNav eventId={eventId} current="/bracket" hasBracket />
      <Card title={bracket ? bracketTitle(event.format, bracket.size) : "Bracket"}>
        {bracket ? <BracketView bracket={bracket} /> : <p className="text-slate-600">{bracketPendingText(event.format)}</p>}
      </Card>
    </div>
  );
}
