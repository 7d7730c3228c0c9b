/**
 * A schedule's start times, pure (no clock: the window is passed in). The rule is read by `rrule`
 * on wall-clock times ("floating": 19:00 stays 19:00), and each wall-clock time becomes an instant
 * in the schedule's zone with that day's offset, so a weekly 19:00 start is 19:00 before and
 * after a change of the clocks. The expansion is bounded in starts (MAX_STARTS) and in rrule's
 * steps (`expandRule`), whatever the rule.
 */
import { expandRule, readRule } from "@/lib/schemas/recurrence-rule";
import { wallClockInZone } from "@/lib/words/wall-clock";

/** At most this many starts per window (a rule every minute for two weeks stops here). */
export const MAX_STARTS = 2000;

const DAY = 86_400_000;

/** "2026-12-01T19:00" → its fields. */
function fields(wall: string): [number, number, number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!m) throw new Error(`not a wall-clock time: ${wall}`);
  return [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])];
}

/**
 * The starts in [from, to) of a schedule: `firstStart` in `timeZone`, then every recurrence of
 * `rule` (RFC 5545 without DTSTART; null: once).
 */
export function startsBetween(firstStart: string, rule: string | null, timeZone: string, from: Date, to: Date): Date[] {
  const [y, mo, d, h, mi] = fields(firstStart);
  const toInstant = (wall: Date) => wallClockInZone(timeZone, wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes());
  const inWindow = (t: Date) => t.getTime() >= from.getTime() && t.getTime() < to.getTime();
  const first = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (!rule) return [toInstant(first)].filter(inWindow);
  // A rule stored before rules were checked may not read: it gives no start (and never loops).
  const read = readRule(rule);
  if (read.problem !== undefined) return [];
  // Wall-clock bounds a day wider than the window cover every zone's offset; the instants decide.
  const starts: Date[] = [];
  expandRule(read.options, first, new Date(from.getTime() - DAY), new Date(to.getTime() + DAY), (wall) => {
    const t = toInstant(wall);
    if (inWindow(t)) starts.push(t);
    return starts.length < MAX_STARTS;
  });
  return starts;
}
