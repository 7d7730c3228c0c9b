/**
 * The event store's contract: the same assertions on the database's store (behind its read
 * cache, as the app uses it) and on the in-memory store, from the same rows.
 */
import { describe, expect, it } from "vitest";
import type { Tx } from "@/lib/db";
import type { Event as EventRow } from "@/lib/generated/prisma/client";
import { bumpVersion } from "@/lib/server/kernel/event-versions";
import { withEvent, type EventRows } from "@/lib/server/store/event-state";
import { eventStore, type EventStore } from "@/lib/server/store/event-store";
import { MemoryEventStore } from "@/lib/server/store/memory";
import { insertEventRows, swissEventRows } from "../../../tests/server/event-rows";

interface Harness {
  store: EventStore;
  /** Puts the event's rows where the store reads them. */
  seed(rows: EventRows): Promise<void>;
  /** A change under the event's lock: its version bumped, the event row as it now stands. */
  bump(tx: Tx, eventId: string): Promise<EventRow>;
}

const memory = new MemoryEventStore();
const harnesses: [string, Harness][] = [
  [
    "the database's store",
    {
      store: eventStore,
      seed: insertEventRows,
      bump: async (tx, eventId) => {
        await bumpVersion(tx, eventId);
        return tx.event.findUniqueOrThrow({ where: { id: eventId } });
      },
    },
  ],
  [
    "the in-memory store",
    {
      store: memory,
      seed: async (rows) => void memory.put(rows),
      bump: async (_tx, eventId) => {
        const state = memory.lastRead(eventId)!;
        const row = { ...state.event, version: state.event.version + 1 };
        memory.put(withEvent(state, row));
        return row;
      },
    },
  ],
];

describe.each(harnesses)("the event store: %s", (_name, { store, seed, bump }) => {
  it("reads the event's state as the rows make it: players by registration, matches by table with the bye last", async () => {
    const rows = swissEventRows();
    await seed(rows);
    const state = await store.read(rows.event.id);
    expect(state.event).toMatchObject({ id: rows.event.id, version: 3, status: "swiss", cutSeeds: [] });
    expect(state.players.map((p) => p.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(state.rounds).toHaveLength(1);
    expect(state.swissRounds).toHaveLength(1);
    expect(state.eliminationRounds).toHaveLength(0);
    expect(state.rounds[0]!.matches.map((m) => m.table)).toEqual([1, 2, null]);
    expect(state.matchById.size).toBe(3);
    expect(state.bracketMatches).toEqual([]);
    expect(state.playerById.get(rows.players[0]!.id)?.name).toBe("Ana Solo");
    expect(state.shortNames.size).toBe(5);
    expect(state.rounds[0]!.matches[0]!.result).toEqual({ games: [{ result: "A" }, { result: "A" }] });
  });

  it("gives the same state to a read, a load in a transaction and a snapshot; a read while unchanged is the same object", async () => {
    const rows = swissEventRows();
    await seed(rows);
    const id = rows.event.id;
    const read = await store.read(id);
    expect(await store.read(id)).toBe(read);
    expect(store.lastRead(id)).toBe(read);
    expect(await store.snapshot(id)).toEqual(read);
    const { loaded } = await store.inTransactionKeeping(id, async (tx) => ({ state: null, loaded: await store.load(tx, id) }));
    expect(loaded).toEqual(read);
  });

  it("refuses an unknown event (404) and knows nothing of it", async () => {
    const unknown = swissEventRows().event.id;
    await expect(store.read(unknown)).rejects.toMatchObject({ code: "not_found" });
    await expect(store.read("not an id")).rejects.toMatchObject({ code: "not_found" });
    await expect(store.snapshot(unknown)).rejects.toMatchObject({ code: "not_found" });
    expect(store.lastRead(unknown)).toBeNull();
    expect(store.tablesClocking(unknown)).toBe(true);
  });

  it("says whether a table's clock is going in what it read", async () => {
    const rows = swissEventRows();
    await seed(rows);
    await store.read(rows.event.id);
    expect(store.tablesClocking(rows.event.id)).toBe(false);
  });

  it("under the lock, gives the state at the bumped version; once committed, reads get the state the change kept", async () => {
    const rows = swissEventRows();
    await seed(rows);
    const id = rows.event.id;
    const before = await store.read(id);
    const out = await store.inTransactionKeeping(id, async (tx) => {
      const row = await bump(tx, id);
      const locked = await store.locked(tx, id, row.version);
      expect(locked.event.version).toBe(4);
      expect(locked.players).toEqual(before.players);
      expect(locked.rounds).toEqual(before.rounds);
      return { state: withEvent(locked, row) };
    });
    expect(store.lastRead(id)).toBe(out.state);
    expect(await store.read(id)).toBe(out.state);
    expect(out.state.event.version).toBe(4);
  });
});
