/**
 * A match result under a format: what may be recorded, who won, what it scores.
 *
 * - Both sides (FFG): exactly two games, both always recorded; an unplayed game 1 means the
 *   round was not played at all (game 2 unplayed too); the intentional split where allowed.
 * - Best of N: games in the order played; the match stops the moment one player has won a
 *   majority (2 of 3, 3 of 5), so a game after that is refused, and so is a list that stops
 *   before anyone has won — unless a chess clock ran out (`timeLoss`), which ends the match
 *   whatever the games say (SWG:564-566). The games of a time loss are those finished before the
 *   clock ran out (none when it ran out in game 1); a new entry's time loss after the match was
 *   decided is refused like a game after it (`validateEntry`: "as soon as one player has won
 *   enough games … the match is over", SWG:411-412).
 * - Where the format allows draws, a best-of-N match no one can win any more is a drawn match
 *   (a drawn single game).
 * - A game may end "time" (a modified result, SWCCG) or "forfeit" (absence, SWG) only where the
 *   format has that rule; it still names its winner.
 *
 * Points: per game (FFG: each game win / draw / loss) or per match (SWG: win 3, loss 1). A
 * modified game or match scores the format's modified win / loss.
 */
import { RegulationError } from "../errors";
import type { Seat } from "../types";
import type { AnyMatchResult, GameResult, MatchFormat, MatchOutcome, MatchResult } from "./types";

const WINNERS: ReadonlySet<string> = new Set(["A", "B", "draw", "unplayed"]);

/** `field`: the request field the refusal is about (default `games`). */
function invalid(message: string, result: unknown, field: "games" | "timeLoss" = "games"): never {
  throw new RegulationError("INVALID_RESULT", message, { result, field });
}

export const isSplit = (r: AnyMatchResult): r is { intentionalSplit: true } => "intentionalSplit" in r && r.intentionalSplit === true;

/** Games one player must win to take the match (both-sides: none, the two games always count). */
export function gamesToWin(format: MatchFormat): number {
  return format.games.kind === "best-of" ? Math.ceil(format.games.count / 2) : 0;
}

/** Most games a match can have. */
export function maxGames(format: MatchFormat): number {
  return format.games.kind === "best-of" ? format.games.count : 2;
}

function wins(games: readonly GameResult[]): { A: number; B: number } {
  let A = 0;
  let B = 0;
  for (const g of games) {
    if (g === "A") A++;
    else if (g === "B") B++;
  }
  return { A, B };
}

/** The seat that has won the match with these games, or null while undecided (best of N). */
export function decidedBy(format: MatchFormat, games: readonly GameResult[]): Seat | null {
  const need = gamesToWin(format);
  if (need === 0) return null;
  const w = wins(games);
  return w.A >= need ? "A" : w.B >= need ? "B" : null;
}

/**
 * Best of N where draws are allowed: the match is over without a winner once no one can still win
 * the majority in the games left (a drawn single game; two drawn games of three). It is a drawn
 * match, scored the format's draw.
 */
export function drawnMatch(format: MatchFormat, games: readonly GameResult[]): boolean {
  if (!format.draws || format.games.kind !== "best-of" || decidedBy(format, games) !== null) return false;
  const left = format.games.count - games.length;
  const w = wins(games);
  return Math.max(w.A, w.B) + left < gamesToWin(format);
}

/** May another game be recorded after `games` (the form offers game n+1 only then)? */
export function nextGameAllowed(format: MatchFormat, games: readonly GameResult[]): boolean {
  return games.length < maxGames(format) && (format.games.kind === "both-sides" || (decidedBy(format, games) === null && !drawnMatch(format, games)));
}

