import { MyDeckLinkView } from "@/components/decks/MyDeckLink";
import { getDeck, myEntry } from "@/lib/server/decks/decks";
import { currentUser } from "@/lib/web/session";

/** On the event page, for a signed-in player with an entry: their deck's state and the way to it (see `MyDeckLinkView`). */
export async function MyDeckLink({ eventId }: { eventId: string }) {
  const user = await currentUser();
  const entry = await myEntry(user, eventId);
  if (!user || !entry) return null;
  return <MyDeckLinkView eventId={eventId} deck={await getDeck(user, eventId, entry.id)} />;
}
