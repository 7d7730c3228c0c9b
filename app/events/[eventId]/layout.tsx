import type { ReactNode } from "react";
import { EventTimeZone } from "@/components/ui/LocalTime";
import { eventTimeZone } from "@/lib/server/events/events";

/** Every date and time on an event's pages is written in the event's time zone. */
export default async function EventLayout({ children, params }: { children: ReactNode; params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  return <EventTimeZone zone={await eventTimeZone(eventId)}>{children}</EventTimeZone>;
}
