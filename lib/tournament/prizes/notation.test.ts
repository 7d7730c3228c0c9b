import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { expectCode } from "../expect-regulation-error.test-helper";
import { expandNotation, notationBands, parseNotation } from "./notation";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("SWG reward notation", () => {
  it('worked check: "5-4-3-2-1*" with 8 players is 5, 4, 3, 2, 1, 1, 1, 1 (18 packs)', () => {
    const q = expandNotation("5-4-3-2-1*", 8);
    expect(q).toEqual([5, 4, 3, 2, 1, 1, 1, 1]);
    expect(sum(q)).toBe(18);
  });

  it('"8-6-5-4-2*-1*" at 16: the 2* band is the rest of the top half, the 1* the rest of the field', () => {
    expect(notationBands("8-6-5-4-2*-1*", 16)).toEqual([
      { fromPlace: 1, toPlace: 1, quantity: 8 },
      { fromPlace: 2, toPlace: 2, quantity: 6 },
      { fromPlace: 3, toPlace: 3, quantity: 5 },
      { fromPlace: 4, toPlace: 4, quantity: 4 },
      { fromPlace: 5, toPlace: 8, quantity: 2 },
      { fromPlace: 9, toPlace: 16, quantity: 1 },
    ]);
    expect(sum(expandNotation("8-6-5-4-2*-1*", 16))).toBe(8 + 6 + 5 + 4 + 4 * 2 + 8 * 1);
  });

  it("rounds the half up for an odd field, and a share of the field can be set", () => {
    expect(expandNotation("8-6-5-4-2*-1*", 15)).toEqual([8, 6, 5, 4, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1]);
    // The top quarter instead: 32 players, 2* covers places 5–8.
    expect(notationBands("8-6-5-4-2*-1*", 32, [25]).slice(4)).toEqual([
      { fromPlace: 5, toPlace: 8, quantity: 2 },
      { fromPlace: 9, toPlace: 32, quantity: 1 },
    ]);
    // Three bands: to 25%, to 50%, then the rest.
    expect(notationBands("3*-2*-1*", 8, [25, 50])).toEqual([
      { fromPlace: 1, toPlace: 2, quantity: 3 },
      { fromPlace: 3, toPlace: 4, quantity: 2 },
      { fromPlace: 5, toPlace: 8, quantity: 1 },
    ]);
  });

  it("leaves a band empty when the field is too small, and gives nothing past the field", () => {
    expect(expandNotation("8-6-5-4-2*-1*", 6)).toEqual([8, 6, 5, 4, 1, 1]);
    expect(expandNotation("8-6-5-4-2*-1*", 3)).toEqual([8, 6, 5]);
    expect(expandNotation("3-2-1", 5)).toEqual([3, 2, 1, 0, 0]);
    expect(expandNotation("5-4-3-2-1*", 0)).toEqual([]);
  });

  it("refuses malformed notation with a message saying what is wrong", () => {
    expectCode(() => parseNotation(""), "PRIZE_NOTATION_INVALID");
    expectCode(() => parseNotation("5-4-x-1*"), "PRIZE_NOTATION_INVALID");
    expectCode(() => parseNotation("5--1*"), "PRIZE_NOTATION_INVALID");
    expectCode(() => parseNotation("5-0-1*"), "PRIZE_NOTATION_INVALID");
    expectCode(() => parseNotation("5-2*-1"), "PRIZE_NOTATION_INVALID");
    expectCode(() => parseNotation("5-1.5*"), "PRIZE_NOTATION_INVALID");
    expectCode(() => parseNotation("3*-2*-1*"), "PRIZE_BANDS_INVALID"); // two bands before the last need two shares
    expectCode(() => parseNotation("3*-2*-1*", [50, 25]), "PRIZE_BANDS_INVALID");
    expect(() => parseNotation("5-4-x-1*")).toThrow(/"x" is not a number of items/);
    expect(() => parseNotation("5-2*-1")).toThrow(/follows a starred band/);
    expect(parseNotation(" 5 - 4 - 1* ")).toEqual([
      { quantity: 5, band: false },
      { quantity: 4, band: false },
      { quantity: 1, band: true },
    ]);
  });

  it("gives the single places first, then runs the bands on without gaps to the end of the field", () => {
    const notation = fc
      .tuple(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 6 }), fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 3 }))
      .map(([singles, bands]) => ({ text: [...singles.map(String), ...bands.map((b) => `${b}*`)].join("-"), singles, bands }));
    fc.assert(
      fc.property(notation, fc.integer({ min: 0, max: 300 }), ({ text, singles, bands }, players) => {
        const percents = [40, 70].slice(0, bands.length - 1);
        const q = expandNotation(text, players, percents);
        expect(q).toHaveLength(players);
        expect(q.every((x) => x > 0)).toBe(true); // the last band runs to the end
        singles.slice(0, players).forEach((s, i) => expect(q[i]).toBe(s));
        const list = notationBands(text, players, percents);
        for (let i = 1; i < list.length; i++) expect(list[i]!.fromPlace).toBe(list[i - 1]!.toPlace + 1);
      }),
    );
  });
});
