import type { Metadata } from "next";
import Link from "next/link";
import { ActionButton } from "@/components/queues/ActionButton";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { LocalTime } from "@/components/ui/LocalTime";
import { PageHeader } from "@/components/ui/PageHeader";
import { GAME_NAMES } from "@/lib/tournament";
import { calendar } from "@/lib/server/queues/schedules";
import { occurrenceStateWords } from "@/lib/words/occurrence-words";
import { currentUser } from "@/lib/web/session";
import { joinOccurrenceAction, leaveOccurrenceAction } from "../queues/actions";

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
  const venue = typeof rawVenue === "string" ? all.venues.find((v) => v.toLocaleLowerCase("en") === rawVenue.trim().toLocaleLowerCase("en")) : undefined;
  const occurrences = venue ? all.occurrences.filter((o) => o.venue?.toLocaleLowerCase("en") === venue.toLocaleLowerCase("en")) : all.occurrences;
  return (
    <div className="space-y-5">
      <PageHeader title="Calendar" subtitle="Scheduled events: registration opens before each start; they begin on time." />
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
      {occurrences.length === 0 ? (
        <Card>
          <p>
            Nothing scheduled{game ? ` for ${GAME_NAMES[game as keyof typeof GAME_NAMES]}` : ""}
            {venue ? ` at ${venue}` : ""} in the next two weeks.
          </p>
        </Card>
      ) : (
        <ul className="space-y-3" data-testid="calendar">
          {occurrences.map((o) => {
            const state = occurrenceStateWords(o);
            return (
              <li key={o.id}>
                <Card
                  title={
                    <span>
                      {o.name} · <LocalTime iso={o.startsAt} timeZone={o.timeZone} />
                    </span>
                  }
                  action={<Badge tone={state.tone}>{state.label}</Badge>}
                >
                  <p className="text-sm text-slate-600">
                    {GAME_NAMES[o.game as keyof typeof GAME_NAMES] ?? o.game}
                    {o.venue ? ` · ${o.venue}` : ""} · registration opens <LocalTime iso={o.opensAt} shape="time" timeZone={o.timeZone} />
                  </p>
                  {o.eventId && (
                    <p className="mt-2">
                      <Link href={`/events/${o.eventId}`} className="font-semibold underline underline-offset-4">
                        Go to the event
                      </Link>
                    </p>
                  )}
                  {o.state === "open" && user && (
                    <div className="mt-3">
                      {o.you === "registered" ? (
                        <ActionButton action={leaveOccurrenceAction.bind(null, o.id)} label="You're registered · leave" pendingText="Leaving…" variant="secondary" />
                      ) : (
                        <ActionButton action={joinOccurrenceAction.bind(null, o.id)} label="Register" pendingText="Registering…" />
                      )}
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
