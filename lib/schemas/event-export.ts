/**
 * The event export document (`GET /events/{id}/export`, `POST /events/import`), defined once: the
 * export is typed by it, the import validates with it, the OpenAPI document and the published
 * JSON Schema (`GET /schemas/event-export.json`) are generated from it.
 *
 * It carries the event's rows as stored — ids included (cuids are global, so nothing that names
 * an id has to change) — and no account data beyond the names and emails a reader needs: staff
 * say whether they had accepted, audit entries name their author; no user ids, tokens or
 * password data. JSON columns (results, clocks, timers, deck lists, audit data) travel as
 * stored; the services read them by schema (lib/server/kernel/stored.ts), as they read their own.
 */
import { z } from "zod";
import { TimeZone } from "./time-zone";
import { ID_PATTERN, INT4_MAX, MAX_ROUND_NUMBER, text, wholeNumber } from "./common";
import { Event, EVENT_STATUSES, EventRatingInput, STRUCTURES, TIERS } from "./event";
import { checkPresetOptions, PRESET_IDS, PresetOptions } from "./format";
import { PLAYER_STATUSES } from "./player";
import { FeeSettings, PrizeSettings } from "./fees";
import { RegistrationSettings } from "./registration";
import { SEATS } from "./result";
import { MAX_TABLE } from "./round";
import { STAFF_ROLES, StaffMember } from "./staff";
import { hasControl, hasLoneSurrogate } from "./text";
import { apiRegistry } from "./registry";
import { EventDocumentInput, MAX_DOCUMENTS_PER_EVENT } from "./event-document";

export const EXPORT_FORMAT = "holonet.event-export";
/** 2 added registration, fees, prizes, self-reports, judge calls, prize awards and documents; 1 still imports. */
export const EXPORT_FORMAT_VERSION = 2;
const READABLE_VERSIONS = [1, 2] as const;
/** Import bodies may be this large (a 1,000-player event is a few MB); other JSON bodies stay at 1 MB. */
export const IMPORT_MAX_BODY_BYTES = 50 * 1024 * 1024;

export const MAX_EXPORT_PLAYERS = 10_000;
const MAX_MATCHES = 200_000;
const MAX_AUDIT_ENTRIES = 1_000_000;
/** JSON columns are plain data a few levels deep; deeper is not something Holonet wrote. */
const MAX_JSON_DEPTH = 32;

const id = (what: string) => z.string({ error: `${what} is required.` }).regex(ID_PATTERN, { error: `${what} is not an id (letters, digits, _ and -, at most 64).` });
/** Text as stored: refused only for what PostgreSQL cannot hold or the app never writes (NUL, controls, broken characters). */
const stored = (what: string, min: number, max: number) => text(what, { min, max, verbatim: true });
const at = (what: string) => z.iso.datetime({ offset: true, error: `${what} must be an ISO 8601 date-time.` });
const count = (what: string, min: number, max: number) => wholeNumber(what, min, max);
/**
 * Counters that later writes go on counting from (the event's and a match's version, the
 * registration number, the re-pair count): bounded well under the column's 2^31 − 1, so an
 * imported event keeps taking changes for a billion more.
 */
export const IMPORTED_COUNTER_MAX = 1_000_000_000;

/**
 * A stored JSON column: any JSON value whose strings (and keys) PostgreSQL can hold and the app
 * could have written, at most MAX_JSON_DEPTH deep. Walked without recursion, so a hostile depth
 * is refused instead of overflowing the stack; a refusal names the path inside the value.
 */
