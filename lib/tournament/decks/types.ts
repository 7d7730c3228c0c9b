/**
 * Deck lists of the games other than FFG's, as plain data: the cards a pasted list names (with the
 * attributes the validators need, written inline — see `parse.ts`), and the problems a validator
 * finds, each with a code, the line and card concerned, and a plain-language explanation (SWG's
 * validator: "You may click any red X for an explanation of the problem", SWG:515-522, 956-957).
 */

import type { GameId } from "../games";

/** SWG TCG avatar archetypes (SWG:1190-1196); a card without one is generic. */
export const ARCHETYPES = ["jedi", "rebel", "imperial", "sith"] as const;
export type Archetype = (typeof ARCHETYPES)[number];

/** Young Jedi deck-construction dot colours the parser recognises (the seeds name red and blue). */
export const DOT_COLOURS = ["red", "blue", "green", "yellow", "orange", "purple", "black", "white"] as const;
export type DotColour = (typeof DOT_COLOURS)[number];

/** Young Jedi expansions (YJ:59-73): the set codes a card number such as "1-JC-42" may name. */
export const YOUNG_JEDI_SETS = {
  DM: "Menace of Darth Maul",
  JC: "Jedi Council",
  BN: "Battle of Naboo",
  DF: "Duel of the Fates",
  RF: "Reflections",
  BP: "Boonta Eve Podrace",
} as const;

/** A card number as the Young Jedi virtual cards print it: "1-JC-42" = virtual set 1, Jedi Council card 42. */
export interface CardNumber {
  readonly text: string;
  readonly virtualSet: number;
  readonly set: string;
  readonly number: number;
}

export interface CardAttributes {
  /** avatar, quest, unit, ability, item, tactic (SWG); objective, location, character, … */
  readonly type?: string;
  /** SWG archetype; absent = generic. */
  readonly archetype?: Archetype;
  /** SWG quest level. */
  readonly level?: number;
  /** Young Jedi deck-construction dot (for a Wild Card, the colour it is assigned to). */
  readonly dot?: DotColour;
  /** Young Jedi Wild Card. */
  readonly wild?: boolean;
  /** Young Jedi virtual card. */
  readonly virtual?: boolean;
  readonly cardNumber?: CardNumber;
}

export interface DeckCard {
  /** 1-based line of the pasted list. */
  readonly line: number;
  readonly quantity: number;
  /** The card as written, without quantity, attributes and trailing set code. */
  readonly name: string;
  /** The section header the card was listed under ("avatar", "quests", "deck", …), lower case. */
  readonly section?: string;
  readonly attributes?: CardAttributes;
}

export interface LineError {
  readonly line: number;
  readonly text: string;
  readonly message: string;
}

export interface ParsedDeck {
  readonly cards: readonly DeckCard[];
  readonly errors: readonly LineError[];
}

export interface DeckProblem {
  /** Stable, e.g. "swg.avatar-count", "yj.title-per-dot", "list.unreadable-line". */
  readonly code: string;
  /** A problem makes the deck invalid; a warning is for the player and the judges to know. */
  readonly severity: "problem" | "warning";
  /** The line of the list concerned, when one is. */
  readonly line?: number;
  /** The card (or title) concerned, when one is. */
  readonly card?: string;
  /** One short sentence: what is wrong. */
  readonly message: string;
  /** Plain language: the rule, where it comes from, and how to fix the list. */
  readonly explanation: string;
}

/** The games whose decks are checked here (FFG's objective sets have their own deck lists). */
export type DeckGame = Exclude<GameId, "ffg-swtcg">;

/**
 * The event's deck rules: what the game fixes and what the organizer sets where the seeds leave a
 * number open. `deckSize`: Young Jedi and SWCCG exact size (default 60); WotC minimum (no check
 * when null). `sealed`: a limited event (Young Jedi: no virtual cards, no "Uh-Oh!").
 */
export interface DeckRules {
  readonly game: DeckGame;
  readonly sealed: boolean;
  readonly deckSize: number | null;
}

/** Answers the player gives in the form rather than in the list. */
export interface DeckAnswers {
  /** SWG: the avatar's archetype when the avatar line does not say it. */
  readonly avatarArchetype?: Archetype;
  /** SWCCG: the deck's objective when the list does not mark one `[objective]`. */
  readonly objective?: string;
  /** SWCCG teams: the sleeves (colour/pattern) the player uses. */
  readonly sleeves?: string;
}
