import { FFG_SWISS_FORMAT } from "./format/presets";
import { describe, expect, it } from "vitest";
import * as engine from "./index";
import { computeStandings, nextSwissRound, resolveStructure, RegulationError, type SwissStageHistory } from "./index";

describe("public API", () => {
  it("runs the 3-round example of the module's doc comment, reproducibly", () => {
    const run = (seed: string) => {
      const { swissRounds } = resolveStructure("custom", 5, { swissRounds: 3, cutSize: 0 });
      let stage: SwissStageHistory = {
        players: ["ann", "bob", "cy", "dee", "eve"].map((id) => ({ id, status: "active", enteredRound: 1 })),
        rounds: [],
        unpairedLosses: [],
      };
      for (let round = 1; round <= swissRounds; round++) {
        const paired = nextSwissRound(stage, { format: FFG_SWISS_FORMAT, seed, swissRounds });
        const matches = paired.matches.map((m) => (m.playerB === null ? m : { ...m, result: { games: ["A", "draw"] as const } }));
        stage = { ...stage, rounds: [...stage.rounds, { number: paired.round, matches }] };
      }
      expect(() => nextSwissRound(stage, { format: FFG_SWISS_FORMAT, seed, swissRounds })).toThrow(RegulationError);
      return { stage, standings: computeStandings(stage, seed, FFG_SWISS_FORMAT) };
    };
    const a = run("event-42");
    expect(a.standings).toHaveLength(5);
    expect(a.standings.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    // 3 rounds, 5 players: 3 different players had the bye.
    const byes = a.stage.rounds.flatMap((r) => r.matches.filter((m) => m.playerB === null).map((m) => m.playerA));
    expect(new Set(byes).size).toBe(3);
    expect(run("event-42")).toEqual(a);
  });

  it("re-exports the whole engine", () => {
    for (const name of [
      "RegulationError", "createRng", "matchPoints", "computeStandings", "resolveStructure", "assignTables",
      "nextSwissRound", "missingResults", "unpairedLossesFor", "rejoinPlayer", "pairSwissRound",
      "makeProgressionCut", "eliminationState", "scoreTimedOutGame", "decideEliminationSides",
    ]) {
      expect(typeof (engine as Record<string, unknown>)[name], name).toBe("function");
    }
  });
});
