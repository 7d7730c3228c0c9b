/**
 * Organizers edit, close, re-open and archive their queues and schedules (issue 27), on the test
 * database: a queue's new template applies to the next event only; closing tells the players
 * waiting and lets them go owing nothing; an edit or a close racing the join that fills the queue
 * leaves one consistent state (on one process, and with the edits on a second process among a
 * first one's joins); a schedule's new times remake only the occurrences not opened yet;
 * a template's season is attached in the start's transaction by the seasons' own attach rule; the
 * queue's version moves with each change and its stream hears it; the calendar filters by store.
 *
 * No test here runs the scheduler's tick (it moves every due occurrence in the database, other
 * files' too): occurrences are opened or marked started as the tick would, and every schedule
 * lies in 2045 or later, beyond the other files' ticks.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { paymentReport } from "@/lib/server/money/payments";
import { topics, watchTopic } from "@/lib/live";
import { createSeason } from "@/lib/server/seasons/seasons";
import { removeCoOrganizer } from "@/lib/server/seasons/co-organizers";
import { addCoOrganizer } from "../../../tests/server/season-helpers";
import { archiveQueue, createQueue, eventOrigin, joinQueue, leaveQueue, queueState, queuesOf, updateQueue } from "./queues";
import { archiveSchedule, calendar, createSchedule, getSchedule, joinOccurrence, schedulesOf, updateSchedule } from "./schedules";
import { newUser } from "../../../tests/helpers";

const MIN = 60_000;
const users = (n: number, tag: string) => Promise.all(Array.from({ length: n }, (_, i) => newUser(`${tag}${i + 1}`)));
const template = (name = "Edit Queue", over: Record<string, unknown> = {}) => ({
  event: { name, preset: "swg-swiss", swissRounds: 3 },
  fees: { currency: "USD", doorCents: 500, earlyCents: null, earlyDeadline: null },
  autoPairRound1: true,
  ...over,
});

async function queueOf(cap: number, tag: string, over: Record<string, unknown> = {}) {
  const org = await newUser(`${tag}-org`);
  const q = await createQueue(org, { name: `${tag} queue`, cap, template: template(`${tag} Cup`, over) });
  return { org, queueId: q.id };
}

const events = async (queueId: string) =>
  (await getDb()).event.findMany({ where: { queueId }, orderBy: { createdAt: "asc" }, include: { players: { include: { profile: true } } } });

describe("editing, closing and archiving a queue", () => {
  it("applies a new template to the next event only, and a lowered cap starts the event at once", async () => {
    const { org, queueId } = await queueOf(2, "tmpl");
    const [a, b, c, d, e] = await users(5, "tmpl");
    await joinQueue(a!, queueId);
    await joinQueue(b!, queueId);
    const [first] = await events(queueId);
    expect(first).toMatchObject({ name: "tmpl Cup #1", swissRounds: 3 });

    const edited = await updateQueue(org, queueId, { name: "Renamed", cap: 4, template: template("Fresh Cup", { autoPairRound1: false, event: { name: "Fresh Cup", preset: "swg-swiss", swissRounds: 2 } }) });
    expect(edited).toMatchObject({ name: "Renamed", cap: 4, needed: 4 });
    expect(edited.template?.event.name).toBe("Fresh Cup");
    for (const p of [c, d, e]) await joinQueue(p!, queueId);
    expect(await events(queueId)).toHaveLength(1);
    // Three waiting: a cap lowered to 3 starts the event in the edit's own transaction.
    await updateQueue(org, queueId, { cap: 3 });
    const [before, next] = await events(queueId);
    expect(before).toMatchObject({ id: first!.id, name: "tmpl Cup #1", swissRounds: 3 });
    expect(next).toMatchObject({ name: "Fresh Cup #2", swissRounds: 2, status: "registration" });
    expect(next!.players.map((p) => p.profile!.userId).sort()).toEqual([c, d, e].map((u) => u!.id).sort());
    expect((await queueState(queueId, null)).waiting).toEqual([]);

    const db = await getDb();
    const history = await db.queueAuditEntry.findMany({ where: { queueId }, orderBy: { createdAt: "asc" } });
    // Joins are in the history too (queue.join); the edits are these.
    const edits = history.filter((h) => h.action !== "queue.join" && h.action !== "queue.leave");
    expect(edits.map((h) => h.action)).toEqual(["queue.create", "queue.update", "queue.update"]);
    expect(history.filter((h) => h.action === "queue.join")).toHaveLength(5);
    expect(edits[1]!.data).toMatchObject({ old: { name: "tmpl queue", cap: 2 }, new: { name: "Renamed", cap: 4 } });
  });

  it("closing tells the players waiting and lets them go owing nothing; closed takes no one; re-opened it does", async () => {
    const { org, queueId } = await queueOf(4, "close");
    const [a, b, c] = await users(3, "close");
    for (const p of [a, b]) await joinQueue(p!, queueId);
    const closed = await updateQueue(org, queueId, { open: false });
    expect(closed).toMatchObject({ open: false, waiting: [], needed: 4 });
    const db = await getDb();
    const notes = await db.notification.findMany({ where: { kind: "queue.closed", userId: { in: [a!.id, b!.id] } } });
    expect(notes.map((n) => n.userId).sort()).toEqual([a!.id, b!.id].sort());
    expect(notes[0]!.data).toMatchObject({ name: "close queue", link: `/queues/${queueId}` });
    // Nothing owed: no event, no entry anywhere.
    expect(await db.player.count({ where: { profile: { userId: { in: [a!.id, b!.id] } } } })).toBe(0);
    await expect(joinQueue(c!, queueId)).rejects.toMatchObject({ code: "conflict", message: /closed/ });
    await expect(leaveQueue(a!, queueId)).rejects.toMatchObject({ code: "not_found" });
    const audit = await db.queueAuditEntry.findFirstOrThrow({ where: { queueId, action: "queue.close" } });
    expect(audit.data).toMatchObject({ archived: false, released: [{ name: a!.name }, { name: b!.name }] });

    expect(await updateQueue(org, queueId, { open: true })).toMatchObject({ open: true });
    expect((await joinQueue(c!, queueId)).queue).toMatchObject({ you: "waiting", needed: 3 });
  });

  it("archiving closes it, drops it from the organizer's list, keeps its events' link, and refuses further changes", async () => {
    const { org, queueId } = await queueOf(2, "archive");
    const [a, b, c] = await users(3, "archive");
    await joinQueue(a!, queueId);
    const { eventId } = await joinQueue(b!, queueId);
    await joinQueue(c!, queueId);
    const archived = await archiveQueue(org, queueId);
    expect(archived).toMatchObject({ archived: true, open: false, waiting: [] });
    expect((await queuesOf(org)).map((q) => q.id)).not.toContain(queueId);
    expect(await eventOrigin(eventId!)).toMatchObject({ kind: "queue", id: queueId });
    expect((await paymentReport(org, eventId!)).entries.map((x) => x.dueCents)).toEqual([500, 500]);
    await expect(joinQueue(c!, queueId)).rejects.toMatchObject({ code: "conflict", message: /archived/ });
    await expect(updateQueue(org, queueId, { name: "Again" })).rejects.toMatchObject({ code: "conflict" });
    await expect(archiveQueue(org, queueId)).rejects.toMatchObject({ code: "conflict" });
  });

  it("refuses strangers (403), anonymous callers (401) and bad input (400 naming the field), changing nothing", async () => {
    const { org, queueId } = await queueOf(4, "refuse");
    const [stranger] = await users(1, "refuse-stranger");
    const before = await queueState(queueId, org);
    await expect(updateQueue(stranger!, queueId, { name: "Mine now" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(archiveQueue(stranger!, queueId)).rejects.toMatchObject({ code: "forbidden" });
    await expect(updateQueue(null, queueId, { name: "Mine now" })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(updateQueue(org, queueId, { cap: 1 })).rejects.toMatchObject({ code: "invalid_input", issues: [{ path: ["cap"] }] });
    await expect(updateQueue(org, queueId, { surprise: true })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(updateQueue(org, "nope", { name: "x y" })).rejects.toMatchObject({ code: "not_found" });
    expect(await queueState(queueId, org)).toEqual(before);
    expect(await (await getDb()).queueAuditEntry.count({ where: { queueId } })).toBe(1);
  });

  it("moves the queue's version with every join, leave and edit, and its stream announces it", async () => {
    const { org, queueId } = await queueOf(4, "live");
    const [a] = await users(1, "live");
    const heard: number[] = [];
    const stop = watchTopic(topics.queue(queueId), (v) => heard.push(v));
    try {
      const v0 = (await queueState(queueId, null)).version;
      await joinQueue(a!, queueId);
      await leaveQueue(a!, queueId);
      await updateQueue(org, queueId, { name: "Live renamed" });
      const v3 = (await queueState(queueId, null)).version;
      expect(v3).toBe(v0 + 3);
      await expect.poll(() => heard.at(-1), { timeout: 5000 }).toBe(v3);
    } finally {
      stop();
    }
  });
});

describe("the queue's changes stream (GET /queues/{queueId}/changes)", () => {
  it("sends the version now, then again after a join; 404 for an unknown queue", async () => {
    const { GET } = await import("@/app/api/v1/queues/[queueId]/changes/route");
    const { queueId } = await queueOf(4, "stream");
    const [a] = await users(1, "stream");
    const abort = new AbortController();
    const res = await GET(new Request(`http://test.local/api/v1/queues/${queueId}/changes`, { signal: abort.signal }), { params: Promise.resolve({ queueId }) });
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    let text = "";
    const versions = () => [...text.matchAll(/event: version\ndata: (\d+)/g)].map((m) => Number(m[1]));
    const until = async (ok: () => boolean) => {
      while (!ok()) text += new TextDecoder().decode((await reader.read()).value);
    };
    await until(() => versions().length >= 1);
    const first = versions()[0]!;
    await joinQueue(a!, queueId);
    await until(() => versions().length >= 2);
    expect(versions().at(-1)).toBe(first + 1);
    abort.abort();
    await reader.cancel();
    expect((await GET(new Request("http://test.local/api/v1/queues/nope/changes"), { params: Promise.resolve({ queueId: "nope" }) })).status).toBe(404);
  });
});

describe("an edit or a close racing the join that fills the queue", () => {
  const ROUNDS = 6;
  /** Both calls at once; which is sent first alternates by round (both orders must hold). */
  const race = <A, B>(i: number, a: () => Promise<A>, b: () => Promise<B>): Promise<[PromiseSettledResult<A>, PromiseSettledResult<B>]> =>
    i % 2 === 0
      ? Promise.allSettled([a(), b()])
      : Promise.allSettled([Promise.resolve().then(() => new Promise<void>((r) => setImmediate(r))).then(a), b()]);

  it("close vs the filling join: either the event starts with all four and the queue closes empty, or the close lets three go and the join is refused", async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { org, queueId } = await queueOf(4, `race-close-${i}`);
      const ps = await users(4, `race-close-${i}-`);
      for (const p of ps.slice(0, 3)) await joinQueue(p, queueId);
      const [join, close] = await race(i, () => joinQueue(ps[3]!, queueId), () => updateQueue(org, queueId, { open: false }));
      expect(close.status).toBe("fulfilled");
      const db = await getDb();
      const evs = await events(queueId);
      const state = await queueState(queueId, null);
      expect(state).toMatchObject({ open: false, waiting: [] });
      const told = await db.notification.count({ where: { kind: "queue.closed", userId: { in: ps.map((p) => p.id) } } });
      if (join.status === "fulfilled") {
        expect(join.value.status).toBe("started");
        expect(evs).toHaveLength(1);
        expect(evs[0]!.players.map((p) => p.profile!.userId).sort()).toEqual(ps.map((p) => p.id).sort());
        expect(told).toBe(0);
      } else {
        expect(join.reason).toMatchObject({ code: "conflict" });
        expect(evs).toHaveLength(0);
        expect(told).toBe(3);
      }
    }
  });

  it("a cap raised vs the filling join: either the event started and nobody waits, or four wait for five and no event started", async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { org, queueId } = await queueOf(4, `race-cap-${i}`);
      const ps = await users(4, `race-cap-${i}-`);
      for (const p of ps.slice(0, 3)) await joinQueue(p, queueId);
      const settled = await race(i, () => joinQueue(ps[3]!, queueId), () => updateQueue(org, queueId, { cap: 5 }));
      expect(settled.map((x) => x.status)).toEqual(["fulfilled", "fulfilled"]);
      const evs = await events(queueId);
      const state = await queueState(queueId, null);
      expect(state.cap).toBe(5);
      if (evs.length === 1) {
        expect(evs[0]!.players).toHaveLength(4);
        expect(state.waiting).toEqual([]);
      } else {
        expect(evs).toHaveLength(0);
        expect(state.waiting).toHaveLength(4);
      }
    }
  });

  it("a cap lowered vs a join: everyone is in exactly one event or waiting, each event of the cap it started at", async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { org, queueId } = await queueOf(4, `race-lower-${i}`);
      const ps = await users(4, `race-lower-${i}-`);
      for (const p of ps.slice(0, 3)) await joinQueue(p, queueId);
      const settled = await race(i, () => joinQueue(ps[3]!, queueId), () => updateQueue(org, queueId, { cap: 3 }));
      expect(settled.map((x) => x.status)).toEqual(["fulfilled", "fulfilled"]);
      const evs = await events(queueId);
      const waiting = (await (await getDb()).queueEntry.findMany({ where: { queueId } })).map((w) => w.userId);
      const placed = [...evs.flatMap((e) => e.players.map((p) => p.profile!.userId!)), ...waiting];
      expect(placed.sort()).toEqual(ps.map((p) => p.id).sort());
      expect(evs).toHaveLength(1);
      // The join first: one event of 4; the edit first: one of the first 3, the fourth waiting.
      expect([[4, 0], [3, 1]]).toContainEqual([evs[0]!.players.length, waiting.length]);
    }
  });
});