function storedJson(what: string) {
  return z.unknown().superRefine((value, ctx) => {
    if (value === undefined) {
      ctx.addIssue({ code: "custom", message: `${what} is required (null when empty).`, continue: false });
      return;
    }
    const stack: { v: unknown; path: (string | number)[] }[] = [{ v: value, path: [] }];
    while (stack.length > 0) {
      const { v, path } = stack.pop()!;
      const refuse = (message: string) => ctx.addIssue({ code: "custom", path, message: `${what}: ${message}`, continue: false });
      if (path.length > MAX_JSON_DEPTH) return refuse(`nested deeper than ${MAX_JSON_DEPTH} levels.`);
      const bad = (s: string) => hasControl(s) || hasLoneSurrogate(s);
      if (typeof v === "string") {
        if (bad(v)) return refuse("text contains control characters (such as NUL) or a broken character.");
      } else if (typeof v === "number") {
        if (!Number.isFinite(v)) return refuse("numbers must be finite.");
      } else if (Array.isArray(v)) {
        v.forEach((item: unknown, i) => stack.push({ v: item, path: [...path, i] }));
      } else if (v !== null && typeof v === "object") {
        for (const [key, item] of Object.entries(v)) {
          if (bad(key)) return refuse("a key contains control characters (such as NUL) or a broken character.");
          stack.push({ v: item, path: [...path, key] });
        }
      } else if (typeof v !== "boolean" && v !== null) {
        return refuse("not a JSON value.");
      }
    }
  });
}

const ExportedEvent = z
  .strictObject({
    id: id("Event id"),
    name: stored("Event name", 1, 120),
    startsAt: at("Start time").nullable(),
    venue: stored("Venue", 0, 200).nullable(),
    // Documents from before event time zones have none: such events are written in UTC.
    timeZone: TimeZone.optional(),
    description: stored("Description", 0, 5000).nullable(),
    structure: z.enum(STRUCTURES),
    tier: z.enum(TIERS),
    status: z.enum(EVENT_STATUSES),
    // An elimination-only event stores 0 Swiss rounds and a cut of its whole field.
    swissRounds: count("Swiss rounds", 0, 100).nullable(),
    cutSize: count("Cut size", 0, MAX_EXPORT_PLAYERS).nullable(),
    preset: z.enum(PRESET_IDS, { error: `The preset is one of ${PRESET_IDS.join(", ")}.` }),
    presetOptions: PresetOptions,
    randomSeed: stored("Random seed", 1, 200).describe("The event's seed: every pairing and coin flip is re-derived from it."),
    swissMinutes: count("Swiss round length", 1, 10_000),
    eliminationMinutes: count("Elimination round length", 1, 10_000),
    finalMinutes: count("Final round length", 1, 10_000),
    version: count("Version", 0, IMPORTED_COUNTER_MAX).describe("As exported; the import counts as one more change."),
    registration: RegistrationSettings.optional().describe("Self-registration, cap, check-in and self-report settings (formatVersion 2)."),
    fees: FeeSettings.optional().describe("Entry fees (formatVersion 2)."),
    prizes: PrizeSettings.optional().describe("Prize pool and table (formatVersion 2)."),
    rating: EventRatingInput.optional().describe("Rating settings as stored (rated, K); absent in older documents, whose events take the game's defaults."),
    guildsApart: z.boolean().optional().describe("Guild members kept apart in round 1; absent in older documents (off)."),
    draftRounds: z.boolean().nullable().optional().describe("Pairing makes drafts (null or absent: by tier, on at Premier)."),
    createdAt: at("createdAt"),
    updatedAt: at("updatedAt"),
  })
  .superRefine((e, ctx) => checkPresetOptions(e.preset, e.presetOptions, ctx));

const ExportedStage = z.strictObject({
  id: id("Stage id"),
  number: count("Stage number", 1, 10),
  kind: z.enum(["swiss", "single-elimination", "double-elimination"]),
  seeds: z.array(id("Seed"), { error: "seeds is a list of player ids." }).max(MAX_EXPORT_PLAYERS).describe("Entrant player ids by seed (seed 1 first); empty until seeded."),
  createdAt: at("createdAt"),
});

