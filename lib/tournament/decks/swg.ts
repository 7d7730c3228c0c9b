/**
 * Star Wars Galaxies TCG deck building (SWG:1767-1781; archetypes SWG:1190-1196):
 * - Avatar: exactly one avatar card; it has an archetype (Jedi, Rebel, Imperial, Sith).
 * - Quest pile: four quests, one of each level 2, 4, 5 and 6; an archetype quest must match.
 * - Deck: at least 50 cards (no maximum), at most four copies of a card title, no avatar or
 *   quest cards, and a card with an archetype must match the avatar's ("Generic cards are
 *   usable by all avatars").
 * Decided here: a card without an archetype attribute is generic; an avatar or quest listed in
 * a deck section ("Deck:", "Units:", …) is "in the deck"; elsewhere it is the avatar or a quest.
 */
import { titleKey } from "./parse";
import type { Archetype, DeckAnswers, DeckCard, DeckProblem } from "./types";

export const SWG_MIN_DECK = 50;
export const SWG_MAX_COPIES = 4;
export const SWG_QUEST_LEVELS = [2, 4, 5, 6] as const;

const DECK_SECTIONS = new Set(["deck", "main deck", "main", "play deck", "cards", "unit", "units", "ability", "abilities", "item", "items", "tactic", "tactics"]);
const ARCHETYPE_NAME: Record<Archetype, string> = { jedi: "Jedi", rebel: "Rebel", imperial: "Imperial", sith: "Sith" };
const SOURCE = "Star Wars Galaxies TCG rulebook, Deck Building";

const problem = (code: string, message: string, explanation: string, at?: DeckCard): DeckProblem => ({
  code: `swg.${code}`,
  severity: "problem",
  ...(at ? { line: at.line, card: at.name } : {}),
  message,
  explanation,
});

