/**
 * What the money side answers: the prize pool, the prize table and list (public), the payments
 * report (staff). Amounts are whole cents of the event's currency.
 */
import { z } from "zod";
import { apiRegistry } from "./registry";
import { FeeSettings, PAYMENT_METHODS, PrizeSettings } from "./fees";

export const FEE_TIERS = ["early", "door", "free"] as const;

export const PrizePoolView = z
  .object({
    feesCents: z.int().describe("Every entry's fee: a recorded payment as recorded (waived: 0), else the amount due by its tier."),
    poolCents: z.int().describe("poolPercent of the fees, rounded down to a whole cent."),
    addedCents: z.int(),
    totalCents: z.int(),
  })
  .register(apiRegistry, { id: "PrizePool" });
export type PrizePoolView = z.infer<typeof PrizePoolView>;

export const PrizeTableRowView = z
  .object({
    fromPlace: z.int(),
    toPlace: z.int().nullable().describe("Null: to the last place."),
    item: z.string(),
    quantity: z.int(),
    source: z.enum(["notation", "row"]),
    minPreRegistered: z.int().nullable(),
    applies: z.boolean().describe("False for a conditional row whose pre-registration condition is not met (yet)."),
  })
  .register(apiRegistry, { id: "PrizeTableRow" });
export type PrizeTableRowView = z.infer<typeof PrizeTableRowView>;

export const PrizeAwardView = z
  .object({
    id: z.string().nullable().describe("Null while the list is only computed (before the organizer makes it)."),
    place: z.int(),
    playerId: z.string().nullable(),
    name: z.string(),
    item: z.string(),
    quantity: z.int(),
    dueAt: z.string().nullable().describe("Manual awards are due by then (the end of the event plus dueHours)."),
    givenAt: z.string().nullable(),
  })
  .register(apiRegistry, { id: "PrizeAward" });
export type PrizeAwardView = z.infer<typeof PrizeAwardView>;

export const PrizeAwardList = z
  .object({ awards: z.array(PrizeAwardView), created: z.boolean().describe("False when the list had already been made (nothing changed).") })
  .register(apiRegistry, { id: "PrizeAwardList" });
export type PrizeAwardList = z.infer<typeof PrizeAwardList>;

export const EventPrizes = z
  .object({
    currency: z.string(),
    fees: FeeSettings,
    prizes: PrizeSettings,
    entries: z.int().describe("Entries counted (every registration, dropped ones included)."),
    preRegistered: z.int().describe("Entries made before the early deadline; without one, self-registrations."),
    pool: PrizePoolView,
    table: z.array(PrizeTableRowView).describe("The prize table for the current field (the notation sized to the number of entries)."),
    awards: z
      .array(PrizeAwardView)
      .nullable()
      .describe("Once the event is complete: the prize list per place (as made by the organizer, or computed while not made yet). Null before."),
    awarded: z.boolean().describe("The organizer has made the prize list (awards have ids and due dates)."),
  })
  .register(apiRegistry, { id: "EventPrizes" });
export type EventPrizes = z.infer<typeof EventPrizes>;

export const PaymentEntry = z
  .object({
    playerId: z.string(),
    name: z.string(),
    status: z.string(),
    registeredAt: z.string(),
    tier: z.enum(FEE_TIERS),
    dueCents: z.int().describe("The amount due by the entry's tier."),
    method: z.enum(PAYMENT_METHODS).nullable(),
    paidCents: z.int().nullable(),
    paidAt: z.string().nullable(),
    recordedBy: z.object({ userId: z.string(), name: z.string() }).nullable().describe("Who recorded the payment last."),
    position: z.int().optional().describe("Team events: fees are per person, so each entry is a member, at this seat of the team `playerId` (record it with POST …/teams/{playerId}/members/{position}/payment)."),
  })
  .register(apiRegistry, { id: "PaymentEntry" });
export type PaymentEntry = z.infer<typeof PaymentEntry>;

const methodTotal = z.object({ count: z.int(), cents: z.int() });
export const PaymentReport = z
  .object({
    currency: z.string(),
    entries: z.array(PaymentEntry),
    totals: z.object({
      cash: methodTotal,
      card: methodTotal,
      waived: methodTotal,
      unpaid: methodTotal.describe("Entries with no payment recorded, and what they owe."),
      takenCents: z.int().describe("Cash and card taken."),
      dueCents: z.int().describe("What every entry owes by its tier."),
    }),
    pool: PrizePoolView,
  })
  .register(apiRegistry, { id: "PaymentReport" });
export type PaymentReport = z.infer<typeof PaymentReport>;
