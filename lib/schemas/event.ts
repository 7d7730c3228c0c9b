import { z } from "zod";
import { cleanText, text } from "./common";
import { checkPresetOptions, FormatSummary, PRESET_IDS, PresetOptions } from "./format";
import { DEFAULT_PRESET, eventPlan, presetTraits } from "@/lib/tournament/format/presets";
import { apiRegistry } from "./registry";
import { TimeZone } from "./time-zone";
import { K_MAX, K_MIN } from "@/lib/tournament/ratings/settings";

export const STRUCTURES = ["basic", "advanced", "custom"] as const;
export const TIERS = ["relaxed", "formal", "premier"] as const;
export const EVENT_STATUSES = ["registration", "swiss", "elimination", "complete"] as const;
export const CUT_SIZES = [0, 4, 8, 16] as const;

const minutes = (what: string) =>
  z
    .number({ error: `${what} must be a number of minutes.` })
    .int({ error: `${what} must be a whole number of minutes.` })
    .min(10, { error: `${what} must be at least 10 minutes.` })
    .max(240, { error: `${what} can be at most 240 minutes.` });

/**
 * An event's rating settings (issue 24): whether it is rated and its K (the organizer picks the
 * game's named K or types one). Stored in `Event.rating`; read with the game's defaults by
 * `ratingSettings` (lib/tournament/ratings/settings.ts).
 */
export const EventRatingSettings = z
  .object({
    rated: z.boolean({ error: "Rated is true or false." }),
    k: z
      .number({ error: "K must be a number." })
      .int({ error: "K must be a whole number." })
      .min(K_MIN, { error: `K must be at least ${K_MIN}.` })
      .max(K_MAX, { error: `K can be at most ${K_MAX}.` }),
  })
  .strict()
  .register(apiRegistry, { id: "EventRatingSettings", description: "Whether the event is rated and its K (the weight of its results on players' ratings). Events with fewer than 8 entrants are not rated." });
export type EventRatingSettings = z.infer<typeof EventRatingSettings>;

/** The rating settings a create or update sends: either field may be left out (create: the game's defaults; update: as stored). */
export const EventRatingInput = EventRatingSettings.partial()
  .strict()
  .register(apiRegistry, { id: "EventRatingInput", description: "Rating settings to set; a field left out keeps the stored value (on creation: rated, the game's Standard K)." });

/** The fields an organizer sets; create and update (PATCH) share them. */
const eventFields = {
  name: cleanText(2, 120, "Event name"),
  structure: z.enum(STRUCTURES, { error: "Choose a structure: basic, advanced or custom." }),
  tier: z.enum(TIERS, { error: "Choose a tier: relaxed, formal or premier." }),
  swissRounds: z
    .number({ error: "Swiss rounds must be a number." })
    .int({ error: "Swiss rounds must be a whole number." })
    .min(1, { error: "At least one Swiss round." })
    .max(15, { error: "At most 15 Swiss rounds." })
    .optional(),
  cutSize: z
    .union(CUT_SIZES.map((n) => z.literal(n)), { error: "The cut is 0 (none), 4, 8 or 16." })
    .optional(),
  randomSeed: text("Random seed", { min: 1, max: 200 }).optional(),
  startsAt: z.iso.datetime({ offset: true, error: "Start time must be an ISO 8601 date-time." }).optional(),
  venue: cleanText(0, 200, "Venue").optional(),
  /** Where the event's dates and times are written (pages, notices, the early-price day); default UTC. */
  timeZone: TimeZone.optional(),
  description: text("Description", { max: 5000, multiline: true }).optional(),
  swissMinutes: minutes("Swiss round length").optional(),
  eliminationMinutes: minutes("Elimination round length").optional(),
  finalMinutes: minutes("Final round length").optional(),
  rating: EventRatingInput.optional(),
  guildsApart: z
    .boolean({ error: "guildsApart is true or false." })
    .optional()
    .describe("Keep members of one guild apart in round 1 when the field allows (round 1 stays a seeded random draw)."),
  draftRounds: z
    .boolean({ error: "draftRounds is true or false." })
    .optional()
    .describe("Pairing a round makes a draft that only the event's staff see until it is published (POST …/rounds/{number}/publish). Left out: on at the Premier tier, off otherwise."),
};

/**
 * Creating an event: the preset (FFG SW:TCG when omitted) and what it leaves open. FFG events
 * take a structure and tier (the regulations'); other presets set their own stages, so structure
 * and tier are FFG-only and the cut comes from the preset; Swiss rounds may be set (else one per
 * doubling of the field, fixed when round 1 is paired).
 */
