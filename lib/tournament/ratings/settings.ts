/**
 * Rating rules and an event's rating settings as data.
 *
 * Readings (issue 24):
 * - Every game starts a player at 1500 (the DCI and Elo convention).
 * - K per event, picked by the organizer from the game's named values or typed (1–64). The
 *   defaults follow the DCI's tiers scaled to a card-game season: casual 8, standard 16,
 *   championship 32 (the DCI used 16/24/32, FIDE 10/20/40).
 * - A player is provisional for their first 25 rated matches of a game and plays them at twice
 *   the event's K, so a newcomer's rating finds its level quickly.
 * - Events with fewer than 8 entrants are not rated (the DCI's minimum).
 */
import type { GameId } from "../format/presets/types";
import type { EventRatingSettings, KPreset, RatingRules } from "./types";

export const RATING_DEFAULTS: RatingRules = {
  initial: 1500,
  provisionalMatches: 25,
  provisionalMultiplier: 2,
  minEntrants: 8,
};

export const K_MIN = 1;
export const K_MAX = 64;

const STANDARD_KS: readonly KPreset[] = [
  { name: "Casual", k: 8 },
  { name: "Standard", k: 16 },
  { name: "Championship", k: 32 },
];

/** The named Ks an organizer picks from, per game (every game uses the same three today). */
export const K_PRESETS: Readonly<Record<GameId, readonly KPreset[]>> = {
  "ffg-swtcg": STANDARD_KS,
  "swg-tcg": STANDARD_KS,
  swccg: STANDARD_KS,
  "young-jedi": STANDARD_KS,
  "wotc-swtcg": STANDARD_KS,
};

/** The K of an event whose organizer chose none: the game's "Standard". */
export function defaultK(game: GameId): number {
  return K_PRESETS[game].find((p) => p.name === "Standard")?.k ?? 16;
}

/** An event's stored settings (`Event.rating`, {} before any were set) read with the game's defaults. */
export function ratingSettings(stored: unknown, game: GameId): EventRatingSettings {
  const s = (stored ?? {}) as { rated?: unknown; k?: unknown };
  const k = typeof s.k === "number" && Number.isFinite(s.k) && s.k >= K_MIN && s.k <= K_MAX ? s.k : defaultK(game);
  return { rated: s.rated !== false, k };
}

/** Whether an event with these settings and this many entrants is rated. */
export function eventIsRated(settings: EventRatingSettings, entrants: number, rules: RatingRules = RATING_DEFAULTS): boolean {
  return settings.rated && entrants >= rules.minEntrants;
}
