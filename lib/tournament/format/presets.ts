/**
 * Event presets: which game, which stages, and the match format each stage plays — data the
 * engine and the services read, never branches spread through them.
 *
 * - `ffg-swtcg`: FFG SW:TCG regulations v3.1. Swiss of two games (3/1/0 per game, bye 6 when
 *   paired, 70-minute rounds), then the progression cut (with the FFG replacement rule) to a
 *   double elimination bracket of single games. Rounds and cut from the structure tables.
 * - `swg-swiss`, `swg-swiss-top8`, `swg-single-elimination`: the Star Wars Galaxies TCG
 *   tournament system (SWG:323-419, 544-610): per-match points (win 3, loss 1, bye 3 added at the
 *   end of its round), no draws, single game / best of 3 / best of 5 on one chess clock per player
 *   for the whole match (15/30/45 minutes each), absence forfeits after 10 minutes, no late
 *   entry; constructed decks locked at the start, limited decks may change between rounds.
 * - `generic-swiss`, `generic-single-elimination`: the other seed games (SWCCG, Young Jedi,
 *   WotC SW TCG) with organizer-set points; SWCCG's 2-hour games allow modified results at time.
 *
 * - `swccg-2v2`: the Star Wars CCG 2-on-2 team event (2v2:3, 39, 187, 253): teams of two are the
 *   entrants (`teamSize: 2`); a Swiss of 2 rounds by default, each round two games at one table
 *   for four, each team dark side in one and light side in the other (game 2 reverses game 1, as
 *   FFG's two-game rounds), no draws, modified wins/losses at time, 120 minutes per game.
 *
 * Decided here (the seeds are silent): the SWG descriptor is Type, then Structure unless it is
 * plain Swiss, then Style ("Standard Constructed Match Play (2-3)", "Limited Cut to Top 8 Single
 * Game"); generic defaults are 3/1/0 per match with a bye worth a win, one 50-minute game
 * (SWCCG: 120 minutes with modified results, 2v2:3, 253). The 2-on-2 sheet gives no scoring:
 * points are per game, the organizer's table with defaults win 3, modified win 2, modified loss 1,
 * loss 0 (a modified result sits between a win and a loss), and a bye is worth a win in each game
 * (6), counted when paired; no late entry (a team registers before round 1).
 */
import type { MatchFormat, Scoring, StageKind } from "./types";

export type MatchStyle = "single" | "bo3" | "bo5";
export type DeckKind = "constructed" | "limited";
export type GameId = "ffg-swtcg" | "swg-tcg" | "swccg" | "young-jedi" | "wotc-swtcg";
export type GenericGame = Exclude<GameId, "ffg-swtcg" | "swg-tcg">;

export interface StagePlan {
  readonly kind: StageKind;
  readonly format: MatchFormat;
  /** Entrants taken from the previous stage ("top N"); null for the first stage. */
  readonly cut: { readonly size: number | "structure"; readonly rule: "top" | "ffg-replacement" } | null;
  readonly thirdPlace: boolean;
}

export interface EventPlan {
  readonly game: GameId;
  readonly gameName: string;
  readonly descriptor: string;
  readonly stages: readonly StagePlan[];
  /** Team events: people per entrant (SWCCG 2-on-2: 2). Absent for individual events. */
  readonly teamSize?: number;
  /** Swiss rounds when the organizer sets none (SWCCG 2-on-2: 2); absent: one per doubling of the field. */
  readonly swissRounds?: number;
  /** The event's tier is one of the regulations' named tiers (FFG: Relaxed, Formal, Premier); other games keep the leader rule unnamed. */
  readonly namedTiers?: boolean;
}

export const GAME_NAMES: Record<GameId, string> = {
  "ffg-swtcg": "Star Wars: The Card Game (FFG)",
  "swg-tcg": "Star Wars Galaxies TCG",
  swccg: "Star Wars CCG (Decipher)",
  "young-jedi": "Star Wars Young Jedi CCG",
  "wotc-swtcg": "Star Wars TCG (Wizards of the Coast)",
};

const NO_POINTS: Scoring = { per: "match", win: 0, draw: 0, loss: 0, modifiedWin: 0, modifiedLoss: 0, bye: 0, byeCounts: "when-paired" };

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

/** Elimination games decide the bracket only (timed-out games have their own rule). */
export const FFG_ELIMINATION_FORMAT: MatchFormat = {
  ...FFG_SWISS_FORMAT,
  games: { kind: "best-of", count: 1 },
  draws: false,
  intentionalSplit: false,
  scoring: NO_POINTS,
  clock: { kind: "round", minutes: 40 },
};

const BEST_OF = { single: 1, bo3: 3, bo5: 5 } as const;
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

