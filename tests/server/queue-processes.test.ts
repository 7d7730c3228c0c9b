/**
 * Queues and the scheduler on two app processes sharing one PostgreSQL (registered only with a
 * PostgreSQL server; the embedded database is one process's): 50 players joining a queue of cap 8
 * from two processes at once make 6 events of 8 and leave 2 waiting, nobody twice; two processes
 * ticking at once start each due occurrence once.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { createQueue } from "@/lib/server/queues/queues";
import { createSchedule, joinOccurrence } from "@/lib/server/queues/schedules";
import { tick } from "@/lib/server/queues/scheduler";
import { newUser } from "../helpers";

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, "../..");
const worker = (job: unknown) => run("npx", ["tsx", "tests/server/queue-race-worker.ts", JSON.stringify(job)], { cwd: ROOT, env: process.env, timeout: 120_000 });
const users = (n: number, tag: string) => Promise.all(Array.from({ length: n }, (_, i) => newUser(`${tag}${i + 1}`)));

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
    const s = await createSchedule(org, { name: "Split weekly", template: { event: { name: "Split Swiss", preset: "swg-swiss" }, autoPairRound1: true }, firstStart: "2036-01-10T19:00", rule: "FREQ=MINUTELY;INTERVAL=10;COUNT=6", timeZone: "UTC", openMinutes: 120 }, new Date(start.getTime() - 3 * 3600_000));
    await tick(new Date(start.getTime() - 60 * 60_000));
    const players = await users(12, "split-tick");
    for (const [i, o] of s.occurrences.entries()) for (const p of players.slice(2 * i, 2 * i + 2)) await joinOccurrence(p, o.id, new Date(start.getTime() - 30 * 60_000));
    const now = new Date(start.getTime() + 55 * 60_000).toISOString();
    await Promise.all([worker({ mode: "tick", now }), worker({ mode: "tick", now })]);
    const db = await getDb();
    const rows = await db.occurrence.findMany({ where: { scheduleId: s.id } });
    expect(rows.map((r) => r.state)).toEqual(Array(6).fill("started"));
    expect(await db.event.count({ where: { occurrence: { scheduleId: s.id } } })).toBe(6);
  }, 180_000);
});
