"use client";

import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { formatInstant, type TimeShape } from "@/lib/words/datetime-format";

const noop = () => () => {};

/** The time zone of the event whose pages these are (app/events/[eventId]/layout.tsx); none elsewhere. */
const EventZone = createContext<string | undefined>(undefined);

/** Every <LocalTime> inside writes in `zone` (an event's IANA zone), on the server and in the browser alike. */
export function EventTimeZone({ zone, children }: { zone: string | undefined; children: ReactNode }) {
  return <EventZone value={zone}>{children}</EventZone>;
}

/**
 * A date-time written the one way (lib/words/datetime-format.ts): "Wed, 25 Nov 2026, 12:04 CET", or
 * "12:04 CET" with `shape="time"`. On an event's pages it is in the event's zone, with the zone's
 * short name, so the server's HTML and the browser's agree (no flash); elsewhere (account, home)
 * it is the viewer's own zone, and the server writes UTC until the browser takes over.
 */
export function LocalTime({ iso, withTime = true, shape, timeZone }: { iso: string; withTime?: boolean; shape?: TimeShape; timeZone?: string }) {
  const as = shape ?? (withTime ? "dateTime" : "date");
  const eventZone = useContext(EventZone);
  const zone = timeZone ?? eventZone;
  const text = useSyncExternalStore(
    noop,
    () => formatInstant(iso, as, zone),
    () => formatInstant(iso, as, zone ?? "UTC"),
  );
  return <time dateTime={iso}>{text}</time>;
}
