/**
 * Entry fees and prizes (`Event.fees`, `Event.prizes`). Money is an integer number of the
 * currency's minor unit (cents): amounts must be exact, so no floating point anywhere.
 */
import { z } from "zod";
import { apiRegistry } from "./registry";
import { cleanText } from "./common";

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
    /**
     * The instant the early price ends: registrations strictly before it pay the early price.
     * The organizer's page takes a date and stores the start of that day in their time zone
     * ("before April 28th": an entry on the 27th pays early, one on the 28th at the door).
     */
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
    fromPlace: z.int({ error: "A place is a whole number." }).min(1, { error: "Places start at 1." }).max(10000),
    /** Null: every place from `fromPlace` down ("6th and below"). */
    toPlace: z.int({ error: "A place is a whole number." }).min(1, { error: "Places start at 1." }).max(10000).nullable().default(null),
    item: cleanText(1, 200, "The prize"),
    quantity: z.int({ error: "A quantity is a whole number." }).min(1, { error: "A quantity is at least 1." }).max(10000),
    /** The row applies only when at least this many entrants pre-registered (the seed's extra prize). */
    minPreRegistered: z.int({ error: "A number of entrants is a whole number." }).min(1).max(10000).nullable().default(null),
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
    /**
     * SWG reward notation such as "5-4-3-2-1*" (packs per place), expanded by the engine
     * (lib/tournament/prizes/notation.ts): plain numbers are single places, starred numbers bands.
     */
    notation: cleanText(0, 100, "The reward notation").nullable().default(null),
    /** Item the notation's numbers count (e.g. "booster pack"). */
    notationItem: cleanText(1, 200, "The notation's item").default("booster pack"),
    /**
     * Where each starred band but the last ends, in % of the field counted from 1st place, in
     * order: [50] makes "8-6-5-4-2*-1*"'s 2* the rest of the top half (rounded up); the last
     * starred band is always the rest of the field.
     */
    bandPercents: z
      .array(z.int({ error: "A share of the field is a whole percentage." }).min(1, { error: "A band ends at 1% of the field or later." }).max(99, { error: "A band but the last ends at 99% of the field or earlier." }))
      .max(5)
      .default([50]),
    rows: z.array(PrizeRow).max(100).default([]),
    /** Manual awards are due this many hours after the event ends (SWG: 48). */
    dueHours: z.int().min(0).max(24 * 60).default(48),
  })
  .register(apiRegistry, { id: "PrizeSettings" });
export type PrizeSettings = z.output<typeof PrizeSettings>;

/** `POST /events/{eventId}/players/{playerId}/payment`: a payment taken (or a correction of it). */
export const PAYMENT_METHODS = ["cash", "card", "waived"] as const;
export const PaymentInput = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: "Say how it was paid: cash, card or waived." }),
    /** What was taken; default: the amount due for the entry's tier. A waived fee is 0. */
    cents: cents("The amount").optional(),
  })
  .refine((p) => p.method !== "waived" || !p.cents, { error: "A waived fee takes nothing: leave the amount out.", path: ["cents"] })
  .register(apiRegistry, { id: "PaymentInput" });
export type PaymentInput = z.output<typeof PaymentInput>;

/** `POST /events/{eventId}/prizes/awards/{awardId}/given`. */
export const PrizeGivenInput = z
  .object({ given: z.boolean({ error: "Say whether the prize was given (true or false)." }) })
  .register(apiRegistry, { id: "PrizeGivenInput" });
export type PrizeGivenInput = z.output<typeof PrizeGivenInput>;

export function feeSettings(stored: unknown): FeeSettings {
  const parsed = FeeSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : FeeSettings.parse({});
}
export function prizeSettings(stored: unknown): PrizeSettings {
  const parsed = PrizeSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : PrizeSettings.parse({});
}
