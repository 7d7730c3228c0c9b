/**
 * An elimination game that reaches time (regulations § End of Double Elimination Rounds;
 * regulation spec "Elimination game that reaches time").
 *
 * The judge enters the board state at the end of the light side player's turn; the app
 * computes the winner:
 * - LS player: 40 per objective in the LS victory pile + 1 per damage on DS objectives.
 * - DS player: dial 0–3 → 0, 4–7 → 40, 8–11 → 80; + 1 per damage on LS objectives.
 * - Whoever holds the Balance of the Force: +0.5 (exactly one player holds it, so no tie).
 * - Example: Tim (LS) 2 objectives + 7 damage = 87; Kat (DS) dial 10 + 4 damage + Balance
 *   = 84.5; Tim wins.
 *
 * Decided here (input checks; the regulations give the formula only):
 * - Every count is a whole number ≥ 0.
 * - LS victory pile: 0–2 objectives. Three destroyed objectives is a light side victory,
 *   so the game did not reach time (`TIMEOUT_NOT_A_DRAW`).
 * - Death Star dial: 0–11. A dial at 12 is a dark side victory (`TIMEOUT_NOT_A_DRAW`).
 * - Damage on either side's objectives: at most 39 in total. Damage counts what sits on
 *   objectives still in play, and three objectives never hold 40 damage; a larger number
 *   is a typing mistake (it would outweigh a destroyed objective).
 * - The Balance of the Force is held by "ls" or "ds" — never both, never neither.
 */
import { RegulationError } from "../errors";
import type { Seat, Side } from "../types";

export interface TimedOutGameBoard {
  /** DS objectives in the LS player's victory pile. */
  readonly lsVictoryPileObjectives: number;
  /** Damage on the DS player's objectives in play. */
  readonly damageOnDsObjectives: number;
  /** Death Star dial, 0–11. */
  readonly deathStarDial: number;
  /** Damage on the LS player's objectives in play. */
  readonly damageOnLsObjectives: number;
  /** Who holds the Balance of the Force. */
  readonly balanceOfTheForce: "ls" | "ds";
}

export interface TimedOutGameScore {
  readonly ls: number;
  readonly ds: number;
  /** The side that wins the game. */
  readonly winner: Side;
}

export const TIMEOUT_POINTS_PER_OBJECTIVE = 40;
export const TIMEOUT_BALANCE_POINTS = 0.5;
export const TIMEOUT_MAX_DAMAGE = 39;

/** DS points for the dial: 0–3 → 0, 4–7 → 40, 8–11 → 80. */
export function deathStarDialPoints(dial: number): number {
  return dial >= 8 ? 80 : dial >= 4 ? 40 : 0;
}

function check(name: keyof TimedOutGameBoard, value: unknown, max: number, overCode: string, overMessage: string): void {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new RegulationError("TIMEOUT_INVALID_BOARD", `${name} must be a whole number of 0 or more.`, { field: name, value });
  }
  if (value > max) throw new RegulationError(overCode, overMessage, { field: name, value, max });
}

/** Scores a timed-out elimination game. Throws `RegulationError` on an impossible board. */
export function scoreTimedOutGame(board: TimedOutGameBoard): TimedOutGameScore {
  check(
    "lsVictoryPileObjectives",
    board.lsVictoryPileObjectives,
    2,
    "TIMEOUT_NOT_A_DRAW",
    "Three destroyed objectives is a light side victory, not a game decided on time.",
  );
  check(
    "deathStarDial",
    board.deathStarDial,
    11,
    "TIMEOUT_NOT_A_DRAW",
    "A Death Star dial at 12 is a dark side victory, not a game decided on time.",
  );
  check(
    "damageOnDsObjectives",
    board.damageOnDsObjectives,
    TIMEOUT_MAX_DAMAGE,
    "TIMEOUT_INVALID_BOARD",
    `Damage on the dark side objectives cannot exceed ${TIMEOUT_MAX_DAMAGE}.`,
  );
  check(
    "damageOnLsObjectives",
    board.damageOnLsObjectives,
    TIMEOUT_MAX_DAMAGE,
    "TIMEOUT_INVALID_BOARD",
    `Damage on the light side objectives cannot exceed ${TIMEOUT_MAX_DAMAGE}.`,
  );
  if (board.balanceOfTheForce !== "ls" && board.balanceOfTheForce !== "ds") {
    throw new RegulationError("TIMEOUT_INVALID_BOARD", 'The Balance of the Force is held by "ls" or "ds".', {
      field: "balanceOfTheForce",
      value: board.balanceOfTheForce,
    });
  }
  const ls =
    TIMEOUT_POINTS_PER_OBJECTIVE * board.lsVictoryPileObjectives +
    board.damageOnDsObjectives +
    (board.balanceOfTheForce === "ls" ? TIMEOUT_BALANCE_POINTS : 0);
  const ds =
    deathStarDialPoints(board.deathStarDial) +
    board.damageOnLsObjectives +
    (board.balanceOfTheForce === "ds" ? TIMEOUT_BALANCE_POINTS : 0);
  return { ls, ds, winner: ls > ds ? "light" : "dark" };
}

/** The winner's seat of a timed-out game, given the seat that played dark side. */
export function timedOutGameWinnerSeat(board: TimedOutGameBoard, darkSide: Seat): Seat {
  if (darkSide !== "A" && darkSide !== "B") {
    throw new RegulationError("TIMEOUT_INVALID_BOARD", "The dark side is seat A or B.", { darkSide });
  }
  const { winner } = scoreTimedOutGame(board);
  return winner === "dark" ? darkSide : darkSide === "A" ? "B" : "A";
}
