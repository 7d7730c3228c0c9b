import { PRESET_CARDS } from "@/lib/tournament/format";
import type { ChoiceOption } from "@/components/forms/ChoiceCards";

/** The structures and tiers as the event forms offer them (regulations § Structures, § Tiers). */
export const STRUCTURE_OPTIONS: readonly ChoiceOption[] = [
  { value: "basic", label: "Basic", hint: "Store Championships. Rounds and cut from the player count (4+ players)." },
  { value: "advanced", label: "Advanced", hint: "Regional Championships. Rounds and cut from the player count (9+ players)." },
  { value: "custom", label: "Custom", hint: "You choose the Swiss rounds and the cut." },
];

export const TIER_OPTIONS: readonly ChoiceOption[] = [
  { value: "relaxed", label: "Relaxed", hint: "Welcoming to all; a leader may play if a second leader rules on their games." },
  { value: "formal", label: "Formal", hint: "Friendly competition; deck lists required; leaders do not play." },
  { value: "premier", label: "Premier", hint: "Highest competition; deck lists required; leaders do not play." },
];

/** The cut sizes an organizer may choose for a Custom structure (regulations § Progression Cut). */
export const CUT_OPTIONS: readonly { value: string; label: string }[] = [
  { value: "0", label: "No cut" },
  { value: "4", label: "Top 4" },
  { value: "8", label: "Top 8" },
  { value: "16", label: "Top 16" },
];

/** The presets as the new-event form offers them: each family's cards (lib/tournament/format/presets). */
export const PRESET_OPTIONS: readonly ChoiceOption[] = PRESET_CARDS.map(({ value, label, hint }) => ({ value, label, hint }));

export const STYLE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: "single", label: "Single game" },
  { value: "bo3", label: "Best of 3" },
  { value: "bo5", label: "Best of 5" },
];

/** The generic presets' points per result, in form order. */
export const POINT_FIELDS = [
  ["win", "Win"],
  ["draw", "Draw"],
  ["loss", "Loss"],
  ["modifiedWin", "Modified win"],
  ["modifiedLoss", "Modified loss"],
  ["bye", "Bye"],
] as const;
