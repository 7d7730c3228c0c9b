/**
 * Seasons (leagues, circuits, the SWG Sprint): the organizer's input, the rules as stored
 * (`Season.rules`) and the views the API answers with. The engine's types are
 * lib/tournament/seasons/types.ts; `SeasonRules` here parses into them.
 */
import { z } from "zod";
import { GAME_IDS } from "@/lib/tournament/format/presets";
import { SEASON_PRESET_IDS } from "@/lib/tournament/seasons/presets";
import { EXCLUSION_REASONS } from "@/lib/tournament/seasons/standings";
import type { SeasonRulesPatch as EngineRulesPatch } from "@/lib/tournament/seasons/presets";
import type { SeasonRules as EngineRules } from "@/lib/tournament/seasons/types";
import { cleanText, ID_PATTERN, text, wholeNumber } from "./common";
import { apiRegistry } from "./registry";
import { TimeZone } from "./time-zone";

const points = (what: string) => wholeNumber(what, 0, 10_000);
/** A tier, group or award name: short, lower-case words ("regional", "gold"). */
const label = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .regex(/^[a-z0-9][a-z0-9 -]{0,31}$/, { error: `${what} is a short lower-case name (letters, digits, spaces, hyphens).` });
const isoTime = z.iso.datetime({ offset: true, error: "Give a date and time (ISO 8601)." });

const PerMatch = z.object({ win: points("Points per win").default(0), draw: points("Points per draw").default(0), loss: points("Points per loss").default(0), bye: points("Points per bye").default(0) });

export const SeasonRules = z
  .object({
    participation: points("Points for taking part").default(0),
    perMatch: PerMatch.default({ win: 0, draw: 0, loss: 0, bye: 0 }),
    placePoints: z.array(points("Points for a place")).max(64, { error: "At most 64 places earn points." }).default([]),
    tierMultipliers: z
      .record(label("A tier"), wholeNumber("A multiplier", 1, 100))
      .refine((r) => Object.keys(r).length <= 16, { error: "At most 16 tiers." })
      .default({}),
    minEntrants: wholeNumber("The minimum of entrants", 0, 10_000).default(0),
    bestN: wholeNumber("Best N", 1, 1000).nullable().default(null),
    bestNPerGroup: z
      .record(label("A group"), wholeNumber("Best N of a group", 1, 1000))
      .refine((r) => Object.keys(r).length <= 16, { error: "At most 16 groups." })
      .default({}),
    weekdaysOnly: z.boolean().default(false),
    leaderAward: label("The leader's award").nullable().default(null),
    levels: z
      .array(z.object({ kind: label("A level's name"), points: points("A level's points") }))
      .max(8, { error: "At most 8 levels." })
      .default([]),
    finalInvites: wholeNumber("Invitations to the final", 1, 1000).nullable().default(null),
  })
  .register(apiRegistry, { id: "SeasonRules", description: "Points rules of a season: participation, per match, per place, tier multipliers, minimum entrants, best-N (optionally per group), awards." });
export type SeasonRules = z.output<typeof SeasonRules>;
// The stored rules are the engine's.
const _rulesFit: EngineRules = {} as SeasonRules;
void _rulesFit;

/** The same fields with the same checks and no defaults: a field left out is absent (not its default). */
const given = <S extends z.ZodRawShape>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, (v as unknown as z.ZodDefault<z.ZodType>).unwrap().optional()]));

/**
 * Rules as an organizer gives them (POST and PATCH /seasons): any of them, applied over the
 * preset's (a new season) or the season's current rules (an edit); per match, any outcome.
 */
export const SeasonRulesInput = z
  .object({ ...given(SeasonRules.shape), perMatch: z.object(given(PerMatch.shape)).optional() })
  .register(apiRegistry, { id: "SeasonRulesInput", description: "Any of the season's rules: those left out keep the preset's (a new season) or the season's current ones (an edit)." }) as unknown as z.ZodType<EngineRulesPatch>;

/** Which events count: attached by an organizer of both, every event of the season's organizers, or those their organizers tagged for it. */
export const SEASON_COUNTS = ["attached", "organizer", "tagged"] as const;
export type SeasonCounts = (typeof SEASON_COUNTS)[number];
const Counts = z.enum(SEASON_COUNTS, { error: `Which events count is one of ${SEASON_COUNTS.join(", ")}.` });