export interface GenericOptions {
  readonly game: GenericGame;
  readonly style?: MatchStyle;
  readonly points?: { win: number; draw: number; loss: number; modifiedWin: number; modifiedLoss: number; bye: number };
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
export function swccgTeamFormat(o: Pick<GenericOptions, "points" | "gameMinutes"> = {}): MatchFormat {
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

/** The same format playing for the bracket only (no points). */
export const eliminationOf = (format: MatchFormat): MatchFormat => ({ ...format, draws: false, intentionalSplit: false, scoring: NO_POINTS });

export type PresetId = "ffg-swtcg" | "swg-swiss" | "swg-swiss-top8" | "swg-single-elimination" | "generic-swiss" | "generic-single-elimination" | "swccg-2v2";

export interface PresetOptions {
  readonly game?: GenericGame;
  readonly style?: MatchStyle;
  readonly deckKind?: DeckKind;
  readonly thirdPlace?: boolean;
  readonly points?: GenericOptions["points"];
  readonly draws?: boolean;
  readonly modifiedResults?: boolean;
  readonly gameMinutes?: number;
  /** Deck rules (lib/tournament/decks): Young Jedi / SWCCG exact deck size, WotC minimum. */
  readonly deckSize?: number;
  /** Limited events: minutes of the sealed build clock (default 10). */
  readonly buildMinutes?: number;
}

const STYLE_NAME: Record<MatchStyle, string> = { single: "Single Game", bo3: "Match Play (2-3)", bo5: "Match Play (3-5)" };

/** SWG:323-325 — "Standard Constructed Match Play (2-3)". */
export function swgDescriptor(structure: "swiss" | "top8" | "single-elimination", style: MatchStyle, deckKind: DeckKind): string {
  const type = deckKind === "constructed" ? "Standard Constructed" : "Limited";
  const struct = structure === "swiss" ? "" : structure === "top8" ? " Cut to Top 8" : " Single Elimination";
  return `${type}${struct} ${STYLE_NAME[style]}`;
}

/** The event's game, descriptor and stages for a preset and what it leaves open. */
export function eventPlan(preset: PresetId, o: PresetOptions = {}): EventPlan {
  const style = o.style ?? (preset.startsWith("swg-") ? "bo3" : "single");
  const deckKind = o.deckKind ?? "constructed";
  const thirdPlace = o.thirdPlace ?? false;
  switch (preset) {
    case "ffg-swtcg":
      return {
        game: "ffg-swtcg",
        gameName: GAME_NAMES["ffg-swtcg"],
        descriptor: "FFG Tournament Regulations v3.1",
        namedTiers: true,
        stages: [
          { kind: "swiss", format: FFG_SWISS_FORMAT, cut: null, thirdPlace: false },
          { kind: "double-elimination", format: FFG_ELIMINATION_FORMAT, cut: { size: "structure", rule: "ffg-replacement" }, thirdPlace: false },
        ],
      };
    case "swg-swiss":
    case "swg-swiss-top8":
    case "swg-single-elimination": {
      const format = swgFormat(style, deckKind);
      const swiss: StagePlan = { kind: "swiss", format, cut: null, thirdPlace: false };
      const structure = preset === "swg-swiss" ? "swiss" : preset === "swg-swiss-top8" ? "top8" : "single-elimination";
      const stages: StagePlan[] =
        structure === "swiss"
          ? [swiss]
          : structure === "top8"
            ? [swiss, { kind: "single-elimination", format: eliminationOf(format), cut: { size: 8, rule: "top" }, thirdPlace }]
            : [{ kind: "single-elimination", format: eliminationOf(format), cut: null, thirdPlace }];
      return { game: "swg-tcg", gameName: GAME_NAMES["swg-tcg"], descriptor: swgDescriptor(structure, style, deckKind), stages };
    }
    case "swccg-2v2":
      return {
        game: "swccg",
        gameName: GAME_NAMES.swccg,
        descriptor: "2-on-2 team event: Swiss, two games per round (one on each side)",
        stages: [{ kind: "swiss", format: swccgTeamFormat(o), cut: null, thirdPlace: false }],
        teamSize: SWCCG_2V2_TEAM_SIZE,
        swissRounds: SWCCG_2V2_ROUNDS,
      };
    case "generic-swiss":
    case "generic-single-elimination": {
      const game = o.game ?? "swccg";
      const format = genericFormat({ ...o, game, style });
      const single = preset === "generic-single-elimination";
      return {
        game,
        gameName: GAME_NAMES[game],
        descriptor: `${single ? "Single elimination" : "Swiss"}, ${style === "single" ? "one game per match" : `best of ${BEST_OF[style]}`}`,
        stages: [single ? { kind: "single-elimination", format: eliminationOf(format), cut: null, thirdPlace } : { kind: "swiss", format, cut: null, thirdPlace: false }],
      };
    }
  }
}

/**
 * Swiss rounds when the organizer does not set them: "the proper number of rounds" leaves a
 * single undefeated player (SWG:390-392), ⌈log2 players⌉, at least one.
 */
export function properSwissRounds(players: number): number {
  return Math.max(1, Math.ceil(Math.log2(Math.max(players, 1))));
}
