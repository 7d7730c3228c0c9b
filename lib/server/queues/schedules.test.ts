/**
 * Scheduled events through the services and the scheduler's tick, with the clock passed in:
 * registration opens 30 minutes before, the event starts on time with 3 players (round 1 paired)
 * and is cancelled with 0 or below the minimum, nobody joins after the start, a start passed
 * while no server ran starts late or is missed, and two ticks at once start each occurrence once.
 * Each test uses its own year, so ticks of one never reach another's occurrences.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { calendar, createSchedule, getSchedule, joinOccurrence, leaveOccurrence } from "./schedules";
import { tick } from "./scheduler";
import { newUser } from "../../../tests/helpers";
import { ruleChild } from "../../../tests/server/recurrence-child-run";

const MIN = 60_000;
const users = (n: number, tag = "s") => Promise.all(Array.from({ length: n }, (_, i) => newUser(`${tag}${i + 1}`)));
const template = { event: { name: "Weeknight Swiss", preset: "swg-swiss", swissRounds: 3 }, autoPairRound1: true };

async function schedule(year: number, over: Record<string, unknown> = {}) {
  const org = await newUser("schedule-organizer");
  const start = new Date(`${year}-01-10T19:00:00Z`);
  const s = await createSchedule(org, { name: `Weeknight ${year}`, template, firstStart: `${year}-01-10T19:00`, timeZone: "UTC", ...over }, new Date(start.getTime() - 2 * 3600_000));
  return { org, start, s, at: (minutes: number) => new Date(start.getTime() + minutes * MIN) };
}

async function occurrence(id: string) {
  const db = await getDb();
  return db.occurrence.findUniqueOrThrow({ where: { id }, include: { event: { include: { players: true, rounds: { include: { matches: true } } } } } });
}

async function joinAll(players: User[], id: string, now: Date) {
  for (const p of players) await joinOccurrence(p, id, now);
}

describe("scheduled events", () => {
  it("open registration 30 minutes before the start, not earlier", async () => {
    const { s, at } = await schedule(2031);
    expect(s.occurrences).toHaveLength(1);
    const id = s.occurrences[0]!.id;
    const [p] = await users(1);
    await tick(at(-31));
    expect((await occurrence(id)).state).toBe("scheduled");
    await expect(joinOccurrence(p!, id, at(-31))).rejects.toMatchObject({ code: "conflict", message: /opens at/ });
    await tick(at(-30));
    expect((await occurrence(id)).state).toBe("open");
    expect(await joinOccurrence(p!, id, at(-29))).toMatchObject({ state: "open", waiting: 1, you: "registered" });
    expect(await leaveOccurrence(p!, id, at(-28))).toMatchObject({ waiting: 0, you: "out" });
  });

  it("start on time with 3 players, round 1 paired, and take nobody once begun", async () => {
    const { s, at } = await schedule(2032);
    const id = s.occurrences[0]!.id;
    const [a, b, c, late] = await users(4, "on-time");
    await tick(at(-30));
    await joinAll([a!, b!, c!], id, at(-10));
    // The start has come: refused even before a tick has moved the occurrence on.
    await expect(joinOccurrence(late!, id, at(0))).rejects.toMatchObject({ code: "conflict", message: /begun/ });
    await tick(at(0));
    const o = await occurrence(id);
    expect(o).toMatchObject({ state: "started", players: 3, dueAt: null });
    expect(o.event!.name).toBe("Weeknight Swiss · 2032-01-10 19:00");
    expect(o.event!.players).toHaveLength(3);
    expect(o.event!.rounds[0]!.matches).toHaveLength(2); // one match and a bye
    await expect(joinOccurrence(late!, id, at(1))).rejects.toMatchObject({ code: "conflict", message: /begun/ });
    const [view] = (await calendar({ game: "swg-tcg" }, a!, at(5))).occurrences.filter((v) => v.id === id);
    expect(view).toMatchObject({ state: "started", waiting: 3, currentRound: 1, eventStatus: "swiss" });
  });

  it("cancel with 0 players, or below the organizer's minimum, and tell the players", async () => {
    const { s: empty, at } = await schedule(2033);
    const { s: small } = await schedule(2033, { minPlayers: 4, firstStart: "2033-01-10T19:00" });
    const players = await users(3, "few");
    await tick(at(-30));
    await joinAll(players, small.occurrences[0]!.id, at(-5));
    await tick(at(0));
    expect(await occurrence(empty.occurrences[0]!.id)).toMatchObject({ state: "cancelled", players: 0, eventId: null });
    expect(await occurrence(small.occurrences[0]!.id)).toMatchObject({ state: "cancelled", players: 3, eventId: null });
    const db = await getDb();
    expect(await db.notification.count({ where: { userId: { in: players.map((p) => p.id) }, kind: "occurrence.cancelled" } })).toBe(3);
  });

  it("start a start passed while no server ran when one comes back, or mark it missed, as the organizer chose", async () => {
    const { s: late, at } = await schedule(2034, { missedStart: "start" });
    const { s: missed } = await schedule(2034, { missedStart: "miss" });
    const [a, b, c, d] = await users(4, "restart");
    await tick(at(-30));
    await joinAll([a!, b!], late.occurrences[0]!.id, at(-20));
    await joinAll([c!, d!], missed.occurrences[0]!.id, at(-20));
    // Every server down from -20 to +45 minutes; the first tick back:
    await tick(at(45));
    const started = await occurrence(late.occurrences[0]!.id);
    expect(started).toMatchObject({ state: "started", players: 2 });
    expect(started.event!.rounds).toHaveLength(1);
    expect(await occurrence(missed.occurrences[0]!.id)).toMatchObject({ state: "missed", players: 2, eventId: null });
  });

  it("start each occurrence once when two ticks run at once", async () => {
    // Starts 30 minutes apart (the closest a rule may give), all open before the joins.
    const { s, at } = await schedule(2035, { rule: "FREQ=MINUTELY;INTERVAL=30;COUNT=5", openMinutes: 180 });
    expect(s.occurrences).toHaveLength(5);
    const players = await users(10, "twice");
    await tick(at(-20));
    for (const [i, o] of s.occurrences.entries()) await joinAll(players.slice(2 * i, 2 * i + 2), o.id, at(-5));
    await Promise.all([tick(at(130)), tick(at(130)), tick(at(130))]);
    const db = await getDb();
    const rows = await db.occurrence.findMany({ where: { scheduleId: s.id }, include: { event: true } });
    expect(rows.map((r) => r.state)).toEqual(["started", "started", "started", "started", "started"]);
    const events = await db.event.findMany({ where: { occurrence: { scheduleId: s.id } } });
    expect(events).toHaveLength(5);
    expect(await db.auditEntry.count({ where: { eventId: { in: events.map((e) => e.id) }, action: "event.started" } })).toBe(5);
    expect((await getSchedule(s.id, null, at(150))).occurrences.every((o) => o.eventId !== null)).toBe(true);
  });
});

describe("a schedule's rule through the API (issue 34: one request froze the server)", () => {
  type Answer = { rule: string; post: number; postBody: { error?: { code: string; message: string; issues: { path: string[]; message: string }[] } }; patch: number; patchBody: Answer["postBody"]; storedRule: string; occurrencesKept: boolean };
  it("POST and PATCH /schedules answer 400 naming the rule for a rule that cannot run, and change nothing (bounded: a loop fails by timeout)", async () => {
    const refused = ["FREQ=DAILY;INTERVAL=-1", "FREQ=DAILY;INTERVAL=0", "FREQ=WEEKLY;BYDAY=XX", "FREQ=MINUTELY;INTERVAL=5", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=HOURLY;INTERVAL=24;BYHOUR=5"];
    const out = await ruleChild<Answer[]>("api", [...refused, "FREQ=DAILY;INTERVAL=2"], 90_000);
    for (const a of out.slice(0, refused.length)) {
      expect([a.rule, a.post, a.patch]).toEqual([a.rule, 400, 400]);
      for (const body of [a.postBody, a.patchBody]) {
        expect(body.error!.code).toBe("invalid_input");
        expect(body.error!.message).toMatch(/^rule: /);
        expect(body.error!.issues[0]!.path).toEqual(["rule"]);
      }
      expect(a.storedRule).toBe("FREQ=WEEKLY");
      expect(a.occurrencesKept).toBe(true);
    }
    expect(out.find((a) => a.rule === "FREQ=WEEKLY;BYDAY=XX")!.postBody.error!.message).toMatch(/BYDAY/);
    expect(out.find((a) => a.rule === "FREQ=MINUTELY;INTERVAL=5")!.postBody.error!.message).toMatch(/at least 30 minutes apart/);
    const accepted = out.at(-1)!;
    expect([accepted.post, accepted.patch, accepted.storedRule]).toEqual([201, 200, "FREQ=DAILY;INTERVAL=2"]);
  }, 120_000);
});
