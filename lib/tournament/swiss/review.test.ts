import { describe, expect, it } from "vitest";
import { pairsAsDraft, reseatTable } from "./review";
import type { SwapTable } from "./swap";
import { expectCode } from "../expect-regulation-error.test-helper";

const t = (table: number | null, a: string, b: string | null): SwapTable => ({ table, playerA: a, playerB: b, darkSideGame1: b ? "A" : null });
// Tables by combined points: 1 (a+b = 12), 2 (c+d = 6), 3 (e+f = 0); g has the bye.
const round = [t(1, "a", "b"), t(2, "c", "d"), t(3, "e", "f"), t(null, "g", null)];
const points = new Map([["a", 6], ["b", 6], ["c", 3], ["d", 3], ["e", 0], ["f", 0], ["g", 0]]);

describe("pairsAsDraft", () => {
  it("follows the event's choice, else drafts at Premier only", () => {
    expect(pairsAsDraft(null, "premier")).toBe(true);
    expect(pairsAsDraft(null, "relaxed")).toBe(false);
    expect(pairsAsDraft(undefined, "formal")).toBe(false);
    expect(pairsAsDraft(false, "premier")).toBe(false);
    expect(pairsAsDraft(true, "relaxed")).toBe(true);
  });
});

describe("reseatTable", () => {
  it("moves a match to a free table and marks the table it left and the one it took; keeping the order warns nothing", () => {
    const out = reseatTable(round, 3, 9, { pins: new Map(), points });
    expect(out.tables[2]).toEqual({ ...round[2], table: 9 });
    expect(out.tables.filter((x, i) => i !== 2)).toEqual(round.filter((x, i) => i !== 2));
    expect(out.changed).toEqual([3, 9]);
    expect(out.warnings).toEqual([]);
  });

  it("exchanges numbers with the match at the taken table and warns the tables now out of points order", () => {
    const out = reseatTable(round, 3, 1, { pins: new Map(), points });
    expect(out.tables.map((x) => x.table)).toEqual([3, 2, 1, null]);
    expect(out.changed).toEqual([1, 3]);
    expect(out.warnings).toContainEqual({ kind: "table-order", table: 1, points: 0, before: 2, beforePoints: 6 });
    expect(out.warnings).toContainEqual({ kind: "table-order", table: 2, points: 6, before: 3, beforePoints: 12 });
  });

  it("keeps a fixed table fixed: its match does not move and no match takes it", () => {
    const pins = new Map([["d", 2]]);
    expectCode(() => reseatTable(round, 2, 5, { pins, points }), "FIXED_TABLE");
    expectCode(() => reseatTable(round, 1, 2, { pins, points }), "FIXED_TABLE");
    // A pin the round did not honour (the player sits elsewhere) fixes nothing.
    expect(reseatTable(round, 1, 4, { pins: new Map([["a", 7]]), points }).changed).toEqual([1, 4]);
  });

  it("refuses the bye, a missing table, the same table and a number below 1", () => {
    expectCode(() => reseatTable(round, 8, 2, { pins: new Map(), points }), "INVALID_RESEAT");
    expectCode(() => reseatTable(round, 2, 2, { pins: new Map(), points }), "INVALID_RESEAT");
    expectCode(() => reseatTable(round, 2, 0, { pins: new Map(), points }), "INVALID_RESEAT");
    expectCode(() => reseatTable([t(null, "g", null)], 0, 1, { pins: new Map(), points }), "INVALID_RESEAT");
  });
});
