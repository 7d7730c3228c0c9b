/**
 * An event's preset, read once: its game, descriptor, stages and the match format of each
 * (engine: `eventPlan`). Services ask here instead of assuming FFG's two games; pages get the
 * same answers through `formatSummary` in the event document.
 */
import type { Event as EventRow } from "@/lib/generated/prisma/client";
import { PresetOptions, type FormatSummary, type PresetId } from "@/lib/schemas/format";
import {
  DEFAULT_PRESET,
  eliminationBracket,
  eventPlan,
  isEliminationSize,
  isPresetId,
  matchWords,
  presetTraits,
  resultEntryOf,
  singleEliminationBracket,
  stageName,
  type BracketDefinition,
  type BracketKind,
  type EventPlan,
  type MatchFormat,
  type PresetTraits,
  type ResultEntry,
  type StagePlan,
} from "@/lib/tournament";

type PresetFields = Pick<EventRow, "preset" | "presetOptions">;

const plans = new Map<string, EventPlan>();

export function presetIdOf(event: PresetFields): PresetId {
  return isPresetId(event.preset) ? event.preset : DEFAULT_PRESET;
}

/** The event's plan (cached per preset and options: plans are plain data). */
export function planOf(event: PresetFields): EventPlan {
  const key = `${event.preset}|${JSON.stringify(event.presetOptions)}`;
  let plan = plans.get(key);
  if (!plan) {
    const options = PresetOptions.safeParse(event.presetOptions);
    plan = eventPlan(presetIdOf(event), options.success ? options.data : {});
    // Organizer-set points make many keys possible: keep the cache small.
    if (plans.size >= 256) plans.clear();
    plans.set(key, plan);
  }
  return plan;
}

/** What the event's preset family is like (structures and tiers, result entry, decks): `PresetTraits`. */
export const traitsOf = (event: PresetFields): PresetTraits => presetTraits(presetIdOf(event));

/** How the event's results are entered: its preset family's strategy (FFG's sides, or game by game). */
export const entryOf = (event: PresetFields): ResultEntry => resultEntryOf(traitsOf(event));

/** People per entrant at a team event (SWCCG 2-on-2: 2); null for an individual event. */
export const teamSizeOf = (event: PresetFields): number | null => planOf(event).teamSize ?? null;

/** The Swiss stage's format; events without a Swiss stage never ask. */
export function swissFormat(event: PresetFields): MatchFormat {
  const stage = planOf(event).stages.find((s) => s.kind === "swiss");
  return (stage ?? planOf(event).stages[0]!).format;
}

/** The stage after the Swiss rounds, or the only stage of an elimination event. */
export function eliminationStage(event: PresetFields): StagePlan | null {
  return planOf(event).stages.find((s) => s.kind !== "swiss") ?? null;
}

/** Is the event elimination from round 1 (no Swiss stage)? */
export const eliminationOnly = (event: PresetFields) => planOf(event).stages[0]?.kind !== "swiss";

/** Double elimination (FFG) or single elimination (the other presets). */
export function bracketKindOf(event: PresetFields): BracketKind {
  return eliminationStage(event)?.kind === "single-elimination" ? "single" : "double";
}

/** Brackets by kind, size and third-place match: plain data, built once (every elimination save reads one). */
const brackets = new Map<string, BracketDefinition | null>();

/** The event's bracket (its matches, parts, routing) once the cut is made; null before. */
export function bracketDefinitionOf(event: PresetFields & Pick<EventRow, "cutSize">): BracketDefinition | null {
  const size = event.cutSize;
  if (size === null || size < 2) return null;
  const kind = bracketKindOf(event);
  const thirdPlace = kind === "single" && (eliminationStage(event)?.thirdPlace ?? false);
  const key = `${kind}:${size}:${thirdPlace}`;
  if (!brackets.has(key)) {
    brackets.set(key, kind === "double" ? (isEliminationSize(size) ? eliminationBracket(size) : null) : singleEliminationBracket(size, { thirdPlace }));
  }
  return brackets.get(key)!;
}

/** The format of a match: Swiss matches have no bracket number. */
export function matchFormat(event: PresetFields, bracketMatch: number | null): MatchFormat {
  return bracketMatch === null ? swissFormat(event) : (eliminationStage(event)?.format ?? swissFormat(event));
}

/** Minutes of a round for a format: its round clock, or both players' chess clocks. */
export function roundMinutesOf(format: MatchFormat): number {
  return format.clock.kind === "round" ? format.clock.minutes : format.clock.minutesPerPlayer * 2;
}

export function formatSummary(event: PresetFields): FormatSummary {
  const plan = planOf(event);
  const first = plan.stages[0]!.format;
  const swiss = swissFormat(event);
  return {
    preset: presetIdOf(event),
    game: plan.gameName,
    descriptor: plan.descriptor,
    stages: plan.stages.map((s) => ({
      kind: s.kind,
      name: stageName(s),
      match: matchWords(s.format),
      cut: typeof s.cut?.size === "number" ? s.cut.size : null,
    })),
    gamesPerMatch: first.games.kind === "both-sides" ? { kind: "both-sides", count: 2 } : { kind: "best-of", count: first.games.count },
    draws: first.draws,
    intentionalSplit: first.intentionalSplit,
    modifiedResults: first.modifiedResults,
    chessClockMinutes: first.clock.kind === "chess" ? first.clock.minutesPerPlayer : null,
    absenceForfeitMinutes: first.absenceForfeitMinutes,
    lateEntry: first.lateEntry,
    scoring: { ...swiss.scoring },
    ...(plan.teamSize ? { teamSize: plan.teamSize } : {}),
    ...(plan.namedTiers ? { namedTiers: true } : {}),
    ...(first.clock.kind === "round" && first.clock.gameMinutes ? { gameMinutes: first.clock.gameMinutes } : {}),
  };
}
