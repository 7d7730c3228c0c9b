import type { Metadata } from "next";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { LiveUpdates } from "@/components/ui/LiveUpdates";
import { EventNav } from "@/components/events/EventNav";
import { StandingsTable } from "@/components/rounds/StandingsTable";
import { getEvent } from "@/lib/server/events";
import { getStandings } from "@/lib/server/standings";
import { orNotFound } from "@/lib/web/load";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Standings" };

export default async function StandingsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const event = await orNotFound(getEvent(eventId));
  const standings = await getStandings(eventId);
  return (
    <div>
      <LiveUpdates eventId={eventId} />
      <PageHeader title={event.name} subtitle={event.format.preset === "ffg-swtcg" ? undefined : event.format.descriptor} />
      <EventNav eventId={eventId} current="/standings" hasBracket={Boolean(event.cutSize) && (event.status === "elimination" || event.status === "complete")} />
      <Card title="Swiss standings">
        <p className="mb-3 text-sm text-slate-600">
          Ranked by tournament points, then Strength of Schedule (SoS), then Extended SoS, then a random order fixed by the event seed.
          {event.cutSize ? ` The line marks the top ${event.cutSize} cut.` : ""}
        </p>
        <StandingsTable standings={standings} cutSize={event.cutSize} />
        {standings.rows.length > 0 && (
          <p className="mt-3 text-sm print:hidden">
            <a className="font-semibold underline" href={`/events/${eventId}/standings.csv`} download>
              Download as CSV
            </a>
          </p>
        )}
      </Card>
    </div>
  );
}