export const EventCreateInput = z
  .object({
    ...eventFields,
    preset: z.enum(PRESET_IDS, { error: `The preset is one of ${PRESET_IDS.join(", ")}.` }).optional(),
    presetOptions: PresetOptions.optional(),
    structure: eventFields.structure.optional(),
    tier: eventFields.tier.optional(),
  })
  .superRefine((v, ctx) => {
    const preset = v.preset ?? DEFAULT_PRESET;
    checkPresetOptions(preset, v.presetOptions, ctx);
    if (!presetTraits(preset).structures) {
      for (const key of ["structure", "tier", "cutSize"] as const) {
        if (v[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: `${key} is an FFG setting: the ${preset} preset sets its own stages.` });
      }
      if (eventPlan(preset).stages[0]!.kind !== "swiss" && v.swissRounds !== undefined) {
        ctx.addIssue({ code: "custom", path: ["swissRounds"], message: "A single elimination event has no Swiss rounds." });
      }
      return;
    }
    if (v.structure === undefined) ctx.addIssue({ code: "custom", path: ["structure"], message: "Choose a structure: basic, advanced or custom." });
    if (v.tier === undefined) ctx.addIssue({ code: "custom", path: ["tier"], message: "Choose a tier: relaxed, formal or premier." });
    if (v.structure === "custom") {
      if (v.swissRounds === undefined)
        ctx.addIssue({ code: "custom", path: ["swissRounds"], message: "A custom structure needs the number of Swiss rounds." });
      if (v.cutSize === undefined)
        ctx.addIssue({ code: "custom", path: ["cutSize"], message: "A custom structure needs the size of the cut (0 for none)." });
    } else if (v.structure !== undefined) {
      // Basic and Advanced take both from the regulations' tables when round 1 is paired.
      if (v.swissRounds !== undefined)
        ctx.addIssue({ code: "custom", path: ["swissRounds"], message: `The ${v.structure} structure sets the Swiss rounds from the player count; choose custom to set them.` });
      if (v.cutSize !== undefined)
        ctx.addIssue({ code: "custom", path: ["cutSize"], message: `The ${v.structure} structure sets the cut from the player count; choose custom to set it.` });
    }
  })
  .register(apiRegistry, { id: "EventCreateInput" });
export type EventCreateInput = z.infer<typeof EventCreateInput>;

/** Fields of a PATCH that only change while registration is open (before round 1 is paired). */
export const SETTINGS_LOCKED_AFTER_ROUND_1 = ["structure", "tier", "randomSeed", "swissRounds", "cutSize"] as const;

/**
 * PATCH /events/{eventId}: any subset of the create fields. `null` clears the optional text
 * fields (start time, venue, description). Whether a custom structure has its rounds and cut is
 * checked against the stored event (lib/server/events/event-settings.ts); here only what the body alone
 * can tell.
 */
export const EventUpdateInput = z
  .object({
    ...eventFields,
    name: eventFields.name.optional(),
    structure: eventFields.structure.optional(),
    tier: eventFields.tier.optional(),
    startsAt: eventFields.startsAt.unwrap().nullable().optional(),
    venue: eventFields.venue.unwrap().nullable().optional(),
    description: eventFields.description.unwrap().nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.structure !== undefined && v.structure !== "custom") {
      for (const key of ["swissRounds", "cutSize"] as const) {
        if (v[key] !== undefined)
          ctx.addIssue({ code: "custom", path: [key], message: `The ${v.structure} structure sets ${key === "cutSize" ? "the cut" : "the Swiss rounds"} from the player count; choose custom to set ${key === "cutSize" ? "it" : "them"}.` });
      }
    }
  })
  .register(apiRegistry, { id: "EventUpdateInput", description: "Any subset of the event's settings; structure, tier, seed, rounds and cut only before round 1 is paired." });
export type EventUpdateInput = z.infer<typeof EventUpdateInput>;

export const Event = z
  .object({
    id: z.string(),
    name: z.string(),
    structure: z.enum(STRUCTURES),
    tier: z.enum(TIERS),
    status: z.enum(EVENT_STATUSES),
    swissRounds: z.number().int().nullable().describe("Resolved once round 1 is paired (set up front for custom)."),
    cutSize: z.number().int().nullable(),
    currentRound: z.number().int().describe("Number of the latest paired round; 0 before round 1."),
    randomSeed: z.string(),
    startsAt: z.string().nullable(),
    venue: z.string().nullable(),
    timeZone: z.string().describe("IANA time zone the event's dates and times are written in (e.g. Europe/Berlin); UTC for events made before zones existed."),
    description: z.string().nullable(),
    roundMinutes: z.object({ swiss: z.number().int(), elimination: z.number().int(), final: z.number().int() }),
    playerCount: z.number().int(),
    format: FormatSummary,
    rating: EventRatingSettings.describe("As the organizer set it, with the game's defaults where unset (rated, the Standard K)."),
    guildsApart: z.boolean().describe("Members of one guild are kept apart in round 1 when the field allows."),
    draftRounds: z.boolean().describe("Pairing a round makes a draft, seen by the event's staff only until it is published (the organizer's choice; by default on at the Premier tier)."),
    plannedStructure: z
      .union([z.object({ swissRounds: z.number().int(), cutSize: z.number().int() }), z.object({ problem: z.string() })])
      .optional()
      .describe("Before round 1 of a Basic or Advanced event: the rounds and cut for the players registered now (fixed when round 1 is paired), or why there are none yet."),
  })
  .register(apiRegistry, { id: "Event" });
export type Event = z.infer<typeof Event>;
