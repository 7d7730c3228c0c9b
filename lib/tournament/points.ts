/**
 * Tournament points (regulations § End of Game, § Tournament Points, § Intentional Round
 * Split; regulation spec "Tournament points and results").
 *
 * - A Swiss round is one match of two games. Per game: win = 3, draw = 1, loss = 0 TP.
 * - A game recorded as **unplayed** (time ran out during game 1, so game 2 never started)
 *   scores 0 for both players and has no winner.
 * - An intentional round split gives both players 3 TP (one game win each) and is recorded
 *   as a split, not as two games.
 * - A bye is both game wins: 6 TP. A bye is not an opponent.
 * - An unpaired loss (rejoin, late registration) is 0 TP, has no opponent, and counts as a
 *   round played.
 * - A missing card before the round is a normal game loss for the deck concerned: the app
 *   records it as a game won by the opponent; nothing special here.
 * - Elimination matches are one game and give no tournament points.
 *
 * Decided here (the regulations are silent):
 * - Game 1 can only be "unplayed" if game 2 is "unplayed" too (the round was not played
 *   at all, e.g. both players absent and the judge records no games: 0 TP each, the round
 *   still counts as played against that opponent). A game 1 that reached time is a draw,
 *   not unplayed, so `["unplayed", "A"]` is refused as `INVALID_RESULT`.
 */
import { RegulationError } from "./errors";
import { GAME_RESULTS as GAME_RESULT_KINDS } from "./result-kinds";
import type { Seat } from "./types";

/** One game of a Swiss match: the winner's seat, a draw, or not played. */
export type GameResult = (typeof GAME_RESULT_KINDS)[number];

/** The result of a Swiss match, as the API stores it. */
export type SwissMatchResult =
  | { readonly games: readonly [GameResult, GameResult] }
  | { readonly intentionalSplit: true };

/** Any stored result shape (other formats' results pass through here too, and are refused unless FFG-shaped). */
type ResultLike = { readonly games: readonly GameResult[] } | { readonly intentionalSplit: true };

export const GAME_WIN_POINTS = 3;
export const GAME_DRAW_POINTS = 1;
export const GAME_LOSS_POINTS = 0;
/** Both game wins. */
export const BYE_POINTS = 6;
/** One game win each. */
export const SPLIT_POINTS = 3;
export const UNPAIRED_LOSS_POINTS = 0;
/** Elimination games decide the bracket only. */
export const ELIMINATION_POINTS = 0;

const GAME_RESULTS: ReadonlySet<string> = new Set(GAME_RESULT_KINDS);

/** Tournament points one seat earns from one game. */
export function gamePoints(result: GameResult, seat: Seat): number {
  switch (result) {
    case "draw":
      return GAME_DRAW_POINTS;
    case "unplayed":
      return 0;
    default:
      return result === seat ? GAME_WIN_POINTS : GAME_LOSS_POINTS;
  }
}

export function isIntentionalSplit(result: ResultLike): result is { readonly intentionalSplit: true } {
  return "intentionalSplit" in result && result.intentionalSplit === true;
}

/** Throws `INVALID_RESULT` unless `result` is a well-formed Swiss result (see the top of this file). */
export function validateSwissResult(result: ResultLike): void {
  if (isIntentionalSplit(result)) return;
  const games = (result as { games?: unknown }).games;
  if (!Array.isArray(games) || games.length !== 2 || !games.every((g) => GAME_RESULTS.has(g as string))) {
    throw new RegulationError(
      "INVALID_RESULT",
      'A Swiss result is two games, each "A", "B", "draw" or "unplayed", or an intentional split.',
      { result },
    );
  }
  if (games[0] === "unplayed" && games[1] !== "unplayed") {
    throw new RegulationError(
      "INVALID_RESULT",
      "Game 2 cannot have been played when game 1 was not: a game 1 that reached time is a draw.",
      { result },
    );
  }
}

/** Tournament points of both seats for one Swiss match result (validated). */
export function matchPoints(result: ResultLike): { A: number; B: number } {
  validateSwissResult(result);
  if (isIntentionalSplit(result)) return { A: SPLIT_POINTS, B: SPLIT_POINTS };
  const [g1, g2] = result.games as readonly [GameResult, GameResult];
  return { A: gamePoints(g1, "A") + gamePoints(g2, "A"), B: gamePoints(g1, "B") + gamePoints(g2, "B") };
}

/**
 * The points a two-game Swiss result shows: the event's own, when its view names them (a format
 * with its own points table, SWCCG 2-on-2: `Result.points`), else the regulations' table (FFG).
 */
export function twoGamePoints(games: readonly [GameResult, GameResult], own?: { A: number; B: number }): { A: number; B: number } {
  return own ?? matchPoints({ games });
}
