/** An event's rating settings in words: "Rated · K 16", "Unrated", and why a small event is not rated. */
import { RATING_DEFAULTS } from "@/lib/tournament/ratings/settings";

type Settings = { readonly rated: boolean; readonly k: number };

/** "Rated · K 16" or "Unrated": as the organizer set it. */
export function ratingWords(rating: Settings): string {
  return rating.rated ? `Rated · K ${rating.k}` : "Unrated";
}

/** Said beside a rated event whose field is below the minimum (the DCI rule); null otherwise. */
export function ratingMinimumNote(rating: Settings, entrants: number, minEntrants = RATING_DEFAULTS.minEntrants): string | null {
  if (!rating.rated || entrants >= minEntrants) return null;
  return `Not rated with fewer than ${minEntrants} entrants (${entrants} now).`;
}

/** The event's descriptor with its rating: "Swiss, best of 3, top 8 · Rated · K 16". */
export function descriptorWithRating(descriptor: string, rating: Settings): string {
  return `${descriptor} · ${ratingWords(rating)}`;
}
