import type { Metadata } from "next";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { LiveUpdates } from "@/components/ui/LiveUpdates";
import { EventNav } from "@/components/events/EventNav";
import { BracketView } from "@/components/rounds/BracketView";
import { getEvent } from "@/lib/server/events";
import { getBracket } from "@/lib/server/bracket";
import { orNotFound } from "@/lib/web/load";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Bracket" };

export default async function BracketPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const event = await orNotFound(getEvent(eventId));
  const bracket = event.status === "elimination" || event.status === "complete" ? await getBracket(eventId) : null;
  return (
    <div>
      <LiveUpdates eventId={eventId} />
      <PageHeader title={event.name} subtitle={event.format.preset === "ffg-swtcg" ? undefined : event.format.descriptor} />
      <EventNav eventId={eventId} current="/bracket" hasBracket />
      <Card title={bracket ? `Top ${bracket.size} — double elimination` : "Bracket"}>
        {bracket ? <BracketView bracket={bracket} /> : <p className="text-slate-600">The bracket appears when the cut is made after the last Swiss round.</p>}
      </Card>
    </div>
  );
}
