import { describe, expect, it } from "vitest";
import { FFG_SWISS_FORMAT, swgFormat } from "../format/presets";
import type { GameResult, SwissMatchResult } from "../points";
import { createRng } from "../rng";
import { eliminationBracket, eliminationState } from "../elimination/bracket";
import { explainEliminationMatch } from "../elimination/reasons";
import { pairSwissRound } from "./pairing";
import type { PairingPlayer } from "./pairing-contract";
import { explainSwissRound, READINGS } from "./reasons";
import { nextSwissRound, type SwissMatch, type SwissStageHistory } from "./stage";

const g = (g1: GameResult, g2: GameResult): SwissMatchResult => ({ games: [g1, g2] });
const m = (playerA: string, playerB: string | null, result: SwissMatchResult | null = null): SwissMatch => ({
  table: null,
  playerA,
  playerB,
  darkSideGame1: playerB === null ? null : "A",
  result: playerB === null ? null : result,
});
const history = (ids: string[], ...rounds: SwissMatch[][]): SwissStageHistory => ({
  players: ids.map((id) => ({ id, status: "active", enteredRound: 1 })),
  rounds: rounds.map((matches, i) => ({ number: i + 1, matches })),
  unpairedLosses: [],
});
const opp = (...pairs: Array<[string, string]>) => {
  const out = new Map<string, Set<string>>();
  for (const [a, b] of pairs) {
    out.set(a, (out.get(a) ?? new Set()).add(b));
    out.set(b, (out.get(b) ?? new Set()).add(a));
  }
  return out;
};
const player = (id: string, points: number, rank: number, hadBye = false): PairingPlayer => ({ id, points, rank, hadBye });
/** Pair with the real optimiser and explain, tables in pair order. */
function pairAndExplain(round: number, players: PairingPlayer[], previous: Map<string, Set<string>>) {
  const out = pairSwissRound({ round, players, previousOpponents: previous, rng: createRng("reasons", `swiss/${round}/pairing`) });
  const matches = [
    ...out.pairs.map(([a, b], i) => ({ table: i + 1, playerA: a, playerB: b as string | null, darkSideGame1: null })),
    ...(out.bye ? [{ table: null, playerA: out.bye, playerB: null, darkSideGame1: null }] : []),
  ];
  return { out, reasons: explainSwissRound({ round, players, previousOpponents: previous, matches }) };
}

describe("Swiss reasons: floats", () => {
  it("an odd score group floats its player down to the next group, and that group's odd one further", () => {
    // Round 1: a beats b (a 6, b 0), c and d split (3 each). Groups 6:{a}, 3:{c,d}, 0:{b}.
    const h = history(["a", "b", "c", "d"], [m("a", "b", g("A", "A")), m("c", "d", g("A", "B"))]);
    const paired = nextSwissRound(h, { seed: "s1", format: FFG_SWISS_FORMAT });
    const r = paired.reasons;
    expect(r.scoreGroups.map((x) => x.points)).toEqual([6, 3, 0]);
    expect(r.scoreGroups[1]!.entrants.sort()).toEqual(["c", "d"]);
    expect(r.tables).toHaveLength(2);
    const top = r.tables.find((t) => t.playerA === "a")!;
    expect(top.float).toMatchObject({ down: "a", fromPoints: 6, toPoints: 3, groupsApart: 1, why: "odd-group", oddGroupPoints: 6, reading: "odd-group" });
    const bottom = r.tables.find((t) => t.playerA !== "a")!;
    expect(bottom.float).toMatchObject({ up: "b", fromPoints: 3, toPoints: 0, why: "odd-group", oddGroupPoints: 3 });
    expect(r.summary).toMatchObject({ floats: 4, rematches: 0 });
    expect(r.readings).toContain("odd-group");
    expect(r.readings).toContain("score-groups");
  });

  it("a float past the next group is a rematch avoided (the next group's players were met)", () => {
    // a 12 met b and c (6 each); d 0. a's only new opponent is d.
    const players = [player("a", 12, 0), player("b", 6, 1), player("c", 6, 2), player("d", 0, 3)];
    const { reasons } = pairAndExplain(3, players, opp(["a", "b"], ["c", "d"], ["a", "c"], ["b", "d"]));
    const t = reasons.tables.find((x) => x.playerA === "a" || x.playerB === "a")!;
    expect(t.float).toMatchObject({ down: "a", up: "d", groupsApart: 2, why: "avoid-rematch", oddGroupPoints: null, reading: "no-rematch" });
  });

  it("more floats than the counts need are rematches avoided", () => {
    // Groups 3:{a,b} even, 0:{c,d} even, but a met b and c met d: both cross.
    const players = [player("a", 3, 0), player("b", 3, 1), player("c", 0, 2), player("d", 0, 3)];
    const { reasons } = pairAndExplain(2, players, opp(["a", "b"], ["c", "d"]));
    expect(reasons.tables.every((t) => t.float?.why === "avoid-rematch")).toBe(true);
    expect(reasons.summary.rematches).toBe(0);
  });

  it("a bye taken from a higher group leaves it odd: that float is the bye's", () => {
    // 6:{a,b,c,x}, 0:{d,e,f} who all had a bye: x (lowest at 6 without a bye) gets it.
    const players = [player("a", 6, 0), player("b", 6, 1), player("c", 6, 2), player("x", 6, 3), player("d", 0, 4, true), player("e", 0, 5, true), player("f", 0, 6, true)];
    const { out, reasons } = pairAndExplain(3, players, new Map());
    expect(out.bye).toBe("x");
    expect(reasons.bye).toMatchObject({ entrant: "x", why: "lowest-ranked-without-bye", reading: "bye-lowest", passedOver: [] });
    const floated = reasons.tables.filter((t) => t.float !== null);
    expect(floated).toHaveLength(1);
    expect(floated[0]!.float).toMatchObject({ why: "bye-taken", fromPoints: 6, toPoints: 0, oddGroupPoints: 6 });
  });
});

