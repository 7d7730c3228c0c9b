/**
 * Season periods. A season either has fixed dates or recurs by calendar month, the SWG Sprint's
 * way: a month's period opens at midnight starting its first weekday and closes at midnight
 * ending its last weekday (Monday–Friday; public holidays are not special — a last weekday that is
 * a holiday still closes the month), in the season's time zone. Weekends between two periods
 * belong to neither. No clock: instants are passed in; zones are read with `Intl` only.
 */

export interface CivilDate {
  year: number;
  month: number; // 1–12
  day: number;
}

export interface SeasonPeriod {
  /** "2026-11" for a monthly period, "season" for fixed dates. */
  key: string;
  startsAt: Date;
  endsAt: Date;
}

export type SeasonSchedule =
  | { kind: "dates"; startsAt: Date; endsAt: Date }
  | { kind: "monthly-weekdays" };

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock time in `timeZone` at `instant`, as if it were UTC (ms). */
function wallClockMs(instant: Date, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") p[part.type] = Number(part.value);
  }
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour === 24 ? 0 : p.hour!, p.minute!, p.second!);
}

/** The civil date at `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): CivilDate {
  const d = new Date(wallClockMs(instant, timeZone));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** ISO weekday of a civil date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: CivilDate): number {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return d === 0 ? 7 : d;
}

export const isWeekday = (date: CivilDate) => isoWeekday(date) <= 5;

/** The instant of local midnight starting `date` in `timeZone` (a midnight a DST change skips: the first instant after it). */
export function startOfLocalDay(date: CivilDate, timeZone: string): Date {
  const target = Date.UTC(date.year, date.month - 1, date.day);
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const offset = wallClockMs(new Date(guess), timeZone) - guess;
    const next = target - offset;
    if (next === guess) break;
    guess = next;
  }
  // A skipped midnight lands later than the target's wall clock: the day's first instant is then before it.
  return new Date(guess);
}

const addDays = (date: CivilDate, days: number): CivilDate => {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function firstWeekday(year: number, month: number): CivilDate {
  let d: CivilDate = { year, month, day: 1 };
  while (!isWeekday(d)) d = addDays(d, 1);
  return d;
}

export function lastWeekday(year: number, month: number): CivilDate {
  let d: CivilDate = { year, month, day: daysInMonth(year, month) };
  while (!isWeekday(d)) d = addDays(d, -1);
  return d;
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/** The monthly period of `year`-`month`: first weekday 00:00 to the day after the last weekday 00:00. */
export function monthlyPeriod(year: number, month: number, timeZone: string): SeasonPeriod {
  return {
    key: monthKey(year, month),
    startsAt: startOfLocalDay(firstWeekday(year, month), timeZone),
    endsAt: startOfLocalDay(addDays(lastWeekday(year, month), 1), timeZone),
  };
}

export function parsePeriodKey(key: string): { year: number; month: number } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  if (!m) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? { year: Number(m[1]), month } : null;
}

/** The period `instant` falls in (monthly: null on a weekend between two periods). */
export function periodAt(schedule: SeasonSchedule, instant: Date, timeZone: string): SeasonPeriod | null {
  if (schedule.kind === "dates") {
    return instant >= schedule.startsAt && instant < schedule.endsAt ? { key: "season", startsAt: schedule.startsAt, endsAt: schedule.endsAt } : null;
  }
  const { year, month } = localDate(instant, timeZone);
  const p = monthlyPeriod(year, month, timeZone);
  return instant >= p.startsAt && instant < p.endsAt ? p : null;
}

/** The period shown now: the one `instant` is in, else the last one that ended (the weekend after a month's close). */
export function currentPeriod(schedule: SeasonSchedule, instant: Date, timeZone: string): SeasonPeriod {
  if (schedule.kind === "dates") return { key: "season", startsAt: schedule.startsAt, endsAt: schedule.endsAt };
  const { year, month } = localDate(instant, timeZone);
  const p = monthlyPeriod(year, month, timeZone);
  if (instant >= p.startsAt) return p; // in it, or after its close (the month's last weekend days)
  const prev = month === 1 ? monthlyPeriod(year - 1, 12, timeZone) : monthlyPeriod(year, month - 1, timeZone);
  return prev; // the first weekend days of a month, before its first weekday
}

/**
 * The periods whose end lies in (`after`, `upTo`], oldest first: what a settlement at `upTo` has
 * to award when the last one ran at `after` (a server down across a boundary catches up here).
 * `from` bounds the search (the season's creation): periods ending before it are never due.
 */
export function periodsEndedBetween(schedule: SeasonSchedule, from: Date, upTo: Date, timeZone: string): SeasonPeriod[] {
  if (schedule.kind === "dates") {
    return schedule.endsAt > from && schedule.endsAt <= upTo ? [{ key: "season", startsAt: schedule.startsAt, endsAt: schedule.endsAt }] : [];
  }
  const out: SeasonPeriod[] = [];
  let { year, month } = localDate(from, timeZone);
  // Start a month early: the previous month's period may close after `from` (its last weekday's night).
  if (month === 1) {
    year--;
    month = 12;
  } else month--;
  for (let i = 0; i < 1200; i++) {
    const p = monthlyPeriod(year, month, timeZone);
    if (p.endsAt > upTo) break;
    if (p.endsAt > from) out.push(p);
    if (month === 12) {
      year++;
      month = 1;
    } else month++;
  }
  return out;
}

/** Does an event starting at `instant` fall on a weekday in `timeZone`? */
export const startsOnWeekday = (instant: Date, timeZone: string) => isWeekday(localDate(instant, timeZone));