const ExportedPlayer = z.strictObject({
  id: id("Player id"),
  seq: count("Registration number", 0, IMPORTED_COUNTER_MAX).describe("Registration order."),
  name: stored("Player name", 1, 80),
  email: stored("Player email", 1, 254).nullable(),
  status: z.enum(PLAYER_STATUSES),
  enteredRound: count("Entered round", 1, MAX_ROUND_NUMBER),
  fixedTable: count("Fixed table", 1, MAX_TABLE).nullable(),
  deckLists: storedJson("deckLists").describe("{light: {affiliation, objectiveSets[]}, dark: {…}} or null."),
  // formatVersion 2. Profiles are accounts' and do not travel: an imported entry can be claimed again.
  deck: storedJson("deck").optional().describe("The deck of games other than FFG's, as stored, or null."),
  pool: storedJson("pool").optional().describe("A sealed pool, as stored, or null."),
  source: z.enum(["typed", "self", "claimed"]).optional(),
  registeredAt: at("registeredAt").optional(),
  checkedInAt: at("checkedInAt").nullable().optional(),
  paymentMethod: z.enum(["cash", "card", "waived"]).nullable().optional(),
  paidCents: count("Paid", 0, INT4_MAX).nullable().optional(),
  paidAt: at("paidAt").nullable().optional(),
  createdAt: at("createdAt"),
  updatedAt: at("updatedAt"),
});

const ExportedTeamMember = z.strictObject({
  id: id("Team member id"),
  playerId: id("Team id").describe("The team's entrant (a player row)."),
  position: count("Position", 1, 10).describe("1 sits D1/L1, 2 sits D2/L2."),
  name: stored("Member name", 1, 80),
  email: stored("Member email", 1, 254).nullable(),
  invitePending: z.boolean(),
  checkedInAt: at("checkedInAt").nullable(),
  paymentMethod: z.enum(["cash", "card", "waived"]).nullable(),
  paidCents: count("Paid", 0, INT4_MAX).nullable(),
  paidAt: at("paidAt").nullable(),
  deck: storedJson("deck"),
  createdAt: at("createdAt"),
  updatedAt: at("updatedAt"),
});

const ExportedWaitlistEntry = z.strictObject({
  id: id("Waitlist entry id"),
  name: stored("Name", 1, 200),
  email: stored("Email", 1, 254).nullable(),
  createdAt: at("createdAt"),
});

const ExportedReport = z.strictObject({
  id: id("Report id"),
  matchId: id("Match id"),
  playerId: id("Player id"),
  result: storedJson("result"),
  createdAt: at("createdAt"),
  updatedAt: at("updatedAt"),
});

const ExportedJudgeCall = z.strictObject({
  id: id("Judge call id"),
  matchId: id("Match id").nullable(),
  round: count("Round", 1, MAX_ROUND_NUMBER).nullable(),
  table: count("Table", 1, MAX_MATCHES).nullable(),
  kind: z.enum(["dispute", "missing", "call", "extension"]),
  status: z.enum(["open", "claimed", "resolved"]),
  note: stored("Note", 0, 10_000).nullable(),
  ruling: stored("Ruling", 0, 500).nullable(),
  raisedByPlayerId: id("Player id").nullable(),
  claimedAt: at("claimedAt").nullable(),
  resolvedAt: at("resolvedAt").nullable(),
  resolution: stored("Resolution", 0, 10_000).nullable(),
  createdAt: at("createdAt"),
});

const ExportedPrizeAward = z.strictObject({
  id: id("Prize award id"),
  place: count("Place", 1, MAX_EXPORT_PLAYERS),
  playerId: id("Player id").nullable(),
  name: stored("Name", 0, 200),
  item: stored("Item", 1, 500),
  quantity: count("Quantity", 0, INT4_MAX),
  dueAt: at("dueAt").nullable(),
  givenAt: at("givenAt").nullable(),
  createdAt: at("createdAt"),
});

