/**
 * A plan's stages and a format's match in words, for the event document, the new-event form and
 * the event pages: one wording, read from the data.
 */
import type { StagePlan } from "./presets";
import type { MatchFormat } from "./types";

const STAGE_NAME = { swiss: "Swiss", "single-elimination": "Single elimination", "double-elimination": "Double elimination" } as const;

/** "Swiss", "Top 8 single elimination", "Double elimination". */
export function stageName(stage: Pick<StagePlan, "kind" | "cut">): string {
  const name = STAGE_NAME[stage.kind];
  return stage.cut && typeof stage.cut.size === "number" ? `Top ${stage.cut.size} ${name.toLowerCase()}` : name;
}

/** "Best of 3, chess clock 30 minutes each", "Two games, one with each side, 70-minute rounds". */
export function matchWords(f: MatchFormat): string {
  const games = f.games.kind === "both-sides" ? "Two games, one with each side" : f.games.count === 1 ? "One game" : `Best of ${f.games.count}`;
  const clock =
    f.clock.kind === "chess"
      ? `chess clock ${f.clock.minutesPerPlayer} minutes each`
      : f.clock.gameMinutes
        ? `${f.clock.gameMinutes} minutes per game (${f.clock.minutes}-minute rounds)`
        : `${f.clock.minutes}-minute rounds`;
  return `${games}, ${clock}`;
}

/** "Swiss (Best of 3, …) → Top 8 single elimination (…)". */
export const stagesLine = (stages: readonly { name: string; match: string }[]): string => stages.map((s) => `${s.name} (${s.match})`).join(" → ");
