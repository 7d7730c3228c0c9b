import Link from "next/link";
import { OccurrenceCard, type OccurrenceActions } from "@/components/queues/OccurrenceCard";
import { QueueListingList } from "@/components/queues/QueueListingList";
import { Card } from "@/components/ui/Card";
import type { HomeBoard, PlaceSearch } from "@/lib/schemas/venue";
import { GAME_NAMES } from "@/lib/tournament";

/** The home page's top: open queues to join now and the scheduled events of the next 24 hours. */
export function HomeBoardCards({ board, signedIn, occurrenceActions }: { board: HomeBoard; signedIn: boolean; occurrenceActions: OccurrenceActions }) {
  if (board.queues.length === 0 && board.today.length === 0) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {board.queues.length > 0 && (
        <Card title="Open queues: join now">
          <QueueListingList queues={board.queues} testId="home-queues" />
        </Card>
      )}
      {board.today.length > 0 && (
        <section aria-labelledby="today" className="space-y-3">
          <h2 id="today" className="text-lg font-semibold">
            Today and tomorrow{" "}
            <Link href="/calendar" className="text-sm font-semibold text-slate-700 underline">
              Calendar
            </Link>
          </h2>
          <ul className="space-y-3" data-testid="home-today">
            {board.today.map((o) => (
              <li key={o.id}>
                <OccurrenceCard o={o} signedIn={signedIn} actions={occurrenceActions} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Stores, open queues and leagues matching the home page's search (events follow in their lists). */
export function PlaceResults({ places }: { places: PlaceSearch }) {
  if (places.venues.length + places.queues.length + places.seasons.length === 0) return null;
  return (
    <Card title="Stores, queues and leagues">
      <div className="space-y-4" data-testid="place-results">
        {places.venues.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Stores">
            {places.venues.map((v) => (
              <li key={v.slug}>
                <Link href={`/venues/${v.slug}`} className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 font-semibold text-slate-900 hover:bg-slate-50">
                  {v.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {places.queues.length > 0 && <QueueListingList queues={places.queues} testId="search-queues" />}
        {places.seasons.length > 0 && (
          <ul className="space-y-1" aria-label="Leagues">
            {places.seasons.map((s) => (
              <li key={s.id}>
                <Link href={`/seasons/${s.id}`} className="font-semibold underline underline-offset-4">
                  {s.name}
                </Link>{" "}
                <span className="text-sm text-slate-600">· league · {GAME_NAMES[s.game as keyof typeof GAME_NAMES] ?? s.game}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
