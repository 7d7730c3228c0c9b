import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/Card";
import { EventTimeZone, LocalTime } from "@/components/ui/LocalTime";
import { PageHeader } from "@/components/ui/PageHeader";
import { seasonHistory } from "@/lib/server/seasons/history";
import { getSeason } from "@/lib/server/seasons/seasons";
import { orNotFound } from "@/lib/web/load";
import { describeSeasonEntry, type Shown } from "@/lib/words/season-history";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Season history" };

const shown = (v: Shown) => (typeof v === "string" ? v : <LocalTime iso={v.at} />);

/** Every change to a season, newest first, in words (public: see lib/server/seasons/history.ts). */
export default async function SeasonHistoryPage({ params }: { params: Promise<{ seasonId: string }> }) {
  const { seasonId } = await params;
  const season = await orNotFound(getSeason(null, seasonId));
  const { entries, names } = await seasonHistory(seasonId);
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
              return (
                <li key={e.id} className="py-3" data-testid="season-history-entry">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                    <p className="font-medium">{d.title}</p>
                    <p className="text-sm text-slate-600">
                      {e.who ?? "System"} · <LocalTime iso={e.at} />
                    </p>
                  </div>
                  {d.detail && <p className="mt-0.5 text-sm break-words text-slate-600">{d.detail}</p>}
                  {d.changes.length > 0 && (
                    <dl className="mt-2 space-y-1.5 text-sm">
                      {d.changes.map((c, i) => (
                        <div key={i} className="rounded-md bg-slate-50 px-2.5 py-1.5">
                          <dt className="font-semibold text-slate-700">{c.field}</dt>
                          <dd className="break-words">
                            <span className="text-slate-600 line-through decoration-slate-400">{shown(c.old)}</span>
                            <span aria-label="changed to" className="mx-1.5 text-slate-600">→</span>
                            <span className="text-slate-900">{shown(c.new)}</span>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </li>
              );
            })}
          </ol>
        </Card>
      </div>
    </EventTimeZone>
  );
}
