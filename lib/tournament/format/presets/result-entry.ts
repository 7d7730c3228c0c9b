/**
 * How a preset family's results are entered, as a strategy: the family names its entry in its
 * traits (`resultEntry`), and services and pages ask the entry here instead of testing for FFG.
 * - `sides`: FFG's forms — two Swiss games with the dark side of game 1 marked; one elimination
 *   game naming its dark side, a timeout scored from its board; later elimination rounds' sides
 *   by the deck-choice rules.
 * - `games`: game by game under the stage's match format (best of N, chess clock, two games of a
 *   team round).
 */
import type { MatchFormat } from "../types";
import type { PresetTraits } from "./types";

/** The forms results are entered on: null is FFG's own form; a format, game by game under it. */
export interface EntryForms {
  swiss: MatchFormat | null;
  elimination: MatchFormat | null;
}

export interface ResultEntry {
  readonly kind: PresetTraits["resultEntry"];
  /** The forms for the event's stages' match formats. */
  forms(swiss: MatchFormat, elimination: MatchFormat | null): EntryForms;
  /** An elimination result of the other entry's shape: the field and the reason (a 400), or null. */
  eliminationRefusal(result: object): { field: string; reason: string } | null;
  /** Elimination rounds after the first take their sides from the deck-choice rules when opened. */
  readonly laterSidesByDeckChoice: boolean;
  /** A match slip's "best of N" (none: FFG's two games, one with each side). */
  slipBestOf(gamesPerMatch: number): number | undefined;
}

const SIDES: ResultEntry = {
  kind: "sides",
  forms: () => ({ swiss: null, elimination: null }),
  eliminationRefusal: (r) => ("games" in r ? { field: "darkSide", reason: "FFG elimination games name the dark side: send darkSide with result or timeout." } : null),
  laterSidesByDeckChoice: true,
  slipBestOf: () => undefined,
};

const GAMES: ResultEntry = {
  kind: "games",
  forms: (swiss, elimination) => ({ swiss, elimination }),
  eliminationRefusal: (r) => ("games" in r ? null : { field: "games", reason: "This format records each game of the match: send games." }),
  laterSidesByDeckChoice: false,
  slipBestOf: (count) => count,
};

const ENTRIES = { sides: SIDES, games: GAMES } as const satisfies Record<PresetTraits["resultEntry"], ResultEntry>;

/** The entry a family's traits name. */
export const resultEntryOf = (traits: Pick<PresetTraits, "resultEntry">): ResultEntry => ENTRIES[traits.resultEntry];