describe("a template's season", () => {
  async function season(org: User) {
    return createSeason(org, { name: `Queue Sprint ${Math.random().toString(36).slice(2, 8)}`, game: "swg-tcg", preset: "swg-sprint", schedule: "monthly-weekdays", timeZone: "UTC" });
  }

  it("attaches each started event to the season in the start's transaction (the season's attach rule and audit)", async () => {
    const org = await newUser("season-queue-org");
    const s = await season(org);
    const q = await createQueue(org, { name: "Season queue", cap: 2, template: template("Sprint Night", { season: { seasonId: s.id, tier: "weekly" } }) });
    const [a, b] = await users(2, "season-player");
    await joinQueue(a!, q.id);
    const { eventId } = await joinQueue(b!, q.id);
    const db = await getDb();
    expect(await db.seasonEvent.findUnique({ where: { seasonId_eventId: { seasonId: s.id, eventId: eventId! } } })).toMatchObject({ tier: "weekly", group: null });
    expect(await db.seasonAuditEntry.count({ where: { seasonId: s.id, action: "season.attach" } })).toBe(1);
    const started = await db.auditEntry.findFirstOrThrow({ where: { eventId: eventId!, action: "event.started" } });
    expect(started.data).toMatchObject({ season: { seasonId: s.id, attached: true } });
  });

  it("refuses a season the organizer may not attach to, or of another game (400 on the field)", async () => {
    const owner = await newUser("season-owner");
    const other = await newUser("season-other");
    const s = await season(owner);
    await expect(createQueue(other, { name: "Not mine", cap: 4, template: template("Xy Cup", { season: { seasonId: s.id } }) })).rejects.toMatchObject({
      code: "invalid_input",
      issues: [{ path: ["template.season.seasonId"], message: /organizer/ }],
    });
    const ffg = await createSeason(owner, { name: "FFG League", game: "ffg-swtcg", preset: "store-league", schedule: "dates", startsAt: "2026-01-01T00:00:00Z", endsAt: "2027-01-01T00:00:00Z" });
    await expect(createQueue(owner, { name: "Wrong game", cap: 4, template: template("Xy Cup", { season: { seasonId: ffg.id } }) })).rejects.toMatchObject({
      issues: [{ path: ["template.season.seasonId"], message: /game/ }],
    });
    await expect(createSchedule(other, { name: "Not mine", template: template("Xy Cup", { season: { seasonId: s.id } }), firstStart: "2045-02-01T19:00", timeZone: "UTC" }, new Date("2045-01-30T00:00:00Z"))).rejects.toMatchObject({
      code: "invalid_input",
    });
    expect(await (await getDb()).queue.count({ where: { organizerId: other.id } })).toBe(0);
  });

  it("starts the event unattached when the rule no longer lets the organizer (a co-organizer removed), saying why", async () => {
    const owner = await newUser("season-owner2");
    const co = await newUser("season-co");
    const db = await getDb();
    const s = await season(owner);
    await addCoOrganizer(owner, s.id, co);
    const q = await createQueue(co, { name: "Co queue", cap: 2, template: template("Co Night", { season: { seasonId: s.id } }) });
    await removeCoOrganizer(owner, s.id, co.id);
    const [a, b] = await users(2, "season-co-player");
    await joinQueue(a!, q.id);
    const { status, eventId } = await joinQueue(b!, q.id);
    expect(status).toBe("started");
    expect(await db.seasonEvent.count({ where: { eventId: eventId! } })).toBe(0);
    const started = await db.auditEntry.findFirstOrThrow({ where: { eventId: eventId!, action: "event.started" } });
    expect(started.data).toMatchObject({ season: { seasonId: s.id, attached: false, reason: expect.stringMatching(/organizer/) } });
    expect((await db.event.findUniqueOrThrow({ where: { id: eventId! }, include: { rounds: true } })).rounds).toHaveLength(1);
  });
});

