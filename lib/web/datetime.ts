import { invalidField } from "@/lib/server/kernel/errors";
import { wallClockInZone } from "./zone-time";

/** Real time zones are within 14 hours of UTC. */
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * `<input type="datetime-local">` sends wall-clock time with no zone; the form also sends the
 * browser's offset (minutes, as Date#getTimezoneOffset) so the server can store UTC.
 * Returns undefined for an empty value and the raw text for one it cannot read (Zod refuses it).
 * An offset that is not a real one (not whole, beyond ±14 h, "1e400") is refused beside the
 * start time: it would otherwise make an invalid date. With `timeZone` (the event's IANA zone) the
 * wall-clock time is read in that zone, on that day's offset, and the browser's offset is not used.
 */
export function localToIso(local: string | undefined, offsetMinutes: string | undefined, timeZone?: string): string | undefined {
  if (!local?.trim()) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return local;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  if (timeZone) {
    const at = wallClockInZone(timeZone, y, mo, d, h, mi);
    // "2026-02-30T10:00" rolls over in Date.UTC: refuse it by handing Zod the text.
    return new Date(Date.UTC(y, mo - 1, d)).getUTCDate() === d ? at.toISOString() : local;
  }
  const offset = offsetMinutes?.trim() ? Number(offsetMinutes) : 0;
  if (!Number.isInteger(offset) || Math.abs(offset) > MAX_OFFSET_MINUTES) {
    throw invalidField("startsAtLocal", `The time zone offset (tzOffset) must be a whole number of minutes between -${MAX_OFFSET_MINUTES} and ${MAX_OFFSET_MINUTES}; reload the page and try again.`);
  }
  return new Date(Date.UTC(y, mo - 1, d, h, mi) + offset * 60_000).toISOString();
}
