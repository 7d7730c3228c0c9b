/**
 * What a preset family declares (one module per family beside this file): its preset ids, the
 * plan each builds, the options each reads, the new-event form's cards and the traits that
 * services and pages read instead of testing preset ids.
 */
import type { MatchFormat, Scoring, StageKind } from "../types";

export type MatchStyle = "single" | "bo3" | "bo5";
export type DeckKind = "constructed" | "limited";
import type { GameId } from "../../games";

export type { GameId };
export type GenericGame = Exclude<GameId, "ffg-swtcg" | "swg-tcg">;

export const GENERIC_GAMES = ["swccg", "young-jedi", "wotc-swtcg"] as const satisfies readonly GenericGame[];
export const MATCH_STYLES = ["single", "bo3", "bo5"] as const satisfies readonly MatchStyle[];
export const DECK_KINDS = ["constructed", "limited"] as const satisfies readonly DeckKind[];

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

// A type, not an interface: options are stored as JSON, which needs an implicit index signature.
/** An organizer's points table: a match format's scoring without its timing rules. */
export type Points = Pick<Scoring, "win" | "draw" | "loss" | "modifiedWin" | "modifiedLoss" | "bye">;

export interface PresetOptions {
  readonly game?: GenericGame;
  readonly style?: MatchStyle;
  readonly deckKind?: DeckKind;
  readonly thirdPlace?: boolean;
  readonly points?: Points;
  readonly draws?: boolean;
  readonly modifiedResults?: boolean;
  readonly gameMinutes?: number;
  /** Deck rules (lib/tournament/decks): Young Jedi / SWCCG exact deck size, WotC minimum. */
  readonly deckSize?: number;
  /** Limited events: minutes of the sealed build clock (default 10). */
  readonly buildMinutes?: number;
}

export type OptionKey = keyof PresetOptions;

/**
 * An option as data: its kind and limits, from which lib/schemas/format.ts builds the request
 * schema (in this order) and the new-event form its inputs.
 */
export type OptionField =
  | { readonly kind: "choice"; readonly values: readonly string[]; readonly message: string }
  | { readonly kind: "flag" }
  | { readonly kind: "points" }
  | { readonly kind: "whole"; readonly label: string; readonly min: number; readonly max: number; readonly description?: string };

/**
 * What a family's events are like beyond their plan: read by services and pages in place of
 * "is this FFG?".
 */
export interface PresetTraits {
  /**
   * The organizer chooses a structure (basic, advanced, custom) and a tier, Swiss rounds and cut
   * come from the regulations' tables, and round lengths are set per stage (FFG). Otherwise the
   * preset sets its stages, its cut and its clocks.
   */
  readonly structures: boolean;
  /**
   * How results are entered: `sides` — FFG's forms (two Swiss games with the dark side of game 1
   * marked; one elimination game naming its dark side, timeouts scored); `games` — game by game
   * under the stage's match format (best of N, chess clock, two games of a team round). The
   * entry's strategy: ./result-entry.ts.
   */
  readonly resultEntry: "sides" | "games";
  /** Deck lists are objective sets per side typed by staff (FFG), or the player's card list checked by lib/tournament/decks. */
  readonly decks: "objective-sets" | "card-list";
  /** Page headers show the format's descriptor (FFG's is its regulations' title: not shown). */
  readonly headerDescriptor: boolean;
}

/** An input of the new-event form's options grid (shown in the form's own order). */
export type FormInput = "game" | "style" | "deckKind" | "swissRounds" | "gameMinutes" | "deckSize" | "buildMinutes" | "thirdPlace";

/** The new-event form's card for a preset and the inputs it asks for. */
export interface PresetCard {
  readonly label: string;
  readonly hint: string;
  /** Inputs of the options grid; none: the grid is not shown. */
  readonly inputs: readonly FormInput[];
  /** The organizer's points table per match, with modified results (generic Swiss). */
  readonly pointsTable?: boolean;
  /** The team event's own fields (rounds, game length, points per game). */
  readonly teamFields?: boolean;
}

/** A game as the generic presets' form offers it. */
export interface GameChoice {
  readonly value: GenericGame;
  readonly label: string;
  readonly gameMinutesHint: string;
  /** The deck size input; null: the game's deck size is not asked (SWCCG: fixed). */
  readonly deckSize: { readonly label: string; readonly hint: string; readonly placeholder: string } | null;
  /** Modified results when a game reaches time are on by default. */
  readonly modifiedResults: boolean;
}

export interface PresetFamily<Id extends string = string> {
  readonly ids: readonly Id[];
  /** The games its events play. */
  readonly games: readonly GameId[];
  readonly traits: PresetTraits;
  /** Per preset, the options it reads; a request setting any other is refused. */
  readonly reads: Readonly<Record<Id, readonly OptionKey[]>>;
  /** Options a preset cannot do without, with the refusal's words. */
  readonly requires?: readonly { readonly key: OptionKey; readonly message: string }[];
  /** The match style when the options name none. */
  readonly defaultStyle: MatchStyle;
  readonly cards: Readonly<Record<Id, PresetCard>>;
  /**
   * How the pairings page tells a table what it plays, per stage; absent: the stage's match words
   * (`FormatSummary.stages[].match`).
   */
  readonly tableTexts?: { readonly swiss: string; readonly elimination: string };
  /** The points an organizer's table starts from (empty inputs keep them); absent: no table. */
  readonly pointDefaults?: (o: PresetOptions) => Points;
  readonly plan: (preset: Id, o: PresetOptions) => EventPlan;
}
