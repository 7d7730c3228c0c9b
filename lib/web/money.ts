import { ordinal } from "./ordinal";

/** Whole cents of a currency as people read them: 1000 USD → "$10.00", 1500 EUR → "€15.00". */
export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** A price typed in a form ("10", "10.5", "10.50", "$10") → whole cents; undefined when empty, NaN when unreadable. */
export function centsOfText(value: string | undefined): number | undefined {
  // A leading currency sign ("$10", "€ 10") is fine; anything else is the price as typed.
  const text = value?.trim().replace(/^\p{Sc}\s*/u, "").replace(/,/g, "");
  if (!text) return undefined;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** Cents → the value of a price input ("10.00"); empty for none. */
export const centsToText = (cents: number | null | undefined) => (cents === null || cents === undefined ? "" : (cents / 100).toFixed(2));

/** "1st", "5th–8th", "6th and below". */
export function placeRange(from: number, to: number | null): string {
  if (to === null) return `${ordinal(from)} and below`;
  return from === to ? ordinal(from) : `${ordinal(from)}–${ordinal(to)}`;
}

/** "Box of Cloud City", "5 × booster pack" (items are the organizer's words: no guessing at plurals). */
export const itemText = (quantity: number, item: string) => (quantity === 1 ? item : `${quantity} × ${item}`);
