import type { Metadata } from "next";
import Link from "next/link";
import { BuildCountdown } from "@/components/decks/BuildCountdown";
import { ActionButton } from "@/components/forms/ActionButton";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { getBuildStatus } from "@/lib/server/decks/decks";
import { orNotFound } from "@/lib/web/load";
import { buildAction } from "../../my-deck/actions";
import { ManageHeader, manageContext, NotAllowed } from "../guard";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Deck building" };

/** A sealed event's build phase: the clock, who has a pool, who is ready; close it when time is up. */
export default async function BuildPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const { user, event, role } = await manageContext(eventId, "/manage/build");
  if (!role) return <NotAllowed eventId={eventId} />;
  const status = await orNotFound(getBuildStatus(user, eventId));
  if (!status.limited) {
    return (
      <div className="space-y-5">
        <ManageHeader event={event} role={role} current="players" />
        <Card title="Deck building">
          <p>This event&apos;s decks are constructed: there is no build phase.</p>
        </Card>
      </div>
    );
  }
  const ready = status.players.filter((p) => p.ready).length;
  const open = event.status === "registration";
  return (
    <div className="space-y-5">
      <ManageHeader event={event} role={role} current="players" />
      <Card title="Sealed deck building" action={<Badge tone={status.closed ? "neutral" : status.startedAt ? "info" : "warn"}>{status.closed ? "Closed" : status.startedAt ? "Running" : "Not started"}</Badge>}>
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            Record each player&apos;s pool on their player page, start the clock ({status.minutes === 1 ? "1 minute" : `${status.minutes} minutes`}), and close the phase when time is up: players without a valid deck play round 1 with the basic starter deck, and it is recorded.
          </p>
          {status.endsAt && !status.closed && <BuildCountdown endsAt={status.endsAt} />}
          {open && !status.startedAt && (
            <ActionButton action={buildAction.bind(null, eventId, "start")} pendingText="Starting…">
              Start the {status.minutes}-minute build clock
            </ActionButton>
          )}
          {open && status.startedAt && !status.closed && (
            <ActionButton action={buildAction.bind(null, eventId, "end")} variant="secondary" confirm="Close the build phase? Players without a valid deck play round 1 with the starter deck." pendingText="Closing…">
              Close the build phase
            </ActionButton>
          )}
          <p className="font-semibold">
            {ready} of {status.players.length} ready
          </p>
          <ul className="divide-y divide-slate-100" data-testid="build-players">
            {status.players.map((p) => (
              <li key={p.playerId} className="flex min-h-11 items-center justify-between gap-3">
                <Link className="inline-flex min-h-11 min-w-0 items-center break-words underline" href={`/events/${eventId}/manage/players/${p.playerId}`}>
                  {p.name}
                </Link>
                <span className="flex gap-2">
                  {!p.pool && <Badge tone="warn">No pool</Badge>}
                  {p.starter ? <Badge tone="warn">Starter deck</Badge> : p.ready ? <Badge tone="good">Ready ✓</Badge> : p.deck ? <Badge tone="bad">Not valid</Badge> : <Badge>No deck</Badge>}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Card>
    </div>
  );
}
