import { Badge } from "@/components/ui/Badge";
import type { Player } from "@/lib/schemas/player";
import type { PlayerRow } from "./player-page";

/** Room for the widest entry number ("1000."), so the names line up on every page (up to 100: as always). */
const numberWidth = (total: number) => (total <= 100 ? "w-7" : total < 1000 ? "w-9" : "w-11");

/** Some of the event's players (a page, or what a search found), each with their entry number. */
export function PlayerTable({ rows, total }: { rows: PlayerRow<Player>[]; total: number }) {
  const width = numberWidth(total);
  return (
    <ol className="grid grid-cols-1 gap-x-6 sm:grid-cols-2" data-testid="player-list">
      {rows.map(({ player: p, number }) => (
        <li key={p.id} className="flex min-w-0 items-center justify-between gap-2 border-b border-slate-100 py-2">
          <span className="min-w-0 break-words">
            <span className={`mr-2 inline-block ${width} text-right text-sm text-slate-600 tabular-nums`}>{number}.</span>
            {p.name}
          </span>
          {p.status !== "active" && <Badge tone="bad">{p.status}</Badge>}
        </li>
      ))}
    </ol>
  );
}
