/**
 * What the deck paste form shows for each game: how its lists mark what the validator reads, and
 * the answers a list may leave out (read by that game's validator as deck settings).
 */
export interface DeckPasteForm {
  /** The list's syntax, in one line. */
  hint: string;
  /** Settings the form asks for beside the list. */
  settings: readonly ("avatarArchetype" | "objective" | "sleeves")[];
}

const FORMS: Record<string, DeckPasteForm> = {
  "swg-tcg": {
    hint: "Mark the avatar and quests: “Avatar: 1 Jedi Guardian [Jedi]”, “1 Training Grounds [quest 2]”; archetype cards [Jedi], [Rebel], [Imperial], [Sith] (no mark = generic).",
    settings: ["avatarArchetype"],
  },
  "young-jedi": {
    hint: "Mark each card's dot colour: “5 Qui-Gon Jinn [red]”; a Wild Card with the colour it is placed in: “1 Qui-Gon Jinn: Jedi Protector [wild red]”; virtual cards [virtual] or their number (1-JC-42); objectives [objective].",
    settings: [],
  },
  swccg: {
    hint: "Mark your objective: “1 Hunt Down And Destroy The Jedi [objective]” (or name it below); locations [location].",
    settings: ["objective", "sleeves"],
  },
  "wotc-swtcg": { hint: "One card per line.", settings: [] },
};

const PLAIN: DeckPasteForm = { hint: "One card per line: “4 Card name”.", settings: [] };

export const deckPasteForm = (game: string): DeckPasteForm => FORMS[game] ?? PLAIN;
