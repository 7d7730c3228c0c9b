import type { Metadata } from "next";
import Link from "next/link";
import { ActionButton } from "@/components/queues/ActionButton";
import { QueueLive } from "@/components/queues/QueueLive";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { LinkButton } from "@/components/ui/LinkButton";
import { LocalTime } from "@/components/ui/LocalTime";
import { PageHeader } from "@/components/ui/PageHeader";
import { SharePanel } from "@/components/share/SharePanel";
import { queueState } from "@/lib/server/queues/queues";
import { venueSlug } from "@/lib/words/venue-slug";
import { publicOrigin } from "@/lib/web/origin";
import { orNotFound } from "@/lib/web/load";
import { currentUser } from "@/lib/web/session";
import { joinQueueAction, leaveQueueAction } from "../actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Queue" };

/** A public on-demand queue: who is waiting, how many more start the event, join and leave, your table once it has begun. */
export default async function QueuePage({ params }: { params: Promise<{ queueId: string }> }) {
  const { queueId } = await params;
  const user = await currentUser();
  const q = await orNotFound(queueState(queueId, user));
  const mine = q.yourEvent;
  const origin = await publicOrigin();
  return (
    <div className="space-y-5">
      <QueueLive queueId={q.id} version={q.version} />
      <PageHeader
        title={q.name}
        subtitle={
          <>
            <span data-testid="queue-format">{q.format}</span> · starts when {q.cap} players are in
            {q.venue && (
              <>
                {" · "}
                {venueSlug(q.venue) ? (
                  <Link href={`/venues/${venueSlug(q.venue)}`} className="underline underline-offset-4">
                    {q.venue}
                  </Link>
                ) : (
                  q.venue
                )}
              </>
            )}
          </>
        }
      />
      {user?.id === q.organizerId && (
        <p>
          <LinkButton href={`/organize/queues/${q.id}`} variant="secondary">
            Edit the queue
          </LinkButton>
        </p>
      )}
      {mine && (
        <Card title="Your event has begun">
          <p className="text-lg" data-testid="your-table">
            {mine.table === null ? (
              <>Round 1 is not paired yet.</>
            ) : mine.opponent === null ? (
              <>Round 1: you have a bye.</>
            ) : (
              <>
                Round 1: <span className="font-bold">table {mine.table}</span> against {mine.opponent}.
              </>
            )}
          </p>
          <p className="mt-3">
            <LinkButton href={`/events/${mine.eventId}`} variant="secondary">
              Go to {mine.eventName}
            </LinkButton>
          </p>
        </Card>
      )}
      <Card
        title={
          <span>
            Waiting <span data-testid="waiting-count">{q.waiting.length}</span> / {q.cap}
          </span>
        }
        action={q.open ? <Badge tone="info">Waiting</Badge> : <Badge>{q.archived ? "Archived" : "Closed"}</Badge>}
      >
        <p className="mb-3 text-slate-700" data-testid="needed">
          {q.needed === 1 ? "1 more player starts the event." : `${q.needed} more players start the event.`}
        </p>
        {q.waiting.length > 0 && (
          <ol className="mb-4 list-decimal space-y-1 pl-6">
            {q.waiting.map((w, i) => (
              <li key={i}>{w.name}</li>
            ))}
          </ol>
        )}
        {!user ? (
          <p>
            <Link href={`/login?next=/queues/${q.id}`} className="font-semibold underline underline-offset-4">
              Sign in
            </Link>{" "}
            to join.
          </p>
        ) : q.you === "waiting" ? (
          <div className="space-y-3">
            <p className="font-semibold text-emerald-800" data-testid="you-are-in">
              You&apos;re in. The event starts as soon as {q.needed === 1 ? "1 more player joins" : `${q.needed} more players join`}.
            </p>
            <ActionButton action={leaveQueueAction.bind(null, q.id)} label="Leave the queue" pendingText="Leaving…" variant="secondary" testId="leave-queue" />
          </div>
        ) : q.open ? (
          <ActionButton action={joinQueueAction.bind(null, q.id)} label="Join the queue" pendingText="Joining…" testId="join-queue" />
        ) : (
          <p data-testid="queue-closed">{q.archived ? "This queue is archived: it takes no more players." : "This queue is closed for now: it takes no new players."}</p>
        )}
        <p className="mt-3 text-sm text-slate-600">Any entry fee is charged only when the event begins; leaving costs nothing.</p>
      </Card>
      {q.recentEvents.length > 0 && (
        <Card title="Started from this queue">
          <ul className="space-y-2">
            {q.recentEvents.map((e) => (
              <li key={e.id}>
                <Link href={`/events/${e.id}`} className="font-semibold underline underline-offset-4">
                  {e.name}
                </Link>{" "}
                · <LocalTime iso={e.createdAt} timeZone={q.timeZone} />
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card title="Share the queue">
        <SharePanel url={`${origin}/queues/${q.id}`} title={q.name} posterHref={`/queues/${q.id}/poster`} />
      </Card>
    </div>
  );
}