/** A document must pass what an upload passes (EventDocumentInput: title, Markdown length, a real PDF of at most 2 MB). */
const ExportedDocument = z
  .strictObject({
    id: id("Document id"),
    title: stored("Title", 1, 500),
    kind: z.enum(["markdown", "pdf"]),
    text: stored("Text", 0, 5_000_000).nullable(),
    base64: z.string().max(8_000_000).regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: "base64 is not Base64." }).nullable().describe("A PDF's bytes."),
    createdAt: at("createdAt"),
  })
  .superRefine((d, ctx) => {
    const upload = EventDocumentInput.safeParse({ title: d.title, kind: d.kind, ...(d.text === null ? {} : { text: d.text }), ...(d.base64 === null ? {} : { base64: d.base64 }) });
    if (!upload.success) for (const issue of upload.error.issues) ctx.addIssue({ code: "custom", path: issue.path as (string | number)[], message: issue.message });
  });

const ExportedRound = z.strictObject({
  id: id("Round id"),
  stageId: id("Stage id"),
  number: count("Round number", 1, MAX_ROUND_NUMBER),
  stage: z.enum(["swiss", "elimination"]),
  stageRound: count("Round within the stage", 1, MAX_ROUND_NUMBER),
  minutes: count("Round length", 1, 10_000),
  timerEvents: storedJson("timerEvents").describe("The round clock's actions in order: [{type, at (ms), minutes?, table?}]."),
  unpairedLosses: z.array(id("Player id")).max(MAX_EXPORT_PLAYERS),
  pairingAttempt: count("Pairing attempt", 0, IMPORTED_COUNTER_MAX).describe("0: paired from the event seed; n: the n-th re-pair."),
  warnings: z.array(stored("Warning", 0, 10_000)).max(10_000),
  changedTables: z.array(count("Table", 0, 100_000)).max(10_000).optional().describe("Tables the organizer changed by hand after pairing (0: the bye); absent in older documents (none)."),
  draft: z.boolean().optional().describe("A draft only staff see until published; absent in older documents (published)."),
  createdAt: at("createdAt"),
});

const ExportedMatch = z.strictObject({
  id: id("Match id"),
  stageId: id("Stage id"),
  roundId: id("Round id").nullable().describe("Null for a bracket match not opened yet."),
  table: count("Table", 1, MAX_MATCHES).nullable(),
  playerAId: id("Player id").nullable(),
  playerBId: id("Player id").nullable().describe("Null for a bye."),
  bracketMatch: count("Bracket match", 1, MAX_MATCHES).nullable(),
  darkSide: z.enum(SEATS).nullable(),
  result: storedJson("result").describe("The result as stored (lib/server/kernel/stored.ts), or null."),
  clockEvents: storedJson("clockEvents").describe("The table's chess clock and absence events, in order."),
  version: count("Match version", 0, IMPORTED_COUNTER_MAX),
  createdAt: at("createdAt"),
  updatedAt: at("updatedAt"),
});

const ExportedStaff = z.strictObject({
  id: id("Staff id"),
  email: stored("Staff email", 1, 254),
  role: z.enum(STAFF_ROLES),
  accepted: z.boolean().describe("Whether an account held the role (false: an invitation was pending)."),
  name: stored("Staff name", 0, 200).nullable().describe("The account's name when accepted."),
  createdAt: at("createdAt"),
});

const ExportedAuditEntry = z.strictObject({
  id: id("Audit entry id"),
  action: stored("Audit action", 1, 100),
  data: storedJson("data"),
  author: z
    .strictObject({ name: stored("Author name", 0, 200), email: stored("Author email", 1, 254) })
    .nullable()
    .describe("The account that made the change, when there was one."),
  createdAt: at("createdAt"),
});

type Issue = { path: (string | number)[]; message: string };

