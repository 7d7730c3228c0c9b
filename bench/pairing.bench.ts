/**
 * Swiss pairing benchmark: time to pair fields of 64 … 5,000 players in round 1 and in a late
 * round (after log2(n)+1 simulated rounds with random results, so score groups are many and
 * rematch constraints bite), with the pairing's quality. Run: `npx tsx bench/run.ts pairing`.
 */
import { pairSwissRound, pairSwissRoundTuned } from "../lib/tournament/swiss/pairing";
import type { PairingOutput } from "../lib/tournament/swiss/pairing-contract";
import { explainSwissRound } from "../lib/tournament/swiss/reasons";
import { gzipSync } from "node:zlib";
import { createRng } from "../lib/tournament/rng";
import type { GameResult } from "../lib/tournament/points";
import type { SwissRound } from "../lib/tournament/standings";
import { nextSwissRound } from "../lib/tournament/swiss/stage";
import { proofFormat, verifyRoundReport, type SwissRoundProof } from "../lib/tournament/swiss/verify";
import { playSimulatedRound, simulationInput, startSimulation, type SwissSimulation } from "../lib/tournament/swiss/simulation";


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

function measure(sim: SwissSimulation, runs: number): Measured {
  const times: number[] = [];
  let out: PairingOutput | null = null;
  for (let r = 0; r < runs; r++) {
    const input = simulationInput(sim);
    const t0 = performance.now();
    out = pairSwissRound(input);
    times.push(performance.now() - t0);
  }
  const input = simulationInput(sim);
  const groups = new Set(input.players.map((p) => p.points)).size;
  return { ms: median(times), firstMs: times[0]!, out: out!, groups, n: input.players.length, round: sim.round };
}

export async function run(): Promise<void> {
  // Warm the JIT on a throwaway event so the first row is not charged for compilation.
  const warm = startSimulation(200, "warm-up");
  for (let r = 0; r < 6; r++) playSimulatedRound(warm, pairSwissRound(simulationInput(warm)));
  const rows: string[][] = [
    ["field", "round", "paired", "groups", "median ms", "1st run ms", "rematches", "floats", "float dist", "max float dist", "exact solver agrees"],
  ];
  for (const n of [64, 300, 2000, 5000]) {
    const sim = startSimulation(n, `bench-${n}`);
    const runs = n <= 300 ? 7 : 5;
    const first = measure(sim, runs);
    rows.push(row(n, first));
    const lateRound = Math.ceil(Math.log2(n)) + 2;
    playSimulatedRound(sim, first.out);
    while (sim.round < lateRound) playSimulatedRound(sim, pairSwissRound(simulationInput(sim)));
    const late = measure(sim, runs);
    // Cross-check against the unsplit exact solver (seconds for thousands of players).
    const t0 = performance.now();
    const exact = pairSwissRoundTuned(simulationInput(sim), { exactLimit: Infinity });
    const exactMs = performance.now() - t0;
    const same = JSON.stringify(exact.quality) === JSON.stringify(late.out.quality) && exact.bye === late.out.bye;
    rows.push([...row(n, late).slice(0, -1), `${same ? "yes" : "NO"} (${exactMs.toFixed(0)} ms)`]);
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const r of rows) console.log(r.map((cell, c) => cell.padStart(widths[c]!)).join("  "));
  reasonsCost();
  proofCost();

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

/** What the reasons (`explainSwissRound`) add to pairing round 9 of a 1,000-player event (issue: ≤ 10 %). */
export function reasonsCost(): void {
  const sim = startSimulation(1000, "bench-reasons");
  while (sim.round < 9) playSimulatedRound(sim, pairSwissRound(simulationInput(sim)));
  const pairTimes: number[] = [];
  const explainTimes: number[] = [];
  // The first runs warm the JIT (both functions, as in a running server); the median of the rest is reported.
  for (let r = 0; r < 30; r++) {
    const input = simulationInput(sim);
    const t0 = performance.now();
    const out = pairSwissRound(input);
    const t1 = performance.now();
    const matches = [
      ...out.pairs.map(([a, b], i) => ({ table: i + 1, playerA: a, playerB: b as string | null, darkSideGame1: "A" as const })),
      ...(out.bye ? [{ table: null, playerA: out.bye, playerB: null, darkSideGame1: null }] : []),
    ];
    explainSwissRound({ round: input.round, players: input.players, previousOpponents: input.previousOpponents, matches });
    if (r < 10) continue;
    explainTimes.push(performance.now() - t1);
    pairTimes.push(t1 - t0);
  }
  const p = median(pairTimes);
  const e = median(explainTimes);
  console.log(`reasons, 1,000 players round 9: pairing ${p.toFixed(1)} ms, reasons ${e.toFixed(2)} ms (+${((100 * e) / p).toFixed(1)} %)`);
}

/** The proof of round 9 of a 1,000-player event: its size, compressed (issue: ≤ 300 KB), and the time to verify it (≤ 1 s). */
export function proofCost(): void {
  const seed = "bench-proof";
  const format = proofFormat("ffg-swtcg", {});
  // Ids as long as the database's cuids.
  const entrants = Array.from({ length: 1000 }, (_, i) => ({ id: `cm${String(i).padStart(4, "0")}x8k2j5l0a1b2c3d4`, status: "active" as const, enteredRound: 1, fixedTable: null, guild: null }));
  const results = createRng(seed, "results");
  const games: GameResult[] = ["A", "B", "draw"];
  const played: SwissRound[] = [];
  for (let r = 1; r < 9; r++) {
    const p = nextSwissRound({ players: entrants, rounds: played, unpairedLosses: [] }, { seed, format });
    played.push({ number: r, matches: p.matches.map((m) => ({ ...m, result: m.playerB ? { games: [results.pick(games), results.pick(games)] as [GameResult, GameResult] } : null })) });
  }
  const p9 = nextSwissRound({ players: entrants, rounds: played, unpairedLosses: [] }, { seed, format });
  const proof: SwissRoundProof = {
    event: { seed, preset: "ffg-swtcg", presetOptions: {}, swissRounds: 9, guildsApart: false },
    round: { number: 9, stageRound: 9, pairingAttempt: 0 },
    entrants,
    earlierRounds: played,
    unpairedLosses: [],
    published: p9.matches.map((m) => ({ table: m.table, playerA: m.playerA, playerB: m.playerB, darkSideGame1: m.darkSideGame1 })),
    changedByOrganizer: [],
  };
  const text = JSON.stringify(proof);
  const times: number[] = [];
  let outcome = "";
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    outcome = verifyRoundReport(JSON.parse(text) as SwissRoundProof).verdict.outcome;
    times.push(performance.now() - t0);
  }
  console.log(`proof, 1,000 players round 9: ${(text.length / 1024).toFixed(0)} KB, ${(gzipSync(text).length / 1024).toFixed(0)} KB gzip; verify ${median(times).toFixed(0)} ms (${outcome})`);
}
