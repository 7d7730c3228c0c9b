/**
 * The SWCCG 2-on-2 preset over teams: a Swiss of two-game rounds in which every team plays one
 * game on each side per round, no rematches, byes for an odd field, the organizer's points table
 * per game (modified results at time) and SoS over teams. Per-game time on the round clock.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../rng";
import { computeStandings, type SwissRound, type SwissStageHistory } from "../standings";
import { nextSwissRound } from "../swiss/stage";
import { darkSeatInGame, tableForFour, teamSeatLabel, validTeamPositions } from "../teams";
import { gameReachedTime, gameTimeAt } from "./game-time";
import { matchOutcome, validateResult } from "./match";
import { eventPlan, SWCCG_2V2_POINTS } from "./presets";
import type { GameEnding, GameResult, MatchFormat, MatchResult } from "./types";
import { matchWords } from "./words";

const plan = eventPlan("swccg-2v2");
const format = plan.stages[0]!.format;

/** A random 2-on-2 result: two games, each won outright or as a modified result at time. */
function randomResult(rng: ReturnType<typeof createRng>): MatchResult {
  const games: GameResult[] = [rng.coin() ? "A" : "B", rng.coin() ? "A" : "B"];
  const endings: (GameEnding | null)[] = [rng.int(4) === 0 ? "time" : null, rng.int(4) === 0 ? "time" : null];
  return { games, endings };
}

function playSwiss(teams: number, seed: string, fmt: MatchFormat = format, rounds = plan.swissRounds!) {
  const rng = createRng(seed, "test-results");
  let history: SwissStageHistory = {
    players: Array.from({ length: teams }, (_, i) => ({ id: `team${i + 1}`, status: "active" as const, enteredRound: 1 })),
    rounds: [],
    unpairedLosses: [],
  };
  for (let r = 1; r <= rounds; r++) {
    const paired = nextSwissRound(history, { seed, swissRounds: rounds, format: fmt });
    const round: SwissRound = { number: r, matches: paired.matches.map((m) => ({ ...m, result: m.playerB === null ? null : randomResult(rng) })) };
    history = { ...history, rounds: [...history.rounds, round] };
  }
  return history;
}

/** Games per side for each team, counted straight from the pairings. */
function sideCounts(history: SwissStageHistory) {
  const counts = new Map<string, { dark: number; light: number }>(history.players.map((p) => [p.id, { dark: 0, light: 0 }]));
  for (const round of history.rounds) {
    for (const m of round.matches) {
      if (m.playerB === null) continue;
      for (const game of [1, 2]) {
        const dark = darkSeatInGame(m.darkSideGame1!, game);
        const [d, l] = dark === "A" ? [m.playerA, m.playerB] : [m.playerB, m.playerA];
        counts.get(d)!.dark++;
        counts.get(l)!.light++;
      }
    }
  }
  return counts;
}

function meetings(history: SwissStageHistory): string[] {
  return history.rounds.flatMap((r) => r.matches.filter((m) => m.playerB !== null).map((m) => [m.playerA, m.playerB!].sort().join("|")));
}

