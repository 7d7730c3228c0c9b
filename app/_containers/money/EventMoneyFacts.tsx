import { EventMoneyFactsView } from "@/components/money/EventMoneyFacts";
import { getEventPrizes } from "@/lib/server/money/prizes";

/** The public event page's "Entry fee" and "Prizes" (see `EventMoneyFactsView`). */
export async function EventMoneyFacts({ eventId }: { eventId: string }) {
  return <EventMoneyFactsView view={await getEventPrizes(eventId)} />;
}
