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

/** The presets as the new-event form offers them (lib/tournament/format/presets.ts). */
export const PRESET_OPTIONS: readonly ChoiceOption[] = [
  { value: "ffg-swtcg", label: "Star Wars: The Card Game", hint: "FFG regulations v3.1: Swiss of two games, then a double elimination cut." },
  { value: "swg-swiss", label: "Galaxies TCG · Swiss", hint: "Match points (win 3, loss 1), chess clocks, no late entry." },
  { value: "swg-swiss-top8", label: "Galaxies TCG · Swiss, top 8", hint: "Swiss rounds, then the top 8 play single elimination." },
  { value: "swg-single-elimination", label: "Galaxies TCG · Single elimination", hint: "A random draw; the winner of each match goes on." },
  { value: "generic-swiss", label: "Other game · Swiss", hint: "Star Wars CCG, Young Jedi, WotC SW TCG, with your points." },
  { value: "generic-single-elimination", label: "Other game · Single elimination", hint: "Any field size; top seeds get byes." },
  { value: "swccg-2v2", label: "Star Wars CCG · 2-on-2 teams", hint: "Teams of two; 2 rounds of two games (each team plays both sides), 2 hours a game, modified results at time." },
];

export const STYLE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: "single", label: "Single game" },
  { value: "bo3", label: "Best of 3" },
  { value: "bo5", label: "Best of 5" },
];

export const GAME_OPTIONS: readonly { value: string; label: string }[] = [
  { value: "swccg", label: "Star Wars CCG (Decipher)" },
  { value: "young-jedi", label: "Young Jedi CCG" },
  { value: "wotc-swtcg", label: "Star Wars TCG (Wizards of the Coast)" },
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
