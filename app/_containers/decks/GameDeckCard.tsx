import { saveDeckAction, savePoolAction } from "@/app/events/[eventId]/my-deck/actions";
import { GameDeckCardView } from "@/components/decks/GameDeckCard";
import type { User } from "@/lib/schemas/auth";
import { getDeck } from "@/lib/server/decks/decks";

/** Staff, on the manage player page: the entry's deck (see `GameDeckCardView`). */
export async function GameDeckCard({ user, eventId, playerId }: { user: User; eventId: string; playerId: string }) {
  return <GameDeckCardView eventId={eventId} playerId={playerId} deck={await getDeck(user, eventId, playerId)} actions={{ saveDeckAction, savePoolAction }} />;
}