const SeasonFields = {
  name: cleanText(1, 120, "The season's name"),
  game: z.enum(GAME_IDS, { error: `The game is one of ${GAME_IDS.join(", ")}.` }),
  preset: z.enum(SEASON_PRESET_IDS).default("custom"),
  schedule: z.enum(["dates", "monthly-weekdays"]).default("dates"),
  startsAt: isoTime.nullable().default(null),
  endsAt: isoTime.nullable().default(null),
  timeZone: TimeZone.default("UTC"),
  counts: Counts.default("attached"),
};

const datesFit = (s: { schedule: string; startsAt: string | null; endsAt: string | null }) =>
  s.schedule !== "dates" || (s.startsAt !== null && s.endsAt !== null && Date.parse(s.startsAt) < Date.parse(s.endsAt));
const datesError = { error: "A season with dates needs a start before its end.", path: ["endsAt"] };

/** POST /seasons. `rules`: applied over the preset's (left out: the preset's). */
export const SeasonCreateInput = z
  .object({ ...SeasonFields, rules: SeasonRulesInput.optional() })
  .refine(datesFit, datesError)
  .register(apiRegistry, { id: "SeasonCreateInput" });
export type SeasonCreateInput = z.output<typeof SeasonCreateInput>;

/** PATCH /seasons/{id}: any field; a change of rules re-ranks and must be confirmed. Co-organizers are invited apart (`CoOrganizerInviteInput`). */
export const SeasonUpdateInput = z
  .object({
    name: SeasonFields.name.optional(),
    schedule: z.enum(["dates", "monthly-weekdays"]).optional(),
    startsAt: isoTime.nullable().optional(),
    endsAt: isoTime.nullable().optional(),
    timeZone: TimeZone.optional(),
    counts: Counts.optional(),
    rules: SeasonRulesInput.optional().describe("Applied over the season's current rules."),
    confirmReRank: z.boolean().optional().describe("A change of rules that re-ranks players is applied only with this set."),
  })
  .register(apiRegistry, { id: "SeasonUpdateInput" });
export type SeasonUpdateInput = z.output<typeof SeasonUpdateInput>;

/** POST /seasons/{id}/co-organizers: one address; the answer is the same whether or not an account has it. */
export const CoOrganizerInviteInput = z
  .object({ email: z.email({ error: "Give an email address." }).max(254, { error: "An email address has at most 254 characters." }).describe("Where the invitation goes (mailed when mail is set up; a notice to the account that verified it, if any).") })
  .register(apiRegistry, { id: "CoOrganizerInviteInput" });

export const CoOrganizerInvitation = z
  .object({
    id: z.string(),
    email: z.string(),
    url: z.string().describe("The one-time link (shown only now): whoever opens it signed in and accepts becomes a co-organizer."),
    expiresAt: z.string(),
  })
  .register(apiRegistry, { id: "CoOrganizerInvitation" });
export type CoOrganizerInvitation = z.output<typeof CoOrganizerInvitation>;

export const SeasonInvitationAcceptInput = z
  .object({ token: z.string().min(1, { error: "The token is the secret at the end of the invitation link." }).max(200, { error: "The token is the secret at the end of the invitation link." }) })
  .register(apiRegistry, { id: "SeasonInvitationAcceptInput" });
export const SeasonInvitationAccepted = z.object({ seasonId: z.string() }).register(apiRegistry, { id: "SeasonInvitationAccepted" });

export const SeasonAttachInput = z
  .object({
    eventId: z.string().regex(ID_PATTERN, { error: "An event id." }),
    tier: label("The tier").nullable().default(null),
    group: label("The group").nullable().default(null),
  })
  .register(apiRegistry, { id: "SeasonAttachInput" });
export type SeasonAttachInput = z.output<typeof SeasonAttachInput>;

/** POST /events/{eventId}/season-tags: the event's organizer tags it for a season. */
export const SeasonTagInput = z
  .object({ seasonId: z.string({ error: "Choose a season." }).regex(ID_PATTERN, { error: "Choose a season." }) })
  .register(apiRegistry, { id: "SeasonTagInput" });
export type SeasonTagInput = z.output<typeof SeasonTagInput>;

const Medal = z.object({ kind: z.string(), count: z.number().int() });

