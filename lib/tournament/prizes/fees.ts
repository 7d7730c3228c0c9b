/**
 * Entry fees: which price an entry pays, and what the pool is. Money is whole cents throughout
 * (no floating point), and every rule here is plain data in, decision out.
 *
 * The early deadline is an instant: entries registered strictly before it pay the early price,
 * entries from it on pay the door price. Organizers think of it as a date ("register before
 * April 28th"): that date maps to the instant its day begins in the organizer's time zone
 * (`earlyDeadlineOfDate`), so an entry made the day before pays early and an entry made on the
 * deadline day pays at the door — the 2-on-2 sheet's "$10 if you register before April 28th".
 */

export interface FeeRules {
  /** Price at the door; null: free entry. 0 is free as well. */
  readonly doorCents: number | null;
  /** Price before the deadline; null: no early price. */
  readonly earlyCents: number | null;
  /** ISO 8601 instant at which the early price ends; null: no early price. */
  readonly earlyDeadline: string | null;
}

export type FeeTier = "early" | "door" | "free";

export interface Fee {
  readonly tier: FeeTier;
  readonly cents: number;
}

/** The price of an entry made at `registeredAt`. */
export function feeFor(registeredAt: Date, fees: FeeRules): Fee {
  if (fees.earlyCents !== null && fees.earlyDeadline !== null && registeredAt.getTime() < Date.parse(fees.earlyDeadline)) {
    return { tier: "early", cents: fees.earlyCents };
  }
  if (fees.doorCents !== null && fees.doorCents > 0) return { tier: "door", cents: fees.doorCents };
  return { tier: "free", cents: 0 };
}

/** Real time zones are within 14 hours of UTC. */
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * The instant the early price ends for a deadline given as a calendar date ("YYYY-MM-DD"): the
 * start (00:00) of that day in a zone `offsetMinutes` behind UTC (as `Date#getTimezoneOffset`
 * gives it: 120 for UTC−2, −60 for UTC+1). Null for something that is not a real date or offset.
 */
export function earlyDeadlineOfDate(date: string, offsetMinutes: number): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!m || !Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > MAX_OFFSET_MINUTES) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return new Date(utc + offsetMinutes * 60_000).toISOString();
}

/**
 * The deadline for an early price whose last day is `lastDay` ("YYYY-MM-DD"): the start of the day
 * after. Organizers pick the last day that still pays early, so no date shown pays the door price.
 */
export function earlyDeadlineAfterDay(lastDay: string, offsetMinutes: number): string | null {
  if (!earlyDeadlineOfDate(lastDay, offsetMinutes)) return null;
  const [y, mo, d] = lastDay.trim().split("-").map(Number) as [number, number, number];
  return earlyDeadlineOfDate(new Date(Date.UTC(y, mo - 1, d + 1)).toISOString().slice(0, 10), offsetMinutes);
}

/** What an entry counts towards the fees: what was recorded, else what it owes. */
export interface PoolEntry {
  readonly registeredAt: Date;
  /** The recorded payment (a waived fee is 0 cents); null: nothing recorded yet. */
  readonly paidCents: number | null;
}

export interface PoolRules {
  /** Share of the fees that goes to the pool, 0–100. */
  readonly poolPercent: number;
  /** Prizes added on top (store support), in cents. */
  readonly addedCents: number;
}

export interface PrizePool {
  /** The fees of every entry: a recorded payment as recorded (waived: 0), else the amount due by its tier. */
  readonly feesCents: number;
  /** `poolPercent` of the fees, rounded down to a whole cent (never promise more than was taken). */
  readonly poolCents: number;
  readonly addedCents: number;
  readonly totalCents: number;
}

/**
 * The prize pool. Every entry counts — dropped and disqualified players paid too — with what was
 * recorded for it (a correction replaces the amount; a waived fee counts 0), or, while nothing is
 * recorded, the amount its tier owes, so the pool announced before the money is in is the pool
 * the fees will make. 4 early and 2 door entrants at $10/$15 make $70; at 100% the pool is $70.
 */
export function prizePool(entries: readonly PoolEntry[], fees: FeeRules, rules: PoolRules): PrizePool {
  let feesCents = 0;
  for (const e of entries) feesCents += e.paidCents ?? feeFor(e.registeredAt, fees).cents;
  const poolCents = Math.floor((feesCents * rules.poolPercent) / 100);
  return { feesCents, poolCents, addedCents: rules.addedCents, totalCents: poolCents + rules.addedCents };
}

/** An entry as pre-registration counts it. */
export interface RegistrationFact {
  readonly registeredAt: Date;
  /** The player registered themselves (online, ahead of the event). */
  readonly selfRegistered: boolean;
}

/**
 * How many entrants pre-registered, for the prize table's conditional rows ("if at least N
 * pre-register"). With an early deadline: the entries made before it (those paying the early
 * price — the sheet's "pre-register" is its early registration). Without one: the players who
 * registered themselves online; an entry typed by the organizer is a walk-in.
 */
export function preRegisteredCount(entries: readonly RegistrationFact[], fees: FeeRules): number {
  if (fees.earlyDeadline !== null) {
    const deadline = Date.parse(fees.earlyDeadline);
    return entries.filter((e) => e.registeredAt.getTime() < deadline).length;
  }
  return entries.filter((e) => e.selfRegistered).length;
}
