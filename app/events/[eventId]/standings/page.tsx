import type { Metadata } from "next";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { EventNav } from "@/components/events/EventNav";
import { LiveStandings } from "@/components/rounds/LiveStandings";
import { GuildTagsProvider } from "@/components/players/GuildTag";
import { ProfileLinksProvider } from "@/components/players/EntrantName";
import { profileLinksAction } from "../profile-links";
import { entrantProfileLinks } from "@/lib/server/entrants/profile-links";
import { eventGuildTags } from "@/lib/server/guilds/event-guilds";
import { pageParam, RANKS_PER_PAGE } from "@/components/rounds/paging";
import { withNotes } from "@/components/rounds/standings-rows";
import { getEvent } from "@/lib/server/events/events";
import { getStandings } from "@/lib/server/standings/standings";
import { orNotFound } from "@/lib/web/load";
import { presetTraits } from "@/lib/tournament/format";
import { eventFormatForPlayers } from "@/lib/words/format-for-players";
import { eventRatingsAtStart } from "@/lib/server/ratings/read";
import { currentUser } from "@/lib/web/session";
import Link from "next/link";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Standings" };

/**
 * The Swiss standings. The document carries one page of ranks (`?page=N`, 50 a page) so it
 * stays small at a 1,000-player event; the browser then loads the whole standings from the JSON
 * API and keeps them current (components/rounds/LiveStandings.tsx).
 */
export default async function StandingsPage({ params, searchParams }: { params: Promise<{ eventId: string }>; searchParams: Promise<{ page?: string; ratings?: string }> }) {
  const { eventId } = await params;
  const event = await orNotFound(getEvent(eventId));
  const standings = await getStandings(eventId);
  const search = await searchParams;
  const page = pageParam(search.page, standings.rows.length, RANKS_PER_PAGE);
  // ?ratings=1: each entrant's rating at the event's start (pairing never reads it).
  const showRatings = search.ratings === "1";
  const ratings = showRatings ? Object.fromEntries((await eventRatingsAtStart(eventId, await currentUser())).map((r) => [r.playerId, { shown: r.shown, provisional: r.provisional }])) : undefined;
  const rows = withNotes(standings.rows).slice((page - 1) * RANKS_PER_PAGE, page * RANKS_PER_PAGE);
  return (
    <div>
      <PageHeader title={event.name} subtitle={presetTraits(event.format.preset).headerDescriptor ? eventFormatForPlayers(event) : undefined} />
      <EventNav eventId={eventId} current="/standings" hasBracket={Boolean(event.cutSize) && (event.status === "elimination" || event.status === "complete")} />
      <Card title={event.format.stages[0]?.kind === "swiss" ? "Swiss standings" : "Standings"}>
        <p className="mb-3 text-sm text-slate-600">
          Ranked by tournament points, then Strength of Schedule (SoS), then Extended SoS, then a random order fixed by the event seed.
          {event.cutSize ? ` The line marks the top ${event.cutSize} cut.` : ""}
        </p>
        <GuildTagsProvider tags={await eventGuildTags(eventId)}>
          <ProfileLinksProvider eventId={eventId} lookUp={profileLinksAction} links={await entrantProfileLinks(eventId, rows.map((r) => r.playerId))}>
            <LiveStandings key={page} eventId={eventId} cutSize={event.cutSize} rows={rows} total={standings.rows.length} page={page} entrant={event.format.teamSize ? "Team" : "Player"} ratings={ratings} />
          </ProfileLinksProvider>
        </GuildTagsProvider>
        {standings.rows.length > 0 && (
          <p className="mt-3 text-sm print:hidden">
            <Link className="inline-flex min-h-11 items-center font-semibold underline" href={`/events/${eventId}/standings${showRatings ? "" : "?ratings=1"}`} data-testid="ratings-toggle">
              {showRatings ? "Hide ratings" : "Show ratings at the start"}
            </Link>
          </p>
        )}
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
