import { EventDocumentsView } from "@/components/library/EventDocuments";
import { listEventDocuments } from "@/lib/server/library/event-documents";

/**
 * "Documents" of an event (see `EventDocumentsView`). Drop it into any event page:
 * `<EventDocuments eventId={id} />`; `manageHref` adds the organizer's link to upload.
 */
export async function EventDocuments({ eventId, manageHref, search }: { eventId: string; manageHref?: string; search?: boolean }) {
  return <EventDocumentsView eventId={eventId} list={await listEventDocuments(eventId)} manageHref={manageHref} search={search} />;
}
