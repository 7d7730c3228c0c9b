import { Badge } from "@/components/ui/Badge";
import type { Player } from "@/lib/schemas/player";

export function PlayerTable({ players }: { players: Player[] }) {
  if (players.length === 0) return <p className="text-slate-600">No players registered yet.</p>;
  return (
    <ol className="grid grid-cols-1 gap-x-6 sm:grid-cols-2" data-testid="player-list">
      {players.map((p, i) => (
        <li key={p.id} className="flex min-w-0 items-center justify-between gap-2 border-b border-slate-100 py-2">
          <span className="min-w-0 break-words">
            <span className="mr-2 inline-block w-7 text-right text-sm text-slate-600 tabular-nums">{i + 1}.</span>
            {p.name}
          </span>
          {p.status !== "active" && <Badge tone="bad">{p.status}</Badge>}
        </li>
      ))}
    </ol>
  );
}
