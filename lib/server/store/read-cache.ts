/**
 * The per-version read cache around the database's store: the live floor's memo (lib/live) keyed
 * by event, at the event's version. Every change bumps the event's version (`authorize`) and the
 * process hears of it (the bus), so a current read costs no query at all; after a change the
 * first reader loads the new state once and everyone asking meanwhile shares that load. After a
 * single match's change, a reader (and a service under the event's lock) re-reads only that match.
 */
import type { Tx } from "@/lib/db";
import { memo, onReshaped, partsChangedBetween, processState, provideClockCheck, provideProfilesShown, topics } from "@/lib/live";
import { notFound } from "../kernel/errors";
import { parseId } from "../kernel/validate";
import { caughtUp, hasTableClocks, type EventState } from "./event-state";
import type { EventStore } from "./event-store-port";
import type { SqlEventStore } from "./sql";

const READ_CACHE_EVENTS = 64;

// One list per held state: the fast path asks it on every request for a tagged page.
const profilesOfState = new WeakMap<EventState, string[]>();
function profilesOf(state: EventState): string[] {
  let ids = profilesOfState.get(state);
  if (!ids) profilesOfState.set(state, (ids = [...new Set(state.players.flatMap((p) => (p.profileId ? [p.profileId] : [])))]));
  return ids;
}

const changedBetween = (eventId: string, from: number, to: number) => partsChangedBetween(topics.event(eventId), from, to);

export function withReadCache(inner: SqlEventStore): EventStore {
  const states = memo<EventState>("event-states", READ_CACHE_EVENTS, (state) => state.event.version);
  /** The version a transaction of this process is about to commit with its state (inTransactionKeeping). */
  const keeping = processState("event-states-keeping", () => new Map<string, number>());
  const cached = (eventId: string) => states.held(eventId);
  const keep = (state: EventState) => states.keep(state.event.id, state.event.version, state);

  /**
   * Runs a service's transaction that leaves the event in a state it built under the event's lock,
   * complete at the version it bumped the event to (`state` in its outcome, or null when it built
   * none). Once committed, the read cache takes that state as it is: after a pairing or a deleted
   * round this process reloads nothing, neither for the hall's first phone nor for the organizer's
   * next pairing, and its own reshaping notice asks for no reload meanwhile.
   */
  async function inTransactionKeeping<T extends { state?: EventState | null }>(eventId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    let version: number | undefined;
    try {
      const out = await inner.inTransactionKeeping(eventId, async (tx) => {
        const result = await fn(tx);
        version = result.state?.event.version;
        if (version !== undefined) keeping.set(eventId, version);
        return result;
      });
      if (out.state) keep(out.state);
      return out;
    } finally {
      if (version !== undefined && keeping.get(eventId) === version) keeping.delete(eventId);
    }
  }

  async function read(eventId: string): Promise<EventState> {
    parseId("Event", eventId);
    const version = await inner.version(eventId);
    if (version === null) throw notFound("Event");
    return states.get(eventId, version, () => {
      const held = cached(eventId);
      const changed = held ? changedBetween(eventId, held.event.version, version) : null;
      return held && changed ? patchedState(held, changed) : inner.snapshot(eventId);
    });
  }

  /**
   * A read state brought up to date by re-reading only what changed since it was loaded: the
   * event row and the given matches, in one snapshot. Falls back to a whole load when the event
   * moved on meanwhile by a change that was not a single match's. Keeps every reader's cost after
   * a result O(1) in the event's size, on every process.
   */
  async function patchedState(state: EventState, matchIds: string[]): Promise<EventState> {
    const eventId = state.event.id;
    const { row, matches } = await inner.rows(null, eventId, matchIds);
    if (!row) throw notFound("Event");
    const more = changedBetween(eventId, state.event.version, row.version);
    if (!more || more.some((id) => !matchIds.includes(id)) || matches.length !== matchIds.length) return inner.snapshot(eventId);
    return caughtUp(state, row, matches);
  }

  /**
   * The read cache's state brought up to date by re-reading the event row and the matches changed
   * since (when every change since was a single match's and this process heard of each), else a
   * whole load. Under the lock nothing else commits, so the result is what a load would give;
   * pairing a big round then skips reloading every player and match a reader just loaded.
   */
  async function locked(tx: Tx, eventId: string, version: number): Promise<EventState> {
    const held = cached(eventId);
    const changed = held ? changedBetween(eventId, held.event.version, version - 1) : null;
    if (!held || !changed) return inner.load(tx, eventId);
    const { row, matches } = await inner.rows(tx, eventId, changed);
    if (!row || row.version !== version || matches.length !== changed.length) return inner.load(tx, eventId);
    return caughtUp(held, row, matches);
  }

  /**
   * After a change that reshaped an event this process reads (a pairing, a deleted round, a drop:
   * not a single match's), its state is loaded again at once rather than by the first phone or
   * the organizer's next action that needs it — a hall refreshes right after a pairing, and the
   * organizer re-pairs right after deleting a round.
   */
  onReshaped("read-cache", (eventId, version) => {
    // A notice that arrives late, after a read already took its change in, asks for nothing.
    const held = cached(eventId);
    if (held && held.event.version < version && (keeping.get(eventId) ?? -1) < version) void read(eventId).catch(() => {});
  });

  const tablesClocking = (eventId: string) => {
    const state = cached(eventId);
    return state ? hasTableClocks(state) : true;
  };
  // The response cache re-renders an event's stored pages as they age only while they show clocks.
  provideClockCheck(tablesClocking);
  // …and follows the guild tags of the profiles its pages show (the entrants'), known while the state is held.
  provideProfilesShown((eventId) => {
    const state = cached(eventId);
    return state ? profilesOf(state) : null;
  });

  return {
    read,
    load: (db, eventId) => inner.load(db, eventId),
    locked,
    snapshot: (eventId, pause) => inner.snapshot(eventId, pause),
    lastRead: (eventId) => cached(eventId),
    tablesClocking,
    inTransactionKeeping,
  };
}