export function validateSwgDeck(cards: readonly DeckCard[], answers: DeckAnswers = {}): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const typeOf = (c: DeckCard) => c.attributes?.type;
  const inDeckSection = (c: DeckCard) => c.section !== undefined && DECK_SECTIONS.has(c.section);

  // Avatar and quests listed inside the deck.
  for (const c of cards) {
    if ((typeOf(c) === "avatar" || typeOf(c) === "quest") && inDeckSection(c)) {
      const what = typeOf(c) === "avatar" ? "An avatar" : "A quest";
      problems.push(
        problem(
          `${typeOf(c)}-in-deck`,
          `${what} card is listed in the deck.`,
          `“Your deck can't contain any avatar or quest cards” (${SOURCE}). The avatar and the four quests are chosen apart from the deck: list them under “Avatar:” and “Quests:”, or remove this card from the deck.`,
          c,
        ),
      );
    }
  }
  const avatars = cards.filter((c) => typeOf(c) === "avatar" && !inDeckSection(c));
  const quests = cards.filter((c) => typeOf(c) === "quest" && !inDeckSection(c));
  const deck = cards.filter((c) => typeOf(c) !== "avatar" && typeOf(c) !== "quest");

  // Exactly one avatar, with an archetype.
  const avatarCount = avatars.reduce((n, c) => n + c.quantity, 0);
  let archetype: Archetype | undefined;
  if (avatarCount === 0) {
    problems.push(
      problem(
        "avatar-count",
        "No avatar.",
        `“Choose one avatar card” (${SOURCE}). Add your avatar with its archetype, e.g. “Avatar: 1 Jedi Guardian [Jedi]” or “1 Jedi Guardian [avatar, Jedi]”.`,
      ),
    );
  } else if (avatarCount > 1) {
    problems.push(
      problem(
        "avatar-count",
        `${avatarCount} avatars; exactly one is allowed.`,
        `“Choose one avatar card” (${SOURCE}). Keep one avatar and remove the others (a quantity above 1 counts as several avatars).`,
        avatars[1] ?? avatars[0],
      ),
    );
  } else {
    const avatar = avatars[0]!;
    archetype = avatar.attributes?.archetype ?? answers.avatarArchetype;
    if (!archetype) {
      problems.push(
        problem(
          "avatar-archetype",
          "The avatar's archetype is not given.",
          `“Each avatar has an archetype” — Jedi, Rebel, Imperial or Sith (${SOURCE}; SWG Archetypes). It decides which cards your deck may hold. Write it on the avatar's line, e.g. “1 ${avatar.name} [avatar, Jedi]”, or choose it in the form.`,
          avatar,
        ),
      );
    }
  }

  // Four quests, one of each level 2, 4, 5, 6.
  const questCount = quests.reduce((n, c) => n + c.quantity, 0);
  const byLevel = new Map<number, number>();
  for (const q of quests) {
    const level = q.attributes?.level;
    if (level === undefined) {
      problems.push(problem("quest-level", "A quest without its level.", `Quests are chosen by level: one each of 2, 4, 5 and 6 (${SOURCE}). Write the level on the line, e.g. “1 ${q.name} [quest 4]”.`, q));
      continue;
    }
    if (!(SWG_QUEST_LEVELS as readonly number[]).includes(level)) {
      problems.push(problem("quest-level", `A level ${level} quest; the quest pile takes levels 2, 4, 5 and 6.`, `“Choose four quest cards, one of each level (2, 4, 5, and 6)” (${SOURCE}). A quest of level ${level} cannot be in the quest pile.`, q));
    }
    byLevel.set(level, (byLevel.get(level) ?? 0) + q.quantity);
  }
  if (questCount !== 4) {
    problems.push(
      problem(
        "quest-count",
        `${questCount} ${questCount === 1 ? "quest" : "quests"}; the quest pile has exactly four.`,
        `“Choose four quest cards, one of each level (2, 4, 5, and 6)” (${SOURCE}). List them under “Quests:” or mark each [quest N].`,
      ),
    );
  }
  for (const level of SWG_QUEST_LEVELS) {
    const n = byLevel.get(level) ?? 0;
    if (n === 0 && questCount > 0) problems.push(problem("quest-level-missing", `No level ${level} quest.`, `The quest pile needs one quest of each level 2, 4, 5 and 6 (${SOURCE}); level ${level} is missing.`));
    if (n > 1) {
      const at = quests.find((q) => q.attributes?.level === level);
      problems.push(problem("quest-level-repeated", `${n} level ${level} quests; one is allowed.`, `The quest pile holds one quest of each level 2, 4, 5 and 6 (${SOURCE}). Keep one level ${level} quest.`, at));
    }
  }

  // The deck: size, copies, archetypes.
  const deckCount = deck.reduce((n, c) => n + c.quantity, 0);
  if (deckCount < SWG_MIN_DECK) {
    problems.push(
      problem(
        "deck-size",
        `${deckCount} cards in the deck; at least ${SWG_MIN_DECK} are needed.`,
        `“Your deck must have at least 50 cards (there is no maximum size)” (${SOURCE}). The avatar and the quests do not count: add ${SWG_MIN_DECK - deckCount} more.`,
      ),
    );
  }
  const copies = new Map<string, { count: number; first: DeckCard }>();
  for (const c of deck) {
    const key = titleKey(c.name);
    const seen = copies.get(key);
    if (seen) seen.count += c.quantity;
    else copies.set(key, { count: c.quantity, first: c });
  }
  for (const { count, first } of copies.values()) {
    if (count > SWG_MAX_COPIES) {
      problems.push(
        problem(
          "copies",
          `${count} copies of “${first.name}”; at most ${SWG_MAX_COPIES}.`,
          `“You can't have more than four copies of a single card title in your deck” (${SOURCE}). Lines of the same title add up. Remove ${count - SWG_MAX_COPIES}.`,
          first,
        ),
      );
    }
  }
  if (archetype) {
    for (const c of [...quests, ...deck]) {
      const own = c.attributes?.archetype;
      if (own && own !== archetype) {
        problems.push(
          problem(
            "archetype",
            `“${c.name}” is ${ARCHETYPE_NAME[own]}; your avatar is ${ARCHETYPE_NAME[archetype]}.`,
            `“You can't include cards in your quest pile or deck that have an archetype unless they match the archetype of your avatar. (Generic cards don't have an archetype.)” (${SOURCE}). Replace it with a ${ARCHETYPE_NAME[archetype]} or a generic card.`,
            c,
          ),
        );
      }
    }
  }
  return problems;
}
