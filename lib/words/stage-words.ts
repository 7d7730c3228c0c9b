import type { FormatSummary } from "@/lib/schemas/format";

type Stages = Pick<FormatSummary, "stages" | "teamSize">;

const KIND_WORDS = { "single-elimination": "single elimination", "double-elimination": "double elimination" } as const;

/** The event's elimination stage (the bracket), if it has one. */
const bracketStage = (format: Stages) => format.stages.find((s) => s.kind !== "swiss");

/**
 * The bracket page's title from the event's own stages: "Top 8 — single elimination" after a
 * Swiss cut, "Single elimination — 16 players" for a bracket from round 1; never a fixed FFG
 * "double elimination".
 */
export function bracketTitle(format: Stages, size: number): string {
  const stage = bracketStage(format);
  if (!stage) return "Bracket";
  const kind = KIND_WORDS[stage.kind as keyof typeof KIND_WORDS];
  if (format.stages[0]?.kind === "swiss") return `Top ${size} — ${kind}`;
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)} — ${size} ${format.teamSize ? "teams" : "players"}`;
}

/** What the bracket page says before there is a bracket. */
export function bracketPendingText(format: Stages, cutSize?: number | null): string {
  if (noElimination(format, cutSize)) return "This event has no elimination stage: its standings decide the places.";
  return format.stages[0]?.kind === "swiss" ? "The bracket appears when the cut is made after the last Swiss round." : "The bracket appears when round 1 is paired.";
}

/**
 * An event that will have no bracket: its format has none, or its Swiss structure (fixed at
 * round 1, or the organizer's custom one) has no cut — FFG's format always names a bracket stage.
 */
export function noElimination(format: Stages, cutSize?: number | null): boolean {
  return !bracketStage(format) || (format.stages[0]?.kind === "swiss" && cutSize === 0);
}

/** Whether the event has a bracket to show: a cut made, or a bracket drawn from round 1. */
export function bracketShown(event: { cutSize: number | null; status: string }): boolean {
  return Boolean(event.cutSize) && (event.status === "elimination" || event.status === "complete");
}
