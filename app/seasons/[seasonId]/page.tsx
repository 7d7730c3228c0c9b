import type { Metadata } from "next";
import Link from "next/link";
import { ExcludedEvents, Leaderboard } from "@/components/seasons/Leaderboard";
import { LiveLeaderboard } from "@/components/seasons/LiveLeaderboard";
import { SeasonRules } from "@/components/seasons/SeasonRules";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { EventTimeZone, LocalTime } from "@/components/ui/LocalTime";
import { LinkButton } from "@/components/ui/LinkButton";
import { PageHeader } from "@/components/ui/PageHeader";
import { getSeason } from "@/lib/server/seasons/seasons";
import { getLeaderboard } from "@/lib/server/seasons/standings";
import { settleSeason } from "@/lib/server/seasons/settle";
import { orNotFound } from "@/lib/web/load";
import { currentUser } from "@/lib/web/session";
import { SEASON_PRESETS, type SeasonPresetId } from "@/lib/tournament/seasons/presets";
import { viewerProfileId } from "@/lib/server/accounts/profiles";
import { seasonRuleLines, workedExample } from "@/lib/words/season-rules";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Season" };


/** "2026-10" → the month before and after. */
function neighbours(key: string): [string, string] | null {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const k = (yy: number, mm: number) => `${yy}-${String(mm).padStart(2, "0")}`;
  return [mo === 1 ? k(y - 1, 12) : k(y, mo - 1), mo === 12 ? k(y + 1, 1) : k(y, mo + 1)];
}

const monthName = (key: string) => {
  const [y, m] = key.split("-").map(Number);
  return new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y!, m! - 1, 15)));
};

/** The kind of season: its preset, or custom rules (and the preset they were changed from). */
const presetName = (s: { preset: string; startedFrom: string }) => {
  const label = (id: string) => SEASON_PRESETS[id as SeasonPresetId]?.label ?? id;
  if (s.preset !== "custom") return label(s.preset);
  return s.startedFrom !== "custom" && s.startedFrom in SEASON_PRESETS ? `Custom rules (changed from ${label(s.startedFrom)})` : "Custom rules";
};

/** A season's public page: the leaderboard of a period, how points are made, the events; printable for the store's wall. */
export default async function SeasonPage({ params, searchParams }: { params: Promise<{ seasonId: string }>; searchParams: Promise<{ period?: string; print?: string }> }) {
  const { seasonId } = await params;
  const { period, print } = await searchParams;
  const user = await currentUser();
  const season = await orNotFound(getSeason(user, seasonId));
  // A period that has ended shows its awards at its first read: the explicit step, before the read.
  await settleSeason(seasonId);
  const board = await orNotFound(getLeaderboard(seasonId, { period: period ?? null, viewer: user }));
  const monthly = season.schedule === "monthly-weekdays";
  const around = monthly ? neighbours(board.period.key) : null;
  const printing = print === "1";
  // A season counting tagged events lists those not refused beside any attached ones.
  const tagged = season.counts === "tagged" ? season.tags.filter((t) => !t.refused && !season.events.some((e) => e.eventId === t.eventId)).map((t) => ({ ...t, tier: null, group: null })) : [];
  const events = [...season.events, ...tagged];
  return (
    <EventTimeZone zone={season.timeZone}>
      <div className="space-y-5">
        <PageHeader
          title={season.name}
          subtitle={
            <span className="flex flex-wrap items-center gap-2">
              <span>{season.gameName}</span>
              <span>·</span>
              <span>{monthly ? `Monthly: ${monthName(board.period.key)}` : "Season"}</span>
              <span>·</span>
              <span data-testid="season-preset">{presetName(season)}</span>
              {board.period.settled && <Badge tone="good">Final</Badge>}
            </span>
          }
          actions={
            printing ? undefined : (
              <>
                <Link href={`/seasons/${season.id}?period=${board.period.key}&print=1`} className="py-2 text-sm font-semibold underline">
                  Print
                </Link>
                <Link href={`/seasons/${season.id}/history`} className="py-2 text-sm font-semibold underline">
                  History
                </Link>
                {season.canEdit && <LinkButton href={`/seasons/${season.id}/manage`} variant="secondary">Manage</LinkButton>}
              </>
            )
          }
        />
        <p className="text-sm text-slate-600" data-testid="season-period">
          From <LocalTime iso={board.period.startsAt} /> to <LocalTime iso={board.period.endsAt} />.
          {board.period.settled && (
            <>
              {" "}
              Awards given <LocalTime iso={board.period.settled.settledAt} />
              {Date.parse(board.period.settled.settledAt) - Date.parse(board.period.settled.endedAt) > 15 * 60_000 ? " (after the period closed: the server was away at its end)." : "."}
            </>
          )}
        </p>
        {around && !printing && (
          <nav className="flex justify-between text-sm font-semibold" aria-label="Periods">
            <Link href={`/seasons/${season.id}?period=${around[0]}`} className="inline-flex min-h-11 items-center underline">
              ← {monthName(around[0])}
            </Link>
            <Link href={`/seasons/${season.id}?period=${around[1]}`} className="inline-flex min-h-11 items-center underline">
              {monthName(around[1])} →
            </Link>
          </nav>
        )}
        <Card title="Leaderboard">
          {printing ? <Leaderboard board={board} /> : <LiveLeaderboard seasonId={season.id} period={period ?? null} initial={board} me={await viewerProfileId(user)} />}
          {printing && <ExcludedEvents excluded={board.excluded} />}
        </Card>
        {!printing && (
          <>
            <Card title="How points are made">
              <SeasonRules lines={seasonRuleLines(season.rules)} example={workedExample(season.rules)} />
            </Card>
            <Card title="Events">
              {events.length === 0 ? (
                <p className="text-slate-600">{season.counts === "organizer" ? "Every event of the organizer's in this game counts." : season.counts === "tagged" ? "Events tagged for this season by their organizers count." : "No events attached yet."}</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {events.map((e) => (
                    <li key={e.eventId} className="flex flex-wrap justify-between gap-2 py-2">
                      <Link href={`/events/${e.eventId}`} className="inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline">
                        {e.name}
                      </Link>
                      <span className="text-sm text-slate-600">
                        {e.startsAt ? <LocalTime iso={e.startsAt} withTime={false} /> : "No date"} · {e.status}
                        {e.tier ? ` · ${e.tier}` : ""}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </>
        )}
      </div>
    </EventTimeZone>
  );
}
