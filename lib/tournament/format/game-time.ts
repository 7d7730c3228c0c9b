/**
 * When a game of a match has reached time, for a modified result (SWCCG: "modified wins /
 * losses will be awarded if the time is reached without a clear winner", 2v2:253).
 *
 * Decided here (the seed gives 2 hours per game and nothing on how a table's clock runs):
 * - A format whose round clock has `gameMinutes` plays its games one after the other on the
 *   round's clock, each in its own slot: game N (1-based) reaches time once N × gameMinutes of
 *   the table's clock have run (SWCCG 2-on-2: game 1 at 120 minutes, game 2 at 240). The table
 *   records nothing when game 2 starts: a game 1 that ends early leaves its time to game 2 (the
 *   round's end is the same for every table, so the judges run one clock for the room).
 * - A table's extension (a judge's extra minutes) moves every game's time by that much.
 * - The last game — and every game of a format without `gameMinutes` — reaches time when the
 *   table's clock has run out.
 * - A clock not started (idle) has reached nothing; a paused clock counts the time it ran.
 */
import { maxGames } from "./match";
import type { MatchFormat } from "./types";

/** The table's clock as `tableTimerState` reads it. */
export interface TableClock {
  readonly state: "idle" | "running" | "paused" | "ended";
  /** The table's length in seconds, its extension included. */
  readonly durationSeconds: number;
  readonly remainingSeconds: number;
  readonly extensionMinutes: number;
}

/** Seconds into the table's clock at which game `game` (1-based) reaches time; null: when the clock runs out. */
export function gameTimeAt(format: MatchFormat, game: number, extensionMinutes = 0): number | null {
  if (format.clock.kind !== "round" || !format.clock.gameMinutes) return null;
  if (game >= maxGames(format)) return null;
  return (game * format.clock.gameMinutes + extensionMinutes) * 60;
}

export type GameTime = { reached: true } | { reached: false; secondsLeft: number | null };

/** Has game `game` (1-based) reached time on this table's clock? `secondsLeft`: null when the clock has not started. */
export function gameReachedTime(format: MatchFormat, game: number, clock: TableClock): GameTime {
  if (clock.state === "ended") return { reached: true };
  if (clock.state === "idle") return { reached: false, secondsLeft: null };
  const at = gameTimeAt(format, game, clock.extensionMinutes);
  const ran = clock.durationSeconds - clock.remainingSeconds;
  if (at === null) return { reached: false, secondsLeft: clock.remainingSeconds };
  return ran >= at ? { reached: true } : { reached: false, secondsLeft: at - ran };
}
