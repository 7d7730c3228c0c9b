import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { AddPlayerForm } from "@/components/players/AddPlayerForm";
import { PastePlayersForm } from "@/components/players/PastePlayersForm";
import { PlayerTable } from "@/components/players/PlayerTable";
import { getEvent, viewerRole } from "@/lib/server/events";
import { listPlayers } from "@/lib/server/players";
import { ServiceError } from "@/lib/server/errors";
import { currentUser } from "@/lib/web/session";
import { addPlayerAction, pastePlayersAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Manage event" };

export default async function ManageEventPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const user = await currentUser();
  if (!user) redirect(`/login?next=/events/${eventId}/manage`);
  const event = await getEvent(eventId).catch((err: unknown) => {
    if (err instanceof ServiceError && err.code === "not_found") notFound();
    throw err;
  });
  const role = await viewerRole(eventId, user);
  if (role !== "organizer") {
    return (
      <Card title="Organizer only">
        <p>Only this event&apos;s organizer can manage it. <Link className="underline" href={`/events/${eventId}`}>Back to the event page</Link></p>
      </Card>
    );
  }
  const players = await listPlayers(eventId);
  const open = event.status === "registration";
  return (
    <div className="space-y-5">
      <PageHeader
        title={event.name}
        subtitle={
          <>
            Organizer view · <Link className="underline" href={`/events/${eventId}`}>public page</Link>
          </>
        }
      />
      {open ? (
        <Card title="Register players">
          <div className="space-y-6">
            <AddPlayerForm action={addPlayerAction.bind(null, eventId)} />
            <PastePlayersForm action={pastePlayersAction.bind(null, eventId)} />
          </div>
        </Card>
      ) : (
        <Card title="Registration closed">
          <p>Round 1 has been paired.</p>
        </Card>
      )}
      <Card title={`Players (${players.length})`}>
        <PlayerTable players={players} />
      </Card>
    </div>
  );
}
