/**
 * An event's status, decided from where its stages stand (one rule for every stage kind):
 * registration until round 1 is paired; the Swiss stage while Swiss rounds are played; the
 * elimination stage once its entrants are seeded (the cut made, or the bracket drawn for an
 * event that is only elimination); complete when the bracket has a champion, or, with no
 * elimination stage, when the last announced Swiss round has every result.
 */
export type EventStatus = "registration" | "swiss" | "elimination" | "complete";

export interface StatusFacts {
  /** Does a stage follow the Swiss rounds (or is the event elimination only)? */
  readonly hasElimination: boolean;
  readonly swissRoundsPaired: number;
  /** The announced number of Swiss rounds; null while not fixed. */
  readonly swissRounds: number | null;
  readonly swissResultsMissing: number;
  /** The elimination stage's entrants are seeded. */
  readonly bracketSeeded: boolean;
  readonly bracketComplete: boolean;
}

export function eventStatus(f: StatusFacts): EventStatus {
  if (f.bracketSeeded) return f.bracketComplete ? "complete" : "elimination";
  if (f.swissRoundsPaired === 0) return "registration";
  const swissOver = f.swissRounds !== null && f.swissRoundsPaired >= f.swissRounds && f.swissResultsMissing === 0;
  return !f.hasElimination && swissOver ? "complete" : "swiss";
}
