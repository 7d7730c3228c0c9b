/**
 * A schedule's recurrence rule (RFC 5545 RRULE without DTSTART), read strictly and expanded with
 * a bound. `rrule` reads anything (INTERVAL=-1, BYDAY=XX) and its loop has no bound of its own:
 * a negative interval walks back forever, a filter that matches nothing walks to the year 9999
 * (seconds), and BYHOUR or BYMINUTE with FREQ=HOURLY or MINUTELY can spin inside one step. So a
 * rule is read here part by part, and what it produces (how often, whether at all) is checked
 * before it is stored. Pure: wall-clock times are "floating" Dates (their UTC fields).
 */
import type { Options, Weekday } from "rrule";
import { RRule } from "./rrule";

/** Starts at least this far apart: a store cannot run events closer than this. */
export const MIN_SPACING_MINUTES = 30;
/** At most this many starts in all (COUNT). */
export const MAX_RULE_COUNT = 1000;
/** At most this many periods between starts (INTERVAL). */
export const MAX_RULE_INTERVAL = 1000;
/**
 * The expansion's steps (rrule's periods: a year, a month … a minute) before it stops whatever
 * the rule: a fraction of a second at worst. A rule that passed `ruleProblem` fills a window of
 * the calendar in far fewer (its start is moved up to the window, below).
 */
export const MAX_EXPANSION_STEPS = 50_000;

const MINUTE = 60_000;
/** Periods of a fixed length in floating time (no clock changes there): a start may move by whole ones. */
const PERIOD_MS: Partial<Record<number, number>> = { [RRule.WEEKLY]: 7 * 1440 * MINUTE, [RRule.DAILY]: 1440 * MINUTE, [RRule.HOURLY]: 60 * MINUTE, [RRule.MINUTELY]: MINUTE };

const FREQS = { YEARLY: RRule.YEARLY, MONTHLY: RRule.MONTHLY, WEEKLY: RRule.WEEKLY, DAILY: RRule.DAILY, HOURLY: RRule.HOURLY, MINUTELY: RRule.MINUTELY } as const;
const DAYS: Record<string, Weekday> = { MO: RRule.MO, TU: RRule.TU, WE: RRule.WE, TH: RRule.TH, FR: RRule.FR, SA: RRule.SA, SU: RRule.SU };
/** Number lists: [option, lowest, highest, whether 0 is refused]. */
const LISTS = {
  BYMONTH: ["bymonth", 1, 12, true],
  BYMONTHDAY: ["bymonthday", -31, 31, true],
  BYYEARDAY: ["byyearday", -366, 366, true],
  BYWEEKNO: ["byweekno", -53, 53, true],
  BYHOUR: ["byhour", 0, 23, false],
  BYMINUTE: ["byminute", 0, 59, false],
  BYSETPOS: ["bysetpos", -366, 366, true],
} as const;
const MAX_LIST = 100;

export type RuleOptions = Partial<Options>;
export type RuleReading = { options: RuleOptions; problem?: undefined } | { options?: undefined; problem: string };

const fail = (problem: string): RuleReading => ({ problem });

function wholeNumber(value: string, low: number, high: number): number | null {
  if (!/^[+-]?\d{1,7}$/.test(value)) return null;
  const n = Number(value);
  return n >= low && n <= high ? n : null;
}

/** "20261205T180000Z" (or a date alone) → the instant, or null when it is no real date. */
function untilDate(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h, mi, s));
  const same = date.getUTCFullYear() === y && date.getUTCMonth() === mo! - 1 && date.getUTCDate() === d && date.getUTCHours() === h && date.getUTCMinutes() === mi && date.getUTCSeconds() === s;
  return same && y! >= 1970 && y! <= 9999 ? date : null;
}

