import Link from "next/link";
import { Card } from "@/components/ui/Card";
import { LocalTime } from "@/components/ui/LocalTime";
import type { PlayerSeasonRecord } from "@/lib/schemas/season";
import { ordinal } from "@/lib/words/ordinal";
import { Medals } from "./Medals";

/** A profile's seasons now, its medals (a count per kind) and the season awards behind them. */
export function ProfileMedals({ record }: { record: PlayerSeasonRecord }) {
  if (record.awards.length === 0 && record.standings.length === 0) return null;
  return (
    <>
      {record.standings.length > 0 && (
        <Card title="Seasons">
          <ul className="divide-y divide-slate-100 text-sm" data-testid="profile-seasons">
            {record.standings.map((s) => (
              <li key={s.seasonId} className="flex flex-wrap justify-between gap-2 py-2">
                <Link href={`/seasons/${s.seasonId}`} className="inline-flex min-h-11 items-center font-semibold underline">
                  {s.seasonName}
                </Link>
                <span className="self-center text-slate-600">
                  {ordinal(s.rank)} of {s.players} · {s.points} points{s.period === "season" ? "" : ` · ${s.period}`}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {record.awards.length > 0 && <Card title={<span className="flex items-center gap-2">Medals <Medals medals={record.medals} size="lg" /></span>}>
      <ul className="divide-y divide-slate-100 text-sm" data-testid="profile-awards">
        {record.awards.map((a) => (
          <li key={`${a.seasonId}-${a.period}`} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              <Medals medals={[{ kind: a.kind, count: 1 }]} />{" "}
              <span className="font-semibold capitalize">{a.kind}</span> ·{" "}
              <Link href={`/seasons/${a.seasonId}${a.period === "season" ? "" : `?period=${a.period}`}`} className="underline">
                {a.seasonName}
                {a.period === "season" ? "" : ` ${a.period}`}
              </Link>
            </span>
            <span className="text-slate-600">
              {ordinal(a.rank)} · {a.points} points · <LocalTime iso={a.awardedAt} withTime={false} />
            </span>
          </li>
        ))}
      </ul>
    </Card>}
    </>
  );
}
