import Link from "next/link";
import type { GuildRankingRow } from "@/lib/schemas/guild";

const r0 = (n: number | null) => (n === null ? "—" : Math.round(n).toLocaleString("en"));

/** The ranked guilds: rank, name and tag, members (how many rated), total, average, leader. */
export function GuildRankingList({ rows, empty = "No guilds yet." }: { rows: GuildRankingRow[]; empty?: string }) {
  if (rows.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ol className="divide-y divide-slate-100" data-testid="guild-list">
      {rows.map((g) => (
        <li key={g.id} className="flex items-start gap-3 py-3" data-testid="guild-row">
          <span className="w-8 shrink-0 text-right text-lg font-bold tabular-nums text-slate-700">{g.rank}</span>
          <div className="min-w-0 flex-1">
            <Link href={`/guilds/${g.id}`} className="font-semibold break-words underline-offset-2 hover:underline">
              <span className="mr-1 text-slate-600">[{g.tag}]</span>
              {g.name}
            </Link>
            <p className="text-sm text-slate-600">
              {g.members} {g.members === 1 ? "member" : "members"} ({g.rated} rated){g.leader ? ` · led by ${g.leader}` : ""}
            </p>
          </div>
          <dl className="shrink-0 text-right text-sm tabular-nums">
            <div>
              <dt className="sr-only">Total rating</dt>
              <dd className="font-semibold">{r0(g.total)}</dd>
            </div>
            <div className="text-slate-600">
              <dt className="inline">avg </dt>
              <dd className="inline">{r0(g.average)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
