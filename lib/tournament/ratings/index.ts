/**
 * Player ratings (issue 24): Elo per match with the event's K, pure.
 *
 * Readings of the rules:
 * - E = 1 / (1 + 10^((Rb − Ra) / 400)); a change is K · (S − E); ratings stay unrounded.
 * - FIDE's practice: every match of an event uses the ratings at the event's start for E; the
 *   changes of the event's matches add up (round order) to the rating after the event.
 * - S per match (`matchScore`): a best-of-N match is one result, 1 / ½ / 0 from its winner; FFG's
 *   Swiss round of two games (scoring per game, both sides) is one match whose S is side A's
 *   share of the round's tournament points (6–0 → 1, 4–1 → 0.8, 3–3 → ½).
 * - Byes, unplayed matches (no result, no opponent, both games unplayed) and FFG's intentional
 *   split do not rate: nobody played.
 * - A match lost by absence forfeit (an ending "forfeit") or on a chess clock (`timeLoss`) rates
 *   as the recorded result: the regulations record it as the match's result (SWG:564-566). A
 *   disqualified player's recorded losses rate as recorded; matches never played do not.
 * - Provisional: while a player has fewer than `provisionalMatches` rated matches (counting the
 *   earlier rounds of this event), their K is the event's K × `provisionalMultiplier`.
 * - Teams: a side's rating is its members' mean at the event's start; every member gets the
 *   side's change. The side's K is the event's K, multiplied when any member is provisional
 *   (a newcomer makes the team's result less known, as a newcomer's own result is), so the
 *   members' changes are equal as the rules ask.
 * - A player never rated before starts at `rules.initial` with no matches.
 */
import type { Seat } from "../types";
import { isSplit, matchOutcome } from "../format/match";
import type { AnyMatchResult, MatchFormat, MatchResult } from "../format/types";
import type { LedgerLine, RatedEvent, RatedId, RatedMatch, RatingRules, RatingState } from "./types";

export * from "./types";
export * from "./settings";

/** E of a side rated `ra` against one rated `rb`. */
export function expectedScore(ra: number, rb: number): number {
  return 1 / (1 + Math.pow(10, (rb - ra) / 400));
}

/** S of a match decided by its winner (an elimination match, stored as its winner). */
export function winnerScore(winner: Seat | null): number {
  return winner === "A" ? 1 : winner === "B" ? 0 : 0.5;
}

/**
 * Side A's S for a match, or null when the match does not rate: no opponent (a bye), no result
 * yet, an intentional split, a round of unplayed games. `opponent`: the match had side B.
 */
export function matchScore(format: MatchFormat, result: AnyMatchResult | null, opponent = true): number | null {
  if (!opponent || result === null || isSplit(result)) return null;
  const { games, timeLoss } = result as MatchResult;
  if (timeLoss === undefined && (games.length === 0 || games.every((g) => g === "unplayed"))) return null;
  const outcome = matchOutcome(format, result);
  if (format.games.kind === "both-sides" && format.scoring.per === "game") {
    const total = outcome.points.A + outcome.points.B;
    return total > 0 ? outcome.points.A / total : null;
  }
  return winnerScore(outcome.winner);
}

const NEW_PLAYER = (rules: RatingRules): RatingState => ({ rating: rules.initial, matches: 0 });

const mean = (xs: readonly number[]) => {
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
};

function byRound(a: RatedMatch, b: RatedMatch): number {
  return a.round - b.round || (a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0);
}

export interface RatedEventOutcome {
  /** The ledger lines, in round order (per match: side A's people, then side B's). */
  readonly lines: LedgerLine[];
  /** The states after the event of the event's players only. */
  readonly states: Map<RatedId, RatingState>;
}

/** Rates one event from the ratings at its start (`states`; missing players are new). */
export function rateEvent(event: RatedEvent, states: ReadonlyMap<RatedId, RatingState>, rules: RatingRules): RatedEventOutcome {
  const start = new Map<RatedId, RatingState>();
  const now = new Map<RatedId, { rating: number; matches: number }>();
  const stateOf = (id: RatedId) => {
    let s = now.get(id);
    if (!s) {
      const st = states.get(id) ?? NEW_PLAYER(rules);
      start.set(id, st);
      s = { rating: st.rating, matches: st.matches };
      now.set(id, s);
    }
    return s;
  };
  const startRating = (id: RatedId) => {
    stateOf(id);
    return start.get(id)!.rating;
  };
  const lines: LedgerLine[] = [];
  const matches = [...event.matches].sort(byRound);
  for (const m of matches) {
    if (m.a.length === 0 || m.b.length === 0) continue;
    const ra = mean(m.a.map(startRating));
    const rb = mean(m.b.map(startRating));
    const ea = expectedScore(ra, rb);
    const sides = [
      { people: m.a, opponents: m.b, own: ra, other: rb, e: ea, s: m.score },
      { people: m.b, opponents: m.a, own: rb, other: ra, e: 1 - ea, s: 1 - m.score },
    ];
    // K and the provisional mark before any line of this match changes a count.
    const ks = sides.map((side) => {
      const provisional = side.people.some((id) => stateOf(id).matches < rules.provisionalMatches);
      return { provisional, k: provisional ? event.k * rules.provisionalMultiplier : event.k };
    });
    sides.forEach((side, i) => {
      const { k, provisional } = ks[i]!;
      const change = k * (side.s - side.e);
      for (const id of side.people) {
        const st = stateOf(id);
        st.rating += change;
        st.matches += 1;
        lines.push({
          eventId: event.eventId,
          matchId: m.matchId,
          round: m.round,
          player: id,
          opponents: side.opponents,
          ratingBefore: side.own,
          opponentRating: side.other,
          expected: side.e,
          k,
          provisional,
          score: side.s,
          change,
          ratingAfter: st.rating,
        });
      }
    });
  }
  return { lines, states: now };
}

export interface RatedSeries {
  /** Every event's lines, events in the order given. */
  readonly lines: LedgerLine[];
  /** Per event (same order), its lines. */
  readonly perEvent: { readonly eventId: string; readonly lines: LedgerLine[] }[];
  /** Every player's state after the last event (the start states included). */
  readonly states: Map<RatedId, RatingState>;
}

/** Rates events one after the other (the re-rating path): each starts from the states the one before left. */
export function rateSeries(events: readonly RatedEvent[], startStates: ReadonlyMap<RatedId, RatingState>, rules: RatingRules): RatedSeries {
  const states = new Map(startStates);
  const lines: LedgerLine[] = [];
  const perEvent: { eventId: string; lines: LedgerLine[] }[] = [];
  for (const event of events) {
    const out = rateEvent(event, states, rules);
    for (const [id, st] of out.states) states.set(id, st);
    for (const l of out.lines) lines.push(l);
    perEvent.push({ eventId: event.eventId, lines: out.lines });
  }
  return { lines, perEvent, states };
}

/** Whether a player is still provisional after `matches` rated matches. */
export const isProvisional = (state: RatingState, rules: RatingRules): boolean => state.matches < rules.provisionalMatches;
