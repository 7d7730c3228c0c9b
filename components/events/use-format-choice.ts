"use client";

import { useState } from "react";
import { DEFAULT_PRESET, eventPlan, GENERIC_GAME_CHOICES, isPresetId, presetCard, presetTraits, type GenericGame } from "@/lib/tournament/format";

/**
 * The preset chosen in FormatFields and what follows from it: whether FFG's structure and tier
 * are asked, and the game (the preset's, or the one chosen for a generic preset) whose named Ks
 * RatingFields offers.
 */
export function useFormatChoice(values: Record<string, string>, fallback: string = DEFAULT_PRESET) {
  const [preset, setPreset] = useState<string>(values.preset || fallback);
  const [genericGame, setGenericGame] = useState<string>(values["presetOptions.game"] ?? GENERIC_GAME_CHOICES[0]!.value);
  const presetId = isPresetId(preset) ? preset : DEFAULT_PRESET;
  const game = eventPlan(presetId, presetCard(presetId).inputs.includes("game") ? { game: genericGame as GenericGame } : {}).game;
  return { preset, setPreset, setGenericGame, structures: presetTraits(preset).structures, game };
}
