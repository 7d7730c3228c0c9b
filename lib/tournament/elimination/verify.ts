/**
 * Verify a published elimination round: run the bracket on what the round was opened from (the
 * seeds, the results of earlier rounds, the entrants who dropped) and compare with what was
 * published (`GET …/rounds/{n}/proof` of an elimination round). The same function runs in the
 * command (`scripts/verify-round.ts`) and in the browser, beside the Swiss verifier.
 *
 * - The round opens exactly the bracket matches whose two players are known and that are not
 *   played (regulations-spec § Double elimination: the bracket's table fills each seat from a
 *   seed or the winner / loser of an earlier match), with the players the table puts there.
 * - Sides: in later rounds of a format whose sides follow deck choice (FFG, resolved from the
 *   preset by the engine, not read from the document), the dark side is what the deck-choice
 *   rules give (§ Deck choice in elimination: the side played least, the differential, or the
 *   recorded coin from the event's seed). In round one the higher seed chooses: a choice, not a
 *   rule's outcome, so it is not compared.
 * - Tables are numbers of the hall, not of the bracket: they are not compared either.
 */
import { presetResultEntry } from "../format/presets";
import type { PlayerId, Seat } from "../types";
import { isRegulationError } from "../errors";
import { eliminationState, type BracketKind, type EliminationResultInput } from "./bracket";
import { decideEliminationSides } from "./deck-choice";
import type { ProofTable, SwissVerdict } from "../swiss/verify";

export interface EliminationProofMatch {
  table: number | null;
  bracketMatch: number;
  playerA: PlayerId | null;
  playerB: PlayerId | null;
  darkSideGame1: Seat | null;
}

/** What an elimination round was opened from, and what was published (plain JSON). */
export interface EliminationRoundProof {
  stage: "elimination";
  event: { seed: string; preset: string; presetOptions: Record<string, unknown> };
  round: { number: number; stageRound: number };
  bracket: { kind: BracketKind; size: number; thirdPlace: boolean };
  /** Entrants by seed (seed 1 first), ids only. */
  seeds: PlayerId[];
  /** Seeds who dropped (or were disqualified) after the cut: their matches resolve as byes. */
  dropped: PlayerId[];
  /** The results of the bracket's matches played before this round. */
  earlierResults: EliminationResultInput[];
  published: EliminationProofMatch[];
  /** Tables the organizer changed by hand after opening (none today: elimination tables are not changed by hand). */
  changedByOrganizer: number[];
}

const asTable = (m: { table: number | null; playerA: PlayerId | null; playerB: PlayerId | null; darkSideGame1: Seat | null }): ProofTable => ({
  table: m.table,
  playerA: m.playerA ?? "",
  playerB: m.playerB,
  darkSideGame1: m.darkSideGame1,
});

/** The round the bracket gives: each match it opens, its players and (later rounds, by deck choice) its sides. */
export function openFromProof(proof: EliminationRoundProof): Array<Omit<EliminationProofMatch, "table">> {
  const state = eliminationState({ ...proof.bracket, seeds: proof.seeds, results: proof.earlierResults, dropped: proof.dropped });
  const bySides = presetResultEntry(proof.event.preset).laterSidesByDeckChoice;
  return state.ready.map((bm) => {
    const m = state.matches.find((x) => x.bracketMatch === bm)!;
    const darkSideGame1 = bySides && m.round > 1 ? decideEliminationSides(state, bm, proof.event.seed).darkSide : null;
    return { bracketMatch: bm, playerA: m.playerA, playerB: m.playerB, darkSideGame1 };
  });
}

/** The verdict, in the Swiss verifier's terms: a difference names the table where it was published. */
export function verifyEliminationRound(proof: EliminationRoundProof): SwissVerdict {
  let expected: ReturnType<typeof openFromProof>;
  try {
    expected = openFromProof(proof);
  } catch (e) {
    if (isRegulationError(e)) return { outcome: "cannot-pair", code: e.code, message: e.message };
    throw e;
  }
  const bySides = presetResultEntry(proof.event.preset).laterSidesByDeckChoice;
  const roundOf = new Map(proof.published.map((m) => [m.bracketMatch, m] as const));
  const matches = [...new Set([...expected.map((m) => m.bracketMatch), ...proof.published.map((m) => m.bracketMatch)])].sort((a, b) => a - b);
  const differing: Array<{ table: number | null; expected: ProofTable | null; published: ProofTable | null }> = [];
  for (const bm of matches) {
    const want = expected.find((m) => m.bracketMatch === bm) ?? null;
    const got = roundOf.get(bm) ?? null;
    const table = got?.table ?? null;
    // Round one's sides are the higher seed's choice: compared only where a rule decides them.
    const sidesRuled = want !== null && want.darkSideGame1 !== null && bySides;
    const same = want && got && want.playerA === got.playerA && want.playerB === got.playerB && (!sidesRuled || want.darkSideGame1 === got.darkSideGame1);
    if (same) continue;
    differing.push({ table, expected: want ? asTable({ ...want, table, darkSideGame1: sidesRuled ? want.darkSideGame1 : (got?.darkSideGame1 ?? null) }) : null, published: got ? asTable(got) : null });
  }
  if (differing.length === 0) return { outcome: "verified" };
  const changed = new Set(proof.changedByOrganizer);
  if (changed.size > 0 && differing.every((d) => changed.has(d.table ?? 0))) return { outcome: "changed-by-organizer", tables: [...changed].sort((a, b) => a - b) };
  return { outcome: "differs", ...differing[0]! };
}
