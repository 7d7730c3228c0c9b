import { z } from "zod";
import { wholeNumber } from "./common";
import { apiRegistry } from "./registry";
import {
  PRESET_IDS,
  PRESET_OPTION_FIELDS,
  presetReads,
  presetRequires,
  type OptionField,
  type PresetId,
  type PresetOptions as EnginePresetOptions,
} from "@/lib/tournament/format/presets";

/** Event presets (lib/tournament/format/presets): the ids, options and reads are the engine's. */
export { PRESET_IDS, type PresetId };
export { GENERIC_GAMES, MATCH_STYLES, DECK_KINDS } from "@/lib/tournament/format/presets";

const points = (what: string) => wholeNumber(what, 0, 100);

export const PointsInput = z
  .object({
    win: points("Points for a win"),
    draw: points("Points for a draw"),
    loss: points("Points for a loss"),
    modifiedWin: points("Points for a modified win"),
    modifiedLoss: points("Points for a modified loss"),
    bye: points("Points for a bye"),
  })
  .register(apiRegistry, { id: "PointsInput", description: "Points per match result (generic presets)." });

function optionSchema(key: string, field: OptionField): z.ZodType {
  switch (field.kind) {
    case "choice":
      return z.enum(field.values as [string, ...string[]], { error: field.message });
    case "flag":
      return z.boolean({ error: `${key} is true or false.` });
    case "points":
      return PointsInput;
    case "whole":
      return wholeNumber(field.label, field.min, field.max);
  }
}

type OptionShape = { [K in keyof EnginePresetOptions]-?: z.ZodOptional<z.ZodType<NonNullable<EnginePresetOptions[K]>>> };

/** Each option of the engine's declaration (`PRESET_OPTION_FIELDS`), optional, in its order. */
const optionShape = Object.fromEntries(
  Object.entries(PRESET_OPTION_FIELDS).map(([key, field]: [string, OptionField]) => {
    const optional = optionSchema(key, field).optional();
    return [key, field.kind === "whole" && field.description ? optional.describe(field.description) : optional];
  }),
) as unknown as OptionShape;

/**
 * What a preset leaves open. SWG presets take `style` and `deckKind`; generic presets take the
 * game, the style, the points, whether draws and modified results exist, and the game length.
 * Fields a preset does not read are refused, so a request never seems to set something it does not.
 */
export const PresetOptions = z
  .object(optionShape)
  .strict()
  .register(apiRegistry, { id: "PresetOptions", description: "The parameters the preset leaves open; omitted = the preset's defaults." });
export type PresetOptions = z.infer<typeof PresetOptions>;

/** Adds an issue for every option the preset does not read (path `presetOptions.<key>`), and for each it requires but lacks. */
export function checkPresetOptions(preset: PresetId, options: PresetOptions | undefined, ctx: z.RefinementCtx): void {
  const reads = new Set(presetReads(preset));
  for (const key of Object.keys(options ?? {}) as (keyof PresetOptions)[]) {
    if (!reads.has(key)) ctx.addIssue({ code: "custom", path: ["presetOptions", key], message: `The ${preset} preset does not take ${key}.` });
  }
  for (const { key, message } of presetRequires(preset)) {
    if (options?.[key] === undefined) ctx.addIssue({ code: "custom", path: ["presetOptions", key], message });
  }
}

export const StageSummary = z.object({
  kind: z.enum(["swiss", "single-elimination", "double-elimination"]),
  name: z.string().describe('"Swiss", "Top 8 single elimination", …'),
  match: z.string().describe('The match format in words: "Best of 3, chess clock 30 minutes each".'),
  cut: z.number().int().nullable().optional().describe("Players the stage takes from the one before (top N) when the preset fixes it; null: the first stage, or a cut the structure sets at round 1 (the event's cutSize)."),
});

export const FormatSummary = z
  .object({
    preset: z.enum(PRESET_IDS),
    game: z.string(),
    descriptor: z.string().describe('The event\'s descriptor, e.g. "Standard Constructed Match Play (2-3)".'),
    stages: z.array(StageSummary),
    gamesPerMatch: z.object({ kind: z.enum(["both-sides", "best-of"]), count: z.number().int() }),
    draws: z.boolean(),
    intentionalSplit: z.boolean(),
    modifiedResults: z.boolean(),
    chessClockMinutes: z.number().int().nullable().describe("Minutes on each player's chess clock for the whole match; null: one round clock."),
    absenceForfeitMinutes: z.number().int().nullable(),
    lateEntry: z.boolean(),
    scoring: z.object({ per: z.enum(["game", "match"]), win: z.number(), draw: z.number(), loss: z.number(), modifiedWin: z.number(), modifiedLoss: z.number(), bye: z.number(), byeCounts: z.enum(["when-paired", "round-end"]) }),
    namedTiers: z.boolean().optional().describe("The event's tier is one of the regulations' named tiers (FFG: Relaxed, Formal, Premier). Absent: the game names none."),
    teamSize: z.number().int().optional().describe("Team events (swccg-2v2: 2): the entrants are teams of this many people. Absent for individual events."),
    gameMinutes: z.number().int().optional().describe("Minutes per game when the round clock holds several games one after the other (swccg-2v2: 120; game N reaches time N × gameMinutes into the round)."),
  })
  .register(apiRegistry, { id: "FormatSummary", description: "The event's game, stages and match format, as data." });
export type FormatSummary = z.infer<typeof FormatSummary>;
