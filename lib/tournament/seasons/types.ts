/**
 * Seasons (leagues, circuits, the SWG Sprint) as data: the points rules, the counted events'
 * results, and what the engine derives from them (standings, awards). Player ids are opaque: the
 * service passes a profile id (or an entry id for an entry without a profile).
 */

/** Points per match outcome at one event. */
export interface MatchPoints {
  win: number;
  draw: number;
  loss: number;
  bye: number;
}

/** A level of points reached over a period, and the award it brings ("silver" at 60). */
export interface SeasonLevel {
  kind: string;
  points: number;
}

export interface SeasonRules {
  /** Points for taking part in a counted event. */
  participation: number;
  perMatch: MatchPoints;
  /** Points per final place: `placePoints[0]` for 1st; places past the table earn 0. */
  placePoints: number[];
  /** An event's points are multiplied by its tier's multiplier (unknown or no tier: 1×). */
  tierMultipliers: Record<string, number>;
  /** An event with fewer entrants than this does not count (for anyone). */
  minEntrants: number;
  /** Only a player's N best events count (null: all count). */
  bestN: number | null;
  /** Per group of events, only the player's N best of that group count (applied before `bestN`). */
  bestNPerGroup: Record<string, number>;
  /** Only events starting Monday–Friday in the season's time zone count (the Sprint's weeknights). */
  weekdaysOnly: boolean;
  /** The award of the period's leader(s) (the Sprint's gold), or none. */
  leaderAward: string | null;
  /** Levels by points, any order; a player gets the highest level reached. */
  levels: SeasonLevel[];
  /** The top N of the standings are invited to a final (store league), or none. */
  finalInvites: number | null;
}

/** One player's result at a counted event. */
export interface SeasonEventResult {
  playerId: string;
  /** The name shown on the leaderboard (the newest event's wins). */
  name: string;
  /** Final place, 1 = winner. */
  place: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
}

export interface SeasonEvent {
  id: string;
  name: string;
  /** ISO instant. Events are ordered by it (then id). */
  startsAt: string;
  /** Entrants of the event (the minimum is checked against it). */
  entrants: number;
  tier?: string | null;
  group?: string | null;
  results: SeasonEventResult[];
}

/** What one event gave one player. */
export interface SeasonEventPoints {
  eventId: string;
  eventName: string;
  startsAt: string;
  place: number;
  entrants: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  /** Points before the multiplier. */
  base: number;
  multiplier: number;
  points: number;
  /** Counted under best-N (false: played, but outside the player's best N). */
  counted: boolean;
}

export interface SeasonStanding {
  rank: number;
  playerId: string;
  name: string;
  points: number;
  eventsCounted: number;
  eventsPlayed: number;
  /** Best final place over the events played. */
  bestPlace: number;
  /** Events in start order. */
  events: SeasonEventPoints[];
  /** Invited to the final (`finalInvites`). */
  invited: boolean;
}

export interface SeasonAwardDecision {
  playerId: string;
  kind: string;
  /** Why: "leader" or "level". */
  reason: "leader" | "level";
  points: number;
  rank: number;
}
