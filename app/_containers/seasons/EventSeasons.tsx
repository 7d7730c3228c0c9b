import { EventSeasonsView } from "@/components/seasons/EventSeasonsView";
import { seasonsOfEvent } from "@/lib/server/seasons/seasons";

/** The event page's "Counts for": the seasons its results go to, and those it is attached to but does not count for. */
export async function EventSeasons({ eventId }: { eventId: string }) {
  return <EventSeasonsView {...await seasonsOfEvent(eventId)} />;
}
