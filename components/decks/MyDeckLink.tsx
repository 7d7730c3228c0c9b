import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import type { PlayerDeck } from "@/lib/schemas/deck";
import { gameDecks } from "@/lib/tournament/format";

/** On the event page, for a signed-in player with an entry (games other than FFG's): their deck's state and the way to it. */
export function MyDeckLinkView({ eventId, deck }: { eventId: string; deck: PlayerDeck }) {
  if (gameDecks(deck.game) === "objective-sets") return null;
  return (
    <Link href={`/events/${eventId}/my-deck`} className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-semibold shadow-sm hover:bg-slate-50" data-testid="my-deck-link">
      <span>My deck</span>
      {deck.deck?.starter ? <Badge tone="warn">Starter deck</Badge> : deck.deck ? deck.valid ? <Badge tone="good">Valid ✓</Badge> : <Badge tone="bad">Not valid ✕</Badge> : <Badge tone="warn">Not entered</Badge>}
    </Link>
  );
}
