import { describe, expect, it } from "vitest";
import { RegulationError } from "../errors";
import { swapPlayers, type SwapTable } from "./swap";

const tables: SwapTable[] = [
  { table: 1, playerA: "a", playerB: "b", darkSideGame1: "A" },
  { table: 2, playerA: "c", playerB: "d", darkSideGame1: "B" },
  { table: null, playerA: "e", playerB: null, darkSideGame1: null },
];
const facts = (over: Partial<Parameters<typeof swapPlayers>[3]> = {}) => ({ previousOpponents: new Map<string, Set<string>>(), hadBye: new Set<string>(), pins: new Map<string, number>(), ...over });

describe("swapping two players by hand", () => {
  it("exchanges them; seats and game 1's dark side stay with the seat", () => {
    const r = swapPlayers(tables, "b", "c", facts());
    expect(r.tables).toEqual([
      { table: 1, playerA: "a", playerB: "c", darkSideGame1: "A" },
      { table: 2, playerA: "b", playerB: "d", darkSideGame1: "B" },
      tables[2],
    ]);
    expect(r.changed).toEqual([1, 2]);
    expect(r.warnings).toEqual([]);
  });

  it("warns of a rematch it creates", () => {
    const r = swapPlayers(tables, "b", "c", facts({ previousOpponents: new Map([["a", new Set(["c"])], ["c", new Set(["a"])]]) }));
    expect(r.warnings).toEqual([{ kind: "rematch", players: ["a", "c"], table: 1 }]);
  });

  it("warns of a second bye while a paired player has had none", () => {
    const r = swapPlayers(tables, "e", "a", facts({ hadBye: new Set(["a"]) }));
    expect(r.changed).toEqual([null, 1]);
    expect(r.warnings).toEqual([{ kind: "second-bye", player: "a" }]);
  });

  it("warns when a player leaves their fixed table", () => {
    const r = swapPlayers(tables, "a", "d", facts({ pins: new Map([["a", 1]]) }));
    expect(r.warnings).toEqual([{ kind: "fixed-table", player: "a", table: 1 }]);
  });

  it("refuses two players of one table, or someone not in the round", () => {
    expect(() => swapPlayers(tables, "a", "b", facts())).toThrow(RegulationError);
    expect(() => swapPlayers(tables, "a", "zz", facts())).toThrow(RegulationError);
  });
});
