/**
 * Event presets, one module per family (Cobra's pairing strategies): FFG (`ffg.ts`), Star Wars
 * Galaxies (`swg.ts`), the other games (`generic.ts`) and the SWCCG 2-on-2 team event
 * (`swccg-2v2.ts`). A family declares everything that differs for it — its preset ids, the plan
 * (game, stages, match formats), the options each preset reads, the new-event form's cards and
 * the traits services and pages read — and nothing outside lib/tournament tests a preset id.
 *
 * Adding a preset: write its family module (and its test), then list it in `FAMILIES` below;
 * the request schema (lib/schemas/format.ts), the form and the services follow from it.
 */
import { FFG_PRESETS } from "./ffg";
import { GENERIC_PRESETS } from "./generic";
import { SWG_PRESETS } from "./swg";
import { SWCCG_2V2_PRESETS } from "./swccg-2v2";
import { DECK_KINDS, GENERIC_GAMES, MATCH_STYLES, type EventPlan, type OptionField, type OptionKey, type PresetCard, type PresetFamily, type PresetOptions, type PresetTraits } from "./types";
import { MAX_BUILD_MINUTES } from "../../decks/pool";
import { resultEntryOf, type ResultEntry } from "./result-entry";

export * from "./types";
export { resultEntryOf, type EntryForms, type ResultEntry } from "./result-entry";
export { GAME_IDS, GAME_NAMES, eliminationOf, properSwissRounds } from "./shared";
export { FFG_SWISS_FORMAT, FFG_ELIMINATION_FORMAT, resultNamesPoints } from "./ffg";
export { swgFormat, swgDescriptor, QUEUE_PRESET } from "./swg";
export { genericFormat, GENERIC_GAME_CHOICES, type GenericOptions } from "./generic";
export { swccgTeamFormat, SWCCG_2V2_POINTS, SWCCG_2V2_GAME_MINUTES, SWCCG_2V2_ROUNDS, SWCCG_2V2_TEAM_SIZE } from "./swccg-2v2";

/** The families in the order the form offers their presets. */
const FAMILIES = [FFG_PRESETS, SWG_PRESETS, GENERIC_PRESETS, SWCCG_2V2_PRESETS] as const;

export const PRESET_IDS = [...FFG_PRESETS.ids, ...SWG_PRESETS.ids, ...GENERIC_PRESETS.ids, ...SWCCG_2V2_PRESETS.ids] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** Events made before presets existed, and requests that name none, are FFG SW:TCG. */
export const DEFAULT_PRESET: PresetId = "ffg-swtcg";

export const isPresetId = (id: string): id is PresetId => (PRESET_IDS as readonly string[]).includes(id);

function familyOf(preset: PresetId): PresetFamily<PresetId> {
  return FAMILIES.find((f) => (f.ids as readonly string[]).includes(preset)) as unknown as PresetFamily<PresetId>;
}

/** The preset's family traits; an unknown id reads as the default preset, as stored events do. */
export function presetTraits(preset: string): PresetTraits {
  return familyOf(isPresetId(preset) ? preset : DEFAULT_PRESET).traits;
}

/** How the preset's results are entered (./result-entry.ts). */
export const presetResultEntry = (preset: string): ResultEntry => resultEntryOf(presetTraits(preset));

/** What the pairings page tells a table it plays, when the preset words it (else: the stage's match words). */
export function presetTableTexts(preset: string): PresetFamily["tableTexts"] {
  return familyOf(isPresetId(preset) ? preset : DEFAULT_PRESET).tableTexts;
}

/** How a game's decks are listed: FFG's objective sets, or card lists (lib/tournament/decks). */
export function gameDecks(game: string): PresetTraits["decks"] {
  return FAMILIES.find((f) => (f.games as readonly string[]).includes(game))?.traits.decks ?? "card-list";
}

/** The event's game, descriptor and stages for a preset and what it leaves open. */
export function eventPlan(preset: PresetId, o: PresetOptions = {}): EventPlan {
  return familyOf(preset).plan(preset, o);
}

/** The options a preset reads; a request setting any other is refused. */
export const presetReads = (preset: PresetId): readonly OptionKey[] => familyOf(preset).reads[preset];

/** Options the preset cannot do without, with the refusal's words. */
export const presetRequires = (preset: PresetId) => familyOf(preset).requires ?? [];

/** The points table the organizer's inputs start from; null when the preset has none. */
export function presetPointDefaults(preset: PresetId, o: PresetOptions = {}) {
  return familyOf(preset).pointDefaults?.(o) ?? null;
}

/** The match style when the options name none. */
export const presetDefaultStyle = (preset: PresetId) => familyOf(preset).defaultStyle;

/** The new-event form's preset cards, in order. */
export const PRESET_CARDS: readonly (PresetCard & { readonly value: PresetId })[] = PRESET_IDS.map((value) => ({ value, ...familyOf(value).cards[value] }));

export const presetCard = (preset: PresetId): PresetCard => familyOf(preset).cards[preset];

/** Every option a preset may read, in the request schema's order, as data. */
export const PRESET_OPTION_FIELDS = {
  game: { kind: "choice", values: GENERIC_GAMES, message: "The game is swccg, young-jedi or wotc-swtcg." },
  style: { kind: "choice", values: MATCH_STYLES, message: "The match style is single, bo3 or bo5." },
  deckKind: { kind: "choice", values: DECK_KINDS, message: "Decks are constructed or limited." },
  thirdPlace: { kind: "flag" },
  points: { kind: "points" },
  draws: { kind: "flag" },
  modifiedResults: { kind: "flag" },
  gameMinutes: { kind: "whole", label: "Game length", min: 10, max: 240 },
  deckSize: {
    kind: "whole",
    label: "Deck size",
    min: 1,
    max: 500,
    description: "Young Jedi and SWCCG: the exact deck size (default 60); WotC SW TCG: a minimum (default: no check). Read by lib/tournament/decks.",
  },
  buildMinutes: { kind: "whole", label: "Build time", min: 1, max: MAX_BUILD_MINUTES, description: "Limited (sealed) events: minutes of the deck build clock (default 10)." },
} as const satisfies Record<OptionKey, OptionField>;

