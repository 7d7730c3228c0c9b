import { Badge } from "@/components/ui/Badge";
import type { Standings } from "@/lib/schemas/round";

/** SoS and ESoS are kept at full precision; the page shows four decimals. */
const dec4 = (n: number) => n.toFixed(4);

type Row = Standings["rows"][number];

const record = (r: Row) => (r.games ? `${r.games.won}–${r.games.lost}–${r.games.drawn}` : "");

/** Why this player is below the one above, when points alone did not decide it. */
function tiebreakNote(r: Row, above: Row | undefined): string | null {
  if (!above || !r.belowPreviousOn || r.belowPreviousOn === "points") return null;
  const tied = `Tied with #${above.rank} on points`;
  if (r.belowPreviousOn === "sos") return `${tied}; lower SoS`;
  if (r.belowPreviousOn === "esos") return `${tied} and SoS; lower ESoS`;
  return `${tied}, SoS and ESoS; placed by the event's random tiebreak`;
}

export function StandingsTable({ standings, cutSize }: { standings: Standings; cutSize?: number | null }) {
  if (standings.rows.length === 0) return <p className="text-slate-600">No standings yet: they appear once round 1 is paired.</p>;
  return (
    <div className="-mx-4 sm:mx-0">
      <table className="w-full border-collapse text-left" data-testid="standings">
        <caption className="sr-only">Standings: rank, player with games won–lost–drawn and rounds played, tournament points, SoS and ESoS</caption>
        <thead>
          <tr className="border-b-2 border-slate-300 text-xs uppercase tracking-wide text-slate-600">
            <th scope="col" className="px-2 py-2 text-right">#</th>
            <th scope="col" className="px-2 py-2">Player · W–L–D</th>
            <th scope="col" className="px-2 py-2 text-right">Pts</th>
            <th scope="col" className="px-2 py-2 text-right">SoS</th>
            <th scope="col" className="px-2 py-2 text-right">ESoS</th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((r, i) => {
            const note = tiebreakNote(r, standings.rows[i - 1]);
            return (
              <tr
                key={r.playerId}
                data-testid="standings-row"
                className={`border-b border-slate-100 align-top ${r.status !== "active" ? "text-slate-600" : ""} ${cutSize && r.rank === cutSize ? "border-b-2 border-b-amber-500" : ""}`}
              >
                <td className="px-2 py-2 text-right tabular-nums">{r.rank}</td>
                <td className="px-2 py-2">
                  <span className="font-medium break-words">{r.name}</span>{" "}
                  {r.status !== "active" && <Badge tone="bad">{r.status}</Badge>}
                  <span className="block text-sm text-slate-600" data-testid="record">
                    {record(r)} · {r.roundsPlayed} {r.roundsPlayed === 1 ? "round" : "rounds"}
                  </span>
                  {note && (
                    <span className="block text-sm text-slate-700" data-testid="tiebreak-note">
                      {note}
                    </span>
                  )}
                </td>
                <td className="px-2 py-2 text-right font-semibold tabular-nums">{r.points}</td>
                <td className="px-2 py-2 text-right font-mono text-sm tabular-nums">{dec4(r.sos)}</td>
                <td className="px-2 py-2 text-right font-mono text-sm tabular-nums">{dec4(r.esos)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
