/**
 * Verify a published Swiss round: run the engine on what the round was paired from and compare
 * with what was published (the proof document, `GET …/rounds/{n}/proof`). The same function
 * runs in the command (`scripts/verify-round.ts`) and in the browser (`/events/{id}/rounds/{n}/verify`):
 * the engine is pure, so it is bundled, never restated.
 *
 * - The format is resolved from the preset and its options by the engine (`eventPlan`), not
 *   read from the document: a document cannot bring its own rules.
 * - Active entrants are exactly those the round pairs (every active entrant is paired or gets
 *   the bye); the others are left out of pairing with their results kept.
 * - A re-paired round used its own random stream (`swissPairingStream(round, attempt)`).
 * - Tables the organizer changed by hand (`changedByOrganizer`) are never the engine's: a
 *   round whose differences are exactly those tables verifies as "changed by the organizer".
 */
import { isRegulationError } from "../errors";
import { eventPlan, isPresetId, type PresetOptions } from "../format/presets";
import type { MatchFormat } from "../format/types";
import { createRng } from "../rng";
import type { SwissRound, UnpairedLoss } from "../standings";
import type { PlayerId, Seat } from "../types";
import { pairSwissRound } from "./pairing";
import { exhaustiveOptimality, type ExhaustiveResult } from "./optimality";
import { nextSwissRound, type PairFunction, type PairedSwissRound } from "./stage";
import type { PlayerStatus } from "../standings";

/** The random stream of a Swiss round's pairing; a re-pair (attempt > 0) draws a fresh one. */
export function swissPairingStream(stageRound: number, attempt: number): string {
  return attempt === 0 ? `swiss/${stageRound}/pairing` : `swiss/${stageRound}/pairing/repair-${attempt}`;
}

export interface ProofTable {
  table: number | null;
  playerA: PlayerId;
  playerB: PlayerId | null;
  darkSideGame1: Seat | null;
}

/** What a Swiss round was paired from, and what was published (plain JSON). */
export interface SwissRoundProof {
  event: {
    seed: string;
    preset: string;
    presetOptions: Record<string, unknown>;
    swissRounds: number | null;
    guildsApart: boolean;
  };
  round: { number: number; stageRound: number; pairingAttempt: number };
  entrants: Array<{ id: PlayerId; status: PlayerStatus; enteredRound: number; fixedTable: number | null; guild: string | null }>;
  earlierRounds: SwissRound[];
  unpairedLosses: UnpairedLoss[];
  published: ProofTable[];
  /** Tables the organizer changed by hand after pairing (0: the bye). */
  changedByOrganizer: number[];
}

export type SwissVerdict =
  | { outcome: "verified" }
  | { outcome: "changed-by-organizer"; tables: number[] }
  | { outcome: "differs"; table: number | null; expected: ProofTable | null; published: ProofTable | null }
  | { outcome: "cannot-pair"; code: string; message: string };

/** The Swiss format of a preset and its options, by the engine. */
export function proofFormat(preset: string, options: Record<string, unknown>): MatchFormat {
  const plan = eventPlan(isPresetId(preset) ? preset : "ffg-swtcg", options as PresetOptions);
  return (plan.stages.find((s) => s.kind === "swiss") ?? plan.stages[0]!).format;
}

/** The round the rules give for the proof's inputs (throws `RegulationError` when none can be paired). */
export function pairFromProof(proof: SwissRoundProof): PairedSwissRound {
  const { event, round } = proof;
  const format = proofFormat(event.preset, event.presetOptions);
  const pins = new Map<PlayerId, number>();
  const groups = new Map<PlayerId, string>();
  for (const e of proof.entrants) {
    if (e.status === "active" && e.fixedTable !== null) pins.set(e.id, e.fixedTable);
    if (e.guild !== null) groups.set(e.id, e.guild);
  }
  const pair: PairFunction | undefined =
    round.pairingAttempt === 0 ? undefined : (input) => pairSwissRound({ ...input, rng: createRng(event.seed, swissPairingStream(round.stageRound, round.pairingAttempt)) });
  return nextSwissRound(
    {
      players: proof.entrants.map((e) => ({ id: e.id, status: e.status, enteredRound: e.enteredRound })),
      rounds: proof.earlierRounds,
      unpairedLosses: proof.unpairedLosses,
    },
    {
      seed: event.seed,
      format,
      pins,
      ...(event.swissRounds !== null ? { swissRounds: event.swissRounds } : {}),
      ...(pair ? { pair } : {}),
      ...(event.guildsApart && round.stageRound === 1 && groups.size > 0 ? { groups } : {}),
    },
  );
}

const same = (x: ProofTable, y: ProofTable): boolean =>
  x.table === y.table && x.playerA === y.playerA && x.playerB === y.playerB && x.darkSideGame1 === y.darkSideGame1;

const order = (t: readonly ProofTable[]): ProofTable[] =>
  [...t].sort((x, y) => (x.table ?? Number.MAX_SAFE_INTEGER) - (y.table ?? Number.MAX_SAFE_INTEGER) || (x.playerA < y.playerA ? -1 : 1));

