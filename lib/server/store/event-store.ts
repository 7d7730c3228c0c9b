/**
 * The event store: the one way a use case reads or locks an event's state (lib/server/store/
 * event-state.ts). The database's store (sql.ts) wrapped in the per-version read cache
 * (read-cache.ts) serves the app; the in-memory store (memory.ts) keeps states in a Map, for
 * tests of use cases that need no database. Use cases call `eventStore`, which a test may point
 * at another store (`useEventStore`).
 */
import type { Db, Tx } from "@/lib/db";
import type { EventState } from "./event-state";
import { withReadCache } from "./read-cache";
import { sqlEventStore } from "./sql";

export interface EventStore {
  /**
   * The event's current state for the pages and the API (404 for an unknown event): reused while
   * the event's version is unchanged. Never inside a transaction that writes.
   */
  read(eventId: string): Promise<EventState>;
  /** The event's state inside a transaction (after `authorize`, when it writes); 404 for an unknown event. */
  load(db: Tx | Db, eventId: string): Promise<EventState>;
  /**
   * The event's state inside a transaction that holds its lock and bumped it to `version`: what
   * `load` gives, taken from what this process last read when only single matches changed since.
   */
  locked(tx: Tx, eventId: string, version: number): Promise<EventState>;
  /**
   * The event's state in one snapshot, outside any transaction: a change that commits while it is
   * read is wholly in or wholly out. `pause` lets a test land a write between the first query and the rest.
   */
  snapshot(eventId: string, pause?: () => Promise<void>): Promise<EventState>;
  /** The newest state this process has read for the event, whatever its version (or null). */
  lastRead(eventId: string): EventState | null;
  /**
   * Whether a table of the event has a clock of its own going, as this process last read it
   * (`hasTableClocks`); true when it has not read the event.
   */
  tablesClocking(eventId: string): boolean;
  /**
   * Runs a service's transaction that leaves the event in a state it built under the event's lock
   * (`state` in its outcome, or null when it built none); once committed, that state is what reads
   * get, with nothing loaded again.
   */
  inTransactionKeeping<T extends { state?: EventState | null }>(eventId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
}

const appStore: EventStore = withReadCache(sqlEventStore);
let current: EventStore = appStore;

/** The store the use cases run on: the database's, behind the read cache, unless a test chose another. */
export const eventStore: EventStore = {
  read: (eventId) => current.read(eventId),
  load: (db, eventId) => current.load(db, eventId),
  locked: (tx, eventId, version) => current.locked(tx, eventId, version),
  snapshot: (eventId, pause) => current.snapshot(eventId, pause),
  lastRead: (eventId) => current.lastRead(eventId),
  tablesClocking: (eventId) => current.tablesClocking(eventId),
  inTransactionKeeping: (eventId, fn) => current.inTransactionKeeping(eventId, fn),
};

/** Tests: runs the use cases on `store` (null: the database's again). */
export function useEventStore(store: EventStore | null): void {
  current = store ?? appStore;
}
