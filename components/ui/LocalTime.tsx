"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** A date-time in the viewer's own time zone (the server renders UTC until the browser takes over). */
export function LocalTime({ iso, withTime = true }: { iso: string; withTime?: boolean }) {
  const text = useSyncExternalStore(
    noop,
    () => format(iso, withTime, undefined),
    () => format(iso, withTime, "UTC"),
  );
  return <time dateTime={iso}>{text}</time>;
}

function format(iso: string, withTime: boolean, timeZone: string | undefined) {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
    ...(timeZone ? { timeZone, timeZoneName: "short" } : {}),
  }).format(new Date(iso));
}