/** The rule's parts as `rrule` options, or what is wrong with it, in words naming the part. */
export function readRule(rule: string): RuleReading {
  if (/DTSTART|TZID/i.test(rule)) return fail("Leave DTSTART and TZID out of the rule: the first start and the time zone are their own fields.");
  const options: RuleOptions = {};
  const seen = new Set<string>();
  for (const part of rule.trim().replace(/^RRULE:/i, "").split(";")) {
    if (part === "") continue;
    const m = /^([A-Za-z-]+)=(.+)$/.exec(part);
    if (!m) return fail(`"${part.slice(0, 40)}" is not a part of a rule: give NAME=VALUE parts such as FREQ=WEEKLY;BYDAY=TU,TH.`);
    const key = m[1]!.toUpperCase();
    const value = m[2]!.toUpperCase();
    if (seen.has(key)) return fail(`${key} is given twice.`);
    seen.add(key);
    if (key === "FREQ") {
      if (value === "SECONDLY") return fail(`FREQ=SECONDLY starts too often: starts are at least ${MIN_SPACING_MINUTES} minutes apart.`);
      if (!(value in FREQS)) return fail("FREQ is one of YEARLY, MONTHLY, WEEKLY, DAILY, HOURLY or MINUTELY.");
      options.freq = FREQS[value as keyof typeof FREQS];
    } else if (key === "INTERVAL") {
      const n = wholeNumber(value, 1, MAX_RULE_INTERVAL);
      if (n === null) return fail(`INTERVAL is a whole number from 1 to ${MAX_RULE_INTERVAL} (how many periods between starts).`);
      options.interval = n;
    } else if (key === "COUNT") {
      const n = wholeNumber(value, 1, MAX_RULE_COUNT);
      if (n === null) return fail(`COUNT is a whole number of starts from 1 to ${MAX_RULE_COUNT}.`);
      options.count = n;
    } else if (key === "UNTIL") {
      const until = untilDate(value);
      if (!until) return fail("UNTIL is a date such as 20261205 or 20261205T180000 (year 1970 to 9999).");
      options.until = until;
    } else if (key === "WKST") {
      if (!DAYS[value]) return fail("WKST is a day: MO, TU, WE, TH, FR, SA or SU.");
      options.wkst = DAYS[value];
    } else if (key === "BYDAY") {
      const days: Weekday[] = [];
      for (const item of value.split(",")) {
        const d = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
        const n = d?.[1] === undefined ? null : Number(d[1]);
        if (!d || n === 0 || (n !== null && Math.abs(n) > 53)) return fail(`BYDAY lists days as MO, TU, WE, TH, FR, SA, SU, each with a position if you like (1MO, -1FR); "${item.slice(0, 20)}" is not one.`);
        days.push(n === null ? DAYS[d[2]!]! : DAYS[d[2]!]!.nth(n));
      }
      if (days.length > 7 * 5) return fail("BYDAY lists too many days.");
      options.byweekday = days;
    } else if (key in LISTS) {
      const [option, low, high, noZero] = LISTS[key as keyof typeof LISTS];
      const items = value.split(",");
      const numbers = items.map((item) => wholeNumber(item, low, high));
      if (items.length > MAX_LIST || numbers.some((n) => n === null || (noZero && n === 0)))
        return fail(`${key} lists whole numbers from ${low} to ${high}${noZero ? ", not 0" : ""} (at most ${MAX_LIST}).`);
      (options as Record<string, number[]>)[option] = numbers as number[];
    } else if (key === "BYSECOND") {
      return fail("Starts are whole minutes: leave BYSECOND out.");
    } else {
      return fail(`${key} is not a part of a schedule's rule (FREQ, INTERVAL, COUNT, UNTIL, BYDAY, BYMONTH, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYHOUR, BYMINUTE, BYSETPOS, WKST).`);
    }
  }
  if (options.freq === undefined) return fail("The rule needs a FREQ (e.g. FREQ=WEEKLY;BYDAY=TU,TH).");
  if (options.count !== undefined && options.until !== undefined) return fail("Give COUNT or UNTIL, not both.");
  const subDaily = options.freq === RRule.HOURLY || options.freq === RRule.MINUTELY;
  if ((subDaily && options.byhour) || (options.freq === RRule.MINUTELY && options.byminute))
    return fail("With FREQ=HOURLY or MINUTELY leave BYHOUR and BYMINUTE out; for starts at set times use FREQ=DAILY;BYHOUR=…;BYMINUTE=….");
  if (options.bysetpos && !Object.keys(options).some((k) => k.startsWith("by") && k !== "bysetpos"))
    return fail("BYSETPOS picks among the starts another BY part gives (e.g. FREQ=MONTHLY;BYDAY=TU;BYSETPOS=-1).");
  const positioned = ((options.byweekday ?? []) as Weekday[]).some((d) => d.n !== undefined && d.n !== 0);
  if (positioned && options.freq !== RRule.MONTHLY && options.freq !== RRule.YEARLY) return fail("A day with a position (1MO, -1FR) needs FREQ=MONTHLY or YEARLY.");
  try {
    new RRule({ ...options, dtstart: new Date(Date.UTC(2026, 0, 1)), tzid: null }, true);
  } catch {
    return fail("Give a recurrence rule such as FREQ=WEEKLY;BYDAY=TU,TH (RFC 5545).");
  }
  return { options };
}

