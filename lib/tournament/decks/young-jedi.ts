/**
 * Young Jedi deck construction (Virtual Card Set #1 v1.1 rules updates, YJ:39-73):
 * - At most 5 cards with any one title in any one deck-construction dot, Wild Cards included;
 *   subtitles ("Qui-Gon Jinn: Jedi Protector") are ignored, so titles count before the colon.
 *   A Wild Card counts for the dot it is placed in ([wild red]).
 * - New virtual objectives are limited to one per deck (the objective, not the title).
 * - Virtual cards share their titles and count against the dot limit; they are numbered like
 *   "1-JC-42" (virtual set 1, Jedi Council card 42) with the sets DM, JC, BN, DF, RF, BP.
 * - Sealed: no virtual cards, and "Uh-Oh!" cannot be used.
 * Not given by the seeds, decided here: the deck size is the event's setting (default 60);
 * cards with no dot marked are counted together in one group, so a title still has at most 5
 * of them.
 */
import { titleKey } from "./parse";
import { YOUNG_JEDI_SETS, type DeckCard, type DeckProblem, type DeckRules } from "./types";

export const YJ_MAX_PER_DOT = 5;
export const YJ_DEFAULT_DECK_SIZE = 60;
const SOURCE = "Young Jedi Virtual Card Set #1 rules updates";

const problem = (code: string, message: string, explanation: string, at?: DeckCard): DeckProblem => ({
  code: `yj.${code}`,
  severity: "problem",
  ...(at ? { line: at.line, card: at.name } : {}),
  message,
  explanation,
});

/** "Qui-Gon Jinn: Jedi Protector" → "qui-gon jinn": subtitles are ignored for deck construction. */
export const youngJediTitle = (name: string) => titleKey(name.split(":")[0]!);

export function validateYoungJediDeck(cards: readonly DeckCard[], rules: Pick<DeckRules, "sealed" | "deckSize">): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const size = rules.deckSize ?? YJ_DEFAULT_DECK_SIZE;
  const total = cards.reduce((n, c) => n + c.quantity, 0);
  if (total !== size) {
    problems.push(
      problem(
        "deck-size",
        `${total} cards; this event's decks have ${size}.`,
        `The Young Jedi rules in the seeds do not give a deck size, so the event sets it (${size}${rules.deckSize === null ? ", the default" : ""}). ${total < size ? `Add ${size - total}.` : `Remove ${total - size}.`}`,
      ),
    );
  }

  for (const c of cards) {
    const n = c.attributes?.cardNumber;
    if (n && !Object.hasOwn(YOUNG_JEDI_SETS, n.set)) {
      problems.push(
        problem(
          "unknown-set",
          `Unknown set “${n.set}” in card number ${n.text}.`,
          `Card numbers name the expansion by its code: DM (Menace of Darth Maul), JC (Jedi Council), BN (Battle of Naboo), DF (Duel of the Fates), RF (Reflections), BP (Boonta Eve Podrace) (${SOURCE}). Check the number.`,
          c,
        ),
      );
    }
    if (c.attributes?.wild && !c.attributes.dot) {
      problems.push(
        problem(
          "wild-colour",
          `The Wild Card “${c.name}” has no dot colour.`,
          `A Wild Card counts against the title limit of the deck-construction colour you place it in (${SOURCE}, Deck Construction). Say which, e.g. “1 ${c.name} [wild red]”.`,
          c,
        ),
      );
    }
  }

  // At most 5 of a title per dot, Wild Cards included.
  const groups = new Map<string, { count: number; wild: number; first: DeckCard; dot: string | undefined }>();
  for (const c of cards) {
    if (c.attributes?.wild && !c.attributes.dot) continue; // reported above
    const dot = c.attributes?.dot;
    const key = `${dot ?? ""}|${youngJediTitle(c.name)}`;
    const g = groups.get(key) ?? { count: 0, wild: 0, first: c, dot };
    g.count += c.quantity;
    if (c.attributes?.wild) g.wild += c.quantity;
    groups.set(key, g);
  }
  for (const g of groups.values()) {
    if (g.count <= YJ_MAX_PER_DOT) continue;
    const where = g.dot ? `the ${g.dot} dot` : "cards with no dot marked";
    const title = g.first.name.split(":")[0]!.trim();
    problems.push(
      problem(
        "title-per-dot",
        `${g.count} “${title}” cards in ${where}; at most ${YJ_MAX_PER_DOT}.`,
        `“You may not have more than 5 cards with any one card title in any one deck construction dot, including Wild Cards. Subtitles are ignored” (${SOURCE}).${g.wild > 0 ? ` ${g.wild} of them ${g.wild === 1 ? "is a Wild Card" : "are Wild Cards"} placed in this colour, and ${g.wild === 1 ? "it counts" : "they count"} too.` : ""}${g.dot ? "" : " Mark each card's dot ([red], [blue], …) if they are in different colours."} Remove ${g.count - YJ_MAX_PER_DOT}.`,
        g.first,
      ),
    );
  }

  const virtualObjectives = cards.filter((c) => c.attributes?.virtual && c.attributes.type === "objective");
  const vo = virtualObjectives.reduce((n, c) => n + c.quantity, 0);
  if (vo > 1) {
    problems.push(
      problem(
        "virtual-objectives",
        `${vo} virtual objectives; one per deck.`,
        `“These new objectives are limited to one per deck. This only means that the objective is limited, not the card title” (${SOURCE}, Virtual Objectives). Keep one.`,
        virtualObjectives[0],
      ),
    );
  }

  if (rules.sealed) {
    for (const c of cards) {
      if (c.attributes?.virtual) {
        problems.push(problem("virtual-in-sealed", `“${c.name}” is a virtual card; sealed decks have none.`, `“Virtual Cards are not used in sealed deck” (${SOURCE}, Virtual Cards). Remove it.`, c));
      }
      if (/^uh-oh!?$/.test(titleKey(c.name))) {
        problems.push(problem("uh-oh-in-sealed", "“Uh-Oh!” cannot be used in sealed deck.", `“Uh-Oh! is not to be used in sealed deck. If it is received in a limited environment, it cannot be used” (${SOURCE}, Rulings). Remove it.`, c));
      }
    }
  }
  return problems;
}
