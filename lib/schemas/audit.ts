/**
 * The audit catalogue: every action an event's history can hold, with the schema of its data.
 * Services write through `audit()` (lib/server/kernel/audit.ts), which checks the data against its
 * action's schema; the history page reads through `decodeAudit`, so neither side casts JSON.
 * Schemas are loose (extra fields pass): an entry keeps everything it was written with, and an
 * older entry missing a field is shown as a generic entry instead of failing the page.
 */
import { z } from "zod";

const id = z.string();
const seat = z.enum(["A", "B"]);
const stage = z.enum(["swiss", "elimination"]);
const anyJson = z.unknown();
const named = z.object({ id: z.string().optional(), name: z.string() }).loose();
const changes = z.object({ old: z.record(z.string(), anyJson), new: z.record(z.string(), anyJson) }).loose();
const deckSide = z.object({ affiliation: z.string().optional(), objectiveSets: z.array(z.string()).optional() }).loose();
const deckLists = z.object({ light: deckSide.optional(), dark: deckSide.optional() }).loose();
export type DeckListsData = z.output<typeof deckLists>;
const deckSnapshot = z.object({ list: z.string(), valid: z.boolean() }).loose();
const gameDeck = z.object({ playerId: id, player: z.string(), by: z.enum(["player", "staff"]), old: deckSnapshot.nullable(), new: deckSnapshot }).loose();
const staff = z.object({ staffId: id, email: z.string(), role: z.string() }).loose();
const by = z.object({ userId: id, name: z.string().optional(), role: z.string().optional() }).loose();
const teamPerson = z.object({ name: z.string(), email: z.string().nullable().optional() }).loose();
const teamMember = z.object({ position: z.number(), name: z.string(), invitePending: z.boolean().optional() }).loose();
const resultEntry = z
  .object({
    matchId: id.optional(),
    table: z.number().nullable().optional(),
    bracketMatch: z.number().nullable().optional(),
    players: z.array(id.nullable()),
    by: by.optional(),
    // Results as stored (read them with lib/schemas/result.ts's `AuditedResult`): old entries keep their own shape.
    old: z.object({ result: anyJson }).loose().optional(),
    new: z.object({ result: anyJson }).loose(),
    /** Self-report: the two players whose agreeing reports recorded the result. */
    reporters: z.array(z.object({ playerId: id, name: z.string() }).loose()).optional(),
    /** A judge recorded a result other than the time loss of the seat whose chess clock ran out. */
    clockOverride: z.object({ flagged: seat }).optional(),
    /** The organizer corrected the result after the event was complete. */
    afterCompletion: z.literal(true).optional(),
    /** The round of a corrected result (entries before issue 35 have none). */
    round: z.number().int().optional(),
  })
  .loose();
const playerChange = z
  .object({ playerId: id, name: z.string(), unpairedLosses: z.array(z.number()).optional() })
  .loose();
const timer = z.object({ round: z.number(), role: z.string().optional(), state: z.string().optional() }).loose();

/** Any entry's data as a plain object (for actions outside the catalogue). */
export const AnyAuditData = z.record(z.string(), anyJson);

