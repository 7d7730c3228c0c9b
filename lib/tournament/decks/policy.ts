/**
 * When may a deck change? From the match format (`MatchFormat.deckChanges`): constructed decks
 * are locked at the start (round 1 paired); limited decks may change between rounds, never during
 * one (SWG:584-593, 994-999). A sealed event's build clock, once over, closes changes until round
 * 1 ends ("If you do not save a valid deck within the time limit, you will play the first round
 * with the basic starter deck", SWG:449-462).
 */
import type { MatchFormat } from "../format/types";

export interface DeckPolicy {
  readonly changes: MatchFormat["deckChanges"];
}

export const deckPolicyOf = (format: Pick<MatchFormat, "deckChanges">): DeckPolicy => ({ changes: format.deckChanges });

export interface DeckEventFacts {
  /** Rounds paired so far (0: the event has not started). */
  readonly roundsPaired: number;
  /** The last paired round still has a match without a result. */
  readonly roundInProgress: boolean;
  readonly complete?: boolean;
  /** A sealed build clock, once started (ms since the epoch). */
  readonly buildClock?: { readonly startedAt: number; readonly minutes: number } | null;
}

export type DeckChange =
  | { readonly allowed: true; readonly locked: boolean }
  | { readonly allowed: false; readonly locked: boolean; readonly code: "locked" | "round-in-progress" | "build-over" | "complete"; readonly reason: string };

/** Decks are "locked" (a change is logged with old and new) once round 1 is paired. */
export const deckLocked = (facts: DeckEventFacts) => facts.roundsPaired > 0;

export function buildClockEnd(clock: { startedAt: number; minutes: number }): number {
  return clock.startedAt + clock.minutes * 60_000;
}

export function deckChangeAllowed(policy: DeckPolicy, facts: DeckEventFacts, now?: number): DeckChange {
  const locked = deckLocked(facts);
  if (facts.complete) return { allowed: false, locked, code: "complete", reason: "The event is over: decks no longer change." };
  if (!locked) {
    if (policy.changes === "between-rounds" && facts.buildClock && now !== undefined && now >= buildClockEnd(facts.buildClock)) {
      return { allowed: false, locked, code: "build-over", reason: "The build time is over: round 1 is played with the deck saved in time (or the starter deck); you can change it after round 1." };
    }
    return { allowed: true, locked };
  }
  if (policy.changes === "locked") {
    return { allowed: false, locked, code: "locked", reason: "Constructed decks are locked since round 1 was paired: no change is allowed during the event." };
  }
  if (facts.roundInProgress) {
    return { allowed: false, locked, code: "round-in-progress", reason: "A round is being played: limited decks may change between rounds, never during one. Try again once every result of the round is in." };
  }
  return { allowed: true, locked };
}
