import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/Card";
import { HistoryEntry } from "@/components/history/HistoryEntry";
import { EventTimeZone } from "@/components/ui/LocalTime";
import { PageHeader } from "@/components/ui/PageHeader";
import { seasonHistory } from "@/lib/server/seasons/history";
import { getSeason } from "@/lib/server/seasons/seasons";
import { orNotFound } from "@/lib/web/load";
import { currentUser } from "@/lib/web/session";
import { describeSeasonEntry } from "@/lib/words/season-history";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Season history" };

/** Every change to a season, newest first, in words (public: see lib/server/seasons/history.ts). */
export default async function SeasonHistoryPage({ params }: { params: Promise<{ seasonId: string }> }) {
  const { seasonId } = await params;
  const user = await currentUser();
  const season = await orNotFound(getSeason(null, seasonId));
  const { entries, names } = await seasonHistory(seasonId, undefined, user?.id ?? null);
  return (
    <EventTimeZone zone={season.timeZone}>
      <div className="space-y-5">
        <PageHeader
          title={`${season.name}: history`}
          actions={
            <Link href={`/seasons/${season.id}`} className="py-2 text-sm font-semibold underline">
              Leaderboard
            </Link>
          }
        />
        <Card>
          <p className="mb-3 text-sm text-slate-600">Every change to this season, newest first.</p>
          <ol className="divide-y divide-slate-100" data-testid="season-history">
            {entries.map((e) => {
              const d = describeSeasonEntry(e.action, e.data, names);
              return <HistoryEntry key={e.id} entry={d} who={e.who} at={e.at} testId="season-history-entry" />;
            })}
          </ol>
        </Card>
      </div>
    </EventTimeZone>
  );
}