describe("the swccg-2v2 preset", () => {
  it("is a Swiss of 2 rounds over teams of two, two games per round, no draws, modified results, 120 minutes a game", () => {
    expect(plan.game).toBe("swccg");
    expect(plan.teamSize).toBe(2);
    expect(plan.swissRounds).toBe(2);
    expect(plan.stages).toHaveLength(1);
    expect(plan.stages[0]!.kind).toBe("swiss");
    expect(format.games).toEqual({ kind: "both-sides" });
    expect(format.draws).toBe(false);
    expect(format.intentionalSplit).toBe(false);
    expect(format.modifiedResults).toBe(true);
    expect(format.clock).toEqual({ kind: "round", minutes: 240, gameMinutes: 120 });
    expect(format.scoring).toMatchObject({ per: "game", win: 3, modifiedWin: 2, modifiedLoss: 1, loss: 0, bye: 6, byeCounts: "when-paired" });
    expect(format.lateEntry).toBe(false);
    expect(matchWords(format)).toBe("Two games, one with each side, 120 minutes per game (240-minute rounds)");
  });

  it("takes the organizer's points table and game length", () => {
    const custom = eventPlan("swccg-2v2", { points: { win: 4, draw: 9, loss: 0, modifiedWin: 3, modifiedLoss: 2, bye: 8 }, gameMinutes: 90 }).stages[0]!.format;
    expect(custom.scoring).toMatchObject({ per: "game", win: 4, draw: 0, loss: 0, modifiedWin: 3, modifiedLoss: 2, bye: 8 });
    expect(custom.clock).toEqual({ kind: "round", minutes: 180, gameMinutes: 90 });
  });

  it("refuses draws and a split; records modified results only with a winner", () => {
    expect(() => validateResult(format, { games: ["A", "draw"] })).toThrow(/no draws/);
    expect(() => validateResult(format, { intentionalSplit: true })).toThrow(/intentional split/);
    expect(() => validateResult(format, { games: ["A"] })).toThrow();
    expect(() => validateResult(format, { games: ["unplayed", "A"], endings: [null, "time"] })).toThrow();
    expect(() => validateResult(format, { games: ["A", "B"], endings: ["time", null] })).not.toThrow();
  });

  it("scores each game from the points table: win 3, modified win 2, modified loss 1, loss 0", () => {
    expect(matchOutcome(format, { games: ["A", "A"] }).points).toEqual({ A: 6, B: 0 });
    expect(matchOutcome(format, { games: ["A", "B"] }).points).toEqual({ A: 3, B: 3 });
    expect(matchOutcome(format, { games: ["A", "B"], endings: ["time", null] }).points).toEqual({ A: 2, B: 4 });
    expect(matchOutcome(format, { games: ["B", "B"], endings: ["time", "time"] }).points).toEqual({ A: 2, B: 4 });
    const custom = eventPlan("swccg-2v2", { points: { win: 5, draw: 0, loss: 1, modifiedWin: 4, modifiedLoss: 2, bye: 10 } }).stages[0]!.format;
    expect(matchOutcome(custom, { games: ["A", "B"], endings: [null, "time"] }).points).toEqual({ A: 5 + 2, B: 1 + 4 });
  });
});

