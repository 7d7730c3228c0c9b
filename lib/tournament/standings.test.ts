import { FFG_SWISS_FORMAT } from "./format/presets";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RegulationError } from "./errors";
import { BYE_POINTS, matchPoints, type GameResult, type SwissMatchResult } from "./points";
import { createRng, type Rng } from "./rng";
import {
  computeStandings,
  type PlayerStatus,
  type StagePlayer,
  type StandingRow,
  type SwissMatch,
  type SwissRound,
  type SwissStageHistory,
  type UnpairedLoss,
} from "./standings";

const g = (g1: GameResult, g2: GameResult): SwissMatchResult => ({ games: [g1, g2] });
const SPLIT: SwissMatchResult = { intentionalSplit: true };
const m = (playerA: string, playerB: string | null, result: SwissMatchResult | null = null): SwissMatch => ({
  table: null,
  playerA,
  playerB,
  darkSideGame1: playerB === null ? null : "A",
  result,
});
const players = (ids: string[], status: Record<string, PlayerStatus> = {}, entered: Record<string, number> = {}): StagePlayer[] =>
  ids.map((id) => ({ id, status: status[id] ?? "active", enteredRound: entered[id] ?? 1 }));
const rounds = (...matches: SwissMatch[][]): SwissRound[] => matches.map((ms, i) => ({ number: i + 1, matches: ms }));
const row = (rows: StandingRow[], id: string): StandingRow => {
  const r = rows.find((x) => x.playerId === id);
  if (!r) throw new Error(`no row ${id}`);
  return r;
};

// ——— Direct evaluation of the spec's formulas, written as plainly as possible. ———
function direct(history: SwissStageHistory): Map<string, { tp: number; r: number; sos: number; esos: number }> {
  const tp = new Map<string, number>();
  const r = new Map<string, number>();
  const opp = new Map<string, string[]>();
  for (const p of history.players) {
    tp.set(p.id, 0);
    r.set(p.id, 0);
    opp.set(p.id, []);
  }
  for (const round of history.rounds) {
    for (const x of round.matches) {
      if (x.playerB === null) {
        tp.set(x.playerA, tp.get(x.playerA)! + 6);
        r.set(x.playerA, r.get(x.playerA)! + 1);
      } else if (x.result !== null) {
        const pts = matchPoints(x.result);
        tp.set(x.playerA, tp.get(x.playerA)! + pts.A);
        tp.set(x.playerB, tp.get(x.playerB)! + pts.B);
        r.set(x.playerA, r.get(x.playerA)! + 1);
        r.set(x.playerB, r.get(x.playerB)! + 1);
        opp.get(x.playerA)!.push(x.playerB);
        opp.get(x.playerB)!.push(x.playerA);
      }
    }
  }
  for (const u of history.unpairedLosses) r.set(u.player, r.get(u.player)! + 1);
  const sos = new Map<string, number>();
  for (const [p, os] of opp) sos.set(p, os.length === 0 ? 0 : os.reduce((s, o) => s + tp.get(o)! / r.get(o)!, 0) / os.length);
  const out = new Map<string, { tp: number; r: number; sos: number; esos: number }>();
  for (const [p, os] of opp) {
    const esos = os.length === 0 ? 0 : os.reduce((s, o) => s + sos.get(o)!, 0) / os.length;
    out.set(p, { tp: tp.get(p)!, r: r.get(p)!, sos: sos.get(p)!, esos });
  }
  return out;
}