/** Throws `INVALID_RESULT` unless `result` is a result this format can record. */
export function validateResult(format: MatchFormat, result: AnyMatchResult): void {
  if (isSplit(result)) {
    if (!format.intentionalSplit) invalid("This format has no intentional split: record the games.", result);
    return;
  }
  const games = (result as { games?: unknown }).games;
  const timeLoss = (result as MatchResult).timeLoss;
  if (Array.isArray(games) && games.length === 0 && timeLoss === undefined) invalid("Record at least one game.", result);
  if (!Array.isArray(games) || !games.every((g) => WINNERS.has(g as string))) {
    invalid('A result lists its games in order, each "A", "B"' + (format.draws ? ', "draw"' : "") + (format.games.kind === "both-sides" ? ' or "unplayed"' : "") + ".", result);
  }
  const list = games as GameResult[];
  const { endings } = result as MatchResult;
  if (timeLoss !== undefined) {
    if (format.clock.kind !== "chess") invalid("Only a chess clock can lose a match on time.", result, "timeLoss");
    if (timeLoss !== "A" && timeLoss !== "B") invalid('The player out of time is seat "A" or "B".', result, "timeLoss");
  }
  if (format.games.kind === "both-sides") {
    if (list.length !== 2) invalid('A Swiss result is two games, each "A", "B", "draw" or "unplayed", or an intentional split.', result);
    if (list[0] === "unplayed" && list[1] !== "unplayed") {
      invalid("Game 2 cannot have been played when game 1 was not: a game 1 that reached time is a draw.", result);
    }
  } else {
    const n = format.games.count;
    if (list.some((g) => g === "unplayed")) invalid("Record only the games that were played.", result);
    if (list.length > n) invalid(`A best-of-${n} match has at most ${n} games.`, result);
    for (let i = 1; i <= list.length; i++) {
      if (i < list.length && (decidedBy(format, list.slice(0, i)) !== null || drawnMatch(format, list.slice(0, i)))) {
        invalid(`The match was decided after game ${i}: game ${i + 1} cannot be recorded.`, result);
      }
    }
    if (timeLoss === undefined && decidedBy(format, list) === null && !drawnMatch(format, list)) {
      invalid(n === 1 ? (format.draws ? 'Record the game\'s winner, or "draw".' : "Record the game's winner.") : `Nobody has won ${gamesToWin(format)} games yet: record the next game.`, result);
    }
  }
  if (!format.draws && list.includes("draw")) invalid("Games in this format always have a winner: there are no draws.", result);
  if (endings !== undefined) {
    if (!Array.isArray(endings) || endings.length > list.length) invalid("Each ending belongs to a recorded game.", result);
    endings.forEach((e, i) => {
      if (e === null || e === undefined) return;
      if (e === "time" && !format.modifiedResults) invalid("This format has no modified results at time.", result);
      if (e === "forfeit" && format.absenceForfeitMinutes === null) invalid("This format has no forfeit for absence.", result);
      if (e !== "time" && e !== "forfeit") invalid('A game ends on "time" or by "forfeit".', result);
      if (list[i] !== "A" && list[i] !== "B") invalid(`Game ${i + 1} ended by ${e}: it needs its winner.`, result);
    });
  }
}

/**
 * Throws `INVALID_RESULT` unless `result` may be recorded now: `validateResult`, and no time loss
 * after the match was decided (SWG:411-412: the match was over; the clock no longer ran for it).
 * Results stored before this rule still read as they were recorded (`validateResult`), so an
 * event's history never stops loading; a judge corrects them.
 */
export function validateEntry(format: MatchFormat, result: AnyMatchResult): void {
  validateResult(format, result);
  if (isSplit(result) || format.games.kind !== "best-of") return;
  const { games, timeLoss } = result as MatchResult;
  const decided = decidedBy(format, games);
  if (timeLoss === undefined || decided === null) return;
  const n = format.games.count;
  invalid(
    `The match was over after game ${games.length} (seat ${decided} had won ${gamesToWin(format)}${n > 1 ? ` of ${n}` : ""}): a clock that ran out after that changes nothing. Leave timeLoss out, or record only the games finished before the clock ran out.`,
    result,
    "timeLoss",
  );
}

/** Winner, points and games of a result under `format` (validated first). */
export function matchOutcome(format: MatchFormat, result: AnyMatchResult): MatchOutcome {
  validateResult(format, result);
  const s = format.scoring;
  if (isSplit(result)) {
    // One game win each.
    const each = s.per === "game" ? s.win + s.loss : s.draw;
    return { winner: null, points: { A: each, B: each }, gamesWon: { A: 1, B: 1 }, drawn: 0 };
  }
  const r = result as MatchResult;
  const w = wins(r.games);
  const drawn = r.games.filter((g) => g === "draw").length;
  const modified = (i: number) => r.endings?.[i] === "time";
  let winner: Seat | null;
  if (r.timeLoss) winner = r.timeLoss === "A" ? "B" : "A";
  else if (format.games.kind === "best-of") winner = decidedBy(format, r.games);
  else winner = w.A > w.B ? "A" : w.B > w.A ? "B" : null;

  let A = 0;
  let B = 0;
  if (s.per === "game") {
    r.games.forEach((g, i) => {
      if (g === "draw") {
        A += s.draw;
        B += s.draw;
      } else if (g === "A" || g === "B") {
        const [win, loss] = modified(i) ? [s.modifiedWin, s.modifiedLoss] : [s.win, s.loss];
        A += g === "A" ? win : loss;
        B += g === "B" ? win : loss;
      }
    });
  } else if (winner === null) {
    A = B = s.draw;
  } else {
    // A match decided by a modified last game is a modified win / loss.
    const last = r.timeLoss ? false : modified(r.games.length - 1);
    const [win, loss] = last ? [s.modifiedWin, s.modifiedLoss] : [s.win, s.loss];
    A = winner === "A" ? win : loss;
    B = winner === "B" ? win : loss;
  }
  return { winner, points: { A, B }, gamesWon: w, drawn };
}
