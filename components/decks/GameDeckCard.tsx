import Link from "next/link";
import type { FormState } from "@/lib/web/form-state";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import type { PlayerDeck } from "@/lib/schemas/deck";
import { DeckPasteForm } from "./DeckPasteForm";
import { PoolForm } from "./PoolForm";
import { gameDecks } from "@/lib/tournament/format";

/**
 * Staff, on the manage player page: the entry's deck for the games other than FFG's (validity,
 * problems, the paste form), its sealed pool and the way to the build phase. Nothing for FFG
 * events (their deck lists keep their own card).
 */
/** What the card saves (the container hands the server actions). */
export interface DeckActions {
  saveDeckAction: (eventId: string, playerId: string, prev: FormState, form: FormData) => Promise<FormState>;
  savePoolAction: (eventId: string, playerId: string, prev: FormState, form: FormData) => Promise<FormState>;
}

export function GameDeckCardView({ eventId, playerId, deck, actions }: { eventId: string; playerId: string; deck: PlayerDeck; actions: DeckActions }) {
  const { saveDeckAction, savePoolAction } = actions;
  if (gameDecks(deck.game) === "objective-sets") return null;
  const limited = deck.rules.some((r) => r.startsWith("Sealed")) || deck.pool !== null || deck.build !== null;
  return (
    <Card
      title="Deck"
      action={deck.deck?.starter ? <Badge tone="warn">Starter deck</Badge> : deck.deck ? deck.valid ? <Badge tone="good">Valid ✓</Badge> : <Badge tone="bad">Not valid ✕</Badge> : <Badge>No deck</Badge>}
    >
      <div className="space-y-4" data-testid="game-deck">
        <DeckPasteForm action={saveDeckAction.bind(null, eventId, playerId)} deck={deck} submitLabel={deck.locked ? "Save change" : "Save deck"} />
        {limited && (
          <details className="rounded-lg border border-slate-200 p-3">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold">{deck.pool ? "Change the sealed pool" : "Record the sealed pool"}</summary>
            <div className="mt-3">
              <PoolForm action={savePoolAction.bind(null, eventId, playerId)} list={deck.pool?.list ?? null} />
            </div>
          </details>
        )}
        {limited && (
          <Link className="inline-block py-2 text-sm font-semibold underline" href={`/events/${eventId}/manage/build`}>
            Deck building: clock and who is ready →
          </Link>
        )}
      </div>
    </Card>
  );
}
