/** The public read views on the in-memory event store: no database involved. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { getRound } from "@/lib/server/rounds/rounds";
import { getStandings } from "@/lib/server/standings/standings";
import { useEventStore } from "@/lib/server/store/event-store";
import { MemoryEventStore } from "@/lib/server/store/memory";
import { swissEventRows } from "../../../tests/server/event-rows";

// No database here: a view that asked for one would fail.
vi.mock("@/lib/db", async (original) => ({ ...(await original<typeof import("@/lib/db")>()), getDb: () => Promise.reject(new Error("no database in this test")) }));

afterEach(() => useEventStore(null));

describe("read views on the in-memory event store", () => {
  it("shows round 1 and the standings after it from the state alone", async () => {
    const store = new MemoryEventStore();
    const rows = swissEventRows();
    store.put(rows);
    useEventStore(store);

    const round = await getRound(rows.event.id, 1);
    expect(round.stage).toBe("swiss");
    expect(round.matches.map((m) => [m.table, m.playerA.name, m.playerB?.name ?? null])).toEqual([
      [1, "Ana Solo", "Ben Kenobi"],
      [2, "Cal Kestis", "Din Djarin"],
      [null, "Ezra Bridger", null],
    ]);
    expect(round.matches[0]!.result).not.toBeNull();
    expect(round.matches[1]!.result).toBeNull();

    const standings = await getStandings(rows.event.id);
    expect(standings.stage).toBe("swiss");
    expect(standings.rows).toHaveLength(5);
    // Ana won 2–0 and Ezra has the bye; Ben lost; the unplayed table has no points yet.
    const points = Object.fromEntries(standings.rows.map((r) => [r.name, r.points]));
    expect(points["Ana Solo"]).toBeGreaterThan(points["Ben Kenobi"]!);
    expect(points["Ezra Bridger"]).toBeGreaterThan(0);
    await expect(getStandings(swissEventRows().event.id)).rejects.toMatchObject({ code: "not_found" });
  });
});
