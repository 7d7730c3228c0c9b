/**
 * The event store in memory: each event's state in a Map, as `put` left it. Enough for a use case
 * that reads (a round, the standings) to run in a unit test without a database; a transaction's
 * function gets no database (touching it throws), and its outcome's state is kept as is.
 */
import type { Db, Tx } from "@/lib/db";
import { notFound } from "../kernel/errors";
import { parseId } from "../kernel/validate";
import { eventStateOf, hasTableClocks, type EventRows, type EventState } from "./event-state";
import type { EventStore } from "./event-store-port";

const noDatabase = new Proxy({} as Tx, {
  get: (_target, key) => {
    throw new Error(`The in-memory event store has no database (tx.${String(key)}).`);
  },
});

export class MemoryEventStore implements EventStore {
  private readonly states = new Map<string, EventState>();

  /** Puts an event's state (or the rows it is made of, assembled as the database's store does). */
  put(state: EventState | EventRows): EventState {
    const kept = "matchById" in state ? state : eventStateOf(state);
    this.states.set(kept.event.id, kept);
    return kept;
  }

  private get(eventId: string): EventState {
    parseId("Event", eventId);
    const state = this.states.get(eventId);
    if (!state) throw notFound("Event");
    return state;
  }

  async read(eventId: string): Promise<EventState> {
    return this.get(eventId);
  }

  load(_db: Tx | Db, eventId: string): Promise<EventState> {
    return this.read(eventId);
  }

  locked(_tx: Tx, eventId: string): Promise<EventState> {
    return this.read(eventId);
  }

  async snapshot(eventId: string, pause?: () => Promise<void>): Promise<EventState> {
    const state = this.get(eventId);
    if (pause) await pause();
    return state;
  }

  lastRead(eventId: string): EventState | null {
    return this.states.get(eventId) ?? null;
  }

  tablesClocking(eventId: string): boolean {
    const state = this.states.get(eventId);
    return state ? hasTableClocks(state) : true;
  }

  async inTransactionKeeping<T extends { state?: EventState | null }>(eventId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const out = await fn(noDatabase);
    // What the change built is what reads get from now on, unless a newer state is already here.
    if (out.state && (this.states.get(eventId)?.event.version ?? -1) <= out.state.event.version) this.states.set(eventId, out.state);
    return out;
  }
}
