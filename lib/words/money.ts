import { ordinal } from "./ordinal";

/** Whole cents of a currency as people read them: 1000 USD → "$10.00", 1500 EUR → "€15.00". */
export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** What a typed price reads as: nothing, whole cents, or why it cannot be read (shown beside the field). */
export type PriceReading = { kind: "empty" } | { kind: "price"; cents: number } | { kind: "refused"; reason: string };

const UNREADABLE = "Write a price such as 15, 15.50 or 15,50.";
const GROUPS = { ".": /^\d{1,3}(?:\.\d{3})+$/, ",": /^\d{1,3}(?:,\d{3})+$/ } as const;
const count = (text: string, c: string) => text.split(c).length - 1;

/**
 * A price as people type it, in either convention: "15", "15.50", "15,50" (decimal comma),
 * "1,234.50", "1.234,50", "1 234,50", "$15", "15 €". The decimal separator is the last "." or ","
 * when it is followed by one or two digits; the other one (or a space) only groups thousands.
 * "1,250" or "1.250" alone could be a thousand and more or a price with three decimals: refused
 * with the two readings, never guessed (reading "15,00" as 1500 charged a hundred times too much).
 */
export function readPrice(value: string | undefined): PriceReading {
  let text = (value ?? "").trim().replace(/^\p{Sc}\s*/u, "").replace(/\s*\p{Sc}$/u, "");
  if (!text) return { kind: "empty" };
  // Spaces (and apostrophes, as in 1'234.50) group thousands only: "1 234,50".
  if (/[\s'’]/u.test(text)) {
    if (!/^\d{1,3}(?:[\s'’]\d{3})+(?:[.,]\d{1,2})?$/u.test(text)) return { kind: "refused", reason: UNREADABLE };
    text = text.replace(/[\s'’]/gu, "");
  }
  if (!/^[\d.,]+$/.test(text)) return { kind: "refused", reason: UNREADABLE };
  let whole = text;
  let fraction = "";
  const dots = count(text, ".");
  const commas = count(text, ",");
  if (dots && commas) {
    const decimal = text.lastIndexOf(".") > text.lastIndexOf(",") ? "." : ",";
    const group = decimal === "." ? "," : ".";
    const [int = "", frac = ""] = text.split(decimal);
    if (count(text, decimal) > 1 || !GROUPS[group].test(int) || !/^\d{1,2}$/.test(frac)) return { kind: "refused", reason: UNREADABLE };
    whole = int.split(group).join("");
    fraction = frac;
  } else if (dots || commas) {
    const sep = dots ? "." : ",";
    const name = sep === "," ? "comma" : "point";
    const parts = text.split(sep);
    if (parts.length > 2) {
      if (!GROUPS[sep].test(text)) return { kind: "refused", reason: UNREADABLE };
      whole = parts.join("");
    } else {
      const [int = "", frac = ""] = parts;
      if (!/^\d+$/.test(int)) return { kind: "refused", reason: UNREADABLE };
      if (frac.length === 3 && int.length <= 3 && !/^0+$/.test(int)) {
        return { kind: "refused", reason: `"${text}" could mean ${int}${frac} or ${int} and a fraction: write ${int}${frac} for the first, or at most two digits after the decimal ${name}.` };
      }
      if (!/^\d{1,2}$/.test(frac)) return { kind: "refused", reason: `A price has at most two digits after the decimal ${name}: write 15${sep}50.` };
      whole = int;
      fraction = frac;
    }
  }
  whole = whole.replace(/^0+(?=\d)/, "");
  if (!/^\d{1,9}$/.test(whole)) return { kind: "refused", reason: UNREADABLE };
  return { kind: "price", cents: Number(whole) * 100 + Number(fraction.padEnd(2, "0")) };
}

/** A price typed in a form → whole cents; undefined when empty, NaN when unreadable (readPrice says why). */
export function centsOfText(value: string | undefined): number | undefined {
  const read = readPrice(value);
  return read.kind === "empty" ? undefined : read.kind === "price" ? read.cents : Number.NaN;
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
