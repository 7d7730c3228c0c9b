/**
 * On-demand queues and scheduled events (issue 27): the event template both start from, the
 * queue's and the schedule's inputs, and what their pages and the API show.
 */
import { z } from "zod";
import { checkRule } from "./recurrence-rule";
import { cleanText, ID_PATTERN, text } from "./common";
import { EventCreateInput } from "./event";
import { FeeSettings } from "./fees";
import { RegistrationSettings } from "./registration";
import { apiRegistry } from "./registry";
import { TimeZone } from "./time-zone";

/**
 * The event a queue or a schedule starts: the event-creation input (game and preset with its
 * options, rounds, rating K …; its name is the queue's or schedule's with a number or the date),
 * the entry fees, whether round 1 is paired as the event starts, and the season it counts for
 * (attached as it starts, when the season's attach rule lets the organizer).
 */
export const TemplateSeason = z
  .object({
    seasonId: z.string().regex(ID_PATTERN, { error: "A season id." }),
    tier: cleanText(1, 40, "The tier").nullable().default(null),
    group: cleanText(1, 40, "The group").nullable().default(null),
  })
  .strict();

/**
 * The registration and reporting settings each started event gets (the event's registration
 * settings' own fields): players report their own results, check-in, the report deadline. Left
 * out (templates made before): as an event made by hand, nothing self-reported.
 */
export const TemplateRegistration = z
  .object({
    selfReport: RegistrationSettings.shape.selfReport,
    checkInMinutes: RegistrationSettings.shape.checkInMinutes,
    reportDeadlineMinutes: RegistrationSettings.shape.reportDeadlineMinutes,
  })
  .strict()
  .register(apiRegistry, { id: "TemplateRegistration", description: "Self-reported results, check-in and the report deadline of each started event (its players are the queue's or the occurrence's: nobody registers at the event itself)." });
export type TemplateRegistration = z.output<typeof TemplateRegistration>;

export const EventTemplate = z
  .object({
    event: EventCreateInput,
    fees: FeeSettings.optional(),
    registration: TemplateRegistration.optional(),
    autoPairRound1: z.boolean({ error: "Say whether round 1 is paired at the start (true or false)." }).default(true),
    season: TemplateSeason.nullable().optional().describe("The season each started event is attached to (its organizer must be able to attach events to it, of its game)."),
  })
  .strict()
  .register(apiRegistry, { id: "EventTemplate", description: "The event started from a queue or schedule: creation input, fees (charged only when it begins), and whether round 1 is paired at once." });
export type EventTemplate = z.output<typeof EventTemplate>;

export const QUEUE_CAP_MAX = 512;

export const QueueCreateInput = z
  .object({
    name: cleanText(2, 120, "Queue name"),
    cap: z.int({ error: "The cap is a whole number of players." }).min(2, { error: "A queue needs at least 2 players." }).max(QUEUE_CAP_MAX, { error: `A queue takes at most ${QUEUE_CAP_MAX} players.` }),
    template: EventTemplate,
  })
  .strict()
  .register(apiRegistry, { id: "QueueCreateInput" });
export type QueueCreateInput = z.output<typeof QueueCreateInput>;

/** PATCH /queues/{id}: what is given changes; the template applies from the next event on. */
export const QueueUpdateInput = z
  .object({
    name: QueueCreateInput.shape.name.optional(),
    cap: QueueCreateInput.shape.cap.optional(),
    template: EventTemplate.optional(),
    open: z.boolean({ error: "open is true or false." }).optional().describe("false closes the queue: no new joins, and the players waiting are told and leave, owing nothing; true re-opens it."),
  })
  .strict()
  .register(apiRegistry, { id: "QueueUpdateInput" });
export type QueueUpdateInput = z.output<typeof QueueUpdateInput>;

export const QueueState = z
  .object({
    id: z.string(),
    name: z.string(),
    organizerId: z.string(),
    game: z.string(),
    descriptor: z.string(),
    format: z.string().describe('The format in players\' words: "Star Wars Galaxies TCG · best of 3 · 3 Swiss rounds · rated K 16".'),
    venue: z.string().nullable().describe("The store or venue the template names (its page: /venues/{slug})."),
    timeZone: z.string().describe("The zone its events are written in (the template's; UTC when it names none)."),
    cap: z.int(),
    open: z.boolean(),
    archived: z.boolean(),
    version: z.int().describe("Moves with every join, leave and edit (GET /queues/{queueId}/changes announces it)."),
    template: EventTemplate.optional().describe("The event template (to its organizer only)."),
    waiting: z.array(z.object({ name: z.string(), joinedAt: z.string() })).describe("Players waiting, first come first."),
    needed: z.int().describe("How many more players start the next event."),
    you: z.enum(["waiting", "out"]).nullable().describe("Whether the caller is waiting; null when not signed in."),
    yourEvent: z
      .object({ eventId: z.string(), eventName: z.string(), table: z.int().nullable(), opponent: z.string().nullable() })
      .nullable()
      .describe("With a token: the caller's latest event from this queue and their round-1 table (null before pairing; opponent null: a bye)."),
    recentEvents: z.array(z.object({ id: z.string(), name: z.string(), status: z.string(), createdAt: z.string() })).describe("The latest events this queue started."),
  })
  .register(apiRegistry, { id: "QueueState" });
export type QueueState = z.infer<typeof QueueState>;

export const QueueJoinResult = z
  .object({
    status: z.enum(["waiting", "started"]),
    eventId: z.string().nullable().describe("The event that started with the caller in it, when their join filled the queue."),
    queue: QueueState,
  })
  .register(apiRegistry, { id: "QueueJoinResult" });
