/**
 * Player ratings over the API (issue 24): the rating list of a game, a player's ratings per
 * game, and the ledger that says why each rating changed. Ratings are stored unrounded; each
 * answer gives the unrounded value and the rounded one pages show.
 */
import { z } from "zod";
import { text } from "./text";
import { apiRegistry } from "./registry";

export const RATING_PAGE_SIZE = 50;
export const MAX_RATING_PAGE = 100_000;
export const MAX_INACTIVE_DAYS = 36_500;

/** A query-string whole number: digits only, then in range (named in the message). */
const queryNumber = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} must be a whole number.` })
    .regex(/^\d{1,9}$/, { error: `${what} must be a whole number.` })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: `${what} must be at least ${min}.` }).max(max, { error: `${what} can be at most ${max}.` }));

/** GET /ratings/{game}: the query string as strings (`?page=2&q=kyle&inactive=1`). */
export const RatingListQuery = z
  .object({
    page: queryNumber("page", 1, MAX_RATING_PAGE).optional().describe("Page number, from 1."),
    pageSize: queryNumber("pageSize", 1, 200).optional().describe(`Rows per page (default ${RATING_PAGE_SIZE}).`),
    q: text("q", { max: 80 }).optional().describe("Part of a player's name (case does not matter)."),
    inactive: z.enum(["0", "1"], { error: "inactive is 0 or 1." }).optional().describe("1: the players inactive for `inactiveAfterDays` or more, listed apart."),
    inactiveAfterDays: queryNumber("inactiveAfterDays", 1, MAX_INACTIVE_DAYS).optional().describe("Days since the last rated event after which a player is inactive (default 365)."),
  })
  .strict()
  .register(apiRegistry, { id: "RatingListQuery" });
export type RatingListQuery = z.input<typeof RatingListQuery>;

const EventRef = z.object({ eventId: z.string(), name: z.string(), date: z.string().describe("The event's start (or creation) time.") });

export const RatingListRow = z.object({
  rank: z.number().int().nullable().describe("1 + the number of listed players with a higher rating; null in the inactive list."),
  ratedId: z.string(),
  profileId: z.string().nullable().describe("The player's profile, or null for a typed entry no account has claimed."),
  name: z.string(),
  rating: z.number().describe("Unrounded."),
  shown: z.number().int().describe("The rating as shown: rounded."),
  matches: z.number().int(),
  provisional: z.boolean(),
  lastEvent: EventRef.nullable(),
  lastRatedAt: z.string(),
});
export type RatingListRow = z.infer<typeof RatingListRow>;

export const RatingList = z
  .object({
    game: z.string(),
    gameName: z.string(),
    inactive: z.boolean(),
    inactiveAfterDays: z.number().int(),
    q: z.string().nullable(),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
    rows: z.array(RatingListRow),
  })
  .register(apiRegistry, { id: "RatingList" });
export type RatingList = z.infer<typeof RatingList>;

export const RatedEventSummary = z.object({
  eventId: z.string(),
  name: z.string(),
  date: z.string(),
  k: z.number(),
  matches: z.number().int(),
  change: z.number().describe("The sum of this event's changes, unrounded."),
  ratingAfter: z.number(),
});
export type RatedEventSummary = z.infer<typeof RatedEventSummary>;

export const GameRating = z.object({
  game: z.string(),
  gameName: z.string(),
  rating: z.number(),
  shown: z.number().int(),
  matches: z.number().int(),
  provisional: z.boolean(),
  provisionalRemaining: z.number().int().describe("Rated matches still to play before the rating stops being provisional (0 once it is not)."),
  /** Rating after each rated event, oldest first. */
  series: z.array(z.number()).describe("The rating after each rated event, oldest first (the sparkline)."),
  events: z.array(RatedEventSummary).describe("Rated events, newest first."),
});
export type GameRating = z.infer<typeof GameRating>;

export const PlayerRatings = z
  .object({ profileId: z.string(), displayName: z.string(), games: z.array(GameRating) })
  .register(apiRegistry, { id: "PlayerRatings" });
export type PlayerRatings = z.infer<typeof PlayerRatings>;

export const LedgerLine = z.object({
  matchId: z.string(),
  round: z.number().int(),
  opponents: z
    .array(
      z.object({
        ratedId: z.string().nullable().describe("Who was rated (a profile id, or `entry:<id>` for a typed entry); null for a hidden profile the caller may not see."),
        profileId: z.string().nullable(),
        name: z.string().describe("“Hidden player” for a hidden profile the caller may not see."),
      }),
    )
    .describe("The other side's people (two for a team)."),
  opponentRating: z.number().describe("The opponent's (a team's: its members' mean) rating at the event's start; a hidden opponent's rounded to a whole number, as pages show it."),
  ratingBefore: z.number().describe("The player's own rating before this match: ratingBefore + change = ratingAfter."),
  sideRating: z.number().describe("The rating the expected score was computed from: the player's at the event's start (every match of an event uses it), or for a team its members' mean at the start."),
  team: z.boolean().describe("The player played in a team: sideRating is the team's mean, not the player's own."),
  expected: z.number().describe("E = 1 / (1 + 10^((opponentRating − sideRating) / 400)); against a hidden opponent rounded to two decimals, as pages show it."),
  k: z.number().describe("The K applied: the event's, doubled while provisional."),
  provisional: z.boolean(),
  score: z.number().describe("S: 1 won, ½ drawn, 0 lost (FFG: the share of the round's points)."),
  change: z.number().describe("K · (S − E), unrounded."),
  ratingAfter: z.number(),
});
export type LedgerLine = z.infer<typeof LedgerLine>;

export const LedgerRun = z.object({
  runId: z.string(),
  reason: z.string().describe("completed | corrected | round-deleted | merged | merge-undone | claimed | event-deleted | settings | imported"),
  at: z.string(),
  change: z.number(),
  lines: z.array(LedgerLine),
});
export type LedgerRun = z.infer<typeof LedgerRun>;

export const LedgerEvent = z.object({
  eventId: z.string(),
  name: z.string(),
  date: z.string().nullable(),
  k: z.number().nullable().describe("The event's K; null when the event is no longer rated."),
  current: LedgerRun.nullable().describe("The lines that count now; null when the event is no longer rated (deleted or made unrated)."),
  history: z.array(LedgerRun).describe("Earlier ratings of this event that a re-rating superseded, newest first."),
});
export type LedgerEvent = z.infer<typeof LedgerEvent>;

const Record3 = { matches: z.number().int(), won: z.number().int(), drawn: z.number().int(), lost: z.number().int(), score: z.number().describe("The sum of the results S (won 1, drawn ½).") };

export const LedgerSummary = z.object({
  rating: z.number(),
  matches: z.number().int(),
  provisional: z.boolean(),
  provisionalRemaining: z.number().int().describe("Rated matches still to play before the rating stops being provisional."),
  start: z.number().nullable().describe("The rating before the first rated event (the graph's first point); null before any."),
  history: z.array(z.object({ eventId: z.string(), name: z.string(), date: z.string().nullable(), rating: z.number() })).describe("The rating after each rated event, oldest first (the graph)."),
  peak: z.object({ rating: z.number(), eventId: z.string(), name: z.string(), date: z.string().nullable() }).nullable().describe("The highest rating after a rated event."),
  headToHead: z
    .array(z.object({ opponents: z.array(z.object({ profileId: z.string().nullable(), name: z.string() })), hidden: z.boolean().describe("Opponents with hidden profiles, counted together: never told apart."), ...Record3 }))
    .describe("The record against each opponent (a team's: each pair), most matches first."),
  byStrength: z
    .array(z.object({ band: z.enum(["much-stronger", "stronger", "even", "weaker", "much-weaker"]), from: z.number().nullable(), to: z.number().nullable(), ...Record3 }))
    .describe("The record by the opponent's rating minus the player's at the event's start: 200 or more above, 50–199 above, within 49, 50–199 below, 200 or more below."),
});
export type LedgerSummary = z.infer<typeof LedgerSummary>;

export const PlayerLedger = z
  .object({
    profileId: z.string(),
    displayName: z.string(),
    game: z.string(),
    gameName: z.string(),
    summary: LedgerSummary.describe("From the lines that count now: the rating's course and peak, head to head, and results by the opponent's strength."),
    events: z.array(LedgerEvent).describe("Newest rated event first."),
  })
  .register(apiRegistry, { id: "PlayerLedger" });
export type PlayerLedger = z.infer<typeof PlayerLedger>;

/** An entrant's rating at the event's start (the standings page's option). */
export interface StartRating {
  playerId: string;
  rating: number | null;
  shown: number | null;
  provisional: boolean;
}