// ——— Random events: late entries, drops, rejoins, disqualifications, byes, pending results. ———
const RESULTS: SwissMatchResult[] = [
  g("A", "A"), g("B", "B"), g("A", "B"), g("B", "A"), g("draw", "A"), g("B", "draw"),
  g("draw", "draw"), g("draw", "unplayed"), g("A", "unplayed"), g("unplayed", "unplayed"), SPLIT,
];
function randomEvent(seed: string, n: number, nRounds: number, pendingLast: boolean): SwissStageHistory {
  const rng: Rng = createRng(seed, "test/event");
  const ids = Array.from({ length: n }, (_, i) => `p${i}`);
  const entered = new Map(ids.map((id) => [id, rng.next() < 0.2 ? 1 + rng.int(nRounds) : 1]));
  const status = new Map<string, PlayerStatus>(ids.map((id) => [id, "active"]));
  const rs: SwissRound[] = [];
  const losses: UnpairedLoss[] = [];
  const present = new Set<string>();
  for (let r = 1; r <= nRounds; r++) {
    for (const id of ids) {
      if (status.get(id) === "dropped" && rng.next() < 0.3) {
        status.set(id, "active"); // rejoin: unpaired losses for the rounds missed
        for (let k = 1; k < r; k++) if (!present.has(`${k}/${id}`)) losses.push({ player: id, round: k });
      }
    }
    const eligible = ids.filter((id) => entered.get(id)! <= r && status.get(id) === "active");
    if (r > 1) for (const id of ids) if (entered.get(id) === r) for (let k = 1; k < r; k++) losses.push({ player: id, round: k });
    const order = rng.shuffle(eligible);
    const matches: SwissMatch[] = [];
    for (let i = 0; i + 1 < order.length; i += 2) {
      const pending = pendingLast && r === nRounds && rng.next() < 0.3;
      matches.push(m(order[i]!, order[i + 1]!, pending ? null : rng.pick(RESULTS)));
    }
    if (order.length % 2 === 1) matches.push(m(order[order.length - 1]!, null));
    for (const x of matches) {
      present.add(`${r}/${x.playerA}`);
      if (x.playerB) present.add(`${r}/${x.playerB}`);
    }
    rs.push({ number: r, matches });
    for (const id of eligible) {
      const u = rng.next();
      if (u < 0.08) status.set(id, "dropped");
      else if (u < 0.1) status.set(id, "disqualified");
    }
  }
  // Players who have not entered yet are not registered.
  const registered = ids.filter((id) => entered.get(id)! <= nRounds);
  return {
    players: registered.map((id) => ({ id, status: status.get(id)!, enteredRound: entered.get(id)! })),
    rounds: rs,
    unpairedLosses: losses,
  };
}
const eventArb = fc.record({
  seed: fc.string({ maxLength: 8 }),
  n: fc.integer({ min: 2, max: 24 }),
  rounds: fc.integer({ min: 1, max: 7 }),
  pendingLast: fc.boolean(),
});

