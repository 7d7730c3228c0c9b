/**
 * Wall-clock time in a named zone (IANA), both ways, pure: the forms (lib/web/zone-time.ts) and
 * the schedules (lib/server/queues) read a local time in a zone with that day's offset.
 */

export const wallClockParts = (timeZone: string, ms: number) => {
  const out: Record<string, number> = {};
  for (const p of new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(ms)) {
    if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
};

/** Minutes the zone is behind UTC at that instant, as `Date#getTimezoneOffset` counts them (−60 for CET). */
export function zoneOffsetMinutes(timeZone: string, ms: number): number {
  const p = wallClockParts(timeZone, ms);
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
