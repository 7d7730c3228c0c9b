/**
 * Wall-clock time in a named zone (IANA), both ways: the event's forms show and read their
 * date-time fields in the event's time zone, whatever the organizer's browser says, and the
 * offset is the zone's on that very day (summer time included).
 */

import { wallClockInZone, wallClockParts as parts, zoneOffsetMinutes } from "@/lib/words/wall-clock";

export { wallClockInZone, zoneOffsetMinutes };

/** Minutes behind UTC at the start (00:00) of a calendar day ("YYYY-MM-DD") in the zone; null for a date that is not one. */
export function zoneOffsetOnDay(timeZone: string, date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!m) return null;
  return zoneOffsetMinutes(timeZone, wallClockInZone(timeZone, Number(m[1]), Number(m[2]), Number(m[3])).getTime());
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a `datetime-local` value ("2026-11-25T12:04") in the zone. */
export function isoToWallClock(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return "";
  const p = parts(timeZone, ms);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** An instant as a `date` value ("2026-11-25"): its day in the zone. */
export const isoToDay = (iso: string | null, timeZone: string) => isoToWallClock(iso, timeZone).slice(0, 10);

/** The calendar day after `date` ("YYYY-MM-DD"). */
export function dayAfter(date: string): string {
  const [y, mo, d] = date.trim().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d + 1)).toISOString().slice(0, 10);
}
