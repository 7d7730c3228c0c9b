/**
 * Wizards of the Coast Star Wars TCG. The only seed is the July 2002 errata and rulings update:
 * "There are currently no new errata" (WotC:13), so nothing there changes deck legality and the
 * seeds give no deck rules. No automatic checks, unless the organizer sets a minimum deck size
 * for the event.
 */
import type { DeckCard, DeckProblem, DeckRules } from "./types";

export const WOTC_NO_CHECKS =
  "No automatic checks: the seeds give no deck rules for this game (the July 2002 errata changes no card's legality). The head judge checks decks by hand.";

export function validateWotcDeck(cards: readonly DeckCard[], rules: Pick<DeckRules, "deckSize">): DeckProblem[] {
  if (rules.deckSize === null) return [];
  const total = cards.reduce((n, c) => n + c.quantity, 0);
  if (total >= rules.deckSize) return [];
  return [
    {
      code: "wotc.deck-size",
      severity: "problem",
      message: `${total} cards; this event asks for at least ${rules.deckSize}.`,
      explanation: `The seeds give no deck size for this game; the organizer set a minimum of ${rules.deckSize} for this event. Add ${rules.deckSize - total}.`,
    },
  ];
}
