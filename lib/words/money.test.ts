import { describe, expect, it } from "vitest";
import { describeEntry } from "@/lib/words/event-history";
import { centsOfText, centsToText, formatMoney, itemText, placeRange } from "@/lib/words/money";

describe("money in words", () => {
  it("reads typed prices as exact cents and writes them back", () => {
    expect(centsOfText("15")).toBe(1500);
    expect(centsOfText("10.5")).toBe(1050);
    expect(centsOfText("$10.05")).toBe(1005);
    expect(centsOfText("1,250.00")).toBe(125000);
    expect(centsOfText(" ")).toBeUndefined();
    expect(centsOfText("ten")).toBeNaN();
    expect(centsOfText("10.555")).toBeNaN();
    expect(centsToText(1050)).toBe("10.50");
    expect(formatMoney(7000, "USD")).toBe("$70.00");
    expect(placeRange(5, 8)).toBe("5th–8th");
    expect(placeRange(6, null)).toBe("6th and below");
    expect(itemText(5, "booster pack")).toBe("5 × booster pack");
  });

  it("describes a payment and its correction with the old and the new amount", () => {
    const base = { playerId: "p1", name: "Kyle Katarn", currency: "USD", tier: "door", dueCents: 1500 };
    expect(describeEntry("payment.record", { ...base, old: null, new: { method: "cash", cents: 1500 } })).toMatchObject({ title: "Payment of Kyle Katarn: $15.00 cash" });
    expect(describeEntry("payment.record", { ...base, old: { method: "cash", cents: 1500, paidAt: "2031-05-05T17:00:00.000Z" }, new: { method: "waived", cents: 0 } })).toEqual({
      title: "Corrected the payment of Kyle Katarn",
      changes: [{ field: "Payment", old: "$15.00 cash", new: "waived" }],
    });
    expect(describeEntry("prize.given", { awardId: "a", place: 1, playerId: "p1", name: "Kyle Katarn", item: "booster pack", quantity: 5, old: false, new: true })).toMatchObject({
      title: "Gave: 5 × booster pack to Kyle Katarn (1.)",
    });
  });
});