export type QueueJoinResult = z.infer<typeof QueueJoinResult>;

/** "2026-12-01T19:00": a wall-clock time, read in the schedule's zone. */
const wallClock = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "Give the first start as YYYY-MM-DDTHH:MM, in the schedule's time zone." });

/**
 * An RFC 5545 recurrence rule without DTSTART, read part by part (lib/schemas/recurrence-rule.ts);
 * FREQ required, UNTIL or COUNT optional. What it produces from the first start is checked with
 * the first start (below, and by the service on PATCH).
 */
const recurrenceRule = text("Recurrence rule", { min: 1, max: 500 }).superRefine((rule, ctx) => {
  const problem = checkRule(rule);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

export const MISSED_STARTS = ["start", "miss"] as const;

const scheduleFields = {
  name: cleanText(2, 120, "Schedule name"),
  template: EventTemplate,
  firstStart: wallClock,
  /** Null or left out: once. */
  rule: recurrenceRule.nullable().optional(),
  timeZone: TimeZone,
  openMinutes: z.int({ error: "Registration opens a whole number of minutes before the start." }).min(0).max(7 * 24 * 60),
  minPlayers: z.int({ error: "The minimum is a whole number of players." }).min(2).max(10_000).nullable(),
  missedStart: z.enum(MISSED_STARTS, { error: "A start missed while no server ran: start (late) or miss." }),
};

export const ScheduleCreateInput = z
  .object({
    ...scheduleFields,
    openMinutes: scheduleFields.openMinutes.default(30),
    minPlayers: scheduleFields.minPlayers.default(null),
    missedStart: scheduleFields.missedStart.default("start"),
  })
  .strict()
  .superRefine((input, ctx) => {
    const problem = input.rule ? checkRule(input.rule, input.firstStart) : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["rule"], message: problem });
  })
  .register(apiRegistry, { id: "ScheduleCreateInput" });
export type ScheduleCreateInput = z.output<typeof ScheduleCreateInput>;

/**
 * PATCH /schedules/{id}: what is given changes. A change of the times (first start, rule, zone,
 * opening) makes the occurrences that have not opened yet again; open, started and finished ones
 * stay as they are. The template applies to every occurrence not started yet.
 */
export const ScheduleUpdateInput = z
  .object({
    name: scheduleFields.name.optional(),
    template: EventTemplate.optional(),
    firstStart: wallClock.optional(),
    rule: recurrenceRule.nullable().optional(),
    timeZone: TimeZone.optional(),
    openMinutes: scheduleFields.openMinutes.optional(),
    minPlayers: scheduleFields.minPlayers.optional(),
    missedStart: scheduleFields.missedStart.optional(),
    open: z.boolean({ error: "open is true or false." }).optional().describe("false closes the schedule: its occurrences not begun are cancelled (players registered are told and owe nothing) and none are made; true re-opens it."),
  })
  .strict()
  .register(apiRegistry, { id: "ScheduleUpdateInput" });
export type ScheduleUpdateInput = z.output<typeof ScheduleUpdateInput>;

export const OCCURRENCE_STATES = ["scheduled", "open", "started", "cancelled", "missed"] as const;
export type OccurrenceStateName = (typeof OCCURRENCE_STATES)[number];

export const OccurrenceView = z
  .object({
    id: z.string(),
    scheduleId: z.string(),
    name: z.string(),
    game: z.string(),
    venue: z.string().nullable().describe("The store or venue the template names."),
    startsAt: z.string(),
    begun: z.boolean().describe("Whether its start time had passed when it was read."),
    opensAt: z.string(),
    timeZone: z.string(),
    state: z.enum(OCCURRENCE_STATES),
    waiting: z.int().describe("Players registered (open), or at the start (started, cancelled)."),
    eventId: z.string().nullable(),
    eventStatus: z.string().nullable(),
    currentRound: z.int().describe("The event's latest paired round; 0 before round 1 or without an event."),
    you: z.enum(["registered", "out"]).nullable(),
  })
  .register(apiRegistry, { id: "Occurrence" });
export type OccurrenceView = z.infer<typeof OccurrenceView>;

export const ScheduleView = z
  .object({
    id: z.string(),
    name: z.string(),
    organizerId: z.string(),
    format: z.string().describe("The format of its events in players' words."),
    venue: z.string().nullable().describe("The store or venue the template names."),
    firstStart: z.string(),
    rule: z.string().nullable(),
    timeZone: z.string(),
    openMinutes: z.int(),
    minPlayers: z.int().nullable(),
    missedStart: z.enum(MISSED_STARTS),
    open: z.boolean(),
    archived: z.boolean(),
    template: EventTemplate.optional().describe("The event template (to its organizer only)."),
    occurrences: z.array(OccurrenceView).describe("The next occurrences (and the latest past ones)."),
  })
  .register(apiRegistry, { id: "Schedule" });
export type ScheduleView = z.infer<typeof ScheduleView>;

export const CalendarQuery = z
  .object({
    game: text("Game", { min: 1, max: 60 }).optional().describe("Only this game's occurrences (e.g. swg-tcg)."),
    venue: text("Store", { min: 1, max: 200 }).optional().describe("Only occurrences at this store or venue (the template's venue, any case)."),
  })
  .register(apiRegistry, { id: "CalendarQuery" });

export const Calendar = z
  .object({
    occurrences: z.array(OccurrenceView).describe("Soonest first: the next 14 days, and those that started in the last 12 hours."),
    venues: z.array(z.string()).describe("The stores and venues of the upcoming occurrences, for the filter."),
  })
  .register(apiRegistry, { id: "Calendar" });
export type Calendar = z.infer<typeof Calendar>;
