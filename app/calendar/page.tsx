import type { Metadata } from "next";
import Link from "next/link";
import { CalendarFeedLink } from "@/components/queues/CalendarFeedLink";
import { OccurrenceCard } from "@/components/queues/OccurrenceCard";
import { QueueListingList } from "@/components/queues/QueueListingList";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { GAME_NAMES } from "@/lib/tournament";
import { calendar } from "@/lib/server/queues/schedules";
import { calendarFeedToken } from "@/lib/server/queues/feeds";
import { listOpenQueues } from "@/lib/server/queues/venues";
import { publicOrigin } from "@/lib/web/origin";
import { currentUser } from "@/lib/web/session";
import { occurrenceActions } from "@/app/queues/occurrence-actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Calendar" };

const LINK = "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 font-semibold whitespace-nowrap text-slate-900";

/** `?game=` and `?venue=` as a link keeps them. */
function href(game: string | undefined, venue: string | undefined): string {
  const q = new URLSearchParams({ ...(game ? { game } : {}), ...(venue ? { venue } : {}) }).toString();
  return q ? `/calendar?${q}` : "/calendar";
}

/** Upcoming scheduled events (public), soonest first, with their state; `?game=` for one game, `?venue=` for one store. */
export default async function CalendarPage({ searchParams }: { searchParams: Promise<{ game?: string; venue?: string }> }) {
  const { game: raw, venue: rawVenue } = await searchParams;
  const game = typeof raw === "string" && raw in GAME_NAMES ? raw : undefined;
  const user = await currentUser();
  const all = await calendar(game ? { game } : {}, user);
  const queues = await listOpenQueues({ ...(game ? { game } : {}), ...(typeof rawVenue === "string" && rawVenue.trim() ? { venue: rawVenue } : {}) });
  const venue = typeof rawVenue === "string" ? all.venues.find((v) => v.toLocaleLowerCase("en") === rawVenue.trim().toLocaleLowerCase("en")) : undefined;
  const occurrences = venue ? all.occurrences.filter((o) => o.venue?.toLocaleLowerCase("en") === venue.toLocaleLowerCase("en")) : all.occurrences;
  return (
    <div className="space-y-5">
      <PageHeader title="Calendar" subtitle="Scheduled events and open queues. Registration opens before each start; times are in each event’s own zone." />
      <nav className="flex flex-wrap gap-2" aria-label="Games">
        <Link href={href(undefined, venue)} className={LINK} aria-current={game ? undefined : "page"}>
          All games
        </Link>
        {Object.entries(GAME_NAMES).map(([id, name]) => (
          <Link key={id} href={href(id, venue)} className={LINK} aria-current={game === id ? "page" : undefined}>
            {name}
          </Link>
        ))}
      </nav>
      {all.venues.length > 0 && (
        <nav className="flex flex-wrap gap-2" aria-label="Stores" data-testid="venues">
          <Link href={href(game, undefined)} className={LINK} aria-current={venue ? undefined : "page"}>
            All stores
          </Link>
          {all.venues.map((v) => (
            <Link key={v} href={href(game, v)} className={LINK} aria-current={venue === v ? "page" : undefined}>
              {v}
            </Link>
          ))}
        </nav>
      )}
      {queues.length > 0 && (
        <Card title="Open queues: the event starts when enough have joined">
          <QueueListingList queues={queues} testId="calendar-queues" />
        </Card>
      )}
      {occurrences.length === 0 ? (
        <Card>
          <p>
            Nothing scheduled{game ? ` for ${GAME_NAMES[game as keyof typeof GAME_NAMES]}` : ""}
            {venue ? ` at ${venue}` : ""} in the next two weeks.
          </p>
        </Card>
      ) : (
        <ul className="space-y-3" data-testid="calendar">
          {occurrences.map((o) => (
            <li key={o.id}>
              <OccurrenceCard o={o} signedIn={Boolean(user)} actions={occurrenceActions} />
            </li>
          ))}
        </ul>
      )}
      {user && (
        <Card title="Your events in your calendar app">
          <CalendarFeedLink url={`${await publicOrigin()}/api/v1/calendar/players/${await calendarFeedToken(user)}`} />
        </Card>
      )}
    </div>
  );
}
