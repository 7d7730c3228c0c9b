/**
 * Season presets: starting rules the organizer may change. The SWG rulebook (420–434) gives the
 * Sprint's shape — weeknight events, points for participation and wins, a gold medal for the
 * month's leader, silver and bronze for reaching levels — but no numbers; these defaults are ours:
 *
 * - **SWG Sprint**: 1 point for taking part, 2 per match won (a bye is a win), 0 for a loss (SWG
 *   matches have no draws); weeknight events only; the calendar month closing on its last
 *   weekday; gold to the leader, silver at 30 points, bronze at 15 (a 2–1 night is 5 points:
 *   bronze is three good nights, silver six).
 * - **Store league**: 1 for taking part, 3 per win or bye, 1 per draw; events of at least 4;
 *   a player's best 8 events count; the top 8 are invited to the final.
 * - **Circuit**: placement points (1st 50, 2nd 40, 3rd–4th 32, 5th–8th 24, 9th–16th 16) plus 2
 *   for taking part, multiplied by the event's tier (store 1×, regional 2×, national 4×);
 *   events of at least 8; a player's best 5 count.
 */
import type { GameId } from "../format/presets/types";
import type { SeasonSchedule } from "./calendar";
import type { MatchPoints, SeasonRules } from "./types";

export const SEASON_PRESET_IDS = ["swg-sprint", "store-league", "circuit", "custom"] as const;
export type SeasonPresetId = (typeof SEASON_PRESET_IDS)[number];

export const NO_RULES: SeasonRules = {
  participation: 0,
  perMatch: { win: 0, draw: 0, loss: 0, bye: 0 },
  placePoints: [],
  tierMultipliers: {},
  minEntrants: 0,
  bestN: null,
  bestNPerGroup: {},
  weekdaysOnly: false,
  leaderAward: null,
  levels: [],
  finalInvites: null,
};

export const SWG_SPRINT_RULES: SeasonRules = {
  ...NO_RULES,
  participation: 1,
  perMatch: { win: 2, draw: 0, loss: 0, bye: 2 },
  minEntrants: 2,
  weekdaysOnly: true,
  leaderAward: "gold",
  levels: [
    { kind: "silver", points: 30 },
    { kind: "bronze", points: 15 },
  ],
};

export const STORE_LEAGUE_RULES: SeasonRules = {
  ...NO_RULES,
  participation: 1,
  perMatch: { win: 3, draw: 1, loss: 0, bye: 3 },
  minEntrants: 4,
  bestN: 8,
  finalInvites: 8,
};

export const CIRCUIT_RULES: SeasonRules = {
  ...NO_RULES,
  participation: 2,
  placePoints: [50, 40, 32, 32, 24, 24, 24, 24, ...Array<number>(8).fill(16)],
  tierMultipliers: { store: 1, regional: 2, national: 4 },
  minEntrants: 8,
  bestN: 5,
};

export interface SeasonPreset {
  id: SeasonPresetId;
  label: string;
  rules: SeasonRules;
  schedule: SeasonSchedule["kind"];
  /** The game a new season of this preset starts with (the Sprint is Galaxies'); absent: the form's first. */
  game?: GameId;
}

export const SEASON_PRESETS: Record<SeasonPresetId, SeasonPreset> = {
  "swg-sprint": { id: "swg-sprint", label: "SWG Sprint (monthly, medals)", rules: SWG_SPRINT_RULES, schedule: "monthly-weekdays", game: "swg-tcg" },
  "store-league": { id: "store-league", label: "Store league (best 8, top 8 to the final)", rules: STORE_LEAGUE_RULES, schedule: "dates" },
  circuit: { id: "circuit", label: "Circuit (placement points by tier)", rules: CIRCUIT_RULES, schedule: "dates" },
  custom: { id: "custom", label: "Custom", rules: { ...NO_RULES, participation: 1, perMatch: { win: 3, draw: 1, loss: 0, bye: 3 } }, schedule: "dates" },
};

/** What a new season starts as: the seed's own kind of season, Galaxies' monthly Sprint. */
export const DEFAULT_SEASON_PRESET: SeasonPreset = SEASON_PRESETS["swg-sprint"];

/** Rules as given: any of them (per match: any outcome); what is left out is kept from the base. */
export type SeasonRulesPatch = Partial<Omit<SeasonRules, "perMatch">> & { perMatch?: Partial<MatchPoints> };

/** The rules given applied over `base` (the preset's for a new season, the season's own on an edit). */
export function rulesOver(base: SeasonRules, patch: SeasonRulesPatch | undefined): SeasonRules {
  if (!patch) return base;
  const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  const { perMatch, ...rest } = patch;
  return { ...base, ...defined(rest), perMatch: { ...base.perMatch, ...defined(perMatch ?? {}) } };
}

/** Rules in one canonical form (keys sorted; levels are a set): equal rules compare equal. */
function canonical(rules: SeasonRules): string {
  const sortKeys = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(sortKeys) : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys((v as Record<string, unknown>)[k])])) : v;
  const levels = [...rules.levels].sort((a, b) => b.points - a.points || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
  return JSON.stringify(sortKeys({ ...rules, levels }));
}

/** What a season is: the preset it started from while its rules are that preset's, else "custom". */
export function presetOfRules(startedFrom: string, rules: SeasonRules): SeasonPresetId {
  const preset = (SEASON_PRESET_IDS as readonly string[]).includes(startedFrom) ? SEASON_PRESETS[startedFrom as SeasonPresetId] : null;
  return preset && canonical(preset.rules) === canonical(rules) ? preset.id : "custom";
}