describe("editing, closing and archiving a schedule", () => {
  /** A daily 19:00 schedule in `year`, made on March 1 at 10:00 (occurrences March 1–14), registration 60 minutes before. */
  async function daily(year: number, over: Record<string, unknown> = {}) {
    const org = await newUser("daily-org");
    const made = new Date(`${year}-03-01T10:00:00Z`);
    const s = await createSchedule(org, { name: `Daily ${year}`, template: template(`Daily ${year}`), firstStart: `${year}-03-01T19:00`, rule: "FREQ=DAILY", timeZone: "UTC", openMinutes: 60, ...over }, made);
    const day = (d: number, h = 19) => new Date(Date.UTC(year, 2, d, h));
    return { org, s, day };
  }
  /** What the tick does at the times (not run here: see the file's note). */
  async function markOpen(id: string, startsAt: Date) {
    await (await getDb()).occurrence.update({ where: { id }, data: { state: "open", dueAt: startsAt } });
  }

  it("new times remake only the occurrences not opened yet; open and started ones stay as they were", async () => {
    const { org, s, day } = await daily(2045);
    expect(s.occurrences.map((o) => o.startsAt)).toEqual(Array.from({ length: 14 }, (_, i) => day(i + 1).toISOString()));
    const db = await getDb();
    const [o1, o2] = s.occurrences;
    await db.occurrence.update({ where: { id: o1!.id }, data: { state: "started", dueAt: null, players: 2 } });
    await markOpen(o2!.id, day(2));
    const [p] = await users(1, "daily");
    await joinOccurrence(p!, o2!.id, day(2, 18));
    const now = new Date(day(2, 18).getTime() + 40 * MIN);

    const edited = await updateSchedule(org, s.id, { firstStart: "2045-03-01T20:00" }, now);
    const rows = await db.occurrence.findMany({ where: { scheduleId: s.id }, orderBy: { startsAt: "asc" }, include: { entries: true } });
    expect(rows[0]).toMatchObject({ id: o1!.id, state: "started", players: 2, startsAt: day(1) });
    expect(rows[1]).toMatchObject({ id: o2!.id, state: "open", startsAt: day(2) });
    expect(rows[1]!.entries.map((e) => e.userId)).toEqual([p!.id]);
    // From now on: every day at 20:00 (the 2nd's included), none left at 19:00.
    const later = rows.slice(2);
    expect(later.map((r) => r.startsAt.toISOString())).toEqual(Array.from({ length: 14 }, (_, i) => day(i + 2, 20).toISOString()));
    expect(later.every((r) => r.state === "scheduled" && r.opensAt.getTime() === r.startsAt.getTime() - 60 * MIN)).toBe(true);
    expect(edited.occurrences.find((o) => o.id === o2!.id)).toMatchObject({ state: "open", you: "out" });
    const audit = await db.queueAuditEntry.findFirstOrThrow({ where: { scheduleId: s.id, action: "schedule.update" } });
    expect(audit.data).toMatchObject({ old: { firstStart: "2045-03-01T19:00" }, new: { firstStart: "2045-03-01T20:00" }, regenerated: { removed: 12, made: 14 } });

    // A name or template change remakes nothing.
    const count = await db.occurrence.count({ where: { scheduleId: s.id } });
    const renamed = await updateSchedule(org, s.id, { name: "Daily renamed", template: template("Renamed Night") }, now);
    expect(renamed).toMatchObject({ name: "Daily renamed" });
    expect(renamed.template?.event.name).toBe("Renamed Night");
    expect(await db.occurrence.count({ where: { scheduleId: s.id } })).toBe(count);
  });

  it("closing cancels what has not begun (players told, owing nothing) and makes none; re-opening makes them again; archiving hides it", async () => {
    const { org, s, day } = await daily(2046);
    const db = await getDb();
    const [o1, o2] = s.occurrences;
    await db.occurrence.update({ where: { id: o1!.id }, data: { state: "started", dueAt: null, players: 3 } });
    await markOpen(o2!.id, day(2));
    const [p, q] = await users(2, "closing");
    await joinOccurrence(p!, o2!.id, day(2, 18));
    const now = new Date(day(2, 18).getTime() + 30 * MIN);

    const closed = await updateSchedule(org, s.id, { open: false }, now);
    expect(closed.open).toBe(false);
    const rows = await db.occurrence.findMany({ where: { scheduleId: s.id }, orderBy: { startsAt: "asc" } });
    expect(rows.map((r) => r.state)).toEqual(["started", "cancelled"]);
    expect(rows[1]).toMatchObject({ players: 1, dueAt: null });
    const note = await db.notification.findFirstOrThrow({ where: { userId: p!.id, kind: "occurrence.cancelled" } });
    expect(note.data).toMatchObject({ reason: "closed" });
    expect(await db.occurrenceEntry.count({ where: { occurrenceId: o2!.id } })).toBe(0);
    await expect(joinOccurrence(q!, o2!.id, now)).rejects.toMatchObject({ code: "conflict", message: /cancelled/ });
    expect(await db.queueAuditEntry.findFirstOrThrow({ where: { scheduleId: s.id, action: "schedule.close" } })).toMatchObject({ data: { cancelled: 1, removed: 12, told: 1, archived: false } });

    const reopened = await updateSchedule(org, s.id, { open: true }, now);
    expect(reopened.open).toBe(true);
    // March 3–15 (the 2nd's, cancelled, stays cancelled: its players were told).
    expect(await db.occurrence.count({ where: { scheduleId: s.id, state: "scheduled" } })).toBe(13);

    expect(await archiveSchedule(org, s.id, now)).toMatchObject({ archived: true, open: false });
    expect((await schedulesOf(org, now)).map((x) => x.id)).not.toContain(s.id);
    expect(await db.occurrence.count({ where: { scheduleId: s.id, state: "scheduled" } })).toBe(0);
    await expect(updateSchedule(org, s.id, { name: "Again" }, now)).rejects.toMatchObject({ code: "conflict" });
    expect((await getSchedule(s.id, null, now)).archived).toBe(true);
  });

  it("refuses strangers and bad input, changing nothing", async () => {
    const { org, s } = await daily(2047);
    const [stranger] = await users(1, "schedule-stranger");
    const now = new Date("2047-03-01T11:00:00Z");
    await expect(updateSchedule(stranger!, s.id, { name: "Mine" }, now)).rejects.toMatchObject({ code: "forbidden" });
    await expect(archiveSchedule(stranger!, s.id, now)).rejects.toMatchObject({ code: "forbidden" });
    await expect(updateSchedule(null, s.id, { name: "Mine" }, now)).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(updateSchedule(org, s.id, { rule: "DTSTART=20470101" }, now)).rejects.toMatchObject({ issues: [{ path: ["rule"] }] });
    await expect(updateSchedule(org, s.id, { openMinutes: -1 }, now)).rejects.toMatchObject({ issues: [{ path: ["openMinutes"] }] });
    expect(await getSchedule(s.id, org, now)).toMatchObject({ name: "Daily 2047", rule: "FREQ=DAILY", openMinutes: 60 });
    expect(await (await getDb()).occurrence.count({ where: { scheduleId: s.id } })).toBe(14);
  });
});

