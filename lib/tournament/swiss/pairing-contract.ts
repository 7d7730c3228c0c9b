/**
 * The contract between the Swiss stage (who is active, standings, byes history) and the
 * pairing optimiser (`pairing.ts`). Kept in its own file so both sides can be built and
 * tested apart.
 */
import type { Rng } from "../rng";
import type { PlayerId } from "../types";

export interface PairingPlayer {
  id: PlayerId;
  /** Tournament points in the current stage (score group key). */
  points: number;
  /** Position in the current standings, 0 = first (tiebreakers included). */
  rank: number;
  /** Already had a bye in this stage (cannot get another while anyone else can take it). */
  hadBye: boolean;
}

export interface PairingInput {
  /** Round number within the stage, 1-based. Round 1 is paired at random. */
  round: number;
  /** Active players to pair this round (dropped/disqualified already removed). */
  players: readonly PairingPlayer[];
  /** Opponents already met in this stage, by player id (symmetric). */
  previousOpponents: ReadonlyMap<PlayerId, ReadonlySet<PlayerId>>;
  /** The event's generator for this decision, e.g. createRng(seed, `swiss/${round}/pairing`). */
  rng: Rng;
  /**
   * Round 1 only (ignored later): players to keep apart, by group id (their guild). Players of
   * one group are paired apart whenever a pairing allows it; players not listed are in no group.
   */
  groups?: ReadonlyMap<PlayerId, string>;
}

export interface PairingQuality {
  /** Pairs of players who met before in this stage (0 unless unavoidable). */
  rematches: number;
  /** Players paired with someone of a different score group. */
  floats: number;
  /** Sum over pairs of the number of score groups between the two players. */
  floatDistance: number;
  /** The largest such distance in any one pair. */
  maxFloatDistance: number;
}

export interface PairingOutput {
  /** Unordered pairs; the caller decides seats, sides and tables. */
  pairs: Array<[PlayerId, PlayerId]>;
  /** The player who gets the bye, or null with an even field. */
  bye: PlayerId | null;
  quality: PairingQuality;
  /** With `groups` in round 1: pairs of one group left (0 whenever the field allows). */
  sameGroupPairs?: number;
}
