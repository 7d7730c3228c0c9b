/**
 * A bracket's shape as data: its matches, where each player comes from and where the winner and
 * loser go. Its own module so the bracket builders (./single.ts, ./bracket.ts) share it without
 * importing each other in a circle.
 */
import type { Seat } from "../types";

/** Where a player of a match comes from. */
export type BracketSource =
  | { readonly kind: "seed"; readonly seed: number }
  | { readonly kind: "winner"; readonly match: number }
  | { readonly kind: "loser"; readonly match: number };

/**
 * Double elimination: upper / lower bracket, the final, and the conditional second final.
 * Single elimination: the main draw, the final, and the optional third-place match.
 */
export type BracketPart = "upper" | "lower" | "final" | "second-final" | "main" | "third-place";

export type BracketKind = "double" | "single";

/** A seat of a bracket match. */
export interface BracketSlot {
  readonly match: number;
  readonly seat: Seat;
}

/** Places given by an "out k" label: `{from: 5, to: 6}` = "out 5–6". */
export interface PlaceRange {
  readonly from: number;
  readonly to: number;
}

export interface BracketMatchDefinition {
  /** The match number of the spec's table (M1, M2, …). */
  readonly match: number;
  readonly round: number;
  readonly part: BracketPart;
  readonly a: BracketSource;
  readonly b: BracketSource;
  /**
   * Where the winner / loser goes. For the final these point at the second final and only
   * apply when the lower-bracket finalist (B) wins it.
   */
  readonly winnerTo: BracketSlot | null;
  readonly loserTo: BracketSlot | null;
  /** The loser is eliminated with these places (final: only when B loses). */
  readonly loserOut: PlaceRange | null;
  /** Single elimination's third-place match: the winner finishes with these places too. */
  readonly winnerOut?: PlaceRange | null;
}

export interface BracketDefinition {
  readonly kind: BracketKind;
  /** Players in the bracket (double: 4, 8 or 16; single: any number from 2). */
  readonly size: number;
  /** In match-number order; every source match has a smaller number. */
  readonly matches: readonly BracketMatchDefinition[];
  readonly final: number;
  /** Double elimination only; null for single elimination. */
  readonly secondFinal: number | null;
  readonly rounds: number;
}