/** Ids are unique within their list, and every reference names something in the document. */
function checkReferences(doc: {
  stages: { id: string; number: number; kind: string; seeds: string[] }[];
  players: { id: string; seq: number; name: string }[];
  rounds: { id: string; stageId: string; number: number; stage: string; unpairedLosses: string[] }[];
  matches: { id: string; stageId: string; roundId: string | null; playerAId: string | null; playerBId: string | null; bracketMatch: number | null }[];
  staff: { id: string; email: string; role: string }[];
  audit: { id: string }[];
  reports?: { id: string; matchId: string; playerId: string }[];
  judgeCalls?: { id: string; matchId: string | null; raisedByPlayerId: string | null }[];
  prizeAwards?: { id: string; playerId: string | null }[];
  documents?: { id: string }[];
  teamMembers?: { id: string; playerId: string; position: number }[];
}): Issue[] {
  const issues: Issue[] = [];
  const unique = <T>(list: string, rows: T[], key: (row: T) => string | null, field: string, what: string) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const k = key(row);
      if (k === null) return;
      if (seen.has(k)) issues.push({ path: [list, i, field], message: `${what} appears twice.` });
      seen.add(k);
    });
  };
  for (const list of ["stages", "players", "rounds", "matches", "staff", "audit"] as const) {
    unique(list, doc[list] as { id: string }[], (r) => r.id, "id", "This id");
  }
  unique("stages", doc.stages, (s) => String(s.number), "number", "This stage number");
  unique("players", doc.players, (p) => String(p.seq), "seq", "This registration number");
  unique("players", doc.players, (p) => p.name.toLocaleLowerCase("en"), "name", "This player name");
  unique("rounds", doc.rounds, (r) => String(r.number), "number", "This round number");
  unique("matches", doc.matches, (m) => (m.bracketMatch === null ? null : `${m.stageId} ${m.bracketMatch}`), "bracketMatch", "This bracket match number (in its stage)");
  unique("staff", doc.staff, (s) => s.email.toLowerCase(), "email", "This staff email");

  const players = new Set(doc.players.map((p) => p.id));
  const stages = new Map(doc.stages.map((s) => [s.id, s]));
  const rounds = new Map(doc.rounds.map((r) => [r.id, r]));
  const player = (path: (string | number)[], pid: string | null) => {
    if (pid !== null && !players.has(pid)) issues.push({ path, message: "No player of the document has this id." });
  };
  if (!doc.stages.some((s) => s.number === 1)) issues.push({ path: ["stages"], message: "The event's first stage (number 1) is missing." });
  doc.stages.forEach((s, i) => s.seeds.forEach((pid, j) => player(["stages", i, "seeds", j], pid)));
  doc.rounds.forEach((r, i) => {
    const stage = stages.get(r.stageId);
    if (!stage) issues.push({ path: ["rounds", i, "stageId"], message: "No stage of the document has this id." });
    else if ((stage.kind === "swiss") !== (r.stage === "swiss")) issues.push({ path: ["rounds", i, "stage"], message: `A ${r.stage} round cannot belong to a ${stage.kind} stage.` });
    r.unpairedLosses.forEach((pid, j) => player(["rounds", i, "unpairedLosses", j], pid));
  });
  doc.matches.forEach((m, i) => {
    if (!stages.has(m.stageId)) issues.push({ path: ["matches", i, "stageId"], message: "No stage of the document has this id." });
    if (m.roundId !== null) {
      const round = rounds.get(m.roundId);
      if (!round) issues.push({ path: ["matches", i, "roundId"], message: "No round of the document has this id." });
      else if (round.stageId !== m.stageId) issues.push({ path: ["matches", i, "roundId"], message: "The match's round belongs to another stage." });
    }
    player(["matches", i, "playerAId"], m.playerAId);
    player(["matches", i, "playerBId"], m.playerBId);
  });
  const matches = new Set(doc.matches.map((m) => m.id));
  const match = (path: (string | number)[], mid: string | null) => {
    if (mid !== null && !matches.has(mid)) issues.push({ path, message: "No match of the document has this id." });
  };
  doc.reports?.forEach((r, i) => {
    match(["reports", i, "matchId"], r.matchId);
    player(["reports", i, "playerId"], r.playerId);
  });
  doc.judgeCalls?.forEach((c, i) => {
    match(["judgeCalls", i, "matchId"], c.matchId);
    player(["judgeCalls", i, "raisedByPlayerId"], c.raisedByPlayerId);
  });
  doc.prizeAwards?.forEach((a, i) => player(["prizeAwards", i, "playerId"], a.playerId));
  doc.teamMembers?.forEach((m, i) => player(["teamMembers", i, "playerId"], m.playerId));
  unique("teamMembers", doc.teamMembers ?? [], (m) => `${m.playerId} ${m.position}`, "position", "This seat of the team");
  for (const list of ["reports", "judgeCalls", "prizeAwards", "documents", "teamMembers"] as const) unique(list, (doc[list] ?? []) as { id: string }[], (r) => r.id, "id", "This id");
  const organizers = doc.staff.filter((s) => s.role === "organizer").length;
  if (organizers !== 1) issues.push({ path: ["staff"], message: `An event has exactly one organizer; the document lists ${organizers}.` });
  return issues;
}

