/**
 * Swiss stages under every preset's format: the seed's numbers (SWG:359-363, 546-556) and a
 * property test against a direct re-implementation of each scoring.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../rng";
import { computeStandings, type SwissRound, type SwissStageHistory } from "../standings";
import { nextSwissRound } from "../swiss/stage";
import type { GameResult } from "../points";
import { eventPlan, properSwissRounds, type PresetId, type PresetOptions } from "./presets";
import type { MatchFormat, MatchResult } from "./types";

const swg = eventPlan("swg-swiss", { style: "bo3" }).stages[0]!.format;

/** A random legal result of the format (its own generator, not the engine's). */
function randomResult(format: MatchFormat, rng: ReturnType<typeof createRng>): MatchResult {
  if (format.games.kind === "both-sides") {
    const pick = (): GameResult => (["A", "B", "draw"] as const)[rng.int(3)]!;
    return { games: [pick(), pick()] };
  }
  const need = Math.ceil(format.games.count / 2);
  const games: GameResult[] = [];
  let a = 0;
  let b = 0;
  while (a < need && b < need) {
    const g = rng.coin() ? "A" : "B";
    games.push(g);
    if (g === "A") a++;
    else b++;
  }
  return { games };
}

/** Plays a whole Swiss stage: pairs each round with the engine, fills in random results. */
function playSwiss(n: number, format: MatchFormat, seed: string, rounds = properSwissRounds(n)) {
  const rng = createRng(seed, "test-results");
  let history: SwissStageHistory = {
    players: Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, status: "active" as const, enteredRound: 1 })),
    rounds: [],
    unpairedLosses: [],
  };
  for (let r = 1; r <= rounds; r++) {
    const paired = nextSwissRound(history, { seed, swissRounds: rounds, format });
    const round: SwissRound = {
      number: r,
      matches: paired.matches.map((m) => ({ ...m, result: m.playerB === null ? null : randomResult(format, rng) })),
    };
    history = { ...history, rounds: [...history.rounds, round] };
  }
  return history;
}

/** Points straight from the format's scoring table, written apart from the engine. */
function directPoints(history: SwissStageHistory, format: MatchFormat): Map<string, number> {
  const s = format.scoring;
  const pts = new Map(history.players.map((p) => [p.id, 0]));
  const add = (id: string, v: number) => pts.set(id, pts.get(id)! + v);
  for (const round of history.rounds) {
    for (const m of round.matches) {
      if (m.playerB === null) {
        add(m.playerA, s.bye);
        continue;
      }
      const games = (m.result as MatchResult).games;
      if (s.per === "game") {
        for (const g of games) {
          add(m.playerA, g === "A" ? s.win : g === "draw" ? s.draw : s.loss);
          add(m.playerB, g === "B" ? s.win : g === "draw" ? s.draw : s.loss);
        }
      } else {
        const a = games.filter((g) => g === "A").length;
        const b = games.filter((g) => g === "B").length;
        add(m.playerA, a > b ? s.win : a === b ? s.draw : s.loss);
        add(m.playerB, b > a ? s.win : a === b ? s.draw : s.loss);
      }
    }
  }
  return pts;
}

describe("SWG Swiss by match points", () => {
  it("8 players, 3 rounds, no drops: every match awards 4 points, 48 in all", () => {
    const history = playSwiss(8, swg, "eight", 3);
    expect(history.rounds.flatMap((r) => r.matches)).toHaveLength(12);
    const standings = computeStandings(history, "eight", swg);
    expect(standings.reduce((t, r) => t + r.points, 0)).toBe(48);
    for (const r of standings) expect(r.points).toBeGreaterThanOrEqual(3);
  });

  it("7 players: one bye per round, never twice to one player, 3 points shown only once its round ends", () => {
    const history = playSwiss(7, swg, "seven", 3);
    const byes = history.rounds.map((r) => r.matches.filter((m) => m.playerB === null).map((m) => m.playerA));
    expect(byes.map((b) => b.length)).toEqual([1, 1, 1]);
    expect(new Set(byes.flat()).size).toBe(3);

    // The last round with one result still missing: its bye is not counted yet.
    const last = history.rounds.at(-1)!;
    const open = last.matches.findIndex((m) => m.playerB !== null);
    const pending: SwissStageHistory = {
      ...history,
      rounds: [...history.rounds.slice(0, -1), { ...last, matches: last.matches.map((m, i) => (i === open ? { ...m, result: null } : m)) }],
    };
    const bye = byes[2]![0]!;
    const before = computeStandings(pending, "seven", swg).find((r) => r.playerId === bye)!;
    const after = computeStandings(history, "seven", swg).find((r) => r.playerId === bye)!;
    expect(after.points - before.points).toBe(3);
    expect(after.byes).toBe(1);
  });

  it("the bye goes to the lowest-scored player who has not had one", () => {
    const history = playSwiss(7, swg, "low", 2);
    const standingsAfter1 = computeStandings({ ...history, rounds: history.rounds.slice(0, 1) }, "low", swg);
    const bye2 = history.rounds[1]!.matches.find((m) => m.playerB === null)!.playerA;
    const bye1 = history.rounds[0]!.matches.find((m) => m.playerB === null)!.playerA;
    const lowest = Math.min(...standingsAfter1.filter((r) => r.playerId !== bye1).map((r) => r.points));
    expect(standingsAfter1.find((r) => r.playerId === bye2)!.points).toBe(lowest);
  });
});

const SWISS_PRESETS: [PresetId, PresetOptions][] = [
  ["ffg-swtcg", {}],
  ["swg-swiss", { style: "single" }],
  ["swg-swiss", { style: "bo3" }],
  ["swg-swiss-top8", { style: "bo5" }],
  ["generic-swiss", { game: "swccg" }],
  ["generic-swiss", { game: "young-jedi", style: "bo3", points: { win: 2, draw: 1, loss: 0, modifiedWin: 2, modifiedLoss: 0, bye: 2 } }],
];

describe("every preset's Swiss", () => {
  it("never rematches when avoidable, and its standings agree with a direct reading of its scoring", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SWISS_PRESETS), fc.integer({ min: 4, max: 40 }), fc.string({ minLength: 1, maxLength: 8 }), ([preset, options], n, seed) => {
        const format = eventPlan(preset, options).stages[0]!.format;
        // Fewer rounds than half the field: a pairing without rematches always exists.
        const history = playSwiss(n, format, seed);
        const met = new Set<string>();
        for (const r of history.rounds) {
          for (const m of r.matches) {
            if (m.playerB === null) continue;
            const key = [m.playerA, m.playerB].sort().join("|");
            expect(met.has(key)).toBe(false);
            met.add(key);
          }
        }
        const direct = directPoints(history, format);
        const standings = computeStandings(history, seed, format);
        for (const row of standings) expect(row.points).toBe(direct.get(row.playerId));
        for (let i = 1; i < standings.length; i++) expect(standings[i]!.points).toBeLessThanOrEqual(standings[i - 1]!.points);
      }),
      { numRuns: 60 },
    );
  });
});
