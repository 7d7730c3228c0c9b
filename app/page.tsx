import { Fragment } from "react";
import Link from "next/link";
import { LinkButton } from "@/components/ui/LinkButton";
import { EventSection } from "@/components/events/EventSection";
import { inputClass } from "@/components/forms/Field";
import { HomeBoardCards, PlaceResults } from "@/components/queues/HomeBoard";
import { browseEvents } from "@/lib/server/events/event-browse";
import { homeBoard, searchPlaces } from "@/lib/server/queues/venues";
import { currentUser } from "@/lib/web/session";
import { organizesAnEvent } from "@/lib/server/events/organizes";
import { occurrenceActions } from "@/app/queues/occurrence-actions";

export const dynamic = "force-dynamic";

type Search = Record<string, string | string[] | undefined>;

const SECTIONS = [
  { param: "mine", title: "Your events", empty: "You are not organizing or judging any event yet." },
  { param: "live", title: "Live now", empty: "No event is running right now." },
  { param: "upcoming", title: "Upcoming", empty: "No upcoming events." },
  { param: "recent", title: "Recent results", empty: "No finished events yet." },
] as const;

export default async function HomePage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await currentUser();
  // An organizer finds "New event" in the header; anyone else signed in is invited here.
  const invite = user !== null && !(await organizesAnEvent(user));
  const raw = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const q = (one(raw.q) ?? "").trim();
  const sections = SECTIONS.filter((s) => s.param !== "mine" || user);
  const [results, board, places] = await Promise.all([
    Promise.all(sections.map((s) => browseEvents(s.param, { q, page: one(raw[s.param]) }, user))),
    homeBoard(user),
    q ? searchPlaces({ q }) : null,
  ]);
  // Links keep the search and the other lists' pages.
  const params: Record<string, string> = {};
  if (q) params.q = q;
  sections.forEach((s, i) => {
    if (results[i]!.page > 1) params[s.param] = String(results[i]!.page);
  });
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-gradient-to-br from-slate-900 to-slate-700 p-6 text-white sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">Star Wars card game tournaments, run by the book.</h1>
        <p className="mt-2 max-w-2xl text-slate-200">
          The Card Game, Galaxies, the CCG (2-on-2 too), Young Jedi and the TCG, each by its own rules: Swiss, the cut and its bracket, chess
          clocks, prizes. Players follow pairings and standings on their phones.
        </p>
        {!user && (
          <div className="mt-4">
            <LinkButton href="/signup" variant="secondary">Sign up to organize</LinkButton>
          </div>
        )}
        {invite && (
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="organize-invitation">
            <LinkButton href="/events/new" variant="secondary">New event</LinkButton>
            <span className="text-slate-200">Running a night at your store? Set it up here; players join from their phones.</span>
          </div>
        )}
      </section>
      <form role="search" action="/" className="flex gap-2">
        <label htmlFor="event-search" className="sr-only">
          Find an event, store, queue or league
        </label>
        <input id="event-search" name="q" type="search" defaultValue={q} maxLength={100} placeholder="Find an event, store, queue or league" className={inputClass} />
        <button type="submit" className="min-h-11 rounded-lg bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700">
          Search
        </button>
      </form>
      {q && (
        <p className="text-sm text-slate-700">
          Matching “{q}”. <Link className="font-semibold underline" href="/">Show all</Link>
        </p>
      )}
      {places && <PlaceResults places={places} />}
      {sections.map((s, i) => (
        <Fragment key={s.param}>
          {/* A player's own events first; then what the stores have open now, before the lists of everyone's. */}
          {!q && i === (sections[0]!.param === "mine" ? 1 : 0) && <HomeBoardCards board={board} signedIn={Boolean(user)} occurrenceActions={occurrenceActions} />}
          <EventSection
            title={s.title}
            param={s.param}
            result={results[i]!}
            params={params}
            empty={q ? "No matching events." : s.empty}
            action={
              s.param === "mine" ? (
                <Link className="text-sm font-semibold text-slate-700 underline" href="/events/deleted">
                  Deleted events
                </Link>
              ) : undefined
            }
          />
        </Fragment>
      ))}
    </div>
  );
}
