/**
 * The audit catalogue: every action an event's history can hold, with the schema of its data.
 * Services write through `audit()` (lib/server/audit.ts), which checks the data against its
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
const staff = z.object({ staffId: id, email: z.string(), role: z.string() }).loose();
const by = z.object({ userId: id, name: z.string().optional(), role: z.string().optional() }).loose();
/** A stored result (Swiss games or an elimination winner), as results.ts writes it. */
export const StoredResult = z
  .object({
    games: z.array(z.object({ result: z.string(), ending: z.string().optional() }).loose()).optional(),
    timeLoss: seat.optional(),
    intentionalSplit: z.boolean().optional(),
    kind: z.string().optional(),
    result: seat.optional(),
    scores: z.object({ ls: z.number(), ds: z.number() }).optional(),
  })
  .loose();
const resultEntry = z
  .object({
    matchId: id.optional(),
    table: z.number().nullable().optional(),
    bracketMatch: z.number().nullable().optional(),
    players: z.array(id.nullable()),
    by: by.optional(),
    // Results as stored (read them with `StoredResult`): old entries keep their own shape.
    old: z.object({ result: anyJson }).loose().optional(),
    new: z.object({ result: anyJson }).loose(),
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
  /** The event came from an export document (lib/server/event-import.ts): where from, and how its people were mapped. */
  "event.import": z
    .object({
      source: z.object({ exportedAt: z.string(), formatVersion: z.number(), version: z.number() }).loose(),
      counts: z.object({ players: z.number(), rounds: z.number(), matches: z.number(), auditEntries: z.number() }).loose(),
      previousOrganizer: z.object({ email: z.string(), name: z.string().nullable() }).loose(),
      staff: z.array(z.object({ staffId: id, email: z.string(), role: z.string(), became: z.enum(["pending", "omitted"]) }).loose()),
      auditAuthors: z.object({ kept: z.number(), cleared: z.number() }).loose(),
    })
    .loose(),
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
  "decklists.set": z.object({ playerId: id, player: z.string(), old: deckLists.nullable(), new: deckLists }).loose(),
  "decklists.correct": z.object({ playerId: id, player: z.string(), old: deckLists.nullable(), new: deckLists }).loose(),
  "round.pair": z
    .object({ number: z.number().optional(), stage, matches: z.array(anyJson).optional(), warnings: z.array(z.string()).optional(), draw: z.array(id).optional() })
    .loose(),
  "round.repair": z.object({ number: z.number() }).loose(),
  "round.delete": z.object({ number: z.number(), stage }).loose(),
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