/**
 * rrule walks from the first start: a half-hourly schedule begun years ago would take most of the
 * budget to reach this fortnight. Without COUNT (which counts from the first start), a rule of
 * fixed-length periods gives the same starts from a start moved up by whole intervals, to just
 * before `after`.
 */
function movedUp(options: RuleOptions, dtstart: Date, after: Date): Date {
  const period = PERIOD_MS[options.freq!];
  if (!period || options.count !== undefined) return dtstart;
  const step = period * (options.interval ?? 1);
  const whole = Math.floor((after.getTime() - dtstart.getTime()) / step) - 1;
  return whole > 0 ? new Date(dtstart.getTime() + whole * step) : dtstart;
}

/**
 * Calls `accept` with each wall-clock start of the rule from `dtstart` in [after, before] until
 * it answers false, for at most `steps` of rrule's loop. rrule reads `options.interval` once per
 * step (and stops when it reads 0): that read is counted, and answers 0 past the budget. Whether
 * the budget ran out.
 */
export function expandRule(options: RuleOptions, dtstart: Date, after: Date, before: Date, accept: (wall: Date) => boolean, steps = MAX_EXPANSION_STEPS): boolean {
  const recurrence = new RRule({ ...options, dtstart: movedUp(options, dtstart, after), tzid: null }, true);
  const interval = recurrence.options.interval;
  let reads = 0;
  const bounded = { ...recurrence.options };
  // Each step reads it twice (the stop test and the move to the next period).
  Object.defineProperty(bounded, "interval", { enumerable: true, get: () => (++reads > steps * 2 ? 0 : interval) });
  recurrence.options = bounded;
  recurrence.between(after, before, true, accept);
  return reads > steps * 2;
}

/** How many starts `ruleProblem` looks at for their spacing. */
const SPACING_SAMPLE = 200;
/** The steps `ruleProblem` allows before a rule is said to give no start. */
const CHECK_STEPS = MAX_EXPANSION_STEPS;

/**
 * What a rule read by `readRule` would produce wrong from its first start (a floating wall-clock
 * Date), or null: no start at all (within CHECK_STEPS of rrule's periods), or two starts closer
 * than MIN_SPACING_MINUTES.
 */
export function ruleProblem(options: RuleOptions, first: Date): string | null {
  const starts: number[] = [];
  const ranOut = expandRule(options, first, first, new Date(Date.UTC(9999, 11, 31)), (wall) => starts.push(wall.getTime()) < SPACING_SAMPLE, CHECK_STEPS);
  if (starts.length === 0) return ranOut ? "This rule gives no start for years: check its BY parts (e.g. BYMONTH=2;BYMONTHDAY=30 never happens)." : "This rule gives no start after the first start (check UNTIL, COUNT and the BY parts).";
  let closest = Infinity;
  for (let i = 1; i < starts.length; i++) closest = Math.min(closest, starts[i]! - starts[i - 1]!);
  if (closest < MIN_SPACING_MINUTES * 60_000)
    return `Starts must be at least ${MIN_SPACING_MINUTES} minutes apart (a store cannot run events closer than that); this rule has two starts ${Math.round(closest / 60_000)} minutes apart.`;
  return null;
}

/** "2026-12-01T19:00" → that wall-clock time as a floating Date, or null when it is no real time. */
export function floatingWallClock(wall: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  return m ? untilDate(`${m[1]}${m[2]}${m[3]}T${m[4]}${m[5]}00`) : null;
}

/** readRule, then ruleProblem from the first start (a wall-clock time) when it reads: the one message, or null. */
export function checkRule(rule: string, firstStart?: string): string | null {
  const read = readRule(rule);
  if (read.problem !== undefined) return read.problem;
  const first = firstStart === undefined ? null : floatingWallClock(firstStart);
  return first ? ruleProblem(read.options, first) : null;
}