describe("Swiss reasons: rematches", () => {
  it("a rematch only when no rematch-free pairing exists, said as such", () => {
    const h = history(["a", "b"], [m("a", "b", g("A", "A"))]);
    const r = nextSwissRound(h, { seed: "s2", format: FFG_SWISS_FORMAT }).reasons;
    expect(r.tables[0]!.rematch).toEqual({ why: "no-rematch-free-pairing", reading: "fewest-rematches" });
    expect(r.summary.rematches).toBe(1);
    expect(r.readings).toContain("fewest-rematches");
  });

  it("lists the earlier opponents of one's own group that the pairing kept apart", () => {
    const players = [player("a", 3, 0), player("b", 3, 1), player("c", 3, 2), player("d", 3, 3)];
    const { reasons } = pairAndExplain(2, players, opp(["a", "b"], ["c", "d"]));
    const ta = reasons.tables.find((t) => t.playerA === "a" || t.playerB === "a")!;
    const aSeat = ta.playerA === "a" ? "A" : "B";
    expect(ta.avoided[aSeat]).toEqual(["b"]);
    expect(ta.rematch).toBeNull();
    expect(reasons.summary.avoidedRematches).toBe(2);
  });
});

describe("Swiss reasons: the bye", () => {
  it("goes to the lowest-ranked entrant without a bye", () => {
    const h = history(["a", "b", "c"], [m("a", "b", g("A", "A")), m("c", null)]);
    const r = nextSwissRound(h, { seed: "s3", format: FFG_SWISS_FORMAT }).reasons;
    expect(r.bye).toMatchObject({ entrant: "b", points: 0, why: "lowest-ranked-without-bye", passedOver: [] });
  });

  it("passes over the lowest-ranked when their bye would force a rematch", () => {
    const players = [player("p1", 3, 0), player("p2", 3, 1), player("p3", 3, 2)];
    const { out, reasons } = pairAndExplain(2, players, opp(["p1", "p2"]));
    expect(out.bye).toBe("p2");
    expect(reasons.bye).toMatchObject({ entrant: "p2", why: "passed-over", passedOver: ["p3"], reading: "no-rematch" });
  });

  it("when everyone had a bye, the lowest-ranked of all", () => {
    const players = [player("p1", 6, 0, true), player("p2", 6, 1, true), player("p3", 6, 2, true)];
    const { out, reasons } = pairAndExplain(2, players, new Map());
    expect(out.bye).toBe("p3");
    expect(reasons.bye).toMatchObject({ why: "everyone-had-bye", passedOver: [] });
  });

  it("round 1: a random entrant, by the event's seeded draw; with guilds apart, the guild rule", () => {
    const r = nextSwissRound(history(["a", "b", "c"]), { seed: "s4", format: FFG_SWISS_FORMAT }).reasons;
    expect(r.bye).toMatchObject({ why: "random", reading: "bye-round-one" });
    expect(r.scoreGroups).toHaveLength(1);
    expect(r.readings).toContain("round-one-random");
    const groups = new Map([["a", "g1"], ["b", "g1"], ["c", "g2"], ["d", "g2"], ["e", "g3"]]);
    const apart = nextSwissRound(history(["a", "b", "c", "d", "e"]), { seed: "s4", format: FFG_SWISS_FORMAT, groups }).reasons;
    expect(apart.bye).toMatchObject({ why: "guilds-apart", reading: "guilds-apart" });
    expect(apart.tables.every((t) => t.guildsApart === true)).toBe(true);
  });
});

