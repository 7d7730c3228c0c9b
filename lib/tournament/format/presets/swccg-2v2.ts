/**
 * `swccg-2v2`: the Star Wars CCG 2-on-2 team event (2v2:3, 39, 187, 253): teams of two are the
 * entrants (`teamSize: 2`); a Swiss of 2 rounds by default, each round two games at one table for
 * four, each team dark side in one and light side in the other (game 2 reverses game 1, as FFG's
 * two-game rounds), no draws, modified wins/losses at time, 120 minutes per game.
 *
 * Decided here: the 2-on-2 sheet gives no scoring: points are per game, the organizer's table
 * with defaults win 3, modified win 2, modified loss 1, loss 0 (a modified result sits between a
 * win and a loss), and a bye is worth a win in each game (6), counted when paired; no late entry
 * (a team registers before round 1).
 */
import type { MatchFormat } from "../types";
import { GAME_NAMES } from "./shared";
import type { Points, PresetFamily } from "./types";

/** SWCCG 2-on-2 defaults: per game, win 3 / modified win 2 / modified loss 1 / loss 0, bye = a win in each game. */
export const SWCCG_2V2_POINTS = { win: 3, draw: 0, loss: 0, modifiedWin: 2, modifiedLoss: 1, bye: 6 } as const;
export const SWCCG_2V2_GAME_MINUTES = 120;
export const SWCCG_2V2_ROUNDS = 2;
export const SWCCG_2V2_TEAM_SIZE = 2;

/**
 * The 2-on-2 team format: two games per round, one with each side (game 2 reverses game 1, the
 * dark side team of game 1 from the recorded coin flip), no draws (a game that reaches time is a
 * modified win/loss), points per game from the organizer's table, one round clock of two games
 * (`gameMinutes` each: game 1 reaches time at 120 minutes, game 2 at 240).
 */
export function swccgTeamFormat(o: { readonly points?: Points; readonly gameMinutes?: number } = {}): MatchFormat {
  const p = o.points ?? SWCCG_2V2_POINTS;
  const gameMinutes = o.gameMinutes ?? SWCCG_2V2_GAME_MINUTES;
  return {
    games: { kind: "both-sides" },
    draws: false,
    intentionalSplit: false,
    modifiedResults: true,
    scoring: { per: "game", win: p.win, draw: 0, loss: p.loss, modifiedWin: p.modifiedWin, modifiedLoss: p.modifiedLoss, bye: p.bye, byeCounts: "when-paired" },
    clock: { kind: "round", minutes: gameMinutes * 2, gameMinutes },
    absenceForfeitMinutes: null,
    tiebreakers: ["sos", "esos"],
    lateEntry: false,
    deckChanges: "locked",
  };
}

export const SWCCG_2V2_PRESETS = {
  ids: ["swccg-2v2"],
  games: ["swccg"],
  traits: { structures: false, resultEntry: "games", decks: "card-list", headerDescriptor: true },
  // Its points table (draw unused: no draws), game length and deck size.
  reads: { "swccg-2v2": ["points", "gameMinutes", "deckSize"] },
  defaultStyle: "single",
  cards: {
    "swccg-2v2": {
      label: "Star Wars CCG · 2-on-2 teams",
      hint: "Teams of two; 2 rounds of two games (each team plays both sides), 2 hours a game, modified results at time.",
      inputs: [],
      teamFields: true,
    },
  },
  pointDefaults: () => SWCCG_2V2_POINTS,
  plan: (_preset, o) => ({
    game: "swccg",
    gameName: GAME_NAMES.swccg,
    descriptor: "2-on-2 team event: Swiss, two games per round (one on each side)",
    stages: [{ kind: "swiss", format: swccgTeamFormat(o), cut: null, thirdPlace: false }],
    teamSize: SWCCG_2V2_TEAM_SIZE,
    swissRounds: SWCCG_2V2_ROUNDS,
  }),
} as const satisfies PresetFamily<"swccg-2v2">;