describe("standings: worked by hand", () => {
  // a beats b 2–0, c and d split; then a beats c 3–1 (win + draw), d beats b 2–0.
  const history: SwissStageHistory = {
    players: players(["a", "b", "c", "d"]),
    rounds: rounds([m("a", "b", g("A", "A")), m("c", "d", SPLIT)], [m("a", "c", g("A", "draw")), m("b", "d", g("B", "B"))]),
    unpairedLosses: [],
  };
  const rows = computeStandings(history, "seed", FFG_SWISS_FORMAT);

  it("TP, SoS and ESoS follow the formulas", () => {
    expect(rows.map((r) => [r.playerId, r.points, r.sos, r.esos, r.roundsPlayed])).toEqual([
      ["a", 10, 1, 4.75, 2], // Opp b (0/2), c (4/2): SoS (0 + 2)/2; ESoS (4.75 + 4.75)/2
      ["d", 9, 1, 4.75, 2], // Opp c (2), b (0)
      ["c", 4, 4.75, 1, 2], // Opp d (4.5), a (5)
      ["b", 0, 4.75, 1, 2], // Opp a (5), d (4.5)
    ]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  it("SoS decides within a TP group", () => {
    const h: SwissStageHistory = {
      players: players(["a", "b", "c", "d", "e", "f"]),
      rounds: rounds(
        [m("a", "d", g("A", "A")), m("b", "e", g("A", "A")), m("c", "f", g("A", "A"))],
        [m("d", "e", g("A", "draw")), m("a", "f", SPLIT), m("b", "c", SPLIT)],
      ),
      unpairedLosses: [],
    };
    // TP: a, b, c 9; d 4, f 3, e 1.
    // SoS a = (d 4/2 + f 3/2)/2 = 1.75; b = (e 1/2 + c 9/2)/2 = 2.5; c = (f 3/2 + b 9/2)/2 = 3.
    const r = computeStandings(h, "x", FFG_SWISS_FORMAT);
    expect(r.map((x) => [x.playerId, x.points, x.sos])).toEqual([
      ["c", 9, 3],
      ["b", 9, 2.5],
      ["a", 9, 1.75],
      ["d", 4, (9 / 2 + 1 / 2) / 2],
      ["f", 3, (9 / 2 + 9 / 2) / 2],
      ["e", 1, (9 / 2 + 4 / 2) / 2],
    ]);
  });

  it("ESoS decides when TP and SoS are equal", () => {
    // a beats c and splits with e; b beats d and splits with f. c, d end on 6 TP in 2 rounds and
    // e, f on 9, so SoS(a) = SoS(b) = 3.75; but x (who met c and e) beats y (who met d and f).
    const h: SwissStageHistory = {
      players: players(["a", "b", "c", "d", "e", "f", "x", "y"]),
      rounds: rounds(
        [m("a", "c", g("A", "A")), m("b", "d", g("A", "A")), m("e", "x", g("A", "A")), m("f", "y", g("A", "A"))],
        [m("a", "e", SPLIT), m("b", "f", SPLIT), m("c", "x", g("A", "A")), m("d", "y", g("A", "A"))],
        [m("x", "y", g("A", "A"))],
      ),
      unpairedLosses: [],
    };
    const r = computeStandings(h, "x", FFG_SWISS_FORMAT);
    const a = row(r, "a");
    const b = row(r, "b");
    expect(a.points).toBe(9);
    expect(b.points).toBe(9);
    expect(a.sos).toBe(b.sos);
    const d = direct(h);
    expect(a.esos).toBeCloseTo(d.get("a")!.esos, 12);
    expect(b.esos).toBeCloseTo(d.get("b")!.esos, 12);
    expect(a.esos).not.toBe(b.esos);
    expect(a.sos).toBe(3.75);
    expect(a.esos).toBeGreaterThan(b.esos);
    expect(a.rank).toBe(b.rank - 1);
  });

  it("a bye is 6 TP and a round played, but not an opponent", () => {
    const h: SwissStageHistory = {
      players: players(["a", "b", "c"]),
      rounds: rounds([m("a", "b", g("A", "A")), m("c", null)]),
      unpairedLosses: [],
    };
    const r = computeStandings(h, "s", FFG_SWISS_FORMAT);
    expect(row(r, "c")).toMatchObject({ points: BYE_POINTS, roundsPlayed: 1, opponents: 0, byes: 1, sos: 0, esos: 0 });
    expect(row(r, "a")).toMatchObject({ points: 6, sos: 0, opponents: 1 });
    // c's bye counts in c's TP and R when c is someone's opponent later.
    const h2: SwissStageHistory = { ...h, rounds: [...h.rounds, { number: 2, matches: [m("c", "a", g("B", "B")), m("b", null)] }] };
    const r2 = computeStandings(h2, "s", FFG_SWISS_FORMAT);
    expect(row(r2, "a").sos).toBe(((0 + 6) / 2 + (6 + 0) / 2) / 2); // b: loss + bye; c: bye + loss
    expect(row(r2, "b").sos).toBe(12 / 2); // a: 12 TP in 2 rounds
  });

  it("a match counts once its result is entered; a bye counts as soon as it is paired", () => {
    const h: SwissStageHistory = {
      players: players(["a", "b", "c"]),
      rounds: rounds([m("a", "b", null), m("c", null)]),
      unpairedLosses: [],
    };
    const r = computeStandings(h, "s", FFG_SWISS_FORMAT);
    expect(row(r, "a")).toMatchObject({ points: 0, roundsPlayed: 0, opponents: 0 });
    expect(row(r, "c")).toMatchObject({ points: 6, roundsPlayed: 1 });
  });

  it("SoS ties are exact: equal values tie whatever the order of the sums", () => {
    // P and Q each score 12 against opponents finishing on 1, 1, 4 TP (P) and 4, 1, 1 (Q)
    // after 3 rounds: (1/3 + 1/3) + 4/3 and (4/3 + 1/3) + 1/3 differ as doubles.
    const x = 1 / 3;
    const y = 4 / 3;
    expect(x + x + y).not.toBe(y + x + x);
    const W = g("A", "draw"); // 4–1
    const h: SwissStageHistory = {
      players: players(["P", "Q", "P1", "P2", "P3", "Q1", "Q2", "Q3", "F1", "F2", "F3", "F4"]),
      rounds: rounds(
        [m("P", "P1", W), m("Q", "Q1", W), m("P2", "F1", g("B", "B")), m("P3", "F2", g("A", "B")), m("Q2", "F3", g("B", "B")), m("Q3", "F4", g("B", "B"))],
        [m("P", "P2", W), m("Q", "Q2", W), m("P1", "F1", g("B", "B")), m("P3", "F2", g("B", "B")), m("Q1", "F3", g("A", "B")), m("Q3", "F4", g("B", "B"))],
        [m("P", "P3", W), m("Q", "Q3", W), m("P1", "F1", g("B", "B")), m("P2", "F2", g("B", "B")), m("Q1", "F3", g("B", "B")), m("Q2", "F4", g("B", "B"))],
      ),
      unpairedLosses: [],
    };
    const r = computeStandings(h, "s", FFG_SWISS_FORMAT);
    const P = row(r, "P");
    const Q = row(r, "Q");
    expect([row(r, "P1").points, row(r, "P2").points, row(r, "P3").points]).toEqual([1, 1, 4]);
    expect([row(r, "Q1").points, row(r, "Q2").points, row(r, "Q3").points]).toEqual([4, 1, 1]);
    expect(P.points).toBe(12);
    expect(Q.points).toBe(12);
    expect(P.sos).toBe(Q.sos);
    expect(P.sos).toBe(2 / 3);
    // The order between P and Q is decided by ESoS (or the random tiebreak), never by a rounding error.
    const pFirst = P.rank < Q.rank;
    if (P.esos !== Q.esos) expect(pFirst).toBe(P.esos > Q.esos);
  });
});

describe("standings: drops, disqualification, rejoin, late entry", () => {
  it("a dropped player stays listed with status and their results keep counting for opponents", () => {
    // d beats a 2–0 in round 1, then drops; round 2: a vs b, c bye.
    const h: SwissStageHistory = {
      players: players(["a", "b", "c", "d"], { d: "dropped" }),
      rounds: rounds([m("d", "a", g("A", "A")), m("b", "c", g("A", "B"))], [m("a", "b", g("A", "A")), m("c", null)]),
      unpairedLosses: [],
    };
    const r = computeStandings(h, "s", FFG_SWISS_FORMAT);
    expect(row(r, "d")).toMatchObject({ status: "dropped", points: 6, roundsPlayed: 1 });
    // a: Opp d (6/1 = 6), b (3/2 = 1.5) → 3.75. d's R stays 1 (rounds played, not rounds of the event).
    expect(row(r, "a").sos).toBe(3.75);
    expect(r).toHaveLength(4);
  });

  it("a disqualified player's games still count for their opponents", () => {
    const base: SwissStageHistory = {
      players: players(["a", "b"], {}),
      rounds: rounds([m("a", "b", g("B", "B"))]),
      unpairedLosses: [],
    };
    const dq: SwissStageHistory = { ...base, players: players(["a", "b"], { b: "disqualified" }) };
    expect(row(computeStandings(dq, "s", FFG_SWISS_FORMAT), "a").sos).toBe(6);
    expect(row(computeStandings(dq, "s", FFG_SWISS_FORMAT), "b").status).toBe("disqualified");
    expect(computeStandings(dq, "s", FFG_SWISS_FORMAT).map((x) => [x.playerId, x.sos, x.esos])).toEqual(
      computeStandings(base, "s", FFG_SWISS_FORMAT).map((x) => [x.playerId, x.sos, x.esos]),
    );
  });

  it("unpaired losses count in R(o): a late entrant's win weighs less in their opponents' SoS", () => {
    // x registers after round 1 (unpaired loss for round 1), then beats y 2–0 in round 2.
    const withLoss: SwissStageHistory = {
      players: players(["x", "y", "z", "w"], {}, { x: 2 }),
      rounds: rounds([m("y", "z", g("A", "B")), m("w", null)], [m("x", "y", g("A", "A")), m("z", "w", g("A", "A"))]),
      unpairedLosses: [{ player: "x", round: 1 }],
    };
    const r = computeStandings(withLoss, "s", FFG_SWISS_FORMAT);
    expect(row(r, "x")).toMatchObject({ points: 6, roundsPlayed: 2, unpairedLosses: 1, opponents: 1 });
    expect(row(r, "y").sos).toBe((6 / 2 + 9 / 2) / 2); // x: 6 TP over 2 rounds; z: 3 + 6
    const without = computeStandings({ ...withLoss, unpairedLosses: [] }, "s", FFG_SWISS_FORMAT);
    expect(row(without, "y").sos).toBe((6 / 1 + 9 / 2) / 2);
  });

  it("a rejoining player's unpaired losses count as rounds played", () => {
    const h: SwissStageHistory = {
      players: players(["a", "b", "c", "d"]),
      rounds: rounds(
        [m("a", "b", g("A", "A")), m("c", "d", g("A", "A"))],
        [m("a", "c", g("A", "A")), m("d", null)], // b dropped after round 1
        [m("b", "d", g("A", "A")), m("a", "c", g("B", "B"))], // b rejoined (unpaired loss round 2)
      ),
      unpairedLosses: [{ player: "b", round: 2 }],
    };
    const r = computeStandings(h, "s", FFG_SWISS_FORMAT);
    expect(row(r, "b")).toMatchObject({ points: 6, roundsPlayed: 3, unpairedLosses: 1 });
    const d = direct(h);
    expect(row(r, "a").sos).toBeCloseTo(d.get("a")!.sos, 12);
    expect(row(r, "d").sos).toBe((12 / 3 + 6 / 3) / 2); // c: 12 TP in 3 rounds; b: 6 TP in 3 (one unpaired loss)
  });

  it("refuses a match naming an unregistered player", () => {
    const h: SwissStageHistory = { players: players(["a"]), rounds: rounds([m("a", "zz", g("A", "A"))]), unpairedLosses: [] };
    expect(() => computeStandings(h, "s", FFG_SWISS_FORMAT)).toThrow(RegulationError);
    try {
      computeStandings(h, "s", FFG_SWISS_FORMAT);
    } catch (e) {
      expect((e as RegulationError).code).toBe("UNKNOWN_PLAYER");
    }
  });
});

describe("standings: random tiebreak", () => {
  const ids = Array.from({ length: 20 }, (_, i) => `player-${i}`);
  const empty = (list: string[]): SwissStageHistory => ({ players: players(list), rounds: [], unpairedLosses: [] });

  it("is stable for a seed and differs between seeds", () => {
    const a = computeStandings(empty(ids), "seed-1", FFG_SWISS_FORMAT).map((r) => r.playerId);
    const b = computeStandings(empty(ids), "seed-1", FFG_SWISS_FORMAT).map((r) => r.playerId);
    const c = computeStandings(empty(ids), "seed-2", FFG_SWISS_FORMAT).map((r) => r.playerId);
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
    expect([...a].sort()).toEqual([...ids].sort());
  });

  it("does not depend on the order players are listed in", () => {
    const a = computeStandings(empty(ids), "seed-1", FFG_SWISS_FORMAT).map((r) => r.playerId);
    const b = computeStandings(empty([...ids].reverse()), "seed-1", FFG_SWISS_FORMAT).map((r) => r.playerId);
    expect(b).toEqual(a);
  });

  it("the same tie always breaks the same way, whoever else is registered", () => {
    const all = computeStandings(empty(ids), "seed-1", FFG_SWISS_FORMAT).map((r) => r.playerId);
    const some = ids.filter((_, i) => i % 3 !== 0);
    const sub = computeStandings(empty([...some, "late-1", "late-2"]), "seed-1", FFG_SWISS_FORMAT).map((r) => r.playerId);
    expect(sub.filter((id) => some.includes(id))).toEqual(all.filter((id) => some.includes(id)));
  });

  it("is used only when TP, SoS and ESoS are all equal", () => {
    // a and b split, c and d split: all four on 3 TP, SoS 3, ESoS 3 → random order;
    // e beats f: e first whatever the seed.
    const h: SwissStageHistory = {
      players: players(["a", "b", "c", "d", "e", "f"]),
      rounds: rounds([m("a", "b", SPLIT), m("c", "d", SPLIT), m("e", "f", g("A", "A"))]),
      unpairedLosses: [],
    };
    const orders = new Set<string>();
    for (let s = 0; s < 30; s++) {
      const r = computeStandings(h, `s${s}`, FFG_SWISS_FORMAT);
      expect(r[0]!.playerId).toBe("e");
      expect(r[5]!.playerId).toBe("f");
      orders.add(r.slice(1, 5).map((x) => x.playerId).join());
    }
    expect(orders.size).toBeGreaterThan(5);
  });
});

describe("standings: properties on random events", () => {
  it("SoS and ESoS match a direct evaluation of the formulas", () => {
    fc.assert(
      fc.property(eventArb, ({ seed, n, rounds: nr, pendingLast }) => {
        const h = randomEvent(seed, n, nr, pendingLast);
        const d = direct(h);
        const rows = computeStandings(h, seed, FFG_SWISS_FORMAT);
        expect(rows).toHaveLength(h.players.length);
        for (const r of rows) {
          const e = d.get(r.playerId)!;
          expect(r.points).toBe(e.tp);
          expect(r.roundsPlayed).toBe(e.r);
          expect(Math.abs(r.sos - e.sos)).toBeLessThanOrEqual(1e-12 * Math.max(1, e.sos));
          expect(Math.abs(r.esos - e.esos)).toBeLessThanOrEqual(1e-12 * Math.max(1, e.esos));
          expect(r.status).toBe(h.players.find((p) => p.id === r.playerId)!.status);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("standings are a total order: TP, SoS, ESoS non-increasing, ranks 1..n, everyone once", () => {
    fc.assert(
      fc.property(eventArb, ({ seed, n, rounds: nr, pendingLast }) => {
        const h = randomEvent(seed, n, nr, pendingLast);
        const rows = computeStandings(h, seed, FFG_SWISS_FORMAT);
        expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
        expect(new Set(rows.map((r) => r.playerId)).size).toBe(h.players.length);
        for (let i = 1; i < rows.length; i++) {
          const a = rows[i - 1]!;
          const b = rows[i]!;
          const cmp = a.points - b.points || a.sos - b.sos || a.esos - b.esos;
          expect(cmp).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the order does not depend on how the history is listed (players, matches, seats)", () => {
    fc.assert(
      fc.property(eventArb, fc.integer(), ({ seed, n, rounds: nr, pendingLast }, shuffleSeed) => {
        const h = randomEvent(seed, n, nr, pendingLast);
        const rng = createRng(String(shuffleSeed), "test/shuffle");
        const flip = (x: SwissMatch): SwissMatch => {
          if (x.playerB === null || !rng.coin()) return x;
          const res = x.result;
          const swapped: SwissMatchResult | null =
            res === null || "intentionalSplit" in res
              ? res
              : { games: res.games.map((q) => (q === "A" ? "B" : q === "B" ? "A" : q)) as unknown as [GameResult, GameResult] };
          return { ...x, playerA: x.playerB, playerB: x.playerA, result: swapped };
        };
        const h2: SwissStageHistory = {
          players: rng.shuffle(h.players),
          rounds: h.rounds.map((r) => ({ number: r.number, matches: rng.shuffle(r.matches).map(flip) })),
          unpairedLosses: rng.shuffle(h.unpairedLosses),
        };
        const a = computeStandings(h, seed, FFG_SWISS_FORMAT);
        const b = computeStandings(h2, seed, FFG_SWISS_FORMAT);
        expect(b.map((r) => [r.playerId, r.points, r.sos, r.esos])).toEqual(a.map((r) => [r.playerId, r.points, r.sos, r.esos]));
      }),
      { numRuns: 200 },
    );
  });
});

describe("standings: record and what separated neighbours", () => {
  const history = (results: [string, string, GameResult, GameResult][]): SwissStageHistory => {
    const ids = [...new Set(results.flatMap(([a, b]) => [a, b]))];
    return {
      players: ids.map((id) => ({ id, status: "active", enteredRound: 1 })),
      rounds: [
        {
          number: 1,
          matches: results.map(([a, b, g1, g2], i) => ({ table: i + 1, playerA: a, playerB: b, darkSideGame1: "A", result: { games: [g1, g2] } })),
        },
      ],
      unpairedLosses: [],
    };
  };

  it("counts games won, lost and drawn", () => {
    const rows = computeStandings(history([["ann", "bob", "A", "draw"], ["cy", "dee", "B", "unplayed"]]), "s", FFG_SWISS_FORMAT);
    const row = (id: string) => rows.find((r) => r.playerId === id)!;
    expect(row("ann").games).toEqual({ won: 1, lost: 0, drawn: 1 });
    expect(row("bob").games).toEqual({ won: 0, lost: 1, drawn: 1 });
    expect(row("dee").games).toEqual({ won: 1, lost: 0, drawn: 0 });
    expect(row("cy").games).toEqual({ won: 0, lost: 1, drawn: 0 });
  });

  it("says which key put each player below the one above: points, SoS, ESoS or the random tiebreak", () => {
    const rows = computeStandings(history([["ann", "bob", "A", "A"], ["cy", "dee", "A", "A"]]), "s", FFG_SWISS_FORMAT);
    expect(rows[0]!.belowPreviousOn).toBeNull();
    // Winners tie on points and SoS (each beat a 0-point player): the random tiebreak decides.
    expect(rows[1]!.belowPreviousOn).toBe("random");
    expect(rows[2]!.belowPreviousOn).toBe("points");
    const keyed = rows.map((r) => r.belowPreviousOn);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      const expected = a.points !== b.points ? "points" : a.sos !== b.sos ? "sos" : a.esos !== b.esos ? "esos" : "random";
      expect(keyed[i]).toBe(expected);
    }
  });
});
