import { Badge } from "@/components/ui/Badge";
import { GuildTag } from "@/components/players/GuildTag";
import { EntrantName } from "@/components/players/EntrantName";
import type { RankedRow } from "./standings-rows";

/** SoS and ESoS are kept at full precision; the page shows four decimals. */
const dec4 = (n: number) => n.toFixed(4);

/** Entrants' ratings at the event's start, by player id (null: no rated match yet, or hidden). */
export type StartRatings = Record<string, { shown: number | null; provisional: boolean }>;

const record = (r: RankedRow) => (r.games ? `${r.games.won}–${r.games.lost}–${r.games.drawn}` : "");

/** Some of the standings (a page, or what a search found): rank, player, record, points, SoS, ESoS. */
export function StandingsTable({
  rows,
  cutSize,
  me,
  entrant = "Player",
  ratings,
}: {
  rows: RankedRow[];
  cutSize?: number | null;
  me?: string | null;
  entrant?: "Player" | "Team";
  ratings?: StartRatings;
}) {
  return (
    <div className="-mx-4 sm:mx-0">
      <table className="w-full border-collapse text-left" data-testid="standings">
        <caption className="sr-only">Standings: rank, {entrant.toLowerCase()} with games won–lost–drawn and rounds played, tournament points, SoS and ESoS</caption>
        <thead>
          <tr className="border-b-2 border-slate-300 text-xs uppercase tracking-wide text-slate-600">
            <th scope="col" className="py-2 pr-1 pl-2 text-right">#</th>
            <th scope="col" className="px-2 py-2">{entrant} · W–L–D</th>
            <th scope="col" className="px-1 py-2 text-right">Pts</th>
            <th scope="col" className="px-1 py-2 text-right">SoS</th>
            <th scope="col" className="py-2 pr-2 pl-1 text-right">ESoS</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.playerId}
              data-testid="standings-row"
              className={`border-b border-slate-100 align-top ${r.status !== "active" ? "text-slate-600" : ""} ${r.playerId === me ? "bg-amber-50" : ""} ${cutSize && r.rank === cutSize ? "border-b-2 border-b-amber-500" : ""}`}
            >
              <td className="py-2 pr-1 pl-2 text-right tabular-nums">{r.rank}</td>
              <td className="px-2 py-2">
                <GuildTag id={r.playerId} />
                <EntrantName id={r.playerId} name={r.name} className="font-medium break-words" />{" "}
                {r.status !== "active" && <Badge tone="bad">{r.status}</Badge>}
                {r.playerId === me && <Badge tone="warn">you</Badge>}
                <span className="block text-sm text-slate-600" data-testid="record">
                  {record(r)} · {r.roundsPlayed} {r.roundsPlayed === 1 ? "round" : "rounds"}
                </span>
                {ratings && (
                  <span className="block text-sm text-slate-700" data-testid="start-rating">
                    Rating at the start: {ratings[r.playerId]?.shown ?? "unrated"}
                    {ratings[r.playerId]?.shown != null && ratings[r.playerId]?.provisional ? " (provisional)" : ""}
                  </span>
                )}
                {r.note && (
                  <span className="block text-sm text-slate-700" data-testid="tiebreak-note">
                    {r.note}
                  </span>
                )}
              </td>
              <td className="px-1 py-2 text-right font-semibold tabular-nums">{r.points}</td>
              <td className="px-1 py-2 text-right font-mono text-sm tabular-nums">{dec4(r.sos)}</td>
              <td className="py-2 pr-2 pl-1 text-right font-mono text-sm tabular-nums">{dec4(r.esos)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