describe("a 2-on-2 Swiss over teams", () => {
  it("6 teams, 2 rounds: every team plays exactly 2 dark side and 2 light side games, no teams meet twice (any seed)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
        const history = playSwiss(6, seed);
        for (const [, c] of sideCounts(history)) expect(c).toEqual({ dark: 2, light: 2 });
        const met = meetings(history);
        expect(new Set(met).size).toBe(met.length);
        expect(met).toHaveLength(6);
      }),
      { numRuns: 60 },
    );
  });

  it("5 and 7 teams: one bye per round, never twice to the same team, worth a win in each game; the others play one game on each side per round", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom(5, 7), (seed, teams) => {
        const history = playSwiss(teams, seed);
        const byes = history.rounds.map((r) => r.matches.filter((m) => m.playerB === null).map((m) => m.playerA));
        for (const b of byes) expect(b).toHaveLength(1);
        expect(new Set(byes.flat()).size).toBe(2);
        const counts = sideCounts(history);
        for (const [id, c] of counts) {
          const hadBye = byes.flat().includes(id);
          expect(c).toEqual(hadBye ? { dark: 1, light: 1 } : { dark: 2, light: 2 });
        }
        const met = meetings(history);
        expect(new Set(met).size).toBe(met.length);
        const standings = computeStandings(history, seed, format);
        for (const id of byes.flat()) {
          const row = standings.find((s) => s.playerId === id)!;
          const played = history.rounds.flatMap((r) => r.matches).find((m) => m.playerB !== null && (m.playerA === id || m.playerB === id))!;
          const out = matchOutcome(format, played.result!);
          expect(row.points).toBe(SWCCG_2V2_POINTS.bye + (played.playerA === id ? out.points.A : out.points.B));
        }
      }),
      { numRuns: 40 },
    );
  });

  it("team points are the sum of the points table per game, and SoS is the average of the opponents' match-win percentages", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
        const history = playSwiss(6, seed);
        const standings = computeStandings(history, seed, format);
        const direct = new Map(history.players.map((p) => [p.id, 0]));
        const opponents = new Map<string, string[]>(history.players.map((p) => [p.id, []]));
        const s = format.scoring;
        for (const round of history.rounds) {
          for (const m of round.matches) {
            const r = m.result as MatchResult;
            r.games.forEach((g, i) => {
              const modified = r.endings?.[i] === "time";
              const [win, loss] = modified ? [s.modifiedWin, s.modifiedLoss] : [s.win, s.loss];
              direct.set(m.playerA, direct.get(m.playerA)! + (g === "A" ? win : loss));
              direct.set(m.playerB!, direct.get(m.playerB!)! + (g === "B" ? win : loss));
            });
            opponents.get(m.playerA)!.push(m.playerB!);
            opponents.get(m.playerB!)!.push(m.playerA);
          }
        }
        for (const row of standings) expect(row.points).toBe(direct.get(row.playerId));
        // Sorted by points; a team ranks above another with fewer points.
        for (let i = 1; i < standings.length; i++) expect(standings[i - 1]!.points).toBeGreaterThanOrEqual(standings[i]!.points);
        // SoS over teams: the average of each opposing team's points per round played (6 teams: no byes).
        const rounds = history.rounds.length;
        for (const row of standings) {
          const opp = opponents.get(row.playerId)!;
          const sos = opp.reduce((a, o) => a + direct.get(o)! / rounds, 0) / opp.length;
          expect(row.sos).toBeCloseTo(sos, 9);
        }
        // Ties on points are broken by SoS.
        for (let i = 1; i < standings.length; i++) {
          if (standings[i - 1]!.points === standings[i]!.points) expect(standings[i - 1]!.sos).toBeGreaterThanOrEqual(standings[i]!.sos - 1e-9);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("tables for four", () => {
  const members = { A: [{ position: 2, name: "Bo" }, { position: 1, name: "Al" }], B: [{ position: 1, name: "Cy" }, { position: 2, name: "Di" }] };

  it("game 1: the dark side team's members are D1 and D2, the other team's L1 and L2; game 2 reverses", () => {
    expect(tableForFour(members, "A", 1).map((s) => `${s.label} ${s.member.name}`)).toEqual(["D1 Al", "D2 Bo", "L1 Cy", "L2 Di"]);
    expect(tableForFour(members, "A", 2).map((s) => `${s.label} ${s.member.name}`)).toEqual(["D1 Cy", "D2 Di", "L1 Al", "L2 Bo"]);
    expect(tableForFour(members, "B", 1).map((s) => s.seat)).toEqual(["B", "B", "A", "A"]);
    expect(teamSeatLabel("light", 2)).toBe("L2");
  });

  it("positions are 1..size once each", () => {
    expect(validTeamPositions([2, 1], 2)).toBe(true);
    expect(validTeamPositions([1, 1], 2)).toBe(false);
    expect(validTeamPositions([1, 3], 2)).toBe(false);
    expect(validTeamPositions([1], 2)).toBe(false);
  });
});

describe("per-game time on the round clock", () => {
  const clock = (state: "idle" | "running" | "paused" | "ended", ranMinutes: number, extensionMinutes = 0) => {
    const durationSeconds = (240 + extensionMinutes) * 60;
    return { state, durationSeconds, remainingSeconds: Math.max(0, durationSeconds - ranMinutes * 60), extensionMinutes };
  };

  it("game 1 reaches time 120 minutes into the round, game 2 when the 240-minute clock runs out", () => {
    expect(gameTimeAt(format, 1)).toBe(7200);
    expect(gameTimeAt(format, 2)).toBeNull();
    expect(gameReachedTime(format, 1, clock("idle", 0))).toEqual({ reached: false, secondsLeft: null });
    expect(gameReachedTime(format, 1, clock("running", 119))).toEqual({ reached: false, secondsLeft: 60 });
    expect(gameReachedTime(format, 1, clock("running", 120))).toEqual({ reached: true });
    expect(gameReachedTime(format, 1, clock("paused", 130))).toEqual({ reached: true });
    expect(gameReachedTime(format, 2, clock("running", 130))).toEqual({ reached: false, secondsLeft: 110 * 60 });
    expect(gameReachedTime(format, 2, clock("ended", 240))).toEqual({ reached: true });
  });

  it("a table's extension moves each game's time", () => {
    expect(gameReachedTime(format, 1, clock("running", 121, 5))).toEqual({ reached: false, secondsLeft: 4 * 60 });
    expect(gameReachedTime(format, 1, clock("running", 125, 5))).toEqual({ reached: true });
  });

  it("formats without per-game time reach time only when the clock runs out", () => {
    const generic = eventPlan("generic-swiss", { game: "swccg" }).stages[0]!.format;
    expect(gameReachedTime(generic, 1, { state: "running", durationSeconds: 7200, remainingSeconds: 10, extensionMinutes: 0 })).toEqual({ reached: false, secondsLeft: 10 });
    expect(gameReachedTime(generic, 1, { state: "ended", durationSeconds: 7200, remainingSeconds: 0, extensionMinutes: 0 })).toEqual({ reached: true });
  });
});
