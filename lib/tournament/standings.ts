/**
 * Swiss standings (regulations § Tiebreakers; regulation spec "Tiebreakers", "Drops, rejoin,
 * disqualification").
 *
 * For player p, over the current stage:
 * - `TP(o)` = o's tournament points, bye points included.
 * - `R(o)` = rounds o has played: paired rounds, byes and unpaired losses.
 * - `Opp(p)` = p's opponents, one entry per match played; byes excluded.
 * - SoS(p)  = ( Σ_{o ∈ Opp(p)} TP(o) / R(o) ) / |Opp(p)|, 0 when Opp(p) is empty.
 * - ESoS(p) = ( Σ_{o ∈ Opp(p)} SoS(o) ) / |Opp(p)|, 0 when Opp(p) is empty.
 * - Order: TP desc, SoS desc, ESoS desc, then a random order drawn once from the event seed.
 *
 * Decided here (the regulations and spec are silent):
 * - **Pending matches.** A paired match counts (TP, R, Opp) only once its result is entered;
 *   a bye counts as soon as its round is paired. Standings shown during a round therefore
 *   follow the results as they come in.
 * - **Exact comparison.** SoS and ESoS are rationals; the order compares them exactly
 *   (integer numerators over a common denominator), so two players whose SoS are equal
 *   in value are tied on SoS and go to ESoS, whatever order floating-point sums would
 *   have taken. The reported `sos`/`esos` are the nearest doubles to the exact values.
 * - **Random tiebreak.** Each player's place among fully tied players comes from the stream
 *   `tiebreak/${playerId}` of the event seed: effectively one random order of every
 *   possible player drawn once for the event. The same two tied players always break the
 *   same way, whoever else registers, drops or joins late. (Should two keys collide, the
 *   player ids decide, so the order is always total.)
 * - **Dropped and disqualified players** keep their place in the one ranked list, marked
 *   with their status; their results keep counting for their opponents. Ranks are 1..n
 *   over everyone; the cut and the pairing skip the players they must skip.
 *
 * Other formats (lib/tournament/format): points come from the format's scoring (per game or
 * per match, `matchOutcome`); a bye scores the format's bye points, and where the bye counts
 * at the end of its round (SWG:555-556) it counts — points and a round played — only once
 * every paired match of that round has its result.
 *
 * Cost: O(players + matches) to accumulate, plus the sort.
 */
import { RegulationError } from "./errors";
import { matchOutcome } from "./format/match";
import type { AnyMatchResult, MatchFormat } from "./format/types";
import { createRng } from "./rng";
import type { PlayerId, Seat } from "./types";

export type PlayerStatus = "active" | "dropped" | "disqualified";

export interface StagePlayer {
  readonly id: PlayerId;
  readonly status: PlayerStatus;
  /**
   * The round of the stage in which the player entered: 1 for everyone registered before
   * round 1 was paired, k for a late registration before round k was paired.
   */
  readonly enteredRound: number;
}

export interface SwissMatch {
  /** Table number; null for a bye. */
  readonly table: number | null;
  readonly playerA: PlayerId;
  /** null: playerA has the bye. */
  readonly playerB: PlayerId | null;
  /** Who plays the dark side in game 1 (the recorded coin flip); null for a bye. */
  readonly darkSideGame1: Seat | null;
  /** null until entered; ignored for a bye (the format's bye points). */
  readonly result: AnyMatchResult | null;
}

export interface SwissRound {
  /** 1-based, in order. */
  readonly number: number;
  readonly matches: readonly SwissMatch[];
}

export interface UnpairedLoss {
  readonly player: PlayerId;
  readonly round: number;
}

/** Everything the engine needs to know about one Swiss stage. */
export interface SwissStageHistory {
  readonly players: readonly StagePlayer[];
  readonly rounds: readonly SwissRound[];
  readonly unpairedLosses: readonly UnpairedLoss[];
}

export interface StandingRow {
  /** 1-based position; every player has a distinct rank. */
  rank: number;
  playerId: PlayerId;
  status: PlayerStatus;
  /** TP, bye points included. */
  points: number;
  /** Full precision. */
  sos: number;
  /** Full precision. */
  esos: number;
  /** R(p): paired rounds with a result, byes, unpaired losses. */
  roundsPlayed: number;
  /** |Opp(p)|. */
  opponents: number;
  byes: number;
  unpairedLosses: number;
  /** Games won, lost and drawn (an intentional split counts as one win and one loss). */
  games: { won: number; lost: number; drawn: number };
  /**
   * What put this player below the one ranked just above: "points", "sos", "esos", or
   * "random" (fully tied, the seeded tiebreak). Null for rank 1.
   */
  belowPreviousOn: TiebreakKey | null;
}

