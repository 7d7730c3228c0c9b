/**
 * Random Swiss events for tests and benchmarks (not part of the engine's API): each round is
 * paired by the caller, then players win, draw and drop at random from the simulation's own
 * generator — 3 per game win, 1 per draw, two games a round, bye = 6.
 */
import { createRng, type Rng } from "../rng";
import type { PairingInput, PairingOutput } from "./pairing-contract";

export interface SimulatedPlayer {
  id: string;
  points: number;
  hadBye: boolean;
  /** A fixed random tiebreak, standing in for SoS/ESoS when ranking. */
  tiebreak: number;
  active: boolean;
}

export interface SwissSimulation {
  round: number;
  players: SimulatedPlayer[];
  opponents: Map<string, Set<string>>;
  seed: string;
  results: Rng;
}

export function startSimulation(n: number, seed: string): SwissSimulation {
  const results = createRng(seed, "results");
  const players = Array.from({ length: n }, (_, i) => ({ id: `p${i}`, points: 0, hadBye: false, tiebreak: results.next(), active: true }));
  return { round: 1, players, opponents: new Map(players.map((p) => [p.id, new Set<string>()])), seed, results };
}

/** The pairing input for the next round: active players ranked by points, then tiebreak. */
export function simulationInput(sim: SwissSimulation): PairingInput {
  const active = sim.players.filter((p) => p.active);
  const ranked = [...active].sort((a, b) => b.points - a.points || b.tiebreak - a.tiebreak);
  const rank = new Map(ranked.map((p, i) => [p.id, i]));
  return {
    round: sim.round,
    players: active.map((p) => ({ id: p.id, points: p.points, hadBye: p.hadBye, rank: rank.get(p.id)! })),
    previousOpponents: sim.opponents,
    rng: createRng(sim.seed, `swiss/${sim.round}/pairing`),
  };
}

/** Plays the paired round with random results, then drops each active player with `dropRate`. */
export function playSimulatedRound(sim: SwissSimulation, out: PairingOutput, dropRate = 0.01): void {
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
  for (const p of sim.players) if (p.active && sim.results.next() < dropRate) p.active = false;
  sim.round++;
}
