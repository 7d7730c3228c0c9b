/**
 * Player ratings as plain data (issue 24): the engine (`./index.ts`) turns rated events, in the
 * order they were rated, into ledger lines; services store the lines append-only and keep the
 * current ratings as a projection of them.
 */
import type { GameId } from "../format/presets/types";

/** Who is rated: a player profile id, or `entry:<playerId>` for a typed entry no account has claimed. */
export type RatedId = string;

/** The rules a game's ratings follow (defaults in `RATING_DEFAULTS`). */
export interface RatingRules {
  /** Rating of a player's first rated match. */
  readonly initial: number;
  /** Rated matches before a player stops being provisional. */
  readonly provisionalMatches: number;
  /** A provisional player's K is the event's K times this. */
  readonly provisionalMultiplier: number;
  /** Events with fewer entrants are not rated (the DCI rule). */
  readonly minEntrants: number;
}

/** An event's rating settings as the organizer set them (stored on the event). */
export interface EventRatingSettings {
  readonly rated: boolean;
  /** The event's K. */
  readonly k: number;
}

/** A named K an organizer picks from (per game: casual, standard, championship). */
export interface KPreset {
  readonly name: string;
  readonly k: number;
}

/** A rated match: one score for side A; side B scores 1 − score. */
export interface RatedMatch {
  readonly matchId: string;
  /** Event-wide round number: matches are rated in round order. */
  readonly round: number;
  /** The side's people: one for an individual event, the team's members for a team event. */
  readonly a: readonly RatedId[];
  readonly b: readonly RatedId[];
  /** Side A's score S: 1 won, ½ drawn, 0 lost; FFG's two-game round: A's share of the points. */
  readonly score: number;
}

/** One completed event of one game, as the engine rates it. */
export interface RatedEvent {
  readonly eventId: string;
  readonly game: GameId;
  readonly k: number;
  readonly matches: readonly RatedMatch[];
}

/** A player's standing in one game. */
export interface RatingState {
  /** Unrounded. */
  readonly rating: number;
  /** Rated matches played. */
  readonly matches: number;
}

/** One line of the ledger: one person's change from one match. */
export interface LedgerLine {
  readonly eventId: string;
  readonly matchId: string;
  readonly round: number;
  readonly player: RatedId;
  /** The opponents (one, or a team's members). */
  readonly opponents: readonly RatedId[];
  /** The player's (or their side's mean) rating at the event's start, used for E. */
  readonly ratingBefore: number;
  /** The opponent side's rating at the event's start (a team: its members' mean). */
  readonly opponentRating: number;
  /** E = 1 / (1 + 10^((Rb − Ra) / 400)). */
  readonly expected: number;
  /** The K applied (the event's K, times the provisional multiplier while provisional). */
  readonly k: number;
  readonly provisional: boolean;
  /** S for this player's side. */
  readonly score: number;
  /** K · (S − E). */
  readonly change: number;
  /** The player's rating after this line: the start rating plus this event's changes so far. */
  readonly ratingAfter: number;
}
