/**
 * The one way dates and times are written on every page: "Wed, 25 Nov 2026, 11:04" and, where the
 * day is already clear, "11:04" (24-hour, no seconds). Pages render it through <LocalTime>: an
 * event's pages in the event's time zone with its short name ("11:04 CET"), the same on the server
 * and in the browser; other pages in the viewer's zone once the browser takes over (the server
 * writes UTC and says so). Nothing else formats a date (no toLocaleString: its output differs by
 * browser locale).
 */
export type TimeShape = "dateTime" | "date" | "time";

const OPTIONS: Record<TimeShape, Intl.DateTimeFormatOptions> = {
  dateTime: { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  date: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
};

/** `iso` as the pages write it; `timeZone` undefined: the runtime's own zone (the browser's). */
export function formatInstant(iso: string, shape: TimeShape = "dateTime", timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // A time always names its zone: the event's on its pages, the viewer's own elsewhere.
  return new Intl.DateTimeFormat("en-GB", { ...OPTIONS[shape], ...(timeZone ? { timeZone } : {}), ...(shape === "date" ? {} : { timeZoneName: "short" }) }).format(date);
}
