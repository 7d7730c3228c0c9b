import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/PageHeader";
import { LivePairings } from "@/components/rounds/LivePairings";
import { GuildTagsProvider } from "@/components/players/GuildTag";
import { ProfileLinksProvider } from "@/components/players/EntrantName";
import { profileLinksAction } from "../profile-links";
import { selfReportActions } from "./self-report-actions";
import { entrantProfileLinks } from "@/lib/server/entrants/profile-links";
import { eventGuildTags } from "@/lib/server/guilds/event-guilds";
import { pageParam, TABLES_PER_PAGE } from "@/components/rounds/paging";
import { getEvent } from "@/lib/server/events/events";
import { getRound, listRoundSummaries } from "@/lib/server/rounds/rounds";
import { getMyTable } from "@/lib/server/results/self-report";
import { currentUser } from "@/lib/web/session";
import { orNotFound } from "@/lib/web/load";
import { presetTableTexts, presetTraits } from "@/lib/tournament/format";
import { eventFormatForPlayers } from "@/lib/words/format-for-players";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Pairings" };

/**
 * The pairings of the current round (or `?round=N`). The document carries one page of tables
 * (`?page=N`, 50 a page) so it stays small at a 1,000-player event; the browser then loads the
 * whole round from the JSON API and keeps it current (components/rounds/LivePairings.tsx).
 */
export default async function PairingsPage({ params, searchParams }: { params: Promise<{ eventId: string }>; searchParams: Promise<{ round?: string; page?: string }> }) {
  const { eventId } = await params;
  const query = await searchParams;
  const event = await orNotFound(getEvent(eventId));
  const rounds = await listRoundSummaries(eventId);
  const asked = Number(query.round) || 0;
  const wanted = asked || event.currentRound;
  const round = wanted > 0 ? await orNotFound(getRound(eventId, wanted)) : null;
  // A signed-in player with an entry here: their report, "call a judge" and drop on "my table".
  const account = await getMyTable(await currentUser(), eventId);
  const tags = await eventGuildTags(eventId);
  const page = pageParam(query.page, round?.matches.length ?? 0, TABLES_PER_PAGE);
  const shown = round?.matches.slice((page - 1) * TABLES_PER_PAGE, page * TABLES_PER_PAGE) ?? [];
  // The names this document shows link to profiles; the browser asks for the rest as it shows them.
  const links = await entrantProfileLinks(eventId, shown.flatMap((m) => [m.playerA.id, ...(m.playerB ? [m.playerB.id] : [])]));
  const traits = presetTraits(event.format.preset);
  const tableTexts = presetTableTexts(event.format.preset);
  const matchText = (swiss: boolean) => event.format.stages.find((s) => (swiss ? s.kind === "swiss" : s.kind !== "swiss"))?.match ?? "";
  return (
    <div>
      <PageHeader title={event.name} subtitle={traits.headerDescriptor ? eventFormatForPlayers(event) : undefined} />
      <GuildTagsProvider tags={tags}>
      <ProfileLinksProvider eventId={eventId} lookUp={profileLinksAction} links={links}>
      <LivePairings
        key={`${asked}:${page}`}
        eventId={eventId}
        reportActions={selfReportActions}
        follow={!asked}
        event={{ currentRound: event.currentRound, status: event.status, cutSize: event.cutSize }}
        rounds={rounds.map((r) => ({ number: r.number, name: r.name }))}
        // The first view: the round without its other tables, notes for the organizer or standings.
        round={
          round && {
            number: round.number,
            name: round.name,
            stage: round.stage,
            stageRound: round.stageRound,
            timer: round.timer,
            matches: shown,
          }
        }
        matchCount={round?.matches.length ?? 0}
        page={page}
        roundTexts={{
          swiss: tableTexts?.swiss ?? matchText(true),
          elimination: tableTexts?.elimination ?? matchText(false),
        }}
        byePoints={event.format.scoring.bye}
        account={account}
      />
      </ProfileLinksProvider>
      </GuildTagsProvider>
    </div>
  );
}
