import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RegulationError } from "./errors";
import { assignTables, type TableMatch } from "./tables";

const match = (a: string, b: string, combinedPoints: number, bestRank: number): TableMatch => ({ players: [a, b], combinedPoints, bestRank });

describe("table numbers", () => {
  const round = [match("e", "f", 6, 4), match("a", "b", 12, 0), match("c", "d", 12, 2), match("g", "h", 0, 6)];

  it("1..n, highest combined TP first, then the better-ranked pair", () => {
    expect(assignTables(round)).toEqual({ tables: [3, 1, 2, 4], notes: [] });
  });

  it("a pinned player sits at their table; the others take the lowest free numbers in order", () => {
    expect(assignTables(round, { g: 1 }).tables).toEqual([4, 2, 3, 1]);
    expect(assignTables(round, new Map([["d", 4]])).tables).toEqual([2, 1, 4, 3]);
    expect(assignTables(round, { b: 1 }).notes).toEqual([]);
  });

  it("a pin beyond the round's size is honoured and reported", () => {
    const r = assignTables(round, { h: 12 });
    expect(r.tables).toEqual([3, 1, 2, 12]);
    expect(r.notes).toEqual([{ kind: "pin-beyond-round", player: "h", table: 12, matches: 4 }]);
  });

  it("two pinned players paired together: the lower pinned table, reported", () => {
    const r = assignTables(round, { e: 4, f: 2 });
    expect(r.tables).toEqual([2, 1, 3, 4]);
    expect(r.notes).toEqual([{ kind: "pins-in-one-match", players: ["f", "e"], tables: [2, 4], table: 2 }]);
  });

  it("two pinned players paired together at the same table: no conflict", () => {
    expect(assignTables(round, { e: 4, f: 4 })).toEqual({ tables: [4, 1, 2, 3], notes: [] });
  });

  it("two matches pinned to the same table: the higher match keeps it, the other is numbered normally", () => {
    const r = assignTables(round, { h: 2, c: 2 });
    expect(r.tables).toEqual([3, 1, 2, 4]);
    expect(r.notes).toEqual([{ kind: "table-taken", player: "h", table: 2, heldBy: "c" }]);
  });

  it("pins of players not in the round are ignored", () => {
    expect(assignTables(round, { zz: 1 })).toEqual({ tables: [3, 1, 2, 4], notes: [] });
  });

  it("a pin must be a positive whole number", () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      expect(() => assignTables(round, { a: bad })).toThrow(RegulationError);
    }
    try {
      assignTables(round, { a: 0 });
    } catch (e) {
      expect((e as RegulationError).code).toBe("INVALID_PIN");
    }
  });

  it("no matches, no tables", () => {
    expect(assignTables([], { a: 3 })).toEqual({ tables: [], notes: [] });
  });

  it("property: tables are distinct, unpinned rounds use exactly 1..n, honoured pins are kept", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ pts: fc.integer({ min: 0, max: 30 }), rank: fc.nat(50) }), { maxLength: 30 }),
        fc.array(fc.record({ player: fc.nat(59), table: fc.integer({ min: 1, max: 40 }) }), { maxLength: 6 }),
        (specs, pinList) => {
          const ms = specs.map((s, i) => match(`p${2 * i}`, `p${2 * i + 1}`, s.pts, s.rank));
          const plain = assignTables(ms).tables;
          expect([...plain].sort((x, y) => x - y)).toEqual(ms.map((_, i) => i + 1));
          // Higher combined TP never sits at a higher number than lower combined TP.
          for (let i = 0; i < ms.length; i++)
            for (let j = 0; j < ms.length; j++)
              if (ms[i]!.combinedPoints > ms[j]!.combinedPoints) expect(plain[i]!).toBeLessThan(plain[j]!);
          const pins = new Map(pinList.map((p) => [`p${p.player}`, p.table]));
          const { tables, notes } = assignTables(ms, pins);
          expect(new Set(tables).size).toBe(tables.length);
          ms.forEach((mm, i) => {
            const wanted = mm.players.map((p) => pins.get(p)).filter((t): t is number => t !== undefined);
            if (wanted.length > 0 && !notes.some((n) => n.kind !== "pin-beyond-round")) expect(wanted).toContain(tables[i]);
            if (wanted.length === 0 && notes.length === 0) expect(tables[i]).toBeLessThanOrEqual(ms.length);
          });
        },
      ),
    );
  });
});
