import type { Metadata } from "next";
import Link from "next/link";
import { OccurrenceCard } from "@/components/queues/OccurrenceCard";
import { QueueListingList } from "@/components/queues/QueueListingList";
import { SharePanel } from "@/components/share/SharePanel";
import { Card } from "@/components/ui/Card";
import { LocalTime } from "@/components/ui/LocalTime";
import { PageHeader } from "@/components/ui/PageHeader";
import { EventStatusBadge } from "@/components/events/EventStatusBadge";
import { getVenue } from "@/lib/server/queues/venues";
import { GAME_NAMES } from "@/lib/tournament";
import { orNotFound } from "@/lib/web/load";
import { publicOrigin } from "@/lib/web/origin";
import { currentUser } from "@/lib/web/session";
import { occurrenceActions } from "@/app/queues/occurrence-actions";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const { slug } = await params;
  const venue = await getVenue(slug, null).catch(() => null);
  return { title: venue?.name ?? "Store" };
}

/** A store's page (public): what to join now, what is coming, its leagues and its latest events. */
export default async function VenuePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const user = await currentUser();
  const venue = await orNotFound(getVenue(slug, user));
  const origin = await publicOrigin();
  return (
    <div className="space-y-5">
      <PageHeader title={venue.name} subtitle="Join a queue, register for a scheduled event, follow the store's leagues." />
      <Card title="Open queues">
        {venue.queues.length === 0 ? <p className="text-slate-600">No open queue right now.</p> : <QueueListingList queues={venue.queues} showVenue={false} testId="venue-queues" />}
      </Card>
      <section aria-labelledby="coming-up" className="space-y-3">
        <h2 id="coming-up" className="text-lg font-semibold">
          Coming up
        </h2>
        {venue.occurrences.length === 0 ? (
          <Card>
            <p className="text-slate-600">Nothing scheduled in the next two weeks.</p>
          </Card>
        ) : (
          <ul className="space-y-3" data-testid="venue-occurrences">
            {venue.occurrences.map((o) => (
              <li key={o.id}>
                <OccurrenceCard o={o} signedIn={Boolean(user)} actions={occurrenceActions} showVenue={false} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {venue.seasons.length > 0 && (
        <Card title="Leagues">
          <ul className="space-y-2">
            {venue.seasons.map((s) => (
              <li key={s.id}>
                <Link href={`/seasons/${s.id}`} className="font-semibold underline underline-offset-4">
                  {s.name}
                </Link>{" "}
                <span className="text-sm text-slate-600">· {GAME_NAMES[s.game as keyof typeof GAME_NAMES] ?? s.game}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {venue.recentEvents.length > 0 && (
        <Card title="Events here">
          <ul className="space-y-2">
            {venue.recentEvents.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center gap-2">
                <Link href={`/events/${e.id}`} className="font-semibold underline underline-offset-4">
                  {e.name}
                </Link>
                <EventStatusBadge status={e.status} />
                {e.startsAt && (
                  <span className="text-sm text-slate-600">
                    <LocalTime iso={e.startsAt} timeZone={e.timeZone} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card title="Share this store's page">
        <SharePanel url={`${origin}/venues/${venue.slug}`} title={venue.name} feedUrl={`${origin}/api/v1/venues/${venue.slug}/calendar.ics`} />
      </Card>
    </div>
  );
}
