/**
 * `generic-swiss`, `generic-single-elimination`: the other seed games (SWCCG, Young Jedi, WotC
 * SW TCG) with organizer-set points; SWCCG's 2-hour games allow modified results at time.
 *
 * Decided here (the seeds are silent): 3/1/0 per match with a bye worth a win, one 50-minute game
 * (SWCCG: 120 minutes with modified results, 2v2:3, 253).
 */
import type { MatchFormat } from "../types";
import { BEST_OF, eliminationOf, GAME_NAMES } from "./shared";
import type { DeckKind, GameChoice, GenericGame, MatchStyle, Points, PresetFamily } from "./types";

export interface GenericOptions {
  readonly game: GenericGame;
  readonly style?: MatchStyle;
  readonly points?: Points;
  readonly draws?: boolean;
  readonly modifiedResults?: boolean;
  readonly gameMinutes?: number;
  /** Limited decks may change between rounds (Young Jedi sealed); constructed ones are locked. */
  readonly deckKind?: DeckKind;
}

export function genericFormat(o: GenericOptions): MatchFormat {
  const swccg = o.game === "swccg";
  const p = o.points ?? { win: 3, draw: 1, loss: 0, modifiedWin: swccg ? 2 : 3, modifiedLoss: swccg ? 1 : 0, bye: 3 };
  const count = BEST_OF[o.style ?? "single"];
  return {
    games: { kind: "best-of", count },
    draws: o.draws ?? false,
    intentionalSplit: false,
    modifiedResults: o.modifiedResults ?? swccg,
    scoring: { per: "match", ...p, byeCounts: "when-paired" },
    clock: { kind: "round", minutes: (o.gameMinutes ?? (swccg ? 120 : 50)) * count },
    absenceForfeitMinutes: null,
    tiebreakers: ["sos", "esos"],
    lateEntry: true,
    deckChanges: o.deckKind === "limited" ? "between-rounds" : "locked",
  };
}

/** The games of the generic presets as the new-event form offers them (first: the default). */
export const GENERIC_GAME_CHOICES: readonly GameChoice[] = [
  { value: "swccg", label: "Star Wars CCG (Decipher)", gameMinutesHint: "SWCCG: 120", deckSize: null, modifiedResults: true },
  {
    value: "young-jedi",
    label: "Young Jedi CCG",
    gameMinutesHint: "Default 50",
    deckSize: { label: "Deck size", hint: "Default 60: the Young Jedi rules do not give one.", placeholder: "60" },
    modifiedResults: false,
  },
  {
    value: "wotc-swtcg",
    label: "Star Wars TCG (Wizards of the Coast)",
    gameMinutesHint: "Default 50",
    deckSize: { label: "Minimum deck size (optional)", hint: "Empty: no automatic deck checks (the seeds give no deck rules).", placeholder: "" },
    modifiedResults: false,
  },
];

const DEFAULT_GAME: GenericGame = "swccg";

export const GENERIC_PRESETS = {
  ids: ["generic-swiss", "generic-single-elimination"],
  games: ["swccg", "young-jedi", "wotc-swtcg"],
  traits: { structures: false, resultEntry: "games", decks: "card-list", headerDescriptor: true },
  reads: {
    "generic-swiss": ["game", "style", "points", "draws", "modifiedResults", "gameMinutes", "deckKind", "deckSize", "buildMinutes"],
    "generic-single-elimination": ["game", "style", "modifiedResults", "gameMinutes", "thirdPlace", "deckKind", "deckSize", "buildMinutes"],
  },
  requires: [{ key: "game", message: "Choose the game: swccg, young-jedi or wotc-swtcg." }],
  defaultStyle: "single",
  cards: {
    "generic-swiss": {
      label: "Other game · Swiss",
      hint: "Star Wars CCG, Young Jedi, WotC SW TCG, with your points.",
      inputs: ["game", "style", "deckKind", "swissRounds", "gameMinutes", "deckSize", "buildMinutes"],
      pointsTable: true,
    },
    "generic-single-elimination": {
      label: "Other game · Single elimination",
      hint: "Any field size; top seeds get byes.",
      inputs: ["game", "style", "deckKind", "gameMinutes", "deckSize", "buildMinutes", "thirdPlace"],
    },
  },
  pointDefaults: (o) => genericFormat({ game: o.game ?? DEFAULT_GAME }).scoring,
  plan: (preset, o) => {
    const style = o.style ?? "single";
    const thirdPlace = o.thirdPlace ?? false;
    const game = o.game ?? DEFAULT_GAME;
    const format = genericFormat({ ...o, game, style });
    const single = preset === "generic-single-elimination";
    return {
      game,
      gameName: GAME_NAMES[game],
      descriptor: `${single ? "Single elimination" : "Swiss"}, ${style === "single" ? "one game per match" : `best of ${BEST_OF[style]}`}`,
      stages: [single ? { kind: "single-elimination", format: eliminationOf(format), cut: null, thirdPlace } : { kind: "swiss", format, cut: null, thirdPlace: false }],
    };
  },
} as const satisfies PresetFamily<"generic-swiss" | "generic-single-elimination">;
