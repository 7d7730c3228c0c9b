import { EventSeasonsView } from "@/components/seasons/EventSeasonsView";
import { seasonsOfEvent } from "@/lib/server/seasons/seasons";

/** The event page's "Counts for": the seasons its results go to. */
export async function EventSeasons({ eventId }: { eventId: string }) {
  return <EventSeasonsView seasons={await seasonsOfEvent(eventId)} />;
}
