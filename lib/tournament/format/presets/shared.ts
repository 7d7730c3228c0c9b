/** What the families share: game names, "best of" counts, the no-points table of brackets. */
import type { MatchFormat, Scoring } from "../types";

/** The games' ids and names are declared in lib/tournament/games.ts. */
export { GAME_IDS, GAME_NAMES } from "../../games";

export const NO_POINTS: Scoring = { per: "match", win: 0, draw: 0, loss: 0, modifiedWin: 0, modifiedLoss: 0, bye: 0, byeCounts: "when-paired" };

export const BEST_OF = { single: 1, bo3: 3, bo5: 5 } as const;

/** The same format playing for the bracket only (no points). */
export const eliminationOf = (format: MatchFormat): MatchFormat => ({ ...format, draws: false, intentionalSplit: false, scoring: NO_POINTS });

/**
 * Swiss rounds when the organizer does not set them: "the proper number of rounds" leaves a
 * single undefeated player (SWG:390-392), ⌈log2 players⌉, at least one.
 */
export function properSwissRounds(players: number): number {
  return Math.max(1, Math.ceil(Math.log2(Math.max(players, 1))));
}