describe("the calendar by store", () => {
  it("lists the stores the templates name and filters by one, in any case", async () => {
    const org = await newUser("store-org");
    const now = new Date("2048-05-01T08:00:00Z");
    const at = (venue?: string) => template("Store Night", { event: { name: "Store Night", preset: "swg-swiss", ...(venue ? { venue } : {}) } });
    const lair = await createSchedule(org, { name: "At the Lair", template: at("Dragon's Lair"), firstStart: "2048-05-01T19:00", timeZone: "UTC" }, now);
    const cantina = await createSchedule(org, { name: "At the Cantina", template: at("Mos Eisley Cantina"), firstStart: "2048-05-01T20:00", timeZone: "UTC" }, now);
    const nowhere = await createSchedule(org, { name: "Nowhere", template: at(), firstStart: "2048-05-01T21:00", timeZone: "UTC" }, now);
    // The database may hold other runs' schedules: only this test's count.
    const mine = (c: { occurrences: { scheduleId: string }[] }) => c.occurrences.map((o) => o.scheduleId).filter((id) => [lair.id, cantina.id, nowhere.id].includes(id));
    const all = await calendar({}, null, now);
    expect(mine(all)).toEqual([lair.id, cantina.id, nowhere.id]);
    expect(all.venues).toEqual(expect.arrayContaining(["Dragon's Lair", "Mos Eisley Cantina"]));
    const lairOnly = await calendar({ venue: "dragon's lair" }, null, now);
    expect(mine(lairOnly)).toEqual([lair.id]);
    expect(lairOnly.occurrences.every((o) => o.venue === "Dragon's Lair")).toBe(true);
    expect(mine(await calendar({ venue: "Mos Eisley Cantina", game: "swg-tcg" }, null, now))).toEqual([cantina.id]);
    expect(mine(await calendar({ venue: "Nowhere at all" }, null, now))).toEqual([]);
  });
});