export const AUDIT_CATALOGUE = {
  "event.create": z.object({ input: z.record(z.string(), anyJson), game: z.string().optional(), descriptor: z.string().optional() }).loose(),
  "event.update": changes,
  "event.status": z.object({ from: z.string(), to: z.string() }).loose(),
  /** The event came from an export document (lib/server/transfer/event-import.ts): where from, and how its people were mapped. */
  "event.import": z
    .object({
      source: z.object({ exportedAt: z.string(), formatVersion: z.number(), version: z.number() }).loose(),
      counts: z.object({ players: z.number(), rounds: z.number(), matches: z.number(), auditEntries: z.number() }).loose(),
      previousOrganizer: z.object({ email: z.string(), name: z.string().nullable() }).loose(),
      staff: z.array(z.object({ staffId: id, email: z.string(), role: z.string(), became: z.enum(["pending", "omitted"]) }).loose()),
      auditAuthors: z.object({ kept: z.number(), cleared: z.number() }).loose(),
      waitlistOmitted: z.array(z.object({ name: z.string(), email: z.string().nullable() }).loose()).optional(),
    })
    .loose(),
  /** A deleted event brought back by its organizer (lib/server/transfer/event-delete.ts), after its `event.import`: how many of this server's links came back. */
  "event.restore": z.object({ deletedAt: z.string(), relinked: z.object({ players: z.number(), teamMembers: z.number(), staff: z.number() }).loose() }).loose(),
  /** The hall server (lib/server/hall): taken to a hall, handed back by it, taken back from it, published from it. */
  "hall.take": z.object({ hallId: id, hall: z.string(), version: z.number() }).loose(),
  "hall.release": z.object({ hallId: id, hall: z.string(), version: z.number() }).loose(),
  "hall.abandon": z.object({ hallId: id, hall: z.string(), appliedVersion: z.number() }).loose(),
  /** Started in a hall and published here by its mirror (lib/server/hall/publish.ts). */
  "hall.publish": z.object({ hallId: id, hall: z.string(), version: z.number() }).loose(),
  /** Written before `event.status` existed; read only. */
  "event.complete": z.object({}).loose(),
  "players.register": z.object({ players: z.array(named) }).loose(),
  "players.lateEntry": z.object({ players: z.array(named), enteredRound: z.number().optional(), unpairedLossRounds: z.array(z.number()).optional() }).loose(),
  "player.update": z.object({ playerId: id }).extend(changes.shape).loose(),
  "player.remove": z.object({ playerId: id, name: z.string() }).loose(),
  "player.drop": playerChange,
  "player.rejoin": playerChange,
  "player.disqualify": playerChange,
  "player.fixedTable": z.object({ playerId: id, old: z.number().nullable(), new: z.number().nullable() }).loose(),
  // Registration (lib/server/registration-*.ts, check-in.ts, waitlist.ts).
  "registration.settings": changes,
  "registration.self": z.object({ playerId: id, name: z.string(), profileId: id }).loose(),
  "registration.withdraw": z.object({ name: z.string(), playerId: id.optional(), waitlistId: id.optional() }).loose(),
  "waitlist.join": z.object({ waitlistId: id, name: z.string(), profileId: id, position: z.number() }).loose(),
  "waitlist.promote": z.object({ playerId: id, name: z.string(), waitlistedAt: z.string() }).loose(),
  /** `member`: at a team event, the member who checked in (the team is in once all are). */
  "player.checkIn": z.object({ playerId: id, name: z.string(), checkedIn: z.boolean(), self: z.boolean(), member: z.string().optional() }).loose(),
  "noShows.remove": z.object({ players: z.array(named) }).loose(),
  // Queues and schedules (lib/server/queues): the event they started, with its players as they waited.
  "event.started": z
    .object({
      from: z.enum(["queue", "schedule"]),
      queueId: id.optional(),
      occurrenceId: id.optional(),
      players: z.array(z.object({ playerId: id, name: z.string(), profileId: id, joinedAt: z.string() }).loose()),
    })
    .loose(),
  // People (lib/server/entrants/claims.ts, profile-merge.ts): a typed entry claimed by its player; two profiles merged.
  "player.claim": z.object({ playerId: id, name: z.string(), profileId: id, via: z.enum(["code", "email"]) }).loose(),
  "profile.merge": z
    .object({
      from: z.object({ profileId: id, displayName: z.string() }).loose(),
      into: z.object({ profileId: id, displayName: z.string() }).loose(),
      players: z.array(z.object({ playerId: id, name: z.string() }).loose()),
      waitlist: z.array(z.object({ waitlistId: id, name: z.string() }).loose()),
      as: z.enum(["admin", "organizer", "owners"]),
    })
    .loose(),
  "profile.unmerge": z
    .object({
      mergeId: id,
      from: z.object({ profileId: id, displayName: z.string() }).loose(),
      into: z.object({ profileId: id, displayName: z.string() }).loose(),
      players: z.array(z.object({ playerId: id, name: z.string() }).loose()),
      waitlist: z.array(z.object({ waitlistId: id, name: z.string() }).loose()),
    })
    .loose(),
  "decklists.set": z.object({ playerId: id, player: z.string(), old: deckLists.nullable(), new: deckLists }).loose(),
  "decklists.correct": z.object({ playerId: id, player: z.string(), old: deckLists.nullable(), new: deckLists }).loose(),
  // Decks of the other games (lib/server/decks/decks.ts): submitted before the lock, changed after it
  // (limited, between rounds), corrected by the organizer or a judge; sealed pools and build clock.
  "deck.submit": gameDeck,
  "deck.change": gameDeck,
  "deck.correct": gameDeck,
  "pool.set": z.object({ playerId: id, player: z.string(), old: z.string().nullable(), new: z.string() }).loose(),
  "build.start": z.object({ minutes: z.number(), startedAt: z.string() }).loose(),
  "build.end": z.object({ starter: z.array(named) }).loose(),
  "round.pair": z
    .object({ number: z.number().optional(), stage, matches: z.array(anyJson).optional(), warnings: z.array(z.string()).optional(), draw: z.array(id).optional(), draft: z.literal(true).optional() })
    .loose(),
  "round.repair": z.object({ number: z.number() }).loose(),
  "round.delete": z.object({ number: z.number(), stage }).loose(),
  "round.swap": z.object({ number: z.number(), players: z.array(id), tables: z.array(z.number().nullable()), reason: z.string(), warnings: z.array(anyJson) }).loose(),
  "round.reseat": z.object({ number: z.number(), from: z.number(), to: z.number(), tables: z.array(z.number()), reason: z.string(), warnings: z.array(anyJson) }).loose(),
  "round.publish": z.object({ number: z.number(), startClock: z.boolean() }).loose(),
  "result.record": resultEntry,
  "result.correct": resultEntry,
  "match.side": z.object({ players: z.array(id.nullable()).optional(), new: seat, table: z.number().nullable().optional(), bracketMatch: z.number().nullable().optional() }).loose(),
  "match.clock": z
    .object({
      matchId: id,
      table: z.number().nullable(),
      bracketMatch: z.number().nullable(),
      players: z.array(id.nullable()),
      event: z.object({ at: z.number(), kind: z.string(), seat: seat.optional(), seconds: z.number().optional() }).loose(),
    })
    .loose(),
  "cut.make": z.object({ size: z.number().nullable(), seeds: z.array(z.object({ seed: z.number(), playerId: id }).loose()) }).loose(),
  "cut.replace": z.object({ dropped: id, droppedSeed: z.number().optional(), replacement: id.nullable() }).loose(),
  "staff.add": z.object({ email: z.string(), role: z.string(), pending: z.boolean().optional() }).loose(),
  "staff.invite": staff,
  "staff.reinvite": staff,
  "staff.remove": staff,
  "staff.accept": z.object({ staffId: id, role: z.string(), invitedEmail: z.string(), via: z.string() }).loose(),
  "timer.start": timer,
  "timer.pause": timer,
  "timer.resume": timer,
  "timer.reset": timer,
  "timer.extend": timer,
  // The event's own documents (lib/server/library/event-documents.ts): a rulings sheet as Markdown or PDF.
  "document.upload": z.object({ documentId: id, title: z.string(), kind: z.string(), bytes: z.number() }).loose(),
  "document.delete": z.object({ documentId: id, title: z.string(), kind: z.string() }).loose(),
  // Results from the players and the judge queue (lib/server/results/self-report.ts, judge-calls.ts).
  "result.report": z
    .object({ matchId: id, table: z.number().nullable(), players: z.array(id.nullable()), playerId: id, name: z.string(), seat, report: anyJson, state: z.string() })
    .loose(),
  "judgeCall.open": z.object({ callId: id, kind: z.string(), table: z.number().nullable(), round: z.number().nullable().optional(), matchId: id.nullable().optional() }).loose(),
  "judgeCall.claim": z.object({ callId: id, kind: z.string(), table: z.number().nullable() }).loose(),
  "judgeCall.resolve": z
    .object({ callId: id, kind: z.string(), table: z.number().nullable(), resolution: z.string().nullable(), ruling: z.string().nullable().optional(), via: z.enum(["result", "round"]).optional() })
    .loose(),
  // Fees and prizes (lib/server/money/fees.ts, payments.ts, prizes.ts). Amounts in cents.
  "fees.set": changes,
  "prizes.set": changes,
  "payment.record": z
    .object({
      playerId: id,
      name: z.string(),
      currency: z.string(),
      tier: z.string(),
      dueCents: z.number(),
      old: z.object({ method: z.string(), cents: z.number(), paidAt: z.string().nullable() }).loose().nullable(),
      new: z.object({ method: z.string(), cents: z.number() }).loose(),
    })
    .loose(),
  "prizes.award": z
    .object({
      dueAt: z.string(),
      awards: z.array(z.object({ awardId: id, place: z.number(), playerId: id.nullable(), name: z.string(), item: z.string(), quantity: z.number() }).loose()),
    })
    .loose(),
  "prize.given": z
    .object({ awardId: id, place: z.number(), playerId: id.nullable(), name: z.string(), item: z.string(), quantity: z.number(), old: z.boolean(), new: z.boolean() })
    .loose(),
  // Team events (lib/server/teams/teams.ts): a team is an entrant; its members are people in seats 1, 2.
  "team.create": z.object({ teamId: id, name: z.string(), members: z.array(teamMember) }).loose(),
  "team.register": z.object({ teamId: id, name: z.string(), profileId: id, members: z.array(teamMember) }).loose(),
  "team.accept": z.object({ teamId: id, team: z.string(), position: z.number(), name: z.string(), profileId: id, via: z.enum(["email", "link"]).optional() }).loose(),
  "team.invitation": z.object({ teamId: id, team: z.string(), position: z.number() }).loose(),
  "team.substitute": z
    .object({ teamId: id, team: z.string(), position: z.number(), old: teamPerson, new: teamPerson, reason: z.string().nullable().optional() })
    .loose(),
  "team.deck": z
    .object({ teamId: id, team: z.string(), position: z.number(), name: z.string(), by: z.enum(["player", "staff"]), kind: z.enum(["submit", "change", "correct"]), old: deckSnapshot.nullable(), new: deckSnapshot })
    .loose(),
  "team.payment": z
    .object({
      teamId: id,
      team: z.string(),
      position: z.number(),
      name: z.string(),
      currency: z.string(),
      tier: z.string(),
      dueCents: z.number(),
      old: z.object({ method: z.string(), cents: z.number() }).loose().nullable(),
      new: z.object({ method: z.string(), cents: z.number() }).loose(),
    })
    .loose(),
  // Seasons (SeasonAuditEntry, lib/server/seasons): the season's own history.
  "season.create": z.object({ name: z.string(), game: z.string(), preset: z.string() }).loose(),
  "season.update": changes,
  "season.attach": z.object({ eventId: id, name: z.string(), tier: z.string().nullable(), group: z.string().nullable() }).loose(),
  "season.detach": z.object({ eventId: id, name: z.string() }).loose(),
  /** A deleted event restored by its organizer: attached again, and its tag back, as the season had it. */
  "season.reattach": z.object({ eventId: id, name: z.string(), attached: z.boolean(), tagged: z.boolean() }).loose(),
  /** An event tagged for a season by its organizer, the tag taken back, or refused by the season's organizers (both histories). */
  "season.tag": z.object({ seasonId: id, seasonName: z.string(), eventId: id, name: z.string() }).loose(),
  "season.untag": z.object({ seasonId: id, seasonName: z.string(), eventId: id, name: z.string() }).loose(),
  "season.refuseTag": z.object({ seasonId: id, seasonName: z.string(), eventId: id, name: z.string() }).loose(),
  /** A refused tag lifted by the season's organizers: the event counts again (both histories). */
  "season.liftRefusal": z.object({ seasonId: id, seasonName: z.string(), eventId: id, name: z.string() }).loose(),
  /** A co-organizer invited, the invitation revoked (the address is not kept: the history is public), accepted; a co-organizer removed. */
  "season.invite": z.object({ invitationId: id }).loose(),
  "season.revokeInvitation": z.object({ invitationId: id }).loose(),
  "season.coOrganizerJoined": z.object({ invitationId: id, userId: id, name: z.string() }).loose(),
  "season.coOrganizerRemoved": z.object({ userId: id, name: z.string() }).loose(),
  /** A season made from an export: the file's season id, the events attached again and those not. */
  "season.import": z
    .object({ fromSeasonId: z.string(), exportedAt: z.string(), attached: z.array(z.object({ eventId: z.string(), name: z.string(), tagged: z.boolean().optional() })), notAttached: z.array(z.object({ eventId: z.string(), name: z.string(), reason: z.string() })) })
    .loose(),
  /** A period's end settled: when it ended, when it was settled (later after a server was down), the awards. */
  "season.settle": z
    .object({
      period: z.string(),
      endedAt: z.string(),
      settledAt: z.string(),
      late: z.boolean(),
      awards: z.array(z.object({ profileId: id, name: z.string(), kind: z.string(), points: z.number(), rank: z.number() }).loose()),
    })
    .loose(),
  // Queues and schedules (QueueAuditEntry, lib/server/queues): their own history.
  "queue.create": z.object({ name: z.string(), cap: z.number() }).loose(),
  "queue.update": changes,
  /** Closed (or archived): the players waiting then, let go. */
  "queue.close": z.object({ released: z.array(named), archived: z.boolean() }).loose(),
  "queue.open": z.object({}).loose(),
  /** A player joined the queue (`eventId`: the event their join started, if it filled the queue), or left it. */
  "queue.join": z.object({ profileId: id, name: z.string(), eventId: id.nullable() }).loose(),
  "queue.leave": z.object({ profileId: id, name: z.string() }).loose(),
  "schedule.create": z.object({ name: z.string() }).loose(),
  /** `regenerated`: the occurrences not opened yet, removed and made again from the new times. */
  "schedule.update": z.object({ old: z.record(z.string(), anyJson), new: z.record(z.string(), anyJson), regenerated: z.object({ removed: z.number(), made: z.number() }).nullable() }).loose(),
  "schedule.close": z.object({ cancelled: z.number(), removed: z.number(), told: z.number(), archived: z.boolean() }).loose(),
  "schedule.open": z.object({ made: z.number() }).loose(),
  "schedule.restore": z.object({ occurrenceId: z.string(), startsAt: z.string() }).loose(),
} as const;

export type AuditAction = keyof typeof AUDIT_CATALOGUE;
/** What a writer passes for an action. */
export type AuditData<A extends AuditAction> = z.input<(typeof AUDIT_CATALOGUE)[A]>;

/** A decoded entry: the action and its data, typed together (narrow with `entry.action`). */
export type AuditEntryOf = { [A in AuditAction]: { action: A; data: z.output<(typeof AUDIT_CATALOGUE)[A]> } }[AuditAction];

export const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_CATALOGUE, action);

/** An entry read back: typed when its action is known and its data fits; null otherwise. */
export function decodeAudit(action: string, data: unknown): AuditEntryOf | null {
  if (!isAuditAction(action)) return null;
  const parsed = AUDIT_CATALOGUE[action].safeParse(data);
  return parsed.success ? ({ action, data: parsed.data } as AuditEntryOf) : null;
}
