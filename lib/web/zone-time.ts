/**
 * Wall-clock time in a named zone (IANA), both ways: the event's forms show and read their
 * date-time fields in the event's time zone, whatever the organizer's browser says, and the
 * offset is the zone's on that very day (summer time included).
 */

const parts = (timeZone: string, ms: number) => {
  const out: Record<string, number> = {};
  for (const p of new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(ms)) {
    if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
};

/** Minutes the zone is behind UTC at that instant, as `Date#getTimezoneOffset` counts them (−60 for CET). */
export function zoneOffsetMinutes(timeZone: string, ms: number): number {
  const p = parts(timeZone, ms);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((Math.floor(ms / 1000) * 1000 - wall) / 60_000);
}

/**
 * The instant a wall-clock time (y, m, d, h, min) has in the zone. A time skipped by the clocks
 * going forward lands after the gap; one that happens twice takes the first.
 */
export function wallClockInZone(timeZone: string, y: number, mo: number, d: number, h = 0, mi = 0): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const day = 86_400_000;
  // The zone's offsets around that time (two near a change of the clocks); keep those that fit.
  const offsets = new Set([day, 0, -day].map((shift) => zoneOffsetMinutes(timeZone, wall + shift)));
  const fits = [...offsets].map((o) => wall + o * 60_000).filter((t) => t - zoneOffsetMinutes(timeZone, t) * 60_000 === wall);
  if (fits.length > 0) return new Date(Math.min(...fits));
  // Skipped: read on the offset from before the change, it lands as far past the gap.
  return new Date(wall + zoneOffsetMinutes(timeZone, wall - day) * 60_000);
}

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
