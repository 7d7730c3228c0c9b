/**
 * Match formats and event presets as plain data. The engine reads a `MatchFormat` to decide
 * what a result may be, who won a match and what it scores; services, schemas and pages ask
 * the engine instead of restating "two games". A preset (`presets/`) names the stages of an
 * event and the format each one plays.
 */
import type { GameResult } from "../points";
import type { GAME_ENDINGS } from "../result-kinds";
import type { Seat } from "../types";

export type { GameResult };

/** How a game ended when it was not played out (../result-kinds.ts). */
export type GameEnding = (typeof GAME_ENDINGS)[number];

/** A match result in any format. FFG's `{games: [g1, g2]}` is one. */
export interface MatchResult {
  /** In the order played. */
  readonly games: readonly GameResult[];
  /** Per game (same index), how it ended when not played out; null/absent = played out. */
  readonly endings?: readonly (GameEnding | null)[];
  /** Chess clock: this seat ran out of time and lost the match (SWG). */
  readonly timeLoss?: Seat;
}

/** FFG's intentional round split (both players one game win). */
export interface IntentionalSplit {
  readonly intentionalSplit: true;
}

export type AnyMatchResult = MatchResult | IntentionalSplit;

export type GamesPerMatch =
  /** FFG: exactly two games, one with each side; both always count. */
  | { readonly kind: "both-sides" }
  /** Best of 1, 3 or 5: the match stops as soon as one player has won a majority. */
  | { readonly kind: "best-of"; readonly count: 1 | 3 | 5 };

export type MatchClock =
  /**
   * One clock for the round (FFG: 70 minutes Swiss). `gameMinutes`: the round is that many
   * minutes per game, one game after the other (SWCCG 2-on-2: two games of 120 minutes in a
   * 240-minute round); game N reaches time N × gameMinutes into the round (`gameReachedTime`).
   */
  | { readonly kind: "round"; readonly minutes: number; readonly gameMinutes?: number }
  /** A chess clock per player for the whole match; running out loses the match (SWG). */
  | { readonly kind: "chess"; readonly minutesPerPlayer: number };

export interface Scoring {
  /** Points per game (FFG) or per match (SWG, generic). */
  readonly per: "game" | "match";
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  /** A game (per game) or a match (per match) won / lost as a modified result at time. */
  readonly modifiedWin: number;
  readonly modifiedLoss: number;
  readonly bye: number;
  /** FFG: as soon as the round is paired. SWG: once every other match of its round has a result. */
  readonly byeCounts: "when-paired" | "round-end";
}

export type Tiebreaker = "sos" | "esos";

export interface MatchFormat {
  readonly games: GamesPerMatch;
  /** May a game end in a draw (FFG: yes; SWG: never). */
  readonly draws: boolean;
  /** FFG's intentional round split. */
  readonly intentionalSplit: boolean;
  /** SWCCG: a game that reached time may end as a modified win/loss (`endings: "time"`). */
  readonly modifiedResults: boolean;
  readonly scoring: Scoring;
  readonly clock: MatchClock;
  /** Minutes a player may be absent before the game in progress is forfeited (SWG 10); null = no such rule. */
  readonly absenceForfeitMinutes: number | null;
  readonly tiebreakers: readonly Tiebreaker[];
  /** May a player register after round 1 is paired (FFG yes, SWG no). */
  readonly lateEntry: boolean;
  /** Constructed: locked at the start; limited: may change between rounds. */
  readonly deckChanges: "locked" | "between-rounds";
}

export type StageKind = "swiss" | "single-elimination" | "double-elimination";

/** The outcome of a result under a format. */
export interface MatchOutcome {
  /** The match winner; null for a drawn match (per-game scoring may still split points). */
  readonly winner: Seat | null;
  /** Points each seat earns (0 for elimination stages, which only decide the bracket). */
  readonly points: { readonly A: number; readonly B: number };
  /** Games won per seat (draws and unplayed games count for nobody). */
  readonly gamesWon: { readonly A: number; readonly B: number };
  readonly drawn: number;
}
