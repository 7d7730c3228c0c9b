/**
 * Deck lists (regulations § Deck Building, § Deck Lists): one light side and one dark side deck,
 * each one affiliation card and at least ten objective sets. An objective set is written by its
 * name, optionally with its set number, e.g. "The Hunt for Han Solo" or "The Hunt for Han Solo
 * (#86)"; a card that shares a name carries its product in parentheses.
 */
import { z } from "zod";
import { cleanText } from "./common";
import { apiRegistry } from "./registry";

export const MIN_OBJECTIVE_SETS = 10;
export const MAX_OBJECTIVE_SETS = 60;

/** Affiliation cards of the game, offered as suggestions; any text is accepted. */
export const AFFILIATIONS = {
  light: ["Jedi", "Rebel Alliance", "Smugglers and Spies"],
  dark: ["Sith", "Imperial Navy", "Scum and Villainy"],
} as const;

const side = (label: string) =>
  z.object(
    {
      affiliation: cleanText(1, 120, `${label} affiliation`),
      objectiveSets: z
        .array(cleanText(1, 120, "Objective set name"), { error: `${label} objective sets must be a list of names.` })
        .min(MIN_OBJECTIVE_SETS, { error: `The ${label.toLowerCase()} deck needs at least ${MIN_OBJECTIVE_SETS} objective sets.` })
        .max(MAX_OBJECTIVE_SETS, { error: `The ${label.toLowerCase()} deck can list at most ${MAX_OBJECTIVE_SETS} objective sets.` }),
    },
    { error: `The ${label.toLowerCase()} deck is required: {affiliation, objectiveSets}.` },
  );

export const Deck = z
  .object({ affiliation: z.string(), objectiveSets: z.array(z.string()) })
  .register(apiRegistry, { id: "Deck", description: "One affiliation card and at least ten objective sets." });
export type Deck = z.infer<typeof Deck>;

export const DeckListsInput = z
  .object({ light: side("Light side"), dark: side("Dark side") }, { error: "Send {light, dark}." })
  .register(apiRegistry, { id: "DeckListsInput" });
export type DeckListsInput = z.infer<typeof DeckListsInput>;

export const PlayerDeckLists = z
  .object({
    playerId: z.string(),
    name: z.string(),
    deckLists: z.object({ light: Deck, dark: Deck }).nullable(),
    locked: z.boolean().describe("Round 1 has been paired: only the organizer or a judge can correct them, and each correction is logged."),
  })
  .register(apiRegistry, { id: "PlayerDeckLists" });
export type PlayerDeckLists = z.infer<typeof PlayerDeckLists>;