export type TiebreakKey = "points" | "sos" | "esos" | "random";

const gcd = (a: number, b: number): number => {
  while (b) [a, b] = [b, a % b];
  return a;
};
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

/** Dense rank of each value (equal values → equal key), order preserved. */
function denseKeys(values: readonly bigint[]): number[] {
  const sorted = [...new Set(values)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const index = new Map<bigint, number>();
  sorted.forEach((v, i) => index.set(v, i));
  return values.map((v) => index.get(v) as number);
}

/**
 * Standings of a Swiss stage. `seed` is the event's random seed (for the final tiebreak).
 * Throws `UNKNOWN_PLAYER` when a match or unpaired loss names a player not in `players`,
 * and `INVALID_RESULT` for a malformed result.
 */
export function computeStandings(history: SwissStageHistory, seed: string, format: MatchFormat): StandingRow[] {
  const players = history.players;
  const tally = tallyStage(history, format);
  const { tp } = tally;
  const { sos, esos, sosKey, esosKey } = strengthOfSchedule(tally, opponentLists(tally));
  const order = rankOrder(players, tp, sosKey, esosKey, seed);

  const belowOn = (above: number, p: number): TiebreakKey =>
    tp[above] !== tp[p] ? "points" : sosKey[above] !== sosKey[p] ? "sos" : esosKey[above] !== esosKey[p] ? "esos" : "random";

  return order.map((p, i) => {
    const player = players[p] as StagePlayer;
    return {
      rank: i + 1,
      playerId: player.id,
      status: player.status,
      points: tp[p] as number,
      sos: sos[p] as number,
      esos: esos[p] as number,
      roundsPlayed: tally.rounds[p] as number,
      opponents: tally.oppCount[p] as number,
      byes: tally.byes[p] as number,
      unpairedLosses: tally.losses[p] as number,
      games: { won: tally.won[p] as number, lost: tally.lost[p] as number, drawn: tally.drawn[p] as number },
      belowPreviousOn: i === 0 ? null : belowOn(order[i - 1] as number, p),
    };
  });
}

/** What the stage's results add up to for each player (indexed by position in `players`), and who played whom. */
interface Tally {
  readonly n: number;
  /** TP, bye points included. */
  readonly tp: Float64Array;
  /** R(p). */
  readonly rounds: Int32Array;
  /** |Opp(p)|. */
  readonly oppCount: Int32Array;
  readonly byes: Int32Array;
  readonly losses: Int32Array;
  readonly won: Int32Array;
  readonly lost: Int32Array;
  readonly drawn: Int32Array;
  /** Played matches as a flat list of positions (a, b, a, b, …). */
  readonly edges: readonly number[];
}

/** Position of a player in `players`; throws UNKNOWN_PLAYER for anyone else. */
function playerIndex(players: readonly StagePlayer[]): (id: PlayerId) => number {
  const index = new Map<PlayerId, number>();
  for (let i = 0; i < players.length; i++) index.set((players[i] as StagePlayer).id, i);
  return (id) => {
    const i = index.get(id);
    if (i === undefined) throw new RegulationError("UNKNOWN_PLAYER", `Player ${id} is not registered in this stage.`, { playerId: id });
    return i;
  };
}

/**
 * Whether a round's byes count yet — its points, a round played, a bye on the player's record: at
 * once when paired, or where the format says so (SWG 555–556) once every paired match of the round
 * has its result. The one rule for the standings and every record read from them (seasons too).
 */
export function roundByesCount(format: MatchFormat, round: Pick<SwissRound, "matches">): boolean {
  return format.scoring.byeCounts !== "round-end" || round.matches.every((m) => m.playerB === null || m.result !== null);
}

/** Points, rounds, opponents, byes, unpaired losses and games of each player (pending matches do not count yet). */
function tallyStage(history: SwissStageHistory, format: MatchFormat): Tally {
  const idx = playerIndex(history.players);
  const n = history.players.length;
  const tp = new Float64Array(n);
  const rounds = new Int32Array(n);
  const oppCount = new Int32Array(n);
  const byes = new Int32Array(n);
  const losses = new Int32Array(n);
  const won = new Int32Array(n);
  const lost = new Int32Array(n);
  const drawn = new Int32Array(n);
  const add = (list: Int32Array, i: number, k: number) => (list[i] = (list[i] as number) + k);
  const edges: number[] = [];

  const byePoints = format.scoring.bye;
  for (const round of history.rounds) {
    const roundOver = roundByesCount(format, round);
    for (const m of round.matches) {
      const a = idx(m.playerA);
      if (m.playerB === null) {
        if (!roundOver) continue;
        tp[a] = (tp[a] as number) + byePoints;
        rounds[a] = (rounds[a] as number) + 1;
        byes[a] = (byes[a] as number) + 1;
        continue;
      }
      const b = idx(m.playerB);
      if (m.result === null) continue;
      const out = matchOutcome(format, m.result);
      add(won, a, out.gamesWon.A);
      add(lost, a, out.gamesWon.B);
      add(won, b, out.gamesWon.B);
      add(lost, b, out.gamesWon.A);
      add(drawn, a, out.drawn);
      add(drawn, b, out.drawn);
      tp[a] = (tp[a] as number) + out.points.A;
      tp[b] = (tp[b] as number) + out.points.B;
      rounds[a] = (rounds[a] as number) + 1;
      rounds[b] = (rounds[b] as number) + 1;
      oppCount[a] = (oppCount[a] as number) + 1;
      oppCount[b] = (oppCount[b] as number) + 1;
      edges.push(a, b);
    }
  }
  for (const u of history.unpairedLosses) {
    const p = idx(u.player);
    rounds[p] = (rounds[p] as number) + 1;
    losses[p] = (losses[p] as number) + 1;
  }
  return { n, tp, rounds, oppCount, byes, losses, won, lost, drawn, edges };
}

/** Opponents of each player, one entry per match played (CSR): opponents of p are adj[start[p] .. start[p+1]). */
interface OpponentLists {
  readonly start: Int32Array;
  readonly adj: Int32Array;
}

function opponentLists({ n, oppCount, edges }: Tally): OpponentLists {
  const start = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) start[i + 1] = (start[i] as number) + (oppCount[i] as number);
  const fill = start.slice(0, n);
  const adj = new Int32Array(edges.length);
  for (let e = 0; e < edges.length; e += 2) {
    const a = edges[e] as number;
    const b = edges[e + 1] as number;
    const fa = fill[a] as number;
    const fb = fill[b] as number;
    adj[fa] = b;
    adj[fb] = a;
    fill[a] = fa + 1;
    fill[b] = fb + 1;
  }
  return { start, adj };
}

