/**
 * On-demand queues through the services, on the test database: the cap starts the event with
 * exactly those players (round 1 paired, tables told) and the queue re-opens empty; leaving owes
 * nothing; 50 players joining a queue of cap 8 at once make 6 events of 8 and leave 2 waiting.
 * With a PostgreSQL server, the same from two app processes (tests/server/queue-race-worker.ts),
 * and two processes ticking the scheduler at once start each occurrence once.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { noticeText } from "@/lib/server/notices/notifications";
import { decodeAudit } from "@/lib/schemas/audit";
import { paymentReport } from "@/lib/server/money/payments";
import { buildFill, claimFill, createQueue, joinQueue, leaveQueue, queueState } from "./queues";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { createSchedule, joinOccurrence } from "./schedules";
import { drainTicks } from "@/tests/server/drain-ticks";
import { newUser } from "../../../tests/helpers";

const users = (n: number, tag = "q") => Promise.all(Array.from({ length: n }, (_, i) => newUser(`${tag}${i + 1}`)));

const template = (over: Record<string, unknown> = {}) => ({
  event: { name: "Night Queue", preset: "swg-swiss", swissRounds: 3 },
  fees: { currency: "USD", doorCents: 500, earlyCents: null, earlyDeadline: null },
  autoPairRound1: true,
  ...over,
});

async function queue(cap: number, over: Record<string, unknown> = {}) {
  const org = await newUser("queue-organizer");
  const q = await createQueue(org, { name: "Around the clock", cap, template: template(over) });
  return { org, queueId: q.id };
}

describe("on-demand queues", () => {
  it("start the event at the cap with exactly those players, pair round 1, tell each their table, and re-open empty", async () => {
    const { org, queueId } = await queue(4);
    const [a, b, c, d, e] = await users(5);
    for (const p of [a, b, c]) expect((await joinQueue(p!, queueId)).status).toBe("waiting");
    const before = await queueState(queueId, a!);
    expect(before).toMatchObject({ needed: 1, you: "waiting", cap: 4 });
    expect(before.waiting.map((w) => w.name)).toEqual([a!.name, b!.name, c!.name]);

    const fired = await joinQueue(d!, queueId);
    expect(fired.status).toBe("started");
    expect(fired.queue).toMatchObject({ needed: 4, waiting: [], you: "out" });
    const eventId = fired.eventId!;
    const db = await getDb();
    const event = await db.event.findUniqueOrThrow({ where: { id: eventId }, include: { players: true, rounds: { include: { matches: true } } } });
    expect(event).toMatchObject({ name: "Night Queue #1", queueId, preset: "swg-swiss", status: "swiss" });
    expect(event.players.map((p) => p.source)).toEqual(["self", "self", "self", "self"]);
    expect(event.rounds).toHaveLength(1);
    expect(event.rounds[0]!.matches).toHaveLength(2);
    const notes = await db.notification.findMany({ where: { eventId, kind: "round.paired" } });
    expect(notes.map((n) => n.userId).sort()).toEqual([a!, b!, c!, d!].map((u) => u.id).sort());
    expect(noticeText("round.paired", notes[0]!.data)).toMatch(/table \d against/);
    // The queue page shows each player their table.
    const mine = (await queueState(queueId, a!)).yourEvent!;
    expect(mine).toMatchObject({ eventId, eventName: "Night Queue #1" });
    expect([1, 2]).toContain(mine.table);
    expect(mine.opponent).not.toBeNull();
    expect((await db.auditEntry.findMany({ where: { eventId, action: "event.started" } })).length).toBe(1);
    // The organizer of the queue organizes the event; fees are owed from the start, at the door price.
    const report = await paymentReport(org, eventId);
    expect(report.entries.map((x) => x.dueCents)).toEqual([500, 500, 500, 500]);

    // Re-opened: the fifth player waits for the next one, numbered #2 when it fills.
    expect((await joinQueue(e!, queueId)).queue).toMatchObject({ needed: 3, you: "waiting" });
    expect((await queueState(queueId, null)).recentEvents.map((x) => x.id)).toEqual([eventId]);
  });

  it("lets a player leave (owing nothing) and refuses a second join, anonymous callers and unknown queues", async () => {
    const { queueId } = await queue(3, { autoPairRound1: false });
    const [a, b, c] = await users(3, "leaver");
    await joinQueue(a!, queueId);
    await expect(joinQueue(a!, queueId)).rejects.toMatchObject({ code: "conflict" });
    expect(await leaveQueue(a!, queueId)).toMatchObject({ needed: 3, you: "out" });
    await expect(leaveQueue(a!, queueId)).rejects.toMatchObject({ code: "not_found" });
    await expect(joinQueue(null, queueId)).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(queueState("nope", null)).rejects.toMatchObject({ code: "not_found" });
    // Without automatic pairing the players are told the event has begun.
    for (const p of [a, b]) await joinQueue(p!, queueId);
    const started = await joinQueue(c!, queueId);
    const db = await getDb();
    const event = await db.event.findUniqueOrThrow({ where: { id: started.eventId! }, include: { rounds: true, players: { orderBy: { seq: "asc" } } } });
    expect(event.status).toBe("registration");
    expect(event.rounds).toHaveLength(0);
    expect(event.players.map((p) => p.name)).toEqual([a!.name, b!.name, c!.name]);
    expect(await db.notification.count({ where: { eventId: event.id, kind: "event.started" } })).toBe(3);
    // Every join and leave is in the queue's history, typed: who, and the event a join started.
    const history = await db.queueAuditEntry.findMany({ where: { queueId, action: { in: ["queue.join", "queue.leave"] } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    expect(history.map((h) => [h.action, h.userId])).toEqual([
      ["queue.join", a!.id],
      ["queue.leave", a!.id],
      ["queue.join", a!.id],
      ["queue.join", b!.id],
      ["queue.join", c!.id],
    ]);
    expect(history.map((h) => decodeAudit(h.action, h.data)?.data)).toEqual([
      { profileId: expect.any(String), name: a!.name, eventId: null },
      { profileId: expect.any(String), name: a!.name },
      { profileId: expect.any(String), name: a!.name, eventId: null },
      { profileId: expect.any(String), name: b!.name, eventId: null },
      { profileId: expect.any(String), name: c!.name, eventId: event.id },
    ]);
  });

  it("takes 50 players joining a queue of cap 8 at once: 6 events of 8, 2 waiting, nobody twice, nobody lost", async () => {
    const { queueId } = await queue(8);
    const players: User[] = await users(50, "rush");
    const results = await Promise.all(players.map((p) => joinQueue(p, queueId)));
    expect(results.filter((r) => r.status === "started")).toHaveLength(6);
    const db = await getDb();
    const events = await db.event.findMany({ where: { queueId }, include: { players: { include: { profile: true } }, rounds: true } });
    expect(events).toHaveLength(6);
    for (const e of events) {
      expect(e.players).toHaveLength(8);
      expect(e.rounds).toHaveLength(1);
    }
    const inEvents = events.flatMap((e) => e.players.map((p) => p.profile!.userId!));
    const waiting = await db.queueEntry.findMany({ where: { queueId } });
    expect(waiting).toHaveLength(2);
    const everyone = [...inEvents, ...waiting.map((w) => w.userId)];
    expect(new Set(everyone).size).toBe(50);
    expect(new Set(everyone)).toEqual(new Set(players.map((p) => p.id)));
  });
});

describe("a filled queue's event, built after the claim", () => {
  it("is built exactly once by two builders at once, and a fill whose builder stopped is built by the next read of the queue", async () => {
    const { queueId } = await queue(4);
    const [a, b, c, d, e, f] = await users(6, "claimed");
    for (const p of [a, b, c]) await joinQueue(p!, queueId);
    const db = await getDb();
    // The cap lowered behind the service's back: the next claim fills, and nobody builds yet (a builder that stopped).
    await db.queue.update({ where: { id: queueId }, data: { cap: 3 } });
    const fill = (await claimFill(queueId))!;
    expect(fill).toEqual(expect.any(String));
    expect(await claimFill(queueId)).toBeNull();
    const claimed = await queueState(queueId, a!);
    expect(claimed).toMatchObject({ waiting: [], you: "out", recentEvents: [], yourEvent: null });
    // Joins go on at once into a fresh queue meanwhile.
    expect((await joinQueue(d!, queueId)).queue).toMatchObject({ you: "waiting", needed: 2 });

    const built = await Promise.all([buildFill(fill), buildFill(fill)]);
    expect(built.filter((x) => x !== null)).toHaveLength(1);
    const eventId = built.find((x) => x !== null)!;
    const event = await db.event.findUniqueOrThrow({ where: { id: eventId }, include: { players: { orderBy: { seq: "asc" }, include: { profile: true } }, rounds: true } });
    expect(event.players.map((p) => p.profile!.userId)).toEqual([a, b, c].map((u) => u!.id));
    expect(event.name).toBe("Night Queue #1");
    expect(event.rounds).toHaveLength(1);
    expect(await buildFill(fill)).toBeNull();
    expect(await db.event.count({ where: { queueId } })).toBe(1);
    expect((await queueState(queueId, a!)).yourEvent).toMatchObject({ eventId });

    // A second fill left behind: fresh, a read leaves it; 30 s old, the next reads build it, once.
    await joinQueue(e!, queueId);
    await db.queue.update({ where: { id: queueId }, data: { cap: 2 } });
    const left = (await claimFill(queueId))!;
    expect((await queueState(queueId, null)).recentEvents).toHaveLength(1);
    await db.queueFill.update({ where: { id: left }, data: { claimedAt: new Date(Date.now() - 60_000) } });
    // One read builds it; on PostgreSQL the other, finding it locked, reads on without waiting.
    const reads = await Promise.all([queueState(queueId, d!), queueState(queueId, e!)]);
    expect(reads.map((r) => r.recentEvents.length)).toContain(2);
    expect((await queueState(queueId, null)).recentEvents).toHaveLength(2);
    expect(await db.queueFill.count({ where: { queueId } })).toBe(0);
    const second = await db.event.findFirstOrThrow({ where: { queueId, name: "Night Queue #2" }, include: { players: { include: { profile: true } } } });
    expect(second.players.map((p) => p.profile!.userId).sort()).toEqual([d!.id, e!.id].sort());
    expect(await db.auditEntry.count({ where: { eventId: second.id, action: "event.started" } })).toBe(1);
    // And the queue took the next players as usual.
    expect((await joinQueue(f!, queueId)).queue).toMatchObject({ you: "waiting", needed: 1 });
  });
});

// ————— Two app processes on one PostgreSQL (the embedded database is one process's) —————

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, "../../..");
const worker = (job: unknown) => run("npx", ["tsx", "tests/server/queue-race-worker.ts", JSON.stringify(job)], { cwd: ROOT, env: process.env, timeout: 120_000 });

if (process.env.DATABASE_URL) describe("queues and the scheduler on two processes", () => {
  it("50 joins from two processes at a queue of cap 8: 6 events of 8, 2 waiting, nobody twice, nobody lost", async () => {
    const org = await newUser("two-process-queue");
    const q = await createQueue(org, { name: "Two processes", cap: 8, template: { event: { name: "Split Queue", preset: "swg-swiss" }, autoPairRound1: true } });
    const players = await users(50, "split");
    await Promise.all([worker({ mode: "join", queueId: q.id, users: players.slice(0, 25) }), worker({ mode: "join", queueId: q.id, users: players.slice(25) })]);
    const db = await getDb();
    const events = await db.event.findMany({ where: { queueId: q.id }, include: { players: { include: { profile: true } } } });
    expect(events.map((e) => e.players.length)).toEqual([8, 8, 8, 8, 8, 8]);
    const waiting = await db.queueEntry.findMany({ where: { queueId: q.id } });
    const everyone = [...events.flatMap((e) => e.players.map((p) => p.profile!.userId!)), ...waiting.map((w) => w.userId)];
    expect(everyone).toHaveLength(50);
    expect(new Set(everyone)).toEqual(new Set(players.map((p) => p.id)));
  }, 180_000);

  it("two processes ticking at once start each occurrence once", async () => {
    const org = await newUser("two-process-schedule");
    const start = new Date("2036-01-10T19:00:00Z");
    const s = await createSchedule(org, { name: "Split weekly", template: { event: { name: "Split Swiss", preset: "swg-swiss" }, autoPairRound1: true }, firstStart: "2036-01-10T19:00", rule: "FREQ=MINUTELY;INTERVAL=30;COUNT=6", timeZone: "UTC", openMinutes: 240 }, new Date(start.getTime() - 3 * 3600_000));
    await drainTicks(new Date(start.getTime() - 60 * 60_000));
    const players = await users(12, "split-tick");
    for (const [i, o] of s.occurrences.entries()) for (const p of players.slice(2 * i, 2 * i + 2)) await joinOccurrence(p, o.id, new Date(start.getTime() - 30 * 60_000));
    const now = new Date(start.getTime() + 155 * 60_000).toISOString();
    await Promise.all([worker({ mode: "tick", now }), worker({ mode: "tick", now })]);
    const db = await getDb();
    const rows = await db.occurrence.findMany({ where: { scheduleId: s.id } });
    expect(rows.map((r) => r.state)).toEqual(Array(6).fill("started"));
    expect(await db.event.count({ where: { occurrence: { scheduleId: s.id } } })).toBe(6);
  }, 180_000);
});
