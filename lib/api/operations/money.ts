/** Entry fees, payments, the prize pool, the prize table and the prize list. */
import { FeeSettings, PaymentInput, PrizeGivenInput, PrizeSettings } from "@/lib/schemas/fees";
import { EventPrizes, PaymentEntry, PaymentReport, PrizeAwardList, PrizeAwardView } from "@/lib/schemas/money";
import type { Operation } from "./types";

export const moneyOperations: Operation[] = [
  {
    method: "put",
    path: "/events/{eventId}/fees",
    summary:
      "Set the entry fees (organizer): currency, door price and early price in whole cents, and `earlyDeadline`, the instant the early price ends (an entry registered strictly before it pays the early price; the organizer's page stores the start of the chosen day in their time zone). Payments already recorded keep their amounts.",
    auth: true,
    body: FeeSettings,
    responses: { 200: { description: "The fees as stored", schema: FeeSettings } },
  },
  {
    method: "get",
    path: "/events/{eventId}/prizes",
    summary:
      "The prices, the prize pool (poolPercent of every entry's fee — a recorded payment as recorded, waived 0, else the amount due by its tier — rounded down, plus added prizes), the prize table for the current field, and once the event is complete the prize list per place (dropped players keep their place's prizes; disqualified players forfeit theirs).",
    auth: false,
    responses: { 200: { description: "Fees and prizes", schema: EventPrizes } },
  },
  {
    method: "put",
    path: "/events/{eventId}/prizes",
    summary:
      'Set the prize pool and table (organizer): pool share, added prizes, SWG notation such as "5-4-3-2-1*" (plain numbers are single places, starred numbers bands; each starred band but the last ends at `bandPercents` of the field, 50 = the rest of the top half rounded up; the last runs to the end), rows by place range with an optional pre-registration condition, and the hours manual awards are due after the end. 400 names a malformed notation; 409 once the prize list is made.',
    auth: true,
    body: PrizeSettings,
    responses: { 200: { description: "The prizes as stored", schema: PrizeSettings } },
  },
  {
    method: "post",
    path: "/events/{eventId}/players/{playerId}/payment",
    summary:
      "Record what an entry paid (organizer, judges, marshals): cash, card or waived. `cents` defaults to the amount due by the entry's tier (early or door); waived is 0. A correction is another call: the audit log keeps the old and the new payment.",
    auth: true,
    body: PaymentInput,
    responses: { 200: { description: "The entry's payment", schema: PaymentEntry } },
  },
  {
    method: "get",
    path: "/events/{eventId}/payments",
    summary: "The money report (organizer, judges, marshals): each entry's tier, amount due and paid, method and who recorded it; totals per method; the prize pool.",
    auth: true,
    responses: { 200: { description: "Payments", schema: PaymentReport } },
  },
  {
    method: "post",
    path: "/events/{eventId}/prizes/awards",
    summary:
      "Make the prize list from the final placements (organizer, once the event is complete; 409 before, or when the table gives nothing): one award per place and item, due `dueHours` after the event ended. Made once: a second call changes nothing and returns the list (200).",
    auth: true,
    responses: {
      201: { description: "The prize list, made now", schema: PrizeAwardList },
      200: { description: "The prize list made before", schema: PrizeAwardList },
    },
  },
  {
    method: "post",
    path: "/events/{eventId}/prizes/awards/{awardId}/given",
    summary: "Mark a prize given or not given (organizer, judges, marshals); each change is in the audit log.",
    auth: true,
    body: PrizeGivenInput,
    responses: { 200: { description: "The award", schema: PrizeAwardView } },
  },
];
