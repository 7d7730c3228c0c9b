/**
 * What an event store does (the database's, lib/server/store/sql.ts; its read cache,
 * read-cache.ts; the in-memory twin, memory.ts): its own module, so the stores and the one the
 * use cases call (event-store.ts) stand on it and not on each other.
 */
import type { Db, Tx } from "@/lib/db";
import type { EventState } from "./event-state";

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
