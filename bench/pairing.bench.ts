/**
 * Swiss pairing benchmark: time to pair fields of 64 … 5,000 players in round 1 and in a late
 * round (after log2(n)+1 simulated rounds with random results, so score groups are many and
 * rematch constraints bite), with the pairing's quality. Run: `npx tsx bench/run.ts pairing`.
 */
import { createRng, type Rng } from "../lib/tournament/rng";
import { pairSwissRound, pairSwissRoundTuned } from "../lib/tournament/swiss/pairing";
import type { PairingInput, PairingOutput, PairingPlayer } from "../lib/tournament/swiss/pairing-contract";

interface SimPlayer {
  id: string;
  points: number;
  hadBye: boolean;
  tiebreak: number;
  active: boolean;
}

interface Sim {
  players: SimPlayer[];
  opponents: Map<string, Set<string>>;
  round: number;
  seed: string;
  results: Rng;
}

function newSim(n: number, seed: string): Sim {
  const results = createRng(seed, "bench/results");
  const players: SimPlayer[] = Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    points: 0,
    hadBye: false,
    tiebreak: results.next(),
    active: true,
  }));
  return { players, opponents: new Map(players.map((p) => [p.id, new Set<string>()])), round: 1, seed, results };
}

function inputOf(sim: Sim): PairingInput {
  const active = sim.players.filter((p) => p.active);
  const ranked = [...active].sort((a, b) => b.points - a.points || b.tiebreak - a.tiebreak);
  const rank = new Map(ranked.map((p, i) => [p.id, i]));
  const players: PairingPlayer[] = active.map((p) => ({ id: p.id, points: p.points, rank: rank.get(p.id)!, hadBye: p.hadBye }));
  return { round: sim.round, players, previousOpponents: sim.opponents, rng: createRng(sim.seed, `swiss/${sim.round}/pairing`) };
}

/** 3 per game win, 1 per draw, two games a round; bye = 6; ~1% of players drop each round. */
function play(sim: Sim, out: PairingOutput): void {
  const byId = new Map(sim.players.map((p) => [p.id, p]));
  for (const [a, b] of out.pairs) {
    sim.opponents.get(a)!.add(b);
    sim.opponents.get(b)!.add(a);
    for (let game = 0; game < 2; game++) {
      const x = sim.results.next();
      if (x < 0.45) byId.get(a)!.points += 3;
      else if (x < 0.9) byId.get(b)!.points += 3;
      else {
        byId.get(a)!.points += 1;
        byId.get(b)!.points += 1;
      }
    }
  }
  if (out.bye !== null) {
    byId.get(out.bye)!.points += 6;
    byId.get(out.bye)!.hadBye = true;
  }
  for (const p of sim.players) if (p.active && sim.results.next() < 0.01) p.active = false;
  sim.round++;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

interface Measured {
  ms: number;
  firstMs: number;
  out: PairingOutput;
  groups: number;
  n: number;
  round: number;
}

function measure(sim: Sim, runs: number): Measured {
  const times: number[] = [];
  let out: PairingOutput | null = null;
  for (let r = 0; r < runs; r++) {
    const input = inputOf(sim);
    const t0 = performance.now();
    out = pairSwissRound(input);
    times.push(performance.now() - t0);
  }
  const input = inputOf(sim);
  const groups = new Set(input.players.map((p) => p.points)).size;
  return { ms: median(times), firstMs: times[0]!, out: out!, groups, n: input.players.length, round: sim.round };
}

export async function run(): Promise<void> {
  // Warm the JIT on a throwaway event so the first row is not charged for compilation.
  const warm = newSim(200, "warm-up");
  for (let r = 0; r < 6; r++) play(warm, pairSwissRound(inputOf(warm)));
  const rows: string[][] = [
    ["field", "round", "paired", "groups", "median ms", "1st run ms", "rematches", "floats", "float dist", "max float dist", "exact solver agrees"],
  ];
  for (const n of [64, 300, 2000, 5000]) {
    const sim = newSim(n, `bench-${n}`);
    const runs = n <= 300 ? 7 : 5;
    const first = measure(sim, runs);
    rows.push(row(n, first));
    const lateRound = Math.ceil(Math.log2(n)) + 2;
    play(sim, first.out);
    while (sim.round < lateRound) play(sim, pairSwissRound(inputOf(sim)));
    const late = measure(sim, runs);
    // Cross-check against the unsplit exact solver (seconds for thousands of players).
    const t0 = performance.now();
    const exact = pairSwissRoundTuned(inputOf(sim), { exactLimit: Infinity });
    const exactMs = performance.now() - t0;
    const same = JSON.stringify(exact.quality) === JSON.stringify(late.out.quality) && exact.bye === late.out.bye;
    rows.push([...row(n, late).slice(0, -1), `${same ? "yes" : "NO"} (${exactMs.toFixed(0)} ms)`]);
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const r of rows) console.log(r.map((cell, c) => cell.padStart(widths[c]!)).join("  "));

  function row(n: number, m: Measured): string[] {
    const q = m.out.quality;
    return [
      String(n),
      String(m.round),
      String(m.n),
      String(m.groups),
      m.ms.toFixed(1),
      m.firstMs.toFixed(1),
      String(q.rematches),
      String(q.floats),
      String(q.floatDistance),
      String(q.maxFloatDistance),
      m.n <= 300 ? "exact path" : m.round === 1 ? "trivially optimal" : "",
    ];
  }
}
