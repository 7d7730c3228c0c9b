/**
 * One entry point for every game's deck rules: the event's rules (game, sealed, the open
 * numbers with their defaults), a pasted list in, the cards and the problems out. FFG SW:TCG is
 * not here: its objective-set deck lists keep their own form and rules (lib/schemas/decklist.ts).
 */
import { parseDeckList } from "./parse";
import { validateSwccgDeck, SWCCG_DECK_SIZE } from "./swccg";
import { validateSwgDeck, SWG_MAX_COPIES, SWG_MIN_DECK } from "./swg";
import type { DeckAnswers, DeckCard, DeckGame, DeckProblem, DeckRules, ParsedDeck } from "./types";
import { validateWotcDeck, WOTC_NO_CHECKS } from "./wotc";
import { validateYoungJediDeck, YJ_DEFAULT_DECK_SIZE, YJ_MAX_PER_DOT } from "./young-jedi";

const DECK_GAMES: readonly string[] = ["swg-tcg", "young-jedi", "swccg", "wotc-swtcg"];

/** The game's deck rules are checked here (every game but FFG's). */
export const isDeckGame = (game: string): game is DeckGame => DECK_GAMES.includes(game);

/** The event's deck rules from its game, its deck kind and the organizer's deck size (if any). */
export function deckRulesFor(game: DeckGame, o: { deckKind?: "constructed" | "limited"; deckSize?: number | null } = {}): DeckRules {
  const sealed = o.deckKind === "limited";
  // SWG's numbers are the rulebook's, not a setting.
  const deckSize = game === "swg-tcg" ? null : (o.deckSize ?? null);
  return { game, sealed, deckSize };
}

/** The rules in words, with each open number's value and whether it is the default (for the forms). */
export function deckRulesText(rules: DeckRules): string[] {
  switch (rules.game) {
    case "swg-tcg":
      return [
        "One avatar, with its archetype (Jedi, Rebel, Imperial or Sith).",
        "Four quests: one each of levels 2, 4, 5 and 6.",
        `At least ${SWG_MIN_DECK} other cards, at most ${SWG_MAX_COPIES} copies of a title; no avatar or quest in the deck.`,
        "Cards with an archetype must match the avatar's; generic cards are always allowed.",
        ...(rules.sealed ? ["Sealed: build from your pool; the deck must meet the constructed rules."] : []),
      ];
    case "young-jedi":
      return [
        `Deck size: ${rules.deckSize ?? YJ_DEFAULT_DECK_SIZE} cards${rules.deckSize === null ? " (the default — the rules in the seeds do not give one; the organizer can change it)" : " (this event's setting)"}.`,
        `At most ${YJ_MAX_PER_DOT} cards of one title per deck-construction dot, Wild Cards included; subtitles ignored.`,
        "Virtual objectives: one per deck.",
        ...(rules.sealed ? ["Sealed: no virtual cards, no “Uh-Oh!”."] : []),
      ];
    case "swccg":
      return [`Deck size: ${rules.deckSize ?? SWCCG_DECK_SIZE} cards${rules.deckSize === null || rules.deckSize === SWCCG_DECK_SIZE ? "" : " (this event's setting)"}.`, "Teams: teammates play different objectives and different sleeves."];
    case "wotc-swtcg":
      return rules.deckSize === null ? [WOTC_NO_CHECKS] : [`At least ${rules.deckSize} cards (this event's setting). No other automatic checks: the seeds give no deck rules for this game.`];
  }
}

/** Lines the parser could not read, as problems. */
export function listProblems(parsed: ParsedDeck): DeckProblem[] {
  return parsed.errors.map((e) => ({
    code: "list.unreadable-line",
    severity: "problem",
    line: e.line,
    card: e.text.length > 80 ? `${e.text.slice(0, 77)}…` : e.text,
    message: `Line ${e.line} could not be read.`,
    explanation: e.message,
  }));
}

/** The problems of a deck under the event's rules (parsed cards, no parse errors). */
export function validateCards(rules: DeckRules, cards: readonly DeckCard[], answers: DeckAnswers = {}): DeckProblem[] {
  switch (rules.game) {
    case "swg-tcg":
      return validateSwgDeck(cards, answers);
    case "young-jedi":
      return validateYoungJediDeck(cards, rules);
    case "swccg":
      return validateSwccgDeck(cards, rules);
    case "wotc-swtcg":
      return validateWotcDeck(cards, rules);
  }
}

export interface CheckedDeck {
  readonly cards: readonly DeckCard[];
  readonly problems: readonly DeckProblem[];
  /** No problem (warnings allowed). */
  readonly valid: boolean;
}

export const isValid = (problems: readonly DeckProblem[]) => problems.every((p) => p.severity !== "problem");

/** A pasted list read and checked: unreadable lines first, then the rules' problems. */
export function validateDeckList(rules: DeckRules, text: string, answers: DeckAnswers = {}): CheckedDeck {
  const parsed = parseDeckList(text);
  const problems = [...listProblems(parsed), ...validateCards(rules, parsed.cards, answers)];
  return { cards: parsed.cards, problems, valid: isValid(problems) };
}
