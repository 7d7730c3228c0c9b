/**
 * One naming of rounds for every page, the console and the API: "Swiss round 3",
 * "Top 8 · round 2", "Final", "Second final"; and each bracket match's part ("Upper bracket",
 * "Lower bracket", "Final", "Second final"). The bracket parts come from the engine's tables.
 */
import { eliminationBracket, isEliminationSize, type BracketPart } from "@/lib/tournament";

export const PART_NAME: Record<BracketPart, string> = {
  upper: "Upper bracket",
  lower: "Lower bracket",
  final: "Final",
  "second-final": "Second final",
};

/** The bracket part of match `bracketMatch` in a top-`cutSize` bracket, if there is one. */
export function bracketPart(cutSize: number | null, bracketMatch: number | null): BracketPart | null {
  if (bracketMatch === null || !isEliminationSize(cutSize)) return null;
  return eliminationBracket(cutSize).matches.find((m) => m.match === bracketMatch)?.part ?? null;
}

export interface NamedRound {
  stage: "swiss" | "elimination";
  stageRound: number;
  /** Bracket match numbers of the round's matches (elimination). */
  bracketMatches: (number | null)[];
}

export function roundName(round: NamedRound, cutSize: number | null): string {
  if (round.stage === "swiss") return `Swiss round ${round.stageRound}`;
  const parts = new Set(round.bracketMatches.map((m) => bracketPart(cutSize, m)));
  if (parts.size === 1 && parts.has("final")) return "Final";
  if (parts.size === 1 && parts.has("second-final")) return "Second final";
  const cut = cutSize ? `Top ${cutSize}` : "Elimination";
  if (parts.size === 1 && parts.has("lower")) return `${cut} · lower bracket round ${round.stageRound}`;
  return `${cut} · round ${round.stageRound}`;
}
