import { describe, expect, it } from "vitest";
import { noticeReceived, partsChangedBetween as matchChangesBetween, topicVersion as eventVersion, watchedTopics as watchedEvents, watchTopic as watchEvent } from "@/lib/live";
import { registerPlayers } from "@/lib/server/entrants/players";
import { bumpVersion } from "@/lib/server/kernel/event-versions";
import { getDb } from "@/lib/db";
import { eventWith } from "../../../tests/server/event-helpers";
import { createEvent } from "@/lib/server/events/events";
import { matchClockAction } from "@/lib/server/results/match-clock";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { newUser } from "../../../tests/helpers";

const nextVersion = (eventId: string, after: number) =>
  new Promise<number>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error("no change announced")), 5000);
    const stop = watchEvent(eventId, (v) => {
      if (v > after) {
        clearTimeout(timeout);
        stop();
        resolve(v);
      }
    });
  });

describe("live updates", () => {
  it("announces the current version, then each committed change; stops polling when nobody listens", async () => {
    const { org, eventId } = await eventWith(4);
    const first = await new Promise<number>((resolve) => {
      const stop = watchEvent(eventId, (v) => {
        stop();
        resolve(v);
      });
    });
    expect(watchedEvents()).toBe(0);
    const changed = nextVersion(eventId, first);
    await registerPlayers(org, eventId, { name: "Late Larry" });
    expect(await changed).toBeGreaterThan(first);
    expect(watchedEvents()).toBe(0);
  });

  it("announces a version it learned by reading the database, not only by a notice", async () => {
    const { eventId } = await eventWith(4);
    const first = await new Promise<number>((resolve) => {
      const stop = watchEvent(eventId, (v) => {
        stop();
        resolve(v);
      });
    });
    const changed = nextVersion(eventId, first);
    const db = await getDb();
    // A committed change whose notice has not arrived yet (here: never will).
    await db.$executeRaw`UPDATE "Event" SET version = version + 1 WHERE id = ${eventId}`;
    // This process's own write in flight makes it ask the database (the write rolls back).
    await db
      .$transaction(async (tx) => {
        await bumpVersion(tx, eventId);
        throw new Error("roll back");
      })
      .catch(() => {});
    const read = await eventVersion(eventId);
    expect(read).toBe(first + 1);
    // The reader got ahead of the notice: the stream must hear it all the same.
    expect(await changed).toBe(first + 1);
  });

  it("coalesces a wave of changes: a few messages, the last one the newest version, within a second", async () => {
    const { eventId } = await eventWith(2);
    const heard: { version: number; at: number }[] = [];
    const stop = watchEvent(eventId, (version) => heard.push({ version, at: Date.now() }));
    await expect.poll(() => heard.length).toBe(1);
    const start = heard[0]!.version;
    const began = Date.now();
    // 200 changes in about a second, as 25 judges saving at once would make.
    for (let i = 1; i <= 200; i++) {
      noticeReceived(`${eventId}:${start + i}`);
      if (i % 20 === 0) await new Promise((r) => setTimeout(r, 100));
    }
    await expect.poll(() => heard.at(-1)!.version, { timeout: 2000 }).toBe(start + 200);
    stop();
    const wave = heard.slice(1);
    expect(wave.length).toBeLessThanOrEqual(Math.ceil((heard.at(-1)!.at - began) / 250) + 2);
    expect(wave.length).toBeGreaterThan(1);
    expect(wave.map((h) => h.version)).toEqual([...wave.map((h) => h.version)].sort((a, b) => a - b));
    expect(heard.at(-1)!.at - began).toBeLessThan(1000 + 1000);
  });

  it("names the matches changed since the previous message when only matches changed, else says nothing of them", async () => {
    const { eventId } = await eventWith(2);
    const heard: { version: number; matches: readonly string[] | null }[] = [];
    const stop = watchEvent(eventId, (version, matches) => heard.push({ version, matches }));
    await expect.poll(() => heard.length).toBe(1);
    const start = heard[0]!.version;
    expect(heard[0]!.matches).toBeNull();
    const last = (version: number) => expect.poll(() => heard.at(-1)!.version, { timeout: 2000 }).toBe(version);
    // Two single-match changes (a report, a clock switch), coalesced or not: both named.
    noticeReceived(`${eventId}:${start + 1}:m-one`);
    noticeReceived(`${eventId}:${start + 2}:m-two`);
    await last(start + 2);
    expect(new Set(heard.slice(1).flatMap((h) => h.matches ?? ["?"]))).toEqual(new Set(["m-one", "m-two"]));
    // A change that was not a single match's (a drop, a pairing): anything may have changed.
    noticeReceived(`${eventId}:${start + 3}`);
    await last(start + 3);
    expect(heard.at(-1)!.matches).toBeNull();
    // A version missed (its notice never arrived): the next hint alone does not cover it.
    await new Promise((r) => setTimeout(r, 300));
    noticeReceived(`${eventId}:${start + 5}:m-three`);
    await last(start + 5);
    expect(heard.at(-1)!.matches).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    noticeReceived(`${eventId}:${start + 6}:m-three`);
    await last(start + 6);
    expect(heard.at(-1)!.matches).toEqual(["m-three"]);
    stop();
  });

  it("a table's chess clock announces that match only, so other phones need not re-read (issue 28)", async () => {
    const org = await newUser();
    const event = await createEvent(org, { name: "Clock notice", preset: "swg-swiss", presetOptions: { style: "single" }, randomSeed: "clock-notice" });
    await registerPlayers(org, event.id, { players: ["A", "B", "C", "D"].map((name) => ({ name })) });
    const [m1] = (await pairNextRound(org, event.id)).matches;
    const db = await getDb();
    const paired = (await db.event.findUniqueOrThrow({ where: { id: event.id }, select: { version: true } })).version;
    await matchClockAction(org, event.id, m1!.id, { action: "start", seat: "A" });
    // The clock's notice names its match, so every process's streams can tell phones which table
    // changed. (The writing process may learn its own version from the database before its notice
    // arrives; then its streams say "anything may have changed" for that one version.)
    await expect.poll(() => matchChangesBetween(event.id, paired, paired + 1), { timeout: 3000 }).toEqual([m1!.id]);
  });
});
