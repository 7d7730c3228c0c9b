/**
 * Entry fees and prizes (`Event.fees`, `Event.prizes`). Money is an integer number of the
 * currency's minor unit (cents): amounts must be exact, so no floating point anywhere.
 */
import { z } from "zod";
import { apiRegistry } from "./registry";

const isoTime = z.iso.datetime({ offset: true, error: "Give a date and time (ISO 8601)." });
const cents = (what: string) => z.int({ error: `${what} is a whole number of cents.` }).min(0).max(100_000_00);

export const FeeSettings = z
  .object({
    /** ISO 4217 code. */
    currency: z.string().regex(/^[A-Z]{3}$/, { error: "Currency is a three-letter code such as USD." }).default("USD"),
    /** Price per person at the door; null: free entry. */
    doorCents: cents("The door price").nullable().default(null),
    /** Price per person registered before `earlyDeadline` (the 2-on-2 sheet: $10 vs $15). */
    earlyCents: cents("The early price").nullable().default(null),
    /** Registrations strictly before this instant pay the early price. */
    earlyDeadline: isoTime.nullable().default(null),
  })
  .refine((f) => (f.earlyCents === null) === (f.earlyDeadline === null), {
    error: "An early price needs its deadline, and a deadline its price.",
    path: ["earlyDeadline"],
  })
  .register(apiRegistry, { id: "FeeSettings" });
export type FeeSettings = z.output<typeof FeeSettings>;

/** One row of the prize table: a place range and what each place in it receives. */
export const PrizeRow = z
  .object({
    fromPlace: z.int().min(1).max(10000),
    /** Null: every place from `fromPlace` down ("6th and below"). */
    toPlace: z.int().min(1).max(10000).nullable(),
    item: z.string().min(1).max(200),
    quantity: z.int().min(1).max(10000),
    /** The row applies only when at least this many entrants pre-registered (the seed's extra prize). */
    minPreRegistered: z.int().min(1).max(10000).nullable().default(null),
  })
  .refine((r) => r.toPlace === null || r.toPlace >= r.fromPlace, { error: "A place range ends after it starts.", path: ["toPlace"] })
  .register(apiRegistry, { id: "PrizeRow" });
export type PrizeRow = z.output<typeof PrizeRow>;

export const PrizeSettings = z
  .object({
    /** Share of the fees that goes to the pool (100 in the 2-on-2 seed). */
    poolPercent: z.int().min(0).max(100).default(100),
    /** Prizes added on top of the fees (store support), in cents. */
    addedCents: cents("Added prizes").default(0),
    /** SWG reward notation such as "5-4-3-2-1*" (packs per place), expanded by the engine. */
    notation: z.string().max(100).nullable().default(null),
    /** Item the notation's numbers count (e.g. "booster pack"). */
    notationItem: z.string().max(200).default("booster pack"),
    rows: z.array(PrizeRow).max(100).default([]),
    /** Manual awards are due this many hours after the event ends (SWG: 48). */
    dueHours: z.int().min(0).max(24 * 60).default(48),
  })
  .register(apiRegistry, { id: "PrizeSettings" });
export type PrizeSettings = z.output<typeof PrizeSettings>;

export function feeSettings(stored: unknown): FeeSettings {
  const parsed = FeeSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : FeeSettings.parse({});
}
export function prizeSettings(stored: unknown): PrizeSettings {
  const parsed = PrizeSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : PrizeSettings.parse({});
}
