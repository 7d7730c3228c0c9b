import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeEntry, show } from "@/lib/words/event-history";

const names = new Map([
  ["p1", "Kyle Katarn"],
  ["p2", "Jan Ors"],
]);

describe("event history in words", () => {
  it("a hand swap names the players, the tables, the reason and a confirmed warning", () => {
    const d = describeEntry("round.swap", { number: 2, players: ["p1", "p2"], tables: [1, null], reason: "Seating request", warnings: [{ kind: "rematch" }] }, names);
    expect(d.title).toBe("Swapped Kyle Katarn and Jan Ors in round 2 (table 1 and the bye)");
    expect(d.detail).toBe("Seating request. The swap broke a pairing rule; the organizer confirmed it.");
  });

  it("a corrected Swiss result names the players and both values", () => {
    const d = describeEntry(
      "result.correct",
      {
        table: 3,
        players: ["p1", "p2"],
        old: { result: { games: [{ result: "A" }, { result: "A" }] } },
        new: { result: { games: [{ result: "A" }, { result: "draw" }] } },
      },
      names,
    );
    expect(d.title).toBe("Corrected the result at table 3");
    // Since issue 35 the entry names its round, and a correction of a complete event says so.
    expect(describeEntry("result.correct", { table: 3, round: 2, afterCompletion: true, players: ["p1", "p2"], new: { result: { games: [] } } }, names).title).toBe(
      "Corrected the result at round 2, table 3, after completion",
    );
    expect(d.changes).toEqual([
      { field: "Result", old: "game 1: Kyle Katarn won, game 2: Kyle Katarn won", new: "game 1: Kyle Katarn won, game 2: draw" },
    ]);
  });

  it("an elimination game decided on time shows the winner and the scores", () => {
    const d = describeEntry("result.record", { bracketMatch: 5, players: ["p1", "p2"], new: { result: { kind: "game", result: "B", scores: { ls: 87, ds: 84.5 } } } }, names);
    expect(d).toMatchObject({ title: "Result at M5", detail: "Jan Ors won on time (LS 87 – DS 84.5)" });
  });

  it("a changed rating reads as the event page says it", () => {
    const d = describeEntry("event.update", { old: { rating: { rated: true, k: 16 } }, new: { rating: { rated: false, k: 16 } } });
    expect(d).toMatchObject({ title: "Changed the event settings", changes: [{ field: "Rating", old: "Rated · K 16", new: "Unrated" }] });
  });

  it("the cut lists seeds by name; unknown actions still show their data", () => {
    expect(describeEntry("cut.make", { size: 4, seeds: [{ seed: 1, playerId: "p2" }, { seed: 2, playerId: "p1" }] }, names)).toMatchObject({
      title: "Made the cut to the top 4",
      detail: "1. Jan Ors, 2. Kyle Katarn",
    });
    expect(describeEntry("something.new", { x: 1, isOpen: true }).detail).toBe("x: 1; is open: yes");
  });
});

describe("the audit catalogue", () => {
  it("decodes known actions with their data and refuses data that does not fit", async () => {
    const { decodeAudit, AUDIT_CATALOGUE } = await import("@/lib/schemas/audit");
    expect(decodeAudit("event.status", { from: "swiss", to: "complete" })).toEqual({ action: "event.status", data: { from: "swiss", to: "complete" } });
    expect(decodeAudit("event.status", { from: 3 })).toBeNull();
    expect(decodeAudit("no.such.action", {})).toBeNull();
    // An entry that does not fit its schema is still shown, as a generic entry.
    expect(describeEntry("cut.make", { size: "four" })).toMatchObject({ title: "Cut make" });
    expect(Object.keys(AUDIT_CATALOGUE)).toContain("match.clock");
  });

  it("a chess clock event and a match-play result read in words", () => {
    expect(describeEntry("match.clock", { matchId: "m", table: 2, bracketMatch: null, players: ["p1", "p2"], event: { at: 0, kind: "absent", seat: "B" } }, names).title).toBe(
      "Marked Jan Ors absent at table 2",
    );
    const d = describeEntry("result.record", { table: 1, players: ["p1", "p2"], new: { result: { games: [{ result: "B", ending: "forfeit" }], timeLoss: "A" } } }, names);
    expect(d.detail).toBe("game 1: Jan Ors won (forfeit); Kyle Katarn ran out of time");
  });
});

describe("every history entry in words, never JSON", () => {
  it("a prize table change lists its rows as the prize table says them", () => {
    const d = describeEntry("prizes.set", {
      old: { poolPercent: 100, addedCents: 0, rows: [], bandPercents: [50] },
      new: { poolPercent: 80, addedCents: 2550, rows: [{ fromPlace: 1, toPlace: 1, item: "Mos Espa trophy", quantity: 1, minPreRegistered: null }, { fromPlace: 2, toPlace: 4, item: "booster pack", quantity: 3, minPreRegistered: 8 }], bandPercents: [25, 50] },
    });
    expect(d.changes).toEqual([
      { field: "Pool share of fees (%)", old: "100", new: "80" },
      { field: "Added prizes", old: "0.00", new: "25.50" },
      { field: "Prize rows", old: "none", new: "1st: Mos Espa trophy; 2nd–4th: 3 × booster pack each (with 8 or more pre-registered)" },
      { field: "Starred bands end at (% of field)", old: "50%", new: "25%, 50%" },
    ]);
  });

  it("fees read as prices in their currency and the deadline as an instant the page writes", () => {
    const d = describeEntry("fees.set", {
      old: { currency: "EUR", doorCents: null, earlyCents: null, earlyDeadline: null },
      new: { currency: "EUR", doorCents: 1550, earlyCents: 1000, earlyDeadline: "2026-11-20T23:00:00.000Z" },
    });
    expect(d.changes).toEqual([
      { field: "Door price", old: "—", new: "€15.50" },
      { field: "Early price", old: "—", new: "€10.00" },
      { field: "Early price ends", old: "—", new: { at: "2026-11-20T23:00:00.000Z" } },
    ]);
  });

  it("registration settings: yes/no, minutes and no cap", () => {
    const d = describeEntry("registration.settings", { old: { selfRegistration: false, cap: null, checkInMinutes: null }, new: { selfRegistration: true, cap: 10, checkInMinutes: 30 } });
    expect(d.changes).toEqual([
      { field: "Self-registration", old: "no", new: "yes" },
      { field: "Cap", old: "no cap", new: "10" },
      { field: "Check-in (minutes before the start)", old: "—", new: "30 min" },
    ]);
  });

  it("no stored value, however nested, is shown as JSON", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "b", " ") });
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null)),
      node: fc.oneof({ depthSize: "small" }, tie("leaf"), fc.array(tie("node"), { maxLength: 3 }), fc.dictionary(fc.constantFrom("rows", "item", "x", "doorCents"), tie("node"), { maxKeys: 3 })),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("rows", "cap", "name", "bandPercents", "other"), value), fc.dictionary(fc.constantFrom("rows", "cap", "name", "other"), value), (old, next) => {
        const d = describeEntry("prizes.set", { old, new: next });
        for (const c of d.changes) for (const v of [c.old, c.new]) if (typeof v === "string") expect(v).not.toMatch(/[{}"[\]]/);
        expect(show(old)).not.toMatch(/[{}"[\]]/);
      }),
    );
  });
});
