import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readPrice } from "@/lib/words/money";

/** Groups whole units in threes with `sep`: 1234567 → "1.234.567". */
const grouped = (units: number, sep: string) => String(units).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
const written = (cents: number, decimal: "." | ",", group: string | null) => {
  const units = Math.floor(cents / 100);
  return `${group === null ? String(units) : grouped(units, group)}${decimal}${String(cents % 100).padStart(2, "0")}`;
};

describe("reading a typed price", () => {
  it("reads a decimal comma as a decimal separator (15,00 is fifteen, not fifteen hundred)", () => {
    expect(readPrice("15,00")).toEqual({ kind: "price", cents: 1500 });
    expect(readPrice("15,50")).toEqual({ kind: "price", cents: 1550 });
    expect(readPrice("15,5")).toEqual({ kind: "price", cents: 1550 });
    expect(readPrice("1.234,00")).toEqual({ kind: "price", cents: 123400 });
    expect(readPrice("1 234,50 €")).toEqual({ kind: "price", cents: 123450 });
    expect(readPrice("1,234.50")).toEqual({ kind: "price", cents: 123450 });
    expect(readPrice("$10.05")).toEqual({ kind: "price", cents: 1005 });
    expect(readPrice("")).toEqual({ kind: "empty" });
  });

  it("refuses what could be read two ways, and says both readings", () => {
    for (const text of ["1,250", "1.250", "12,500"]) {
      const read = readPrice(text);
      expect(read.kind).toBe("refused");
      if (read.kind === "refused") expect(read.reason).toContain(text.replace(/[.,]/, ""));
    }
    for (const text of ["10.555", "12,34,56", "1.234.5", "1,2.3", "ten", "-5", "1e3", "15,,0"]) expect(readPrice(text).kind, text).toBe("refused");
  });

  it("reads any amount written in either convention as the same cents", () => {
    const cents = fc.integer({ min: 0, max: 999_999_999_99 });
    fc.assert(
      fc.property(cents, fc.constantFrom<["." | ",", string | null]>([".", null], [",", null], [".", ","], [",", "."], [",", " "], [".", " "]), (c, [decimal, group]) => {
        expect(readPrice(written(c, decimal, group))).toEqual({ kind: "price", cents: c });
      }),
    );
  });

  it("never reads a price with decimals as a hundred times more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom(".", ","), (units, hundredths, sep) => {
        const read = readPrice(`${units}${sep}${String(hundredths).padStart(2, "0")}`);
        expect(read).toEqual({ kind: "price", cents: units * 100 + hundredths });
      }),
    );
  });

  it("answers every text with a price, nothing, or a reason; a price is whole, non-negative cents", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("1", "2", "0", ".", ",", " ", "$", "€", "a", "-") }), (text) => {
        const read = readPrice(text);
        if (read.kind === "price") expect(Number.isSafeInteger(read.cents) && read.cents >= 0).toBe(true);
        if (read.kind === "refused") expect(read.reason.length).toBeGreaterThan(0);
      }),
    );
  });
});