// ————— Two app processes on one PostgreSQL (the embedded database is one process's) —————
const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, "../../..");
const worker = async (job: unknown) =>
  JSON.parse((await run("npx", ["tsx", "tests/server/queue-race-worker.ts", JSON.stringify(job)], { cwd: ROOT, env: process.env, timeout: 120_000 })).stdout.trim().split("\n").at(-1)!) as Record<string, unknown>;

if (process.env.DATABASE_URL) describe("edits and a close on one process, joins on another", () => {
  it("40 joins while the cap moves 8 → 6 → 10 → 7 and the queue closes: everyone once in an event, let go, or refused", async () => {
    const { org, queueId } = await queueOf(8, "two-process-edit");
    const players = await users(40, "two-process-edit-");
    const [joined] = await Promise.all([
      worker({ mode: "join-settled", queueId, users: players }),
      worker({ mode: "edit", queueId, organizer: org, caps: [6, 10, 7] }),
    ]);
    const db = await getDb();
    const evs = await events(queueId);
    for (const e of evs) expect([8, 6, 10, 7]).toContain(e.players.length);
    expect(await db.queueEntry.count({ where: { queueId } })).toBe(0);
    expect((await queueState(queueId, null)).open).toBe(false);
    const inEvents = evs.flatMap((e) => e.players.map((p) => p.profile!.userId!));
    const released = (await db.notification.findMany({ where: { kind: "queue.closed", userId: { in: players.map((p) => p.id) } } })).map((n) => n.userId);
    const refused = joined.refused as string[];
    const everyone = [...inEvents, ...released, ...refused];
    expect(everyone).toHaveLength(40);
    expect(new Set(everyone)).toEqual(new Set(players.map((p) => p.id)));
  }, 180_000);
});
