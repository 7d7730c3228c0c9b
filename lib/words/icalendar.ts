/**
 * iCalendar (RFC 5545) feeds, pure: a calendar of events written in their own zones (DTSTART with
 * TZID, a VTIMEZONE for each zone built from the zone's own changes of the clocks), a schedule's
 * recurrence as one RRULE, cancelled starts as EXDATE or STATUS:CANCELLED. Text is escaped
 * (backslash, semicolon, comma, newline), lines end in CRLF and are folded at 75 octets.
 */
import { wallClockInZone, wallClockParts, zoneOffsetMinutes } from "./wall-clock";

export interface IcsEvent {
  uid: string;
  /** The first start. */
  start: Date;
  minutes: number;
  timeZone: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** An RRULE without DTSTART, its UNTIL a wall-clock time in `timeZone` (as schedules store it). */
  rule?: string | null;
  /** Starts of the rule that will not happen (cancelled, missed). */
  exceptions?: Date[];
  cancelled?: boolean;
}

export interface IcsCalendar {
  name: string;
  /** DTSTAMP of every event: when the feed was written. */
  now: Date;
  events: IcsEvent[];
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** TEXT values (RFC 5545 3.3.11). */
export const escapeText = (s: string) => s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

const utcStamp = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** The wall clock of an instant in a zone, as a local DATE-TIME ("20261201T190000"). */
function localStamp(d: Date, timeZone: string): string {
  const p = wallClockParts(timeZone, d.getTime());
  return `${p.year}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/** A content line folded at 75 octets (never inside a UTF-8 sequence), continuation lines led by a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, "utf8");
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const offsetText = (minutesAhead: number) => `${minutesAhead < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutesAhead) / 60))}${pad(Math.abs(minutesAhead) % 60)}`;

/**
 * A VTIMEZONE for the zone over the years given: each change of the clocks as its own observance
 * (found from the zone's offsets, day by day then to the minute), or one STANDARD without any.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const ahead = (ms: number) => -zoneOffsetMinutes(timeZone, ms);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  const observances: string[][] = [];
  let t = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const DAY = 86_400_000;
  let before = ahead(t);
  const first = before;
  // Clocks change at most once a day: day by day, then to the minute.
  for (; t < end; t += DAY) {
    const after = ahead(t + DAY);
    if (after === before) continue;
    let lo = t;
    let hi = t + DAY;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (ahead(mid) === before) lo = mid;
      else hi = mid;
    }
    const onset = new Date(hi + before * 60_000);
    const kind = after > before ? "DAYLIGHT" : "STANDARD";
    observances.push([`BEGIN:${kind}`, `DTSTART:${utcStamp(onset).slice(0, -1)}`, `TZOFFSETFROM:${offsetText(before)}`, `TZOFFSETTO:${offsetText(after)}`, `END:${kind}`]);
    before = after;
  }
  if (observances.length === 0) observances.push(["BEGIN:STANDARD", `DTSTART:${fromYear}0101T000000`, `TZOFFSETFROM:${offsetText(first)}`, `TZOFFSETTO:${offsetText(first)}`, "END:STANDARD"]);
  return [...lines, ...observances.flat(), "END:VTIMEZONE"];
}

/** The rule with its UNTIL in UTC, as RFC 5545 wants beside a DTSTART with TZID (schedules store it as wall clock). */
export function ruleInUtc(rule: string, timeZone: string): string {
  return rule.replace(/^RRULE:/i, "").replace(/UNTIL=(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?)?(Z?)/i, (whole, y, mo, d, h, mi, _s, z) => {
    if (z) return whole.toUpperCase();
    // A date alone runs to the end of that day.
    const at = h === undefined ? wallClockInZone(timeZone, Number(y), Number(mo), Number(d), 23, 59) : wallClockInZone(timeZone, Number(y), Number(mo), Number(d), Number(h), Number(mi));
    return `UNTIL=${utcStamp(at)}`;
  });
}

export function icsCalendar(cal: IcsCalendar): string {
  const zones = [...new Set(cal.events.map((e) => e.timeZone))].sort();
  const years = cal.events.map((e) => e.start.getUTCFullYear());
  const from = Math.min(cal.now.getUTCFullYear(), ...years);
  const to = Math.max(cal.now.getUTCFullYear() + 1, ...years);
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Holonet//Tournaments//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `X-WR-CALNAME:${escapeText(cal.name)}`, "REFRESH-INTERVAL;VALUE=DURATION:PT1H", "X-PUBLISHED-TTL:PT1H"];
  for (const zone of zones) lines.push(...vtimezone(zone, from, to));
  for (const e of cal.events) {
    const tz = `;TZID=${e.timeZone}`;
    lines.push("BEGIN:VEVENT", `UID:${e.uid}`, `DTSTAMP:${utcStamp(cal.now)}`, `DTSTART${tz}:${localStamp(e.start, e.timeZone)}`, `DTEND${tz}:${localStamp(new Date(e.start.getTime() + e.minutes * 60_000), e.timeZone)}`);
    if (e.rule) lines.push(`RRULE:${ruleInUtc(e.rule, e.timeZone)}`);
    for (const x of e.exceptions ?? []) lines.push(`EXDATE${tz}:${localStamp(x, e.timeZone)}`);
    lines.push(`SUMMARY:${escapeText(e.summary)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push(`STATUS:${e.cancelled ? "CANCELLED" : "CONFIRMED"}`, "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
