/**
 * The event store on the database, without a cache: every call queries. The app uses it behind
 * the read cache (read-cache.ts), which also asks it for the rows a change touched.
 */
import type { Event as EventRow, Match as MatchRow } from "@/lib/generated/prisma/client";
import { getDb, type Db, type Tx } from "@/lib/db";
import { transactionOptions } from "@/lib/db/wait";
import { notFound } from "../kernel/errors";
import { parseId } from "../kernel/validate";
import { topics, topicVersion } from "@/lib/live";
import { teamSizeOf } from "../kernel/event-format";
import { eventStateOf, inTransaction, type EventState } from "./event-state";
import type { EventStore } from "./event-store-port";

/** What the read cache needs of the database beyond the store itself. */
export interface SqlEventStore extends EventStore {
  /** The event's current version as this process knows it (null: no such event). */
  version(eventId: string): Promise<number | null>;
  /** The event row and these matches: inside `tx`, or in one read-only snapshot when it is null. */
  rows(tx: Tx | null, eventId: string, matchIds: string[]): Promise<{ row: EventRow | null; matches: MatchRow[] }>;
}

/** Loads the event's state; 404 for an unknown event. */
async function load(db: Tx | Db, eventId: string): Promise<EventState> {
  parseId("Event", eventId);
  const [row, stages, players, rounds, matches] = await Promise.all([
    db.event.findUnique({ where: { id: eventId } }),
    db.eventStage.findMany({ where: { eventId }, orderBy: { number: "asc" } }),
    db.player.findMany({ where: { eventId }, orderBy: { seq: "asc" } }),
    db.round.findMany({ where: { eventId }, orderBy: { number: "asc" } }),
    db.match.findMany({ where: { eventId } }),
  ]);
  if (!row) throw notFound("Event");
  // Team events (a fifth query, only for them): who sits at each team's seats.
  const teamMembers = teamSizeOf(row) ? await db.teamMember.findMany({ where: { eventId }, orderBy: [{ playerId: "asc" }, { position: "asc" }] }) : null;
  return eventStateOf({ event: row, stages, players, rounds, matches, teamMembers });
}

/**
 * Loads the event in one snapshot (a read-only, repeatable-read transaction): a change that
 * commits while the queries run is either wholly in the state or wholly out of it, so the state
 * never pairs an older version number with newer matches.
 */
async function snapshot(eventId: string, pause?: () => Promise<void>): Promise<EventState> {
  parseId("Event", eventId);
  const db = await getDb();
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SET TRANSACTION READ ONLY`;
      if (pause) {
        await tx.event.findUnique({ where: { id: eventId }, select: { version: true } });
        await pause();
      }
      return load(tx, eventId);
    },
    { isolationLevel: "RepeatableRead", ...transactionOptions() },
  );
}

async function rows(tx: Tx | null, eventId: string, matchIds: string[]): Promise<{ row: EventRow | null; matches: MatchRow[] }> {
  if (tx) {
    const [row, matches] = await Promise.all([
      tx.event.findUnique({ where: { id: eventId } }),
      matchIds.length > 0 ? tx.match.findMany({ where: { eventId, id: { in: matchIds } } }) : Promise.resolve([]),
    ]);
    return { row, matches };
  }
  const db = await getDb();
  const [row, matches] = await db.$transaction(
    async (t) => {
      await t.$executeRaw`SET TRANSACTION READ ONLY`;
      return Promise.all([t.event.findUnique({ where: { id: eventId } }), t.match.findMany({ where: { eventId, id: { in: matchIds } } })]);
    },
    { isolationLevel: "RepeatableRead", ...transactionOptions() },
  );
  return { row, matches };
}

export const sqlEventStore: SqlEventStore = {
  read: (eventId) => snapshot(eventId),
  load,
  locked: (tx, eventId) => load(tx, eventId),
  snapshot,
  lastRead: () => null,
  tablesClocking: () => true,
  inTransactionKeeping: (_eventId, fn) => inTransaction(fn),
  version: (eventId: string) => topicVersion(topics.event(eventId)),
  rows,
};
