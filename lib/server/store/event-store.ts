/**
 * The event store: the one way a use case reads or locks an event's state (lib/server/store/
 * event-state.ts). The database's store (sql.ts) wrapped in the per-version read cache
 * (read-cache.ts) serves the app; the in-memory store (memory.ts) keeps states in a Map, for
 * tests of use cases that need no database. Use cases call `eventStore`, which a test may point
 * at another store (`useEventStore`).
 */
import type { EventStore } from "./event-store-port";
import { withoutDraft, type EventState } from "./event-state";
import { withReadCache } from "./read-cache";
import { sqlEventStore } from "./sql";

export type { EventStore } from "./event-store-port";

const appStore: EventStore = withReadCache(sqlEventStore);
let current: EventStore = appStore;

/**
 * The store the use cases run on: the database's, behind the read cache, unless a test chose another.
 * `read` is the public state: a draft round is not in it (players, public pages and the API keep
 * showing the previous round); staff reads that show the draft ask `readWithDraft`. Changes
 * (`load`, `locked`) always see the whole state.
 */
export const eventStore: EventStore & { readWithDraft(eventId: string): Promise<EventState> } = {
  read: async (eventId) => withoutDraft(await current.read(eventId)),
  readWithDraft: (eventId) => current.read(eventId),
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
