import { Badge } from "@/components/ui/Badge";
import type { Standings } from "@/lib/schemas/round";

/** SoS and ESoS are kept at full precision; the page shows four decimals. */
const dec4 = (n: number) => n.toFixed(4);

export function StandingsTable({ standings, cutSize }: { standings: Standings; cutSize?: number | null }) {
  if (standings.rows.length === 0) return <p className="text-slate-600">No standings yet: they appear once round 1 is paired.</p>;
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[22rem] border-collapse text-left" data-testid="standings">
        <thead>
          <tr className="border-b-2 border-slate-300 text-xs uppercase tracking-wide text-slate-500">
            <th scope="col" className="px-2 py-2 text-right">#</th>
            <th scope="col" className="px-2 py-2">Player</th>
            <th scope="col" className="px-2 py-2 text-right">Pts</th>
            <th scope="col" className="px-2 py-2 text-right">SoS</th>
            <th scope="col" className="px-2 py-2 text-right">ESoS</th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((r) => (
            <tr
              key={r.playerId}
              className={`border-b border-slate-100 ${r.status !== "active" ? "text-slate-400" : ""} ${cutSize && r.rank === cutSize ? "border-b-2 border-b-amber-500" : ""}`}
            >
              <td className="px-2 py-2 text-right tabular-nums">{r.rank}</td>
              <td className="px-2 py-2">
                <span className="font-medium">{r.name}</span>{" "}
                {r.status !== "active" && <Badge tone="bad">{r.status}</Badge>}
              </td>
              <td className="px-2 py-2 text-right font-semibold tabular-nums">{r.points}</td>
              <td className="px-2 py-2 text-right font-mono text-sm tabular-nums">{dec4(r.sos)}</td>
              <td className="px-2 py-2 text-right font-mono text-sm tabular-nums">{dec4(r.esos)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
