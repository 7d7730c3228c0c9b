import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Card } from "@/components/ui/Card";
import { LinkButton } from "@/components/ui/LinkButton";
import { PageHeader } from "@/components/ui/PageHeader";
import { EventFacts } from "@/components/events/EventFacts";
import { EventStatusBadge } from "@/components/events/EventStatusBadge";
import { PlayerTable } from "@/components/players/PlayerTable";
import { getEvent, listStaff, viewerRole } from "@/lib/server/events";
import { listPlayers } from "@/lib/server/players";
import { ServiceError } from "@/lib/server/errors";
import { currentUser } from "@/lib/web/session";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ eventId: string }> };

async function load(eventId: string) {
  try {
    return await getEvent(eventId);
  } catch (err) {
    if (err instanceof ServiceError && err.code === "not_found") notFound();
    throw err;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { eventId } = await params;
  return { title: (await load(eventId)).name };
}

export default async function EventPage({ params }: Props) {
  const { eventId } = await params;
  const event = await load(eventId);
  const [players, staff, role] = await Promise.all([listPlayers(eventId), listStaff(eventId), viewerRole(eventId, await currentUser())]);
  return (
    <div className="space-y-5">
      <PageHeader
        title={event.name}
        subtitle={<EventStatusBadge status={event.status} />}
        actions={role === "organizer" ? <LinkButton href={`/events/${event.id}/manage`}>Manage</LinkButton> : undefined}
      />
      {event.description && <p className="whitespace-pre-line text-slate-700">{event.description}</p>}
      <Card title="About this event">
        <EventFacts event={event} staff={staff} />
      </Card>
      <Card title={`Players (${players.length})`}>
        <PlayerTable players={players} />
      </Card>
    </div>
  );
}