/** SoS and ESoS of each player: the nearest doubles to report, and keys that order them exactly. */
interface Schedule {
  readonly sos: Float64Array;
  readonly esos: Float64Array;
  readonly sosKey: ArrayLike<number>;
  readonly esosKey: ArrayLike<number>;
}

/** Common denominators: L over every R(o) of an opponent, N over every |Opp(p)|; and the highest TP among them. */
function commonDenominators({ n, tp, rounds, oppCount }: Tally): { L: number; N: number; maxTp: number } {
  let L = 1;
  let N = 1;
  let maxTp = 0;
  const seenR = new Set<number>();
  const seenN = new Set<number>();
  for (let i = 0; i < n; i++) {
    const c = oppCount[i] as number;
    if (c > 0) {
      const r = rounds[i] as number; // ≥ c > 0
      if (!seenR.has(r)) {
        seenR.add(r);
        L = lcm(L, r);
      }
      if (!seenN.has(c)) {
        seenN.add(c);
        N = lcm(N, c);
      }
      if ((tp[i] as number) > maxTp) maxTp = tp[i] as number;
    }
  }
  return { L, N, maxTp };
}

/** SoS(p) = sosNum[p] / (L·N), ESoS(p) = esosNum[p] / (L·N·N), all integers, exact: in doubles while they fit, else in BigInt. */
function strengthOfSchedule(tally: Tally, opponents: OpponentLists): Schedule {
  const { L, N, maxTp } = commonDenominators(tally);
  const safe = Math.max(maxTp, 1) * L * N * N <= Number.MAX_SAFE_INTEGER;
  return safe ? scheduleInDoubles(tally, opponents, L, N) : scheduleInBigInt(tally, opponents, L, N);
}

