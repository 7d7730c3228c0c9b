import { describe, expect, it } from "vitest";
import { prizeList, prizeOverdue, prizeTable, type PrizeRules } from "./prize-list";

const places = (n: number) => Array.from({ length: n }, (_, i) => ({ place: i + 1, playerId: `p${i + 1}` }));

/** The 2-on-2 sheet: 1st–5th by name, 6th and below from the store, and a box of Tatooine if at least 6 pre-register. */
const sheet: PrizeRules = {
  notation: null,
  notationItem: "booster pack",
  rows: [
    { fromPlace: 1, toPlace: 1, item: "Box of Reflections 2", quantity: 1, minPreRegistered: null },
    { fromPlace: 2, toPlace: 2, item: "Reflections 2 Combo & EU set", quantity: 1, minPreRegistered: null },
    { fromPlace: 3, toPlace: 3, item: "Box of Cloud City", quantity: 1, minPreRegistered: null },
    { fromPlace: 6, toPlace: null, item: "Store prize", quantity: 1, minPreRegistered: null },
    { fromPlace: 1, toPlace: 1, item: "Box of Tatooine", quantity: 1, minPreRegistered: 6 },
  ],
};

describe("prize list", () => {
  it("gives each place the notation's packs: 5-4-3-2-1* with 8 players makes 18 packs", () => {
    const list = prizeList(places(8), { notation: "5-4-3-2-1*", notationItem: "booster pack", rows: [] }, 0);
    expect(list.map((r) => r.quantity)).toEqual([5, 4, 3, 2, 1, 1, 1, 1]);
    expect(list.every((r) => r.item === "booster pack")).toBe(true);
    expect(list.reduce((a, r) => a + r.quantity, 0)).toBe(18);
  });

  it("applies a conditional row only when enough entrants pre-registered", () => {
    const without = prizeList(places(7), sheet, 5);
    expect(without.filter((r) => r.place === 1).map((r) => r.item)).toEqual(["Box of Reflections 2"]);
    const withBox = prizeList(places(7), sheet, 6);
    expect(withBox.filter((r) => r.place === 1).map((r) => r.item)).toEqual(["Box of Reflections 2", "Box of Tatooine"]);
    expect(prizeTable(sheet, 7, 5).at(-1)).toMatchObject({ item: "Box of Tatooine", applies: false, minPreRegistered: 6 });
  });

  it("covers open-ended ranges and gives nothing to places no row covers", () => {
    const list = prizeList(places(7), sheet, 0);
    expect(list.map((r) => `${r.place}:${r.item}`)).toEqual(["1:Box of Reflections 2", "2:Reflections 2 Combo & EU set", "3:Box of Cloud City", "6:Store prize", "7:Store prize"]);
  });

  it("adds up the same item from the notation and a row, and sizes the notation to the final field", () => {
    const rules: PrizeRules = { notation: "3-2-1*", notationItem: "booster pack", rows: [{ fromPlace: 1, toPlace: 2, item: "booster pack", quantity: 2, minPreRegistered: null }] };
    expect(prizeList(places(4), rules, 0).map((r) => r.quantity)).toEqual([5, 4, 1, 1]);
  });

  it("keeps a dropped player's prizes with their place; a disqualified player forfeits theirs", () => {
    const field = places(8).map((p) => (p.place === 2 ? { ...p, disqualified: true } : p));
    const list = prizeList(field, { notation: "5-4-3-2-1*", notationItem: "booster pack", rows: [] }, 0);
    expect(list.map((r) => [r.place, r.playerId, r.quantity])).toEqual([
      [1, "p1", 5],
      [3, "p3", 3],
      [4, "p4", 2],
      [5, "p5", 1],
      [6, "p6", 1],
      [7, "p7", 1],
      [8, "p8", 1],
    ]);
  });
});

describe("prizeOverdue", () => {
  it("is overdue once the due time has passed without the prize given", () => {
    const due = new Date("2031-05-07T18:00:00Z");
    expect(prizeOverdue({ dueAt: due, given: false }, new Date("2031-05-07T17:59:59Z"))).toBe(false);
    expect(prizeOverdue({ dueAt: due, given: false }, new Date("2031-05-07T18:00:00.001Z"))).toBe(true);
    expect(prizeOverdue({ dueAt: due, given: true }, new Date("2031-06-01T00:00:00Z"))).toBe(false);
    expect(prizeOverdue({ dueAt: null, given: false }, new Date("2031-06-01T00:00:00Z"))).toBe(false);
  });
});