/** A season's settings as shown and as exported (the people differ: ids on the API, emails in the export). */
const seasonSettings = {
  id: z.string(),
  name: z.string(),
  game: z.string(),
  preset: z.string(),
  schedule: z.enum(["dates", "monthly-weekdays"]),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  timeZone: z.string(),
  counts: Counts,
  rules: SeasonRules,
};

export const Season = z
  .object({
    ...seasonSettings,
    preset: z.string().describe('The preset its rules are ("custom" once they no longer match the one it started from).'),
    /** The preset it was made from. */
    startedFrom: z.string(),
    gameName: z.string(),
    organizer: z.object({ id: z.string(), name: z.string() }),
    coOrganizers: z.array(z.object({ id: z.string(), name: z.string() })),
    invitations: z
      .array(z.object({ id: z.string(), email: z.string(), createdAt: z.string(), expiresAt: z.string(), expired: z.boolean() }))
      .describe("Co-organizer invitations not yet accepted: the organizer's to see (empty for everyone else)."),
    version: z.number().int(),
    events: z.array(z.object({ eventId: z.string(), name: z.string(), startsAt: z.string().nullable(), status: z.string(), tier: z.string().nullable(), group: z.string().nullable() })),
    /** Events their organizers tagged for it (counted when `counts` is "tagged", unless refused by the season's organizers). */
    tags: z.array(z.object({ eventId: z.string(), name: z.string(), startsAt: z.string().nullable(), status: z.string(), refused: z.boolean() })),
    /** The caller may edit it. */
    canEdit: z.boolean(),
  })
  .register(apiRegistry, { id: "Season" });
export type Season = z.output<typeof Season>;

export const SeasonStandingRow = z.object({
  rank: z.number().int(),
  playerId: z
    .string()
    .describe("The season's player: a profile id, `entry:<id>` for a typed entry nobody claimed, `hidden-<n>` for a hidden profile the caller may not see (numbered per answer, never the same person twice)."),
  profileId: z.string().nullable().describe("Null for a typed entry, and for a hidden profile the caller may not see (its row keeps rank and points, without name, medals or events)."),
  name: z.string().describe("“Hidden player” for a hidden profile the caller may not see."),
  points: z.number(),
  eventsCounted: z.number().int(),
  eventsPlayed: z.number().int(),
  bestPlace: z.number().int(),
  invited: z.boolean(),
  medals: z.array(Medal),
  events: z.array(
    z.object({
      eventId: z.string(),
      eventName: z.string(),
      startsAt: z.string(),
      place: z.number().int(),
      entrants: z.number().int(),
      wins: z.number().int(),
      draws: z.number().int(),
      losses: z.number().int(),
      byes: z.number().int(),
      base: z.number(),
      multiplier: z.number(),
      points: z.number(),
      counted: z.boolean(),
    }),
  ),
});
export type SeasonStandingRow = z.output<typeof SeasonStandingRow>;

export const SeasonLeaderboard = z
  .object({
    seasonId: z.string(),
    period: z.object({ key: z.string(), startsAt: z.string(), endsAt: z.string(), settled: z.object({ settledAt: z.string(), endedAt: z.string() }).nullable() }),
    rows: z.array(SeasonStandingRow),
    excluded: z.array(z.object({ eventId: z.string(), name: z.string(), reason: z.enum(EXCLUSION_REASONS) })),
  })
  .register(apiRegistry, { id: "SeasonLeaderboard" });
export type SeasonLeaderboard = z.output<typeof SeasonLeaderboard>;

export const SeasonAward = z.object({ seasonId: z.string(), seasonName: z.string(), period: z.string(), kind: z.string(), points: z.number(), rank: z.number().int(), awardedAt: z.string() });
export const PlayerSeasonRecord = z
  .object({
    profileId: z.string(),
    medals: z.array(Medal),
    awards: z.array(SeasonAward),
    /** Where the player stands now in each season they have played in (its current period). */
    standings: z.array(z.object({ seasonId: z.string(), seasonName: z.string(), period: z.string(), rank: z.number().int(), points: z.number(), players: z.number().int() })),
  })
  .register(apiRegistry, { id: "PlayerSeasonRecord" });
export type PlayerSeasonRecord = z.output<typeof PlayerSeasonRecord>;

export const SeasonList = z
  .object({ seasons: z.array(z.object({ id: z.string(), name: z.string(), game: z.string(), preset: z.string(), schedule: z.string() })) })
  .register(apiRegistry, { id: "SeasonList" });

