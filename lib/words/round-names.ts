/**
 * One naming of rounds for every page, the console and the API: "Swiss round 3",
 * "Top 8 · round 2", "Quarter-finals", "Final", "Second final"; and each bracket match's part
 * ("Upper bracket", "Lower bracket", "Final", "Third place"). The parts come from the engine's
 * bracket definition of the event.
 */
import type { BracketDefinition, BracketPart } from "@/lib/tournament";

export const PART_NAME: Record<BracketPart, string> = {
  upper: "Upper bracket",
  lower: "Lower bracket",
  final: "Final",
  "second-final": "Second final",
  main: "Main draw",
  "third-place": "Third place",
};

/** The bracket part of match `bracketMatch` in the event's bracket, if there is one. */
export function bracketPart(bracket: BracketDefinition | null, bracketMatch: number | null): BracketPart | null {
  if (bracketMatch === null || bracket === null) return null;
  return bracket.matches.find((m) => m.match === bracketMatch)?.part ?? null;
}

/** Single elimination: "Final", "Semi-finals", "Quarter-finals", "Round of 16". */
export function singleRoundName(bracket: Pick<BracketDefinition, "rounds">, round: number): string {
  const fromEnd = bracket.rounds - round;
  if (fromEnd === 0) return "Final";
  if (fromEnd === 1) return "Semi-finals";
  if (fromEnd === 2) return "Quarter-finals";
  return `Round of ${2 ** (fromEnd + 1)}`;
}

export interface NamedRound {
  stage: "swiss" | "elimination";
  stageRound: number;
  /** Bracket match numbers of the round's matches (elimination). */
  bracketMatches: (number | null)[];
}

export function roundName(round: NamedRound, bracket: BracketDefinition | null): string {
  if (round.stage === "swiss") return `Swiss round ${round.stageRound}`;
  const first = round.bracketMatches.find((m) => m !== null);
  if (bracket?.kind === "single" && first != null) {
    const def = bracket.matches.find((m) => m.match === first);
    if (def) return singleRoundName(bracket, def.round);
  }
  const cutSize = bracket?.size ?? null;
  const parts = new Set(round.bracketMatches.map((m) => bracketPart(bracket, m)));
  if (parts.size === 1 && parts.has("final")) return "Final";
  if (parts.size === 1 && parts.has("second-final")) return "Second final";
  const cut = cutSize ? `Top ${cutSize}` : "Elimination";
  if (parts.size === 1 && parts.has("lower")) return `${cut} · lower bracket round ${round.stageRound}`;
  return `${cut} · round ${round.stageRound}`;
}
