/**
 * Ratings in words (issue 24): ratings are stored unrounded and shown as whole numbers; a change
 * keeps one decimal with its sign ("+8.0", "−7.7"), so a ledger's lines add up to what it shows.
 */

/** A rating as shown: a whole number. */
export const ratingText = (rating: number) => String(Math.round(rating));

/** A change with its sign and one decimal; a true minus sign for a loss. */
export function changeText(change: number): string {
  const fixed = Math.abs(change).toFixed(1);
  if (fixed === "0.0") return "±0.0";
  return `${change > 0 ? "+" : "−"}${fixed}`;
}

/** The expected score E as a share: "0.76". */
export const expectedText = (expected: number) => expected.toFixed(2);

/** The result S: won 1, drawn ½, lost 0; an FFG round's share of its points as a fraction of 1. */
export function scoreText(score: number): string {
  if (score === 1) return "1 (won)";
  if (score === 0) return "0 (lost)";
  if (score === 0.5) return "½ (drawn)";
  return score.toFixed(2);
}

/** K as set (a provisional player's doubled K may not be whole when an organizer typed an odd one). */
export const kText = (k: number) => (Number.isInteger(k) ? String(k) : k.toFixed(1));

const REASONS: Record<string, string> = {
  completed: "The event completed",
  corrected: "A result was corrected",
  "round-deleted": "A round was deleted",
  merged: "Two profiles were merged",
  "merge-undone": "A merge was undone",
  claimed: "A typed entry was claimed",
  "event-deleted": "An event was deleted",
  settings: "The event's rating settings changed",
  imported: "The event was imported",
};

/** Why a rating run was made, in words. */
export const runReasonText = (reason: string) => REASONS[reason] ?? `Re-rated (${reason})`;

/** The provisional mark with the rated matches still to play: "provisional · 7 more rated matches". */
export const provisionalText = (remaining: number) => (remaining > 0 ? `provisional · ${remaining} more rated ${remaining === 1 ? "match" : "matches"}` : "provisional");