/**
 * Why an event attached or tagged to a season does not count for it: the leaderboard's reasons
 * (`excluded`), or it is outside the season's dates, its tag was refused, it is of another game,
 * or the season does not take it (its organizers' events only, or tagged events only).
 */
export const EVENT_SEASON_REASONS = [...EXCLUSION_REASONS, "outside-dates", "tag-refused", "other-game", "not-taken"] as const;
export type EventSeasonReason = (typeof EVENT_SEASON_REASONS)[number];

export const EventSeasons = z
  .object({
    /** The seasons the event counts for. */
    seasons: z.array(z.object({ id: z.string(), name: z.string() })),
    /** Seasons it is attached or tagged to but does not count for, and why. */
    notCounted: z.array(z.object({ id: z.string(), name: z.string(), reason: z.enum(EVENT_SEASON_REASONS) })),
  })
  .register(apiRegistry, { id: "EventSeasons" });
export type EventSeasons = z.output<typeof EventSeasons>;

/** An event's name as exported: shown and kept in the import's history when the event does not attach. */
const exportedName = text("The event's name", { max: 500, verbatim: true });

/**
 * A season as its organizer takes it away (GET /seasons/{id}/export), versioned like the event
 * export: the settings and rules, the attached events and the tags by id (ids are kept by the event export, so
 * events moved with it attach again by the same ids), each settled period and its awards with the
 * profile's id and name as they were. Standings are not in it: they are recomputed from the events.
 */
export const SeasonExport = z
  .object({
    formatVersion: z.literal(1, { error: "This is not a season export of format 1." }),
    // Kept in the import's history (JSON): no NUL or broken character gets that far (a 400 here).
    exportedAt: text("The export's time (exportedAt)", { max: 64, verbatim: true }),
    // Read back by the import (POST /seasons/import) with this same schema: the settings as strict as a new season's.
    season: z
      .object({
        ...seasonSettings,
        id: z.string().regex(ID_PATTERN, { error: "The exported season's id." }),
        name: SeasonFields.name,
        game: SeasonFields.game,
        preset: z.enum(SEASON_PRESET_IDS, { error: `The preset is one of ${SEASON_PRESET_IDS.join(", ")}.` }),
        startsAt: isoTime.nullable(),
        endsAt: isoTime.nullable(),
        timeZone: TimeZone,
        organizer: z.object({ email: z.string(), name: z.string() }),
        coOrganizers: z.array(z.object({ email: z.string(), name: z.string() })).max(100),
      })
      .refine(datesFit, datesError),
    events: z
      .array(z.object({ eventId: z.string().regex(ID_PATTERN, { error: "An event id." }), name: exportedName, tier: label("The tier").nullable(), group: label("The group").nullable() }))
      .max(5000, { error: "At most 5,000 events." }),
    /** Events their organizers tagged for it (`counts: "tagged"`), refused or not; absent in files written before tags. */
    tags: z
      .array(z.object({ eventId: z.string().regex(ID_PATTERN, { error: "An event id." }), name: exportedName, refused: z.boolean() }))
      .max(5000, { error: "At most 5,000 tags." })
      .default([]),
    settlements: z.array(z.object({ period: z.string(), endedAt: z.string(), settledAt: z.string() })).max(10_000),
    awards: z
      .array(z.object({ period: z.string(), profileId: z.string().nullable(), displayName: z.string(), kind: z.string(), points: z.number(), rank: z.number().int(), awardedAt: z.string() }))
      .max(1_000_000)
      .describe("The awards given (they stay with this season: an import leaves them out). A hidden profile's, unless it is the exporter's own: profileId null, displayName “Hidden player”."),
  })
  .register(apiRegistry, { id: "SeasonExport" });
export type SeasonExport = z.output<typeof SeasonExport>;

/** POST /seasons/import: what the import made, and the exported events it could not attach (and why). */
export const SeasonImportResult = z
  .object({
    seasonId: z.string(),
    /** Attached again, or tagged again (`tagged`: the importer organizes the event, so the tag is theirs to make). */
    attached: z.array(z.object({ eventId: z.string(), name: z.string(), tagged: z.boolean() })),
    notAttached: z.array(z.object({ eventId: z.string(), name: z.string(), reason: z.enum(["not-found", "not-organizer", "other-game"]) })),
  })
  .register(apiRegistry, { id: "SeasonImportResult" });
export type SeasonImportResult = z.output<typeof SeasonImportResult>;
