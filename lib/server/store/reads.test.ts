/**
 * Public reads: one snapshot per load, shared by everyone asking for the same version, and
 * current as soon as a change commits (versions come from the change notices).
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { eventStore } from "@/lib/server/store/event-store";
import { knownVersion, noticeReceived, onReshaped, topics, topicVersion as eventVersion } from "@/lib/live";

const catalogVersion = () => knownVersion(topics.catalog);
import { createEvent } from "@/lib/server/events/events";
import { newUser } from "../../../tests/helpers";
import { recordResult } from "@/lib/server/results/results";
import { deleteRound, pairNextRound, repairRound } from "@/lib/server/rounds/rounds";
import { dropPlayer } from "@/lib/server/entrants/player-status";
import { eventWith } from "../../../tests/server/event-helpers";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const untilCurrent = async (eventId: string, version: number) => {
  for (let i = 0; i < 100 && ((await eventVersion(eventId)) ?? 0) < version; i++) await sleep(20);
};

describe("reading an event", () => {
  it("loads in one snapshot: a result committed between the load's queries is wholly in or wholly out", async () => {
    const { org, eventId } = await eventWith(8);
    const round = await pairNextRound(org, eventId);
    const match = round.matches.find((m) => m.playerB)!;
    let write: Promise<unknown> | undefined;
    const state = await eventStore.snapshot(eventId, async () => {
      write = recordResult(org, eventId, match.id, { games: [{ result: "A" }, { result: "A" }] });
      // On PostgreSQL the save commits now; the embedded database runs it after this load.
      await Promise.race([write, sleep(500)]);
    });
    await write;
    const db = await getDb();
    const now = await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { version: true } });
    const loaded = state.matchById.get(match.id)!;
    // The version the state carries must describe its matches: older with no result.
    expect(loaded.result).toBeNull();
    expect(state.event.version).toBeLessThan(now.version);
  });

  it("is current as soon as the change is announced, and concurrent readers share one load", async () => {
    const { org, eventId } = await eventWith(6);
    const first = await eventStore.read(eventId);
    const [a, b] = await Promise.all([eventStore.read(eventId), eventStore.read(eventId)]);
    expect(a).toBe(first);
    expect(b).toBe(first);
    const round = await pairNextRound(org, eventId);
    const db = await getDb();
    const { version } = await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { version: true } });
    await untilCurrent(eventId, version);
    const [c, d] = await Promise.all([eventStore.read(eventId), eventStore.read(eventId)]);
    expect(c).toBe(d);
    expect(c.event.version).toBe(version);
    expect(c.rounds).toHaveLength(1);
    expect(c.rounds[0]!.matches).toHaveLength(round.matches.length);
  });

  it("reads its own writes at once, before the change's notice arrives", async () => {
    const { org, eventId } = await eventWith(4);
    const before = await eventStore.read(eventId);
    expect(before.rounds).toHaveLength(0);
    await pairNextRound(org, eventId);
    // No waiting: the process that wrote the change must not serve the state from before it.
    const after = await eventStore.read(eventId);
    expect(after.rounds).toHaveLength(1);
  });

  it("after Swiss results, brings a read state up to date from the changed rows alone, equal to a whole load", async () => {
    const { org, eventId } = await eventWith(12);
    const round = await pairNextRound(org, eventId);
    const before = await eventStore.read(eventId);
    const played = round.matches.filter((m) => m.playerB);
    for (const [i, m] of played.slice(0, 4).entries()) {
      await recordResult(org, eventId, m.id, { games: [{ result: i % 2 ? "A" : "B" }, { result: "A" }] });
    }
    const db = await getDb();
    const { version } = await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { version: true } });
    await untilCurrent(eventId, version);
    const after = await eventStore.read(eventId);
    const whole = await eventStore.snapshot(eventId);
    // Patched, not reloaded: the players were not read again.
    expect(after.players).toBe(before.players);
    expect(after.event.version).toBe(version);
    const shape = (s: typeof whole) => s.rounds.map((r) => r.matches.map((m) => [m.id, m.result, m.darkSide, m.version]));
    expect(shape(after)).toEqual(shape(whole));
    expect([...after.matchById.values()].filter((m) => m.result !== null)).toHaveLength(4);
    expect(after.event.status).toBe(whole.event.status);

    // A change that is not a single result (a drop) makes the next read a whole load.
    await dropPlayer(org, eventId, played[5]!.playerA.id);
    const { version: v2 } = await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { version: true } });
    await untilCurrent(eventId, v2);
    const reloaded = await eventStore.read(eventId);
    expect(reloaded.players).not.toBe(before.players);
    expect(reloaded.playerById.get(played[5]!.playerA.id)!.status).toBe("dropped");
  });

  it("keeps the state a pairing, a re-pair or a deleted round left, equal to a whole load, without loading it again", async () => {
    const { org, eventId } = await eventWith(10);
    const db = await getDb();
    const first = await eventStore.read(eventId);
    // Each step's state is the cache's at once, before any notice could have led to a reload.
    const expectKept = async () => {
      const { version } = await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { version: true } });
      const kept = eventStore.lastRead(eventId)!;
      expect(kept.event.version).toBe(version);
      const whole = await eventStore.snapshot(eventId);
      expect(kept).toEqual(whole);
      // Built from what was written: the players are the ones read before, not loaded again.
      expect(kept.players).toBe(first.players);
      return kept;
    };
    const round1 = await pairNextRound(org, eventId);
    expect((await expectKept()).event.status).toBe("swiss");
    const repaired = await repairRound(org, eventId, 1);
    expect((await expectKept()).rounds[0]!.matches.map((m) => m.id)).toEqual(repaired.matches.map((m) => m.id));
    expect(repaired.matches.map((m) => m.id)).not.toEqual(round1.matches.map((m) => m.id));
    await deleteRound(org, eventId, 1);
    const reopened = await expectKept();
    expect(reopened.event.status).toBe("registration");
    expect(reopened.rounds).toHaveLength(0);
    expect(reopened.matchById.size).toBe(0);

    const again = await pairNextRound(org, eventId);
    await expectKept();
    for (const [i, m] of again.matches.filter((x) => x.playerB).entries()) {
      await recordResult(org, eventId, m.id, { games: [{ result: i % 2 ? "A" : "B" }, { result: "A" }] });
    }
    await pairNextRound(org, eventId);
    expect((await expectKept()).rounds).toHaveLength(2);
    await deleteRound(org, eventId, 2);
    expect((await expectKept()).rounds).toHaveLength(1);
  });

  it("ignores notices it cannot read and never goes back to an older version", async () => {
    const { eventId } = await eventWith(2);
    const version = (await eventVersion(eventId))!;
    noticeReceived(`${eventId}:not-a-number`);
    noticeReceived(`:${version + 5}`);
    expect(await eventVersion(eventId)).toBe(version);
    noticeReceived(`${eventId}:${version - 1}`);
    expect(await eventVersion(eventId)).toBe(version);
  });

  it("moves the lists' version with every change but a single result's, and announces new events and settled statuses", async () => {
    await expect.poll(() => catalogVersion(), { timeout: 20_000 }).not.toBeNull();
    // Synchronous: no other notice can land between these lines.
    const before = catalogVersion()!;
    noticeReceived("cabcdefghijklmnopqrstuvwx:7:cmatchmatchmatchmatchmatch");
    expect(catalogVersion()).toBe(before);
    noticeReceived("cabcdefghijklmnopqrstuvwx:8");
    expect(catalogVersion()).toBe(before + 1);

    const heard: string[] = [];
    onReshaped("test-lists", (eventId) => heard.push(eventId));
    const org = await newUser();
    const created = await createEvent(org, { name: "Listed", structure: "basic", tier: "relaxed" });
    await expect.poll(() => heard).toContain(created.id);

    // No cut, one round: the last result completes the event, and the lists hear of it; the
    // results before it are single-match changes, which leave the lists alone.
    const { org: owner, eventId } = await eventWith(4, { swissRounds: 1, cutSize: 0 });
    const round = await pairNextRound(owner, eventId);
    const db = await getDb();
    const current = async () => untilCurrent(eventId, (await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { version: true } })).version);
    await current();
    heard.length = 0;
    const [first, last] = round.matches;
    await recordResult(owner, eventId, first!.id, { games: [{ result: "A" }, { result: "A" }] });
    await current();
    expect(heard).not.toContain(eventId);
    await recordResult(owner, eventId, last!.id, { games: [{ result: "B" }, { result: "A" }] });
    await expect.poll(() => heard).toContain(eventId);
    expect((await db.event.findUniqueOrThrow({ where: { id: eventId } })).status).toBe("complete");
  });
});