describe("Swiss reasons: sides and constraints", () => {
  it("FFG: game 1's dark side is the recorded coin of the round's sides stream; other formats have none", () => {
    const h = history(["a", "b", "c", "d"]);
    const paired = nextSwissRound(h, { seed: "s5", format: FFG_SWISS_FORMAT });
    for (const [i, t] of paired.reasons.tables.entries()) {
      expect(t.sides).toEqual({ method: "coin", stream: "swiss/1/sides", darkSideGame1: paired.matches[i]!.darkSideGame1, reading: "coin-dark-side" });
    }
    const swg = nextSwissRound(h, { seed: "s5", format: swgFormat("single", "constructed") });
    expect(swg.reasons.tables.every((t) => t.sides === null)).toBe(true);
  });

  it("an entrant pinned to a table is said to sit there by the fixed-table rule", () => {
    const h = history(["a", "b", "c", "d"]);
    const paired = nextSwissRound(h, { seed: "s6", format: FFG_SWISS_FORMAT, pins: new Map([["c", 7]]) });
    const t = paired.reasons.tables.find((x) => x.table === 7)!;
    expect(t.fixed).toEqual(["c"]);
    expect(paired.reasons.summary.fixedTables).toBe(1);
    expect(paired.reasons.tableNotes).toEqual([{ kind: "pin-beyond-round", player: "c", table: 7, matches: 2 }]);
  });

  it("every reading named has its section of the regulation spec", () => {
    for (const text of Object.values(READINGS)) expect(text).toMatch(/regulations-spec §|regulations silent/);
  });
});

describe("Elimination reasons", () => {
  const def = eliminationBracket(4);
  it("round one: seats come from seeds and the higher seed chooses sides", () => {
    const s = eliminationState({ size: 4, seeds: ["p1", "p2", "p3", "p4"], results: [] });
    const r = explainEliminationMatch(def, s, 1, "seed", true);
    expect(r.seats.map((x) => x.from)).toEqual([{ kind: "seed", seed: 1 }, { kind: "seed", seed: 4 }]);
    expect(r.sides).toEqual({ method: "higher-seed-chooses", chooser: "p1", seed: 1 });
  });

  it("later: seats come from winners / losers of earlier matches, sides by the least-played rule", () => {
    const s = eliminationState({
      size: 4,
      seeds: ["p1", "p2", "p3", "p4"],
      results: [
        { bracketMatch: 1, kind: "game", winner: "A", darkSide: "A" },
        { bracketMatch: 2, kind: "game", winner: "A", darkSide: "B" },
      ],
    });
    const r = explainEliminationMatch(def, s, 3, "seed", true);
    expect(r.seats.map((x) => [x.player, x.from])).toEqual([["p1", { kind: "winner", match: 1 }], ["p2", { kind: "winner", match: 2 }]]);
    // p1 played dark, p2 light: each takes the side played least.
    expect(r.sides).toMatchObject({ method: "least-played", darkSide: "B", coinStream: null });
    const loser = explainEliminationMatch(def, s, 4, "seed", false);
    expect(loser.seats.map((x) => x.from.kind)).toEqual(["loser", "loser"]);
    expect(loser.sides).toBeNull();
  });
});