export const EventExport = z
  .strictObject({
    format: z.literal(EXPORT_FORMAT, { error: `format must be "${EXPORT_FORMAT}".` }),
    formatVersion: z.literal(READABLE_VERSIONS, { error: `This server reads formatVersion ${READABLE_VERSIONS.join(" or ")}.` }),
    exportedAt: at("exportedAt"),
    event: ExportedEvent,
    stages: z.array(ExportedStage).min(1).max(10),
    players: z.array(ExportedPlayer).max(MAX_EXPORT_PLAYERS),
    rounds: z.array(ExportedRound).max(MAX_ROUND_NUMBER),
    matches: z.array(ExportedMatch).max(MAX_MATCHES),
    staff: z.array(ExportedStaff).min(1).max(10_000),
    audit: z.array(ExportedAuditEntry).max(MAX_AUDIT_ENTRIES).describe("The event's history, oldest first."),
    teamMembers: z.array(ExportedTeamMember).max(MAX_EXPORT_PLAYERS * 4).optional().describe("Team events: the people of each team entrant."),
    waitlist: z.array(ExportedWaitlistEntry).max(MAX_EXPORT_PLAYERS).optional().describe("Players waiting for a place (they need accounts here: listed, not recreated)."),
    reports: z.array(ExportedReport).max(MAX_MATCHES * 2).optional().describe("Players' own reports of their matches."),
    judgeCalls: z.array(ExportedJudgeCall).max(MAX_MATCHES).optional().describe("The judge queue."),
    prizeAwards: z.array(ExportedPrizeAward).max(MAX_EXPORT_PLAYERS * 10).optional(),
    documents: z.array(ExportedDocument).max(MAX_DOCUMENTS_PER_EVENT, { error: `An event holds at most ${MAX_DOCUMENTS_PER_EVENT} documents.` }).optional().describe("The event's own documents (rulings sheets)."),
  })
  .superRefine((doc, ctx) => {
    for (const issue of checkReferences(doc)) ctx.addIssue({ code: "custom", ...issue });
  })
  .register(apiRegistry, {
    id: "EventExport",
    description:
      "One event, whole: settings (registration, fees, prizes), stages, players (deck lists, statuses, table pins, source, check-in, payment), rounds (timers), matches (results, sides, clocks, bracket), staff (role, email, accepted), team members, players' reports, the judge queue, prize awards, the event's documents, the waitlist (listed) and the audit log. Lists are in a stable order: stages and rounds by number, players by registration, audit oldest first.",
  });
export type EventExport = z.output<typeof EventExport>;

export const EventImportResult = z
  .object({
    event: Event,
    staff: z
      .array(StaffMember)
      .describe("The staff now: you are the organizer; judges and marshals are pending invitations without a link yet (re-issue each on the staff page)."),
  })
  .register(apiRegistry, { id: "EventImportResult" });
export type EventImportResult = z.infer<typeof EventImportResult>;

/** The document's JSON Schema (draft 2020-12), generated from `EventExport`; `$id` is where it is served. */
export function eventExportJsonSchema(id: string): Record<string, unknown> {
  const { $schema, ...schema } = z.toJSONSchema(EventExport, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return {
    $schema,
    $id: id,
    title: "Holonet event export",
    description: apiRegistry.get(EventExport)?.description,
    ...schema,
  };
}
