/**
 * One verifier for every round's proof: a Swiss round (`swiss/verify.ts`) or an elimination round
 * (`elimination/verify.ts`, `stage: "elimination"`). The command and the verify page call these.
 */
import { verifyEliminationRound, type EliminationRoundProof } from "./elimination/verify";
import { verifyRoundReport as verifySwissReport, verifySwissRound, type RoundReport, type SwissRoundProof, type SwissVerdict } from "./swiss/verify";

export type AnyRoundProof = SwissRoundProof | EliminationRoundProof;

const isElimination = (proof: AnyRoundProof): proof is EliminationRoundProof => "stage" in proof && proof.stage === "elimination";

/** The verdict on any round's proof. */
export function verifyProof(proof: AnyRoundProof): SwissVerdict {
  return isElimination(proof) ? verifyEliminationRound(proof) : verifySwissRound(proof);
}

/** The verify page's and the command's answer; an elimination round has no floats or rematches to measure. */
export function verifyProofReport(proof: AnyRoundProof): RoundReport {
  return isElimination(proof) ? { verdict: verifyEliminationRound(proof), quality: null, exhaustive: null } : verifySwissReport(proof);
}
