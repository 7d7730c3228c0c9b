import { z } from "zod";
import { MAX_BUILD_MINUTES } from "@/lib/tournament/decks/pool";
import { wholeNumber } from "./common";
import { apiRegistry } from "./registry";

/** Event presets (lib/tournament/format/presets.ts): the game, the stages and their match format. */
export const PRESET_IDS = [
  "ffg-swtcg",
  "swg-swiss",
  "swg-swiss-top8",
  "swg-single-elimination",
  "generic-swiss",
  "generic-single-elimination",
  "swccg-2v2",
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export const GENERIC_GAMES = ["swccg", "young-jedi", "wotc-swtcg"] as const;
export const MATCH_STYLES = ["single", "bo3", "bo5"] as const;
export const DECK_KINDS = ["constructed", "limited"] as const;

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

/**
 * What a preset leaves open. SWG presets take `style` and `deckKind`; generic presets take the
 * game, the style, the points, whether draws and modified results exist, and the game length.
 * Fields a preset does not read are refused, so a request never seems to set something it does not.
 */
export const PresetOptions = z
  .object({
    game: z.enum(GENERIC_GAMES, { error: "The game is swccg, young-jedi or wotc-swtcg." }).optional(),
    style: z.enum(MATCH_STYLES, { error: "The match style is single, bo3 or bo5." }).optional(),
    deckKind: z.enum(DECK_KINDS, { error: "Decks are constructed or limited." }).optional(),
    thirdPlace: z.boolean({ error: "thirdPlace is true or false." }).optional(),
    points: PointsInput.optional(),
    draws: z.boolean({ error: "draws is true or false." }).optional(),
    modifiedResults: z.boolean({ error: "modifiedResults is true or false." }).optional(),
    gameMinutes: wholeNumber("Game length", 10, 240).optional(),
    deckSize: wholeNumber("Deck size", 1, 500)
      .optional()
      .describe("Young Jedi and SWCCG: the exact deck size (default 60); WotC SW TCG: a minimum (default: no check). Read by lib/tournament/decks."),
    buildMinutes: wholeNumber("Build time", 1, MAX_BUILD_MINUTES).optional().describe("Limited (sealed) events: minutes of the deck build clock (default 10)."),
  })
  .strict()
  .register(apiRegistry, { id: "PresetOptions", description: "The parameters the preset leaves open; omitted = the preset's defaults." });
export type PresetOptions = z.infer<typeof PresetOptions>;

const READS: Record<PresetId, readonly (keyof PresetOptions)[]> = {
  "ffg-swtcg": [],
  "swg-swiss": ["style", "deckKind", "buildMinutes"],
  "swg-swiss-top8": ["style", "deckKind", "thirdPlace", "buildMinutes"],
  "swg-single-elimination": ["style", "deckKind", "thirdPlace", "buildMinutes"],
  "generic-swiss": ["game", "style", "points", "draws", "modifiedResults", "gameMinutes", "deckKind", "deckSize", "buildMinutes"],
  "generic-single-elimination": ["game", "style", "modifiedResults", "gameMinutes", "thirdPlace", "deckKind", "deckSize", "buildMinutes"],
  // The 2-on-2 team event: its points table (draw unused: no draws), game length and deck size.
  "swccg-2v2": ["points", "gameMinutes", "deckSize"],
};

/** Adds an issue for every option the preset does not read (path `presetOptions.<key>`). */
export function checkPresetOptions(preset: PresetId, options: PresetOptions | undefined, ctx: z.RefinementCtx): void {
  const reads = new Set(READS[preset]);
  for (const key of Object.keys(options ?? {}) as (keyof PresetOptions)[]) {
    if (!reads.has(key)) ctx.addIssue({ code: "custom", path: ["presetOptions", key], message: `The ${preset} preset does not take ${key}.` });
  }
  if (preset.startsWith("generic-") && !options?.game) {
    ctx.addIssue({ code: "custom", path: ["presetOptions", "game"], message: "Choose the game: swccg, young-jedi or wotc-swtcg." });
  }
}

export const StageSummary = z.object({
  kind: z.enum(["swiss", "single-elimination", "double-elimination"]),
  name: z.string().describe('"Swiss", "Top 8 single elimination", …'),
  match: z.string().describe('The match format in words: "Best of 3, chess clock 30 minutes each".'),
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
