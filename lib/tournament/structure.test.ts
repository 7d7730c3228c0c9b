import { describe, expect, it } from "vitest";
import { RegulationError } from "./errors";
import { ADVANCED_STRUCTURE, BASIC_STRUCTURE, resolveStructure, type StructureKind } from "./structure";

const code = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RegulationError);
    return (e as RegulationError).code;
  }
  throw new Error("expected a RegulationError");
};

describe("Basic structure", () => {
  const cases: Array<[number, number, number]> = [
    [4, 3, 0], [8, 3, 0], [9, 4, 4], [24, 4, 4], [25, 4, 8], [32, 4, 8], [33, 5, 8], [64, 5, 8],
    [65, 6, 8], [96, 6, 8], [97, 6, 16], [128, 6, 16], [129, 7, 16], [1000, 7, 16],
  ];
  it.each(cases)("%i players → %i rounds, cut %i", (players, swissRounds, cutSize) => {
    expect(resolveStructure("basic", players)).toEqual({ swissRounds, cutSize });
  });
  it("every player count from 4 to 300 has exactly one row", () => {
    for (let n = 4; n <= 300; n++) {
      expect(BASIC_STRUCTURE.filter((r) => n >= r.minPlayers && (r.maxPlayers === null || n <= r.maxPlayers))).toHaveLength(1);
    }
  });
  it("below 4 players: Custom is required", () => {
    for (const n of [0, 1, 2, 3]) expect(code(() => resolveStructure("basic", n))).toBe("STRUCTURE_OUT_OF_RANGE");
    expect(() => resolveStructure("basic", 3)).toThrow(/Custom/);
  });
  it("ignores an organizer's rounds and cut", () => {
    expect(resolveStructure("basic", 10, { swissRounds: 9, cutSize: 16 })).toEqual({ swissRounds: 4, cutSize: 4 });
  });
});

describe("Advanced structure", () => {
  const cases: Array<[number, number, number]> = [
    [9, 4, 4], [20, 4, 4], [21, 4, 8], [32, 4, 8], [33, 5, 8], [56, 5, 8], [57, 6, 8], [80, 6, 8],
    [81, 7, 8], [128, 7, 8], [129, 7, 16], [176, 7, 16], [177, 8, 16], [272, 8, 16], [273, 9, 16], [5000, 9, 16],
  ];
  it.each(cases)("%i players → %i rounds, cut %i", (players, swissRounds, cutSize) => {
    expect(resolveStructure("advanced", players)).toEqual({ swissRounds, cutSize });
  });
  it("every player count from 9 to 400 has exactly one row", () => {
    for (let n = 9; n <= 400; n++) {
      expect(ADVANCED_STRUCTURE.filter((r) => n >= r.minPlayers && (r.maxPlayers === null || n <= r.maxPlayers))).toHaveLength(1);
    }
  });
  it("below 9 players: Custom is required", () => {
    for (const n of [0, 4, 8]) expect(code(() => resolveStructure("advanced", n))).toBe("STRUCTURE_OUT_OF_RANGE");
  });
});

describe("Custom structure", () => {
  it("takes the organizer's rounds and cut", () => {
    expect(resolveStructure("custom", 2, { swissRounds: 1, cutSize: 0 })).toEqual({ swissRounds: 1, cutSize: 0 });
    expect(resolveStructure("custom", 40, { swissRounds: 12, cutSize: 16 })).toEqual({ swissRounds: 12, cutSize: 16 });
    expect(resolveStructure("custom", 3, { swissRounds: 5, cutSize: 0 })).toEqual({ swissRounds: 5, cutSize: 0 });
  });
  it("a cut may equal the field but not exceed it", () => {
    expect(resolveStructure("custom", 8, { swissRounds: 3, cutSize: 8 })).toEqual({ swissRounds: 3, cutSize: 8 });
    expect(code(() => resolveStructure("custom", 7, { swissRounds: 3, cutSize: 8 }))).toBe("CUT_EXCEEDS_FIELD");
    expect(code(() => resolveStructure("custom", 15, { swissRounds: 3, cutSize: 16 }))).toBe("CUT_EXCEEDS_FIELD");
    expect(code(() => resolveStructure("custom", 3, { swissRounds: 3, cutSize: 4 }))).toBe("CUT_EXCEEDS_FIELD");
  });
  it("rounds must be a whole number ≥ 1; the cut none, 4, 8 or 16", () => {
    expect(code(() => resolveStructure("custom", 10, { swissRounds: 0, cutSize: 0 }))).toBe("INVALID_ROUNDS");
    expect(code(() => resolveStructure("custom", 10, { swissRounds: 2.5, cutSize: 0 }))).toBe("INVALID_ROUNDS");
    for (const cut of [1, 2, 6, 32, -4]) expect(code(() => resolveStructure("custom", 64, { swissRounds: 3, cutSize: cut }))).toBe("INVALID_CUT");
  });
  it("needs the rounds and cut, and at least 2 players", () => {
    expect(code(() => resolveStructure("custom", 10))).toBe("CUSTOM_STRUCTURE_REQUIRED");
    expect(code(() => resolveStructure("custom", 1, { swissRounds: 1, cutSize: 0 }))).toBe("NOT_ENOUGH_PLAYERS");
  });
  it("refuses nonsense", () => {
    expect(code(() => resolveStructure("basic", -1))).toBe("INVALID_PLAYER_COUNT");
    expect(code(() => resolveStructure("basic", 4.5))).toBe("INVALID_PLAYER_COUNT");
    expect(code(() => resolveStructure("weird" as StructureKind, 10))).toBe("INVALID_STRUCTURE");
  });
});
