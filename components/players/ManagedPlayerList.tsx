import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import type { ManagedPlayer } from "@/lib/schemas/player-edit";

/** Players as staff see them: email, deck-list state, and a link to edit each one. */
export function ManagedPlayerList({ eventId, players, deckListsRequired }: { eventId: string; players: ManagedPlayer[]; deckListsRequired: boolean }) {
  if (players.length === 0) return <p className="text-slate-600">No players registered yet.</p>;
  return (
    <ol className="divide-y divide-slate-100" data-testid="player-list">
      {players.map((p, i) => (
        <li key={p.id}>
          <Link href={`/events/${eventId}/manage/players/${p.id}`} className="flex min-h-11 items-center justify-between gap-3 py-2 hover:bg-slate-50">
            <span className="flex min-w-0 items-baseline">
              <span className="mr-2 inline-block w-7 shrink-0 text-right text-sm text-slate-600 tabular-nums">{i + 1}.</span>
              <span className="min-w-0">
                <span className="block break-words font-medium">{p.name}</span>
                {p.email && <span className="block break-all text-sm text-slate-600">{p.email}</span>}
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-2">
              {p.status !== "active" && <Badge tone="bad">{p.status}</Badge>}
              {p.hasDeckLists ? <Badge tone="good">Deck lists</Badge> : deckListsRequired ? <Badge tone="warn">No deck lists</Badge> : null}
              <span aria-hidden className="text-slate-600">›</span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
