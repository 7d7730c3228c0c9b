import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { earlyDeadlineAfterDay, earlyDeadlineOfDate, feeFor, preRegisteredCount, prizePool, type FeeRules } from "./fees";

/** The 2-on-2 sheet: $15 at the door, $10 registered before April 28th (UTC−7, Phoenix). */
const deadline = earlyDeadlineOfDate("2001-04-28", 420)!;
const sheet: FeeRules = { doorCents: 1500, earlyCents: 1000, earlyDeadline: deadline };

describe("feeFor", () => {
  it("maps a deadline date to the start of that day in the organizer's zone", () => {
    expect(deadline).toBe("2001-04-28T07:00:00.000Z");
    expect(earlyDeadlineOfDate("2026-05-01", 0)).toBe("2026-05-01T00:00:00.000Z");
    expect(earlyDeadlineOfDate("2026-05-01", -120)).toBe("2026-04-30T22:00:00.000Z");
  });

  it("the last early day picked by the organizer still pays early; the day after pays at the door", () => {
    const end = earlyDeadlineAfterDay("2001-04-27", 420)!;
    expect(end).toBe(deadline);
    const fees = { ...sheet, earlyDeadline: end };
    expect(feeFor(new Date("2001-04-27T23:00:00-07:00"), fees).tier).toBe("early");
    expect(feeFor(new Date("2001-04-28T00:00:00-07:00"), fees).tier).toBe("door");
    expect(earlyDeadlineAfterDay("2026-12-31", 0)).toBe("2027-01-01T00:00:00.000Z");
    expect(earlyDeadlineAfterDay("2026-02-29", 0)).toBeNull();
  });

  it("refuses a date or offset that is not real", () => {
    expect(earlyDeadlineOfDate("2026-02-30", 0)).toBeNull();
    expect(earlyDeadlineOfDate("28/04/2001", 0)).toBeNull();
    expect(earlyDeadlineOfDate("2026-05-01", 15 * 60)).toBeNull();
    expect(earlyDeadlineOfDate("2026-05-01", 1.5)).toBeNull();
  });

  it("worked check: registered one day before the deadline pays $10, on the deadline day $15", () => {
    expect(feeFor(new Date("2001-04-27T12:00:00-07:00"), sheet)).toEqual({ tier: "early", cents: 1000 });
    expect(feeFor(new Date("2001-04-27T23:59:59.999-07:00"), sheet)).toEqual({ tier: "early", cents: 1000 });
    expect(feeFor(new Date("2001-04-28T00:00:00-07:00"), sheet)).toEqual({ tier: "door", cents: 1500 });
    expect(feeFor(new Date("2001-04-28T10:30:00-07:00"), sheet)).toEqual({ tier: "door", cents: 1500 });
    expect(feeFor(new Date("2001-05-05T10:30:00-07:00"), sheet)).toEqual({ tier: "door", cents: 1500 });
  });

  it("is free without prices, and without a door price after the deadline", () => {
    expect(feeFor(new Date(), { doorCents: null, earlyCents: null, earlyDeadline: null })).toEqual({ tier: "free", cents: 0 });
    expect(feeFor(new Date("2001-05-01T00:00:00Z"), { ...sheet, doorCents: null })).toEqual({ tier: "free", cents: 0 });
    expect(feeFor(new Date("2001-04-01T00:00:00Z"), { ...sheet, doorCents: null })).toEqual({ tier: "early", cents: 1000 });
    expect(feeFor(new Date("2001-04-01T00:00:00Z"), { doorCents: 1500, earlyCents: null, earlyDeadline: null })).toEqual({ tier: "door", cents: 1500 });
  });

  it("charges the early price strictly before the deadline instant and the door price from it on", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (offset, early, door) => {
        const fees: FeeRules = { doorCents: door, earlyCents: early, earlyDeadline: deadline };
        const fee = feeFor(new Date(Date.parse(deadline) + offset), fees);
        if (offset < 0) expect(fee).toEqual({ tier: "early", cents: early });
        else expect(fee).toEqual(door > 0 ? { tier: "door", cents: door } : { tier: "free", cents: 0 });
      }),
    );
  });
});

describe("prizePool", () => {
  const before = new Date("2001-04-20T12:00:00Z");
  const door = new Date("2001-05-05T18:00:00Z");

  it("worked check: 4 early and 2 door entrants at $10/$15 make a $70 pool at 100%", () => {
    const entries = [...Array.from({ length: 4 }, () => ({ registeredAt: before, paidCents: null })), ...Array.from({ length: 2 }, () => ({ registeredAt: door, paidCents: null }))];
    expect(prizePool(entries, sheet, { poolPercent: 100, addedCents: 0 })).toEqual({ feesCents: 7000, poolCents: 7000, addedCents: 0, totalCents: 7000 });
  });

  it("counts what was recorded (a waived fee as 0) over what is due, and adds the added prizes", () => {
    const entries = [
      { registeredAt: before, paidCents: 1000 },
      { registeredAt: door, paidCents: 0 }, // waived
      { registeredAt: door, paidCents: 1200 }, // took $12 at the door
      { registeredAt: door, paidCents: null },
    ];
    expect(prizePool(entries, sheet, { poolPercent: 100, addedCents: 2500 })).toEqual({ feesCents: 3700, poolCents: 3700, addedCents: 2500, totalCents: 6200 });
  });

  it("takes the share of the fees rounded down to a whole cent", () => {
    const entries = [{ registeredAt: door, paidCents: 999 }];
    expect(prizePool(entries, sheet, { poolPercent: 50, addedCents: 0 }).poolCents).toBe(499);
  });

  it("never pays out more than the share of what came in, in whole cents", () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }), { maxLength: 40 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 1_000_000 }), (paid, percent, added) => {
        const pool = prizePool(paid.map((p) => ({ registeredAt: door, paidCents: p })), sheet, { poolPercent: percent, addedCents: added });
        expect(Number.isInteger(pool.poolCents)).toBe(true);
        expect(pool.poolCents * 100).toBeLessThanOrEqual(pool.feesCents * percent);
        expect((pool.poolCents + 1) * 100).toBeGreaterThan(pool.feesCents * percent);
        expect(pool.totalCents).toBe(pool.poolCents + added);
      }),
    );
  });
});

describe("preRegisteredCount", () => {
  it("counts entries before the early deadline, or self-registrations without one", () => {
    const entries = [
      { registeredAt: new Date("2001-04-27T23:00:00-07:00"), selfRegistered: false },
      { registeredAt: new Date("2001-04-28T00:00:00-07:00"), selfRegistered: true },
      { registeredAt: new Date("2001-04-01T00:00:00-07:00"), selfRegistered: true },
    ];
    expect(preRegisteredCount(entries, sheet)).toBe(2);
    expect(preRegisteredCount(entries, { doorCents: 1500, earlyCents: null, earlyDeadline: null })).toBe(2);
    expect(preRegisteredCount(entries.slice(0, 1), { doorCents: 1500, earlyCents: null, earlyDeadline: null })).toBe(0);
  });
});
