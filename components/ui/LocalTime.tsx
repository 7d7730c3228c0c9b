"use client";

import { useSyncExternalStore } from "react";
import { formatInstant, type TimeShape } from "@/lib/web/datetime-format";

const noop = () => () => {};

/**
 * A date-time in the viewer's own time zone (the server renders UTC until the browser takes over),
 * written the one way (lib/web/datetime-format.ts): "Wed, 25 Nov 2026, 11:04", or "11:04" with `shape="time"`.
 */
export function LocalTime({ iso, withTime = true, shape }: { iso: string; withTime?: boolean; shape?: TimeShape }) {
  const as = shape ?? (withTime ? "dateTime" : "date");
  const text = useSyncExternalStore(
    noop,
    () => formatInstant(iso, as),
    () => formatInstant(iso, as, "UTC"),
  );
  return <time dateTime={iso}>{text}</time>;
}