/** Compare the engine's round with the published one: the first difference, in table order. */
export function compareRound(expected: readonly ProofTable[], published: readonly ProofTable[], changed: readonly number[] = []): SwissVerdict {
  // Compared table by table (a table moved by hand to a free number differs at that number and
  // at the one it left, nowhere else); the bye is the table without a number, compared last.
  const e = order(expected);
  const p = order(published);
  const tables = [...new Set([...e, ...p].map((t) => t.table))].sort((x, y) => (x ?? Number.MAX_SAFE_INTEGER) - (y ?? Number.MAX_SAFE_INTEGER));
  const differing: Array<{ table: number | null; expected: ProofTable | null; published: ProofTable | null }> = [];
  for (const table of tables) {
    const xs = e.filter((t) => t.table === table);
    const ys = p.filter((t) => t.table === table);
    for (let i = 0; i < Math.max(xs.length, ys.length); i++) {
      const x = xs[i] ?? null;
      const y = ys[i] ?? null;
      if (x && y && same(x, y)) continue;
      differing.push({ table, expected: x, published: y });
    }
  }
  if (differing.length === 0) return { outcome: "verified" };
  const changedSet = new Set(changed);
  // The bye counts as table 0 in `changed`.
  if (changed.length > 0 && differing.every((d) => changedSet.has(d.table ?? 0))) {
    return { outcome: "changed-by-organizer", tables: [...changedSet].sort((a, b) => a - b) };
  }
  return { outcome: "differs", ...differing[0]! };
}

/** Run the engine on the proof and say whether the published round is the one the rules give. */
export function verifySwissRound(proof: SwissRoundProof): SwissVerdict {
  let paired: PairedSwissRound;
  try {
    paired = pairFromProof(proof);
  } catch (e) {
    if (isRegulationError(e)) return { outcome: "cannot-pair", code: e.code, message: e.message };
    throw e;
  }
  const expected = paired.matches.map((m) => ({ table: m.table, playerA: m.playerA, playerB: m.playerB, darkSideGame1: m.darkSideGame1 }));
  return compareRound(expected, proof.published, proof.changedByOrganizer);
}

export interface RoundQuality {
  rematches: number;
  /** Players paired outside their score group. */
  floats: number;
  /** Σ over floated pairs of the TP between the two players. */
  floatPoints: number;
}

/** Who met whom in the given rounds (byes excluded), both ways. */
export function previousOpponents(rounds: readonly SwissRound[]): Map<PlayerId, Set<PlayerId>> {
  const out = new Map<PlayerId, Set<PlayerId>>();
  const meet = (a: PlayerId, b: PlayerId) => {
    let s = out.get(a);
    if (!s) out.set(a, (s = new Set()));
    s.add(b);
  };
  for (const r of rounds) {
    for (const m of r.matches) {
      if (m.playerB === null) continue;
      meet(m.playerA, m.playerB);
      meet(m.playerB, m.playerA);
    }
  }
  return out;
}

export interface RoundReport {
  verdict: SwissVerdict;
  /** Measured on the published pairing; null when the engine could not pair the document. */
  quality: RoundQuality | null;
  /** Small rounds: every pairing searched (see `optimality.ts`); null when too big or not pairable. */
  exhaustive: ExhaustiveResult | null;
}

/** The verify page's and the command's whole answer: the verdict, the quality measures, the exhaustive proof. */
export function verifyRoundReport(proof: SwissRoundProof): RoundReport {
  let paired: PairedSwissRound;
  try {
    paired = pairFromProof(proof);
  } catch (e) {
    if (isRegulationError(e)) return { verdict: { outcome: "cannot-pair", code: e.code, message: e.message }, quality: null, exhaustive: null };
    throw e;
  }
  const expected = paired.matches.map((m) => ({ table: m.table, playerA: m.playerA, playerB: m.playerB, darkSideGame1: m.darkSideGame1 }));
  const verdict = compareRound(expected, proof.published, proof.changedByOrganizer);
  const points = new Map(paired.standings.map((r) => [r.playerId, r.points]));
  const previous = previousOpponents(proof.earlierRounds);
  const pairs = proof.published.filter((t) => t.playerB !== null).map((t) => [t.playerA, t.playerB!] as const);
  const ids = pairs.flat();
  if (ids.some((id) => !points.has(id))) return { verdict, quality: null, exhaustive: null };
  const players = ids.map((id) => ({ id, points: points.get(id)! }));
  const met = (a: PlayerId, b: PlayerId) => previous.get(a)?.has(b) === true;
  const exhaustive = exhaustiveOptimality(players, met, pairs, proof.round.stageRound === 1);
  const firstRound = proof.round.stageRound === 1;
  let rematches = 0;
  let floats = 0;
  let floatPoints = 0;
  for (const [a, b] of pairs) {
    if (met(a, b)) rematches++;
    const d = Math.abs(points.get(a)! - points.get(b)!);
    if (!firstRound && d > 0) {
      floats += 2;
      floatPoints += d;
    }
  }
  return { verdict, quality: { rematches, floats, floatPoints }, exhaustive };
}