function scheduleInDoubles({ n, tp, rounds, oppCount }: Tally, { start, adj }: OpponentLists, L: number, N: number): Schedule {
  const sos = new Float64Array(n);
  const esos = new Float64Array(n);
  const sosNum = new Float64Array(n);
  const esosNum = new Float64Array(n);
  for (let p = 0; p < n; p++) {
    const c = oppCount[p] as number;
    if (c === 0) continue;
    let s = 0;
    for (let k = start[p] as number, end = start[p + 1] as number; k < end; k++) {
      const o = adj[k] as number;
      s += (tp[o] as number) * (L / (rounds[o] as number));
    }
    sosNum[p] = s * (N / c);
  }
  const den = L * N;
  for (let p = 0; p < n; p++) {
    const c = oppCount[p] as number;
    if (c === 0) continue;
    let s = 0;
    for (let k = start[p] as number, end = start[p + 1] as number; k < end; k++) s += sosNum[adj[k] as number] as number;
    esosNum[p] = s * (N / c);
    sos[p] = (sosNum[p] as number) / den;
    esos[p] = (esosNum[p] as number) / (den * N);
  }
  return { sos, esos, sosKey: sosNum, esosKey: esosNum };
}

/** Very long stages: the same exact arithmetic in BigInt. */
function scheduleInBigInt({ n, tp, rounds, oppCount }: Tally, { start, adj }: OpponentLists, L: number, N: number): Schedule {
  const sos = new Float64Array(n);
  const esos = new Float64Array(n);
  const bL = BigInt(L);
  const bN = BigInt(N);
  const sosNum: bigint[] = new Array<bigint>(n).fill(0n);
  const esosNum: bigint[] = new Array<bigint>(n).fill(0n);
  for (let p = 0; p < n; p++) {
    const c = oppCount[p] as number;
    if (c === 0) continue;
    let s = 0n;
    for (let k = start[p] as number, end = start[p + 1] as number; k < end; k++) {
      const o = adj[k] as number;
      s += BigInt(tp[o] as number) * (bL / BigInt(rounds[o] as number));
    }
    sosNum[p] = s * (bN / BigInt(c));
  }
  for (let p = 0; p < n; p++) {
    const c = oppCount[p] as number;
    if (c === 0) continue;
    let s = 0n;
    for (let k = start[p] as number, end = start[p + 1] as number; k < end; k++) s += sosNum[adj[k] as number] as bigint;
    esosNum[p] = s * (bN / BigInt(c));
    sos[p] = ratio(sosNum[p] as bigint, bL * bN);
    esos[p] = ratio(esosNum[p] as bigint, bL * bN * bN);
  }
  return { sos, esos, sosKey: denseKeys(sosNum), esosKey: denseKeys(esosNum) };
}

/** Positions in standings order: TP, SoS, ESoS (all descending), then the seeded random tiebreak, then the ids. */
function rankOrder(players: readonly StagePlayer[], tp: Float64Array, sosKey: ArrayLike<number>, esosKey: ArrayLike<number>, seed: string): number[] {
  const n = players.length;
  // Random tiebreak keys, drawn lazily for players who reach it.
  const tie1 = new Float64Array(n).fill(-1);
  const tie2 = new Float64Array(n);
  const tieKey = (p: number): void => {
    if ((tie1[p] as number) >= 0) return;
    const rng = createRng(seed, `tiebreak/${(players[p] as StagePlayer).id}`);
    tie1[p] = rng.next();
    tie2[p] = rng.next();
  };

  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => {
    const d = (tp[b] as number) - (tp[a] as number) || (sosKey[b] as number) - (sosKey[a] as number) || (esosKey[b] as number) - (esosKey[a] as number);
    if (d !== 0) return d;
    tieKey(a);
    tieKey(b);
    const t = (tie1[a] as number) - (tie1[b] as number) || (tie2[a] as number) - (tie2[b] as number);
    if (t !== 0) return t;
    const ia = (players[a] as StagePlayer).id;
    const ib = (players[b] as StagePlayer).id;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  });
  return order;
}

/** num/den as the nearest double-ish value, for BigInt numerators beyond 2^53. */
function ratio(num: bigint, den: bigint): number {
  const q = num / den;
  const r = num % den;
  // Scale the remainder down so both fit a double before dividing.
  const shift = BigInt(Math.max(0, den.toString(2).length - 52));
  return Number(q) + Number(r >> shift) / Number(den >> shift);
}
