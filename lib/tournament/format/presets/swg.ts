/**
 * `swg-swiss`, `swg-swiss-top8`, `swg-single-elimination`: the Star Wars Galaxies TCG tournament
 * system (SWG:323-419, 544-610): per-match points (win 3, loss 1, bye 3 added at the end of its
 * round), no draws, single game / best of 3 / best of 5 on one chess clock per player for the
 * whole match (15/30/45 minutes each), absence forfeits after 10 minutes, no late entry;
 * constructed decks locked at the start, limited decks may change between rounds.
 *
 * Decided here (the seeds are silent): the descriptor is Type, then Structure unless it is plain
 * Swiss, then Style ("Standard Constructed Match Play (2-3)", "Limited Cut to Top 8 Single Game").
 */
import type { MatchFormat } from "../types";
import { BEST_OF, eliminationOf, GAME_NAMES } from "./shared";
import type { DeckKind, MatchStyle, PresetFamily, StagePlan } from "./types";

const SWG_MINUTES_EACH = { single: 15, bo3: 30, bo5: 45 } as const;

export function swgFormat(style: MatchStyle, deckKind: DeckKind): MatchFormat {
  return {
    games: { kind: "best-of", count: BEST_OF[style] },
    draws: false,
    intentionalSplit: false,
    modifiedResults: false,
    scoring: { per: "match", win: 3, draw: 0, loss: 1, modifiedWin: 3, modifiedLoss: 1, bye: 3, byeCounts: "round-end" },
    clock: { kind: "chess", minutesPerPlayer: SWG_MINUTES_EACH[style] },
    absenceForfeitMinutes: 10,
    tiebreakers: ["sos", "esos"],
    lateEntry: false,
    deckChanges: deckKind === "constructed" ? "locked" : "between-rounds",
  };
}

const STYLE_NAME: Record<MatchStyle, string> = { single: "Single Game", bo3: "Match Play (2-3)", bo5: "Match Play (3-5)" };

/** SWG:323-325 — "Standard Constructed Match Play (2-3)". */
export function swgDescriptor(structure: "swiss" | "top8" | "single-elimination", style: MatchStyle, deckKind: DeckKind): string {
  const type = deckKind === "constructed" ? "Standard Constructed" : "Limited";
  const struct = structure === "swiss" ? "" : structure === "top8" ? " Cut to Top 8" : " Single Elimination";
  return `${type}${struct} ${STYLE_NAME[style]}`;
}

type SwgId = "swg-swiss" | "swg-swiss-top8" | "swg-single-elimination";
const STRUCTURE = { "swg-swiss": "swiss", "swg-swiss-top8": "top8", "swg-single-elimination": "single-elimination" } as const;

/** The preset a queue or schedule starts from: on-demand and scheduled queues are the Galaxies seed's (SWG 436–494). */
export const QUEUE_PRESET = "swg-swiss";

export const SWG_PRESETS = {
  ids: ["swg-swiss", "swg-swiss-top8", "swg-single-elimination"],
  games: ["swg-tcg"],
  traits: { structures: false, resultEntry: "games", decks: "card-list", headerDescriptor: true },
  reads: {
    "swg-swiss": ["style", "deckKind", "buildMinutes"],
    "swg-swiss-top8": ["style", "deckKind", "thirdPlace", "buildMinutes"],
    "swg-single-elimination": ["style", "deckKind", "thirdPlace", "buildMinutes"],
  },
  defaultStyle: "bo3",
  cards: {
    "swg-swiss": { label: "Galaxies TCG · Swiss", hint: "Match points (win 3, loss 1), chess clocks, no late entry.", inputs: ["style", "deckKind", "swissRounds", "buildMinutes"] },
    "swg-swiss-top8": { label: "Galaxies TCG · Swiss, top 8", hint: "Swiss rounds, then the top 8 play single elimination.", inputs: ["style", "deckKind", "swissRounds", "buildMinutes", "thirdPlace"] },
    "swg-single-elimination": { label: "Galaxies TCG · Single elimination", hint: "A random draw; the winner of each match goes on.", inputs: ["style", "deckKind", "buildMinutes", "thirdPlace"] },
  },
  plan: (preset, o) => {
    const style = o.style ?? "bo3";
    const deckKind = o.deckKind ?? "constructed";
    const thirdPlace = o.thirdPlace ?? false;
    const format = swgFormat(style, deckKind);
    const swiss: StagePlan = { kind: "swiss", format, cut: null, thirdPlace: false };
    const structure = STRUCTURE[preset];
    const stages: StagePlan[] =
      structure === "swiss"
        ? [swiss]
        : structure === "top8"
          ? [swiss, { kind: "single-elimination", format: eliminationOf(format), cut: { size: 8, rule: "top" }, thirdPlace }]
          : [{ kind: "single-elimination", format: eliminationOf(format), cut: null, thirdPlace }];
    return { game: "swg-tcg", gameName: GAME_NAMES["swg-tcg"], descriptor: swgDescriptor(structure, style, deckKind), stages };
  },
} as const satisfies PresetFamily<SwgId>;
