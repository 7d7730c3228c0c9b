import type { EventSeasonReason } from "@/lib/schemas/season";

/** Why an event does not count for a season, in words (the leaderboard's and the event page's). */
export const NOT_COUNTED_BECAUSE: Record<EventSeasonReason, string> = {
  "below-minimum": "below the minimum of entrants",
  weekend: "not on a weekday",
  "outside-dates": "outside the season's dates",
  "tag-refused": "the season's organizers refused its tag",
  "other-game": "the season is of another game",
  "not-taken": "the season counts only its organizers' events or the events tagged for it",
};
