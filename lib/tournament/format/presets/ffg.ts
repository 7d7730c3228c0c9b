/**
 * `ffg-swtcg`: FFG SW:TCG regulations v3.1. Swiss of two games (3/1/0 per game, bye 6 when
 * paired, 70-minute rounds), then the progression cut (with the FFG replacement rule) to a
 * double elimination bracket of single games. Rounds and cut from the structure tables.
 */
import type { MatchFormat } from "../types";
import { GAME_NAMES, NO_POINTS } from "./shared";
import type { PresetFamily } from "./types";

export const FFG_SWISS_FORMAT: MatchFormat = {
  games: { kind: "both-sides" },
  draws: true,
  intentionalSplit: true,
  modifiedResults: false,
  scoring: { per: "game", win: 3, draw: 1, loss: 0, modifiedWin: 3, modifiedLoss: 0, bye: 6, byeCounts: "when-paired" },
  clock: { kind: "round", minutes: 70 },
  absenceForfeitMinutes: null,
  tiebreakers: ["sos", "esos"],
  lateEntry: true,
  deckChanges: "locked",
};

/**
 * Whether a two-game result names the points each seat scored: yes under an organizer's points
 * table (SWCCG 2-on-2, modified results), no under FFG's fixed 3/1/0 table, whose result the API
 * has always shown as its games alone.
 */
export const resultNamesPoints = (format: MatchFormat): boolean => format.games.kind === "both-sides" && format !== FFG_SWISS_FORMAT;

/** Elimination games decide the bracket only (timed-out games have their own rule). */
export const FFG_ELIMINATION_FORMAT: MatchFormat = {
  ...FFG_SWISS_FORMAT,
  games: { kind: "best-of", count: 1 },
  draws: false,
  intentionalSplit: false,
  scoring: NO_POINTS,
  clock: { kind: "round", minutes: 40 },
};

export const FFG_PRESETS = {
  ids: ["ffg-swtcg"],
  games: ["ffg-swtcg"],
  traits: { structures: true, resultEntry: "sides", decks: "objective-sets", headerDescriptor: false },
  tableTexts: { swiss: "Two games: the marked player plays dark side in game 1, then swap.", elimination: "One game: sides as marked." },
  reads: { "ffg-swtcg": [] },
  defaultStyle: "single",
  cards: {
    "ffg-swtcg": { label: "Star Wars: The Card Game", hint: "FFG regulations v3.1: Swiss of two games, then a double elimination cut.", inputs: [] },
  },
  plan: () => ({
    game: "ffg-swtcg",
    gameName: GAME_NAMES["ffg-swtcg"],
    descriptor: "FFG Tournament Regulations v3.1",
    namedTiers: true,
    stages: [
      { kind: "swiss", format: FFG_SWISS_FORMAT, cut: null, thirdPlace: false },
      { kind: "double-elimination", format: FFG_ELIMINATION_FORMAT, cut: { size: "structure", rule: "ffg-replacement" }, thirdPlace: false },
    ],
  }),
} as const satisfies PresetFamily<"ffg-swtcg">;
