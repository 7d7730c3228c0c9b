/**
 * Reading ratings: the rating list (order, ranks with ties, paging, search, inactive players
 * apart, hidden profiles left out), a player's ratings and ledger (current lines and the runs a
 * re-rating superseded), and ratings at an event's start. The rating tables are seeded directly
 * with rows built here, as the writer would leave them.
 *
 * The list tests look from the year 2100 so that only rows seeded here are active (a shared
 * PostgreSQL test database may hold other files' ratings, all rated "now"); rows an earlier run
 * of this file left there (rated after 2090) are removed first.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { myProfile } from "@/lib/server/accounts/profiles";
import { createEvent } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { ServiceError } from "@/lib/server/kernel/errors";
import * as listRoute from "@/app/api/v1/ratings/[game]/route";
import * as ratingsRoute from "@/app/api/v1/players/[profileId]/ratings/route";
import * as ledgerRoute from "@/app/api/v1/players/[profileId]/ratings/[game]/ledger/route";
import { newUser } from "../../../tests/helpers";
import { entriesOf } from "./ledger";
import { eventRatingsAtStart, playerLedger, playerRatings, ratingList } from "./read";

const GAME = "ffg-swtcg";
const NOW = new Date("2100-06-01T00:00:00Z");
const ACTIVE = new Date("2100-01-15T00:00:00Z");
const INACTIVE = new Date("2098-01-15T00:00:00Z");
const TAG = `Zq${randomUUID().slice(0, 6)}`;
// Positions far from any other test's (RatedEvent is unique per game and position).
const BASE = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ServiceError);
  return (err as ServiceError).code;
};

let db: Awaited<ReturnType<typeof getDb>>;
let org: User;
const people: Record<"a" | "b" | "c", { user: User; profileId: string }> = {} as never;
let e1: string, e2: string, e3: string, dEntry: string;
const runs = { r1: `r1${randomUUID().slice(0, 8)}`, r2: `r2${randomUUID().slice(0, 8)}`, r3: `r3${randomUUID().slice(0, 8)}` };

type Line = { runId: string; eventId: string; round: number; ratedId: string; opponents: string[]; before: number; opp: number; k: number; s: number; after: number; change?: number };
const line = (l: Line) => {
  const expected = 1 / (1 + 10 ** ((l.opp - l.before) / 400));
  return {
    runId: l.runId, game: GAME, eventId: l.eventId, matchId: `m-${l.eventId}-${l.round}-${l.ratedId}`, round: l.round, ratedId: l.ratedId, opponents: l.opponents,
    ratingBefore: l.before, opponentRating: l.opp, expected, k: l.k, provisional: true, score: l.s, change: l.change ?? l.after - l.before, ratingAfter: l.after,
  };
};

/** Lines as the ledger stores them: one entry per run, event and person. */
const entries = (ls: ReturnType<typeof line>[]) => {
  const byRun = new Map<string, ReturnType<typeof line>[]>();
  for (const l of ls) byRun.set(l.runId, [...(byRun.get(l.runId) ?? []), l]);
  return [...byRun].flatMap(([runId, group]) => entriesOf(group.map((l) => ({ ...l, player: l.ratedId }))).map((e) => ({ ...e, runId, game: GAME })));
};

beforeAll(async () => {
  db = await getDb();
  await db.playerRating.deleteMany({ where: { game: GAME, lastRatedAt: { gt: new Date("2090-01-01T00:00:00Z") } } });
  org = await newUser("ratings-org");
  for (const who of ["a", "b", "c"] as const) {
    const user = await newUser(`ratings-${who}`);
    const p = await myProfile(user);
    people[who] = { user, profileId: p.id };
  }
  await db.playerProfile.update({ where: { id: people.a.profileId }, data: { displayName: `${TAG} Alpha` } });
  await db.playerProfile.update({ where: { id: people.b.profileId }, data: { displayName: `${TAG} Bravo` } });
  await db.playerProfile.update({ where: { id: people.c.profileId }, data: { displayName: `${TAG} Charlie`, public: false } });
  const ev = (name: string, startsAt: string) => createEvent(org, { name, structure: "basic", tier: "relaxed", startsAt });
  e1 = (await ev(`${TAG} Open`, "2099-03-01T10:00:00Z")).id;
  e2 = (await ev(`${TAG} Regional`, "2099-09-01T10:00:00Z")).id;
  e3 = (await ev(`${TAG} Store Night`, "2100-05-01T10:00:00Z")).id;
  // E2's entrants: Alpha (through her profile) and a typed entry no account has claimed.
  const [alphaEntry, typed] = (await registerPlayers(org, e2, { players: [{ name: "Alpha typed" }, { name: "Delta Typed" }] })) as { id: string }[];
  await db.player.update({ where: { id: alphaEntry!.id }, data: { profileId: people.a.profileId } });
  dEntry = `entry:${typed!.id}`;
  const [alphaAt3] = (await registerPlayers(org, e3, { players: [{ name: "Alpha again" }, { name: "Charlie again" }] })) as { id: string }[];
  await db.player.update({ where: { id: alphaAt3!.id }, data: { profileId: people.a.profileId } });
  await db.player.updateMany({ where: { eventId: e3, name: "Charlie again" }, data: { profileId: people.c.profileId } });

  const { a, b, c } = { a: people.a.profileId, b: people.b.profileId, c: people.c.profileId };
  await db.ratingRun.createMany({
    data: [
      { id: runs.r1, game: GAME, reason: "completed", eventId: e1, fromPosition: BASE + 1, createdAt: new Date("2099-03-02T00:00:00Z") },
      { id: runs.r2, game: GAME, reason: "completed", eventId: e2, fromPosition: BASE + 2, createdAt: new Date("2099-09-02T00:00:00Z") },
      { id: runs.r3, game: GAME, reason: "corrected", eventId: e1, fromPosition: BASE + 1, createdAt: new Date("2099-10-01T00:00:00Z") },
    ],
  });
  await db.ratingEntry.createMany({
    data: entries([
      // r1: E1 as first entered — Alpha beats Bravo, then draws Charlie.
      line({ runId: runs.r1, eventId: e1, round: 1, ratedId: a, opponents: [b], before: 1500, opp: 1500, k: 32, s: 1, after: 1516 }),
      line({ runId: runs.r1, eventId: e1, round: 1, ratedId: b, opponents: [a], before: 1500, opp: 1500, k: 32, s: 0, after: 1484 }),
      line({ runId: runs.r1, eventId: e1, round: 2, ratedId: a, opponents: [c], before: 1500, opp: 1500, k: 32, s: 0.5, after: 1516, change: 0 }),
      // r2: E2 — Alpha loses to the typed entry.
      line({ runId: runs.r2, eventId: e2, round: 1, ratedId: a, opponents: [dEntry], before: 1516, opp: 1500, k: 32, s: 0, after: 1499.3 }),
      // r3: the round-1 result of E1 corrected (Bravo won); E1 and every later event re-rated.
      line({ runId: runs.r3, eventId: e1, round: 1, ratedId: a, opponents: [b], before: 1500, opp: 1500, k: 32, s: 0, after: 1484 }),
      line({ runId: runs.r3, eventId: e1, round: 1, ratedId: b, opponents: [a], before: 1500, opp: 1500, k: 32, s: 1, after: 1516 }),
      line({ runId: runs.r3, eventId: e1, round: 2, ratedId: a, opponents: [c], before: 1500, opp: 1500, k: 32, s: 0.5, after: 1484, change: 0 }),
      line({ runId: runs.r3, eventId: e2, round: 1, ratedId: a, opponents: [dEntry], before: 1484, opp: 1500, k: 32, s: 0, after: 1468.7 }),
    ]),
  });
  await db.ratedEvent.createMany({
    data: [
      { eventId: e1, game: GAME, position: BASE + 1, k: 16, entrants: 8, runId: runs.r3 },
      { eventId: e2, game: GAME, position: BASE + 2, k: 16, entrants: 8, runId: runs.r3 },
    ],
  });
  const rating = (ratedId: string, name: string, value: number, at: Date, lastEventId = e2, matches = 3) => ({ game: GAME, ratedId, name, rating: value, matches, provisional: matches < 25, lastEventId, lastRatedAt: at });
  await db.playerRating.createMany({
    data: [
      rating(a, `${TAG} Alpha`, 1468.7, ACTIVE),
      rating(b, `${TAG} Bravo`, 1516, ACTIVE, e1, 30),
      rating(c, `${TAG} Charlie`, 1900, ACTIVE, e1),
      rating(dEntry, "Delta Typed", 1531.3, ACTIVE),
      rating(`entry:${TAG}-e`, `${TAG} Echo`, 1516, ACTIVE),
      rating(`entry:${TAG}-f`, `${TAG} Foxtrot`, 1600.4, ACTIVE),
      rating(`entry:${TAG}-g`, `${TAG} Golf`, 1400, ACTIVE),
      rating(`entry:${TAG}-h`, `${TAG} Hotel`, 1700, INACTIVE),
      rating(`entry:${TAG}-i`, `${TAG} India`, 1300, INACTIVE),
    ],
  });
});

describe("the rating list", () => {
  it("ranks active players highest first, equal ratings sharing a rank; hidden profiles left out", async () => {
    const list = await ratingList(GAME, {}, { now: NOW });
    expect(list.rows.map((r) => [r.rank, r.name, r.shown])).toEqual([
      [1, `${TAG} Foxtrot`, 1600],
      [2, "Delta Typed", 1531],
      [3, expect.stringMatching(/Bravo|Echo/), 1516],
      [3, expect.stringMatching(/Bravo|Echo/), 1516],
      [5, `${TAG} Alpha`, 1469],
      [6, `${TAG} Golf`, 1400],
    ]);
    expect(list.rows.some((r) => r.name.includes("Charlie"))).toBe(false);
    expect(list.hasMore).toBe(false);
    const alpha = list.rows.find((r) => r.profileId === people.a.profileId)!;
    expect(alpha).toMatchObject({ rating: 1468.7, matches: 3, provisional: true, lastEvent: { eventId: e2, name: `${TAG} Regional`, date: "2099-09-01T10:00:00.000Z" } });
    expect(list.rows.find((r) => r.name === "Delta Typed")!.profileId).toBeNull();
  });

  it("pages keep the ranks of the whole list, a tie across pages included", async () => {
    const p1 = await ratingList(GAME, { pageSize: "3" }, { now: NOW });
    const p2 = await ratingList(GAME, { pageSize: "3", page: "2" }, { now: NOW });
    const p3 = await ratingList(GAME, { pageSize: "3", page: "3" }, { now: NOW });
    expect(p1.rows.map((r) => r.rank)).toEqual([1, 2, 3]);
    expect(p1.hasMore).toBe(true);
    expect(p2.rows.map((r) => r.rank)).toEqual([3, 5, 6]);
    expect(p2.hasMore).toBe(false);
    expect(p3.rows).toEqual([]);
    expect(new Set([...p1.rows, ...p2.rows].map((r) => r.ratedId)).size).toBe(6);
  });

  it("searches names (any case, any part) and keeps each row's rank in the whole list", async () => {
    const found = await ratingList(GAME, { q: "  gOLf " }, { now: NOW });
    expect(found.rows.map((r) => [r.rank, r.name])).toEqual([[6, `${TAG} Golf`]]);
    const several = await ratingList(GAME, { q: TAG.toLowerCase() }, { now: NOW });
    expect(several.rows.map((r) => r.rank)).toEqual([1, 3, 3, 5, 6]);
    expect(await ratingList(GAME, { q: "charlie" }, { now: NOW })).toMatchObject({ rows: [] });
  });

  it("lists players inactive for the set time apart, unranked", async () => {
    const inactive = await ratingList(GAME, { inactive: "1", q: TAG }, { now: NOW });
    expect(inactive.rows.map((r) => [r.rank, r.name])).toEqual([
      [null, `${TAG} Hotel`],
      [null, `${TAG} India`],
    ]);
    // Three years: everyone is active again, Hotel first.
    const longer = await ratingList(GAME, { inactiveAfterDays: "1095", q: TAG }, { now: NOW });
    expect(longer.rows[0]).toMatchObject({ rank: 1, name: `${TAG} Hotel` });
    expect(longer.rows.map((r) => r.name)).not.toContain(`${TAG} Charlie`);
  });

  it("follows each rating run at once, and a profile hidden or shown without one", async () => {
    await ratingList(GAME, {}, { now: NOW }); // held in memory
    await db.$transaction([
      db.ratingRun.create({ data: { game: GAME, reason: "corrected", fromPosition: BASE + 2 } }),
      db.playerRating.update({ where: { game_ratedId: { game: GAME, ratedId: `entry:${TAG}-g` } }, data: { rating: 1650 } }),
    ]);
    const after = await ratingList(GAME, {}, { now: NOW });
    expect(after.rows.slice(0, 2).map((r) => [r.rank, r.name])).toEqual([
      [1, `${TAG} Golf`],
      [2, `${TAG} Foxtrot`],
    ]);
    await db.playerProfile.update({ where: { id: people.b.profileId }, data: { public: false } });
    const hidden = await ratingList(GAME, {}, { now: NOW });
    expect(hidden.rows.map((r) => r.name)).not.toContain(`${TAG} Bravo`);
    expect(hidden.rows.find((r) => r.name === `${TAG} Alpha`)!.rank).toBe(5);
    await db.playerProfile.update({ where: { id: people.b.profileId }, data: { public: true } });
    await db.$transaction([
      db.ratingRun.create({ data: { game: GAME, reason: "corrected", fromPosition: BASE + 2 } }),
      db.playerRating.update({ where: { game_ratedId: { game: GAME, ratedId: `entry:${TAG}-g` } }, data: { rating: 1400 } }),
    ]);
    expect((await ratingList(GAME, {}, { now: NOW })).rows.map((r) => r.name).at(-1)).toBe(`${TAG} Golf`);
  });

  it("refuses bad query input with the field, and an unknown game with 404", async () => {
    for (const [query, field] of [[{ page: "0" }, "page"], [{ page: "x" }, "page"], [{ pageSize: "1000" }, "pageSize"], [{ inactive: "yes" }, "inactive"], [{ q: "a\u0000" }, "q"], [{ sort: "name" }, ""]] as const) {
      const err = await ratingList(GAME, query, { now: NOW }).catch((e: ServiceError) => e);
      expect(err).toBeInstanceOf(ServiceError);
      expect((err as ServiceError).code).toBe("invalid_input");
      if (field) expect(JSON.stringify((err as ServiceError).issues)).toContain(field);
    }
    expect(await refusal(ratingList("chess", {}))).toBe("not_found");
    const res = await listRoute.GET(new Request("http://holonet.test/api/v1/ratings/ffg-swtcg?page=-1"), { params: Promise.resolve({ game: GAME }) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("page");
  });
});

describe("a player's ratings and ledger", () => {
  it("shows each game's rating with the series and rated events from the current lines", async () => {
    const mine = await playerRatings(people.a.profileId, null);
    expect(mine.games).toHaveLength(1);
    const g = mine.games[0]!;
    expect(g).toMatchObject({ game: GAME, rating: 1468.7, shown: 1469, matches: 3, provisional: true, series: [1484, 1468.7] });
    expect(g.events.map((e) => [e.name, e.k, e.matches, Math.round(e.change * 10) / 10])).toEqual([
      [`${TAG} Regional`, 16, 1, -15.3],
      [`${TAG} Open`, 16, 2, -16],
    ]);
  });

  it("groups the ledger by event, newest first: current lines, and the superseded runs as history", async () => {
    const ledger = await playerLedger(people.a.profileId, GAME, null);
    expect(ledger.events.map((e) => e.name)).toEqual([`${TAG} Regional`, `${TAG} Open`]);
    const [regional, open] = ledger.events;
    expect(open!.current).toMatchObject({ runId: runs.r3, reason: "corrected", change: -16 });
    expect(open!.current!.lines.map((l) => [l.round, l.score, l.ratingAfter])).toEqual([
      [1, 0, 1484],
      [2, 0.5, 1484],
    ]);
    expect(open!.current!.lines[0]).toMatchObject({ expected: 0.5, k: 32, provisional: true, ratingBefore: 1500, opponentRating: 1500, opponents: [{ profileId: people.b.profileId, name: `${TAG} Bravo` }] });
    expect(open!.history.map((h) => [h.runId, h.reason, h.change])).toEqual([[runs.r1, "completed", 16]]);
    expect(regional!.current!.runId).toBe(runs.r3);
    expect(regional!.history.map((h) => h.runId)).toEqual([runs.r2]);
    expect(regional!.current!.lines[0]!.opponents).toEqual([{ ratedId: dEntry, profileId: null, name: "Delta Typed" }]);
  });

  it("keeps the lines of a typed entry before its claim as the event's history", async () => {
    // Delta's typed entry at the Regional is claimed by Bravo; the writer re-rated E2 (run r4).
    const r4 = `r4${randomUUID().slice(0, 8)}`;
    const typedId = dEntry.slice("entry:".length);
    await db.player.update({ where: { id: typedId }, data: { profileId: people.b.profileId } });
    await db.ratingRun.create({ data: { id: r4, game: GAME, reason: "claimed", eventId: e2, fromPosition: BASE + 2 } });
    await db.ratingEntry.createMany({ data: entries([line({ runId: r4, eventId: e2, round: 1, ratedId: people.b.profileId, opponents: [people.a.profileId], before: 1516, opp: 1484, k: 16, s: 1, after: 1523.3 })]) });
    await db.ratingEntry.createMany({ data: entries([line({ runId: runs.r2, eventId: e2, round: 1, ratedId: dEntry, opponents: [people.a.profileId], before: 1500, opp: 1516, k: 32, s: 1, after: 1516.7 })]) });
    const ledger = await playerLedger(people.b.profileId, GAME, null);
    const regional = ledger.events.find((e) => e.eventId === e2)!;
    // E2's current run is still r3 here (the writer's flip is not part of this test): r4 and r2 are history.
    expect(regional.current).toBeNull();
    expect(regional.history.map((h) => h.runId).sort()).toEqual([r4, runs.r2].sort());
    await db.player.update({ where: { id: typedId }, data: { profileId: null } });
    await db.ratingEntry.deleteMany({ where: { runId: { in: [r4] } } });
    await db.ratingEntry.deleteMany({ where: { runId: runs.r2, ratedId: dEntry } });
  });

  it("leaves out lines of a run not yet made current (a pass still writing)", async () => {
    const pending = `rp${randomUUID().slice(0, 8)}`;
    await db.ratingEntry.createMany({ data: entries([line({ runId: pending, eventId: e1, round: 1, ratedId: people.a.profileId, opponents: [people.b.profileId], before: 1500, opp: 1500, k: 32, s: 1, after: 1516 })]) });
    const open = (await playerLedger(people.a.profileId, GAME, null)).events.find((e) => e.eventId === e1)!;
    expect(open.history.map((h) => h.runId)).toEqual([runs.r1]);
    await db.ratingEntry.deleteMany({ where: { runId: pending } });
  });

  it("names a hidden opponent only to its owner", async () => {
    const opponentIn = async (viewer: User | null) => (await playerLedger(people.a.profileId, GAME, viewer)).events[1]!.current!.lines[1]!.opponents[0]!;
    expect(await opponentIn(null)).toMatchObject({ profileId: null, name: "Hidden player" });
    expect(await opponentIn(people.c.user)).toMatchObject({ ratedId: people.c.profileId, profileId: people.c.profileId, name: `${TAG} Charlie` });
  });

  it("an opponent's public ledger carries no id of a hidden profile, and its numbers only as pages show them", async () => {
    // Charlie (hidden) at 1500.37 at E1's start: Alpha's line against him, read by anyone else.
    await db.ratingEntry.updateMany({ where: { runId: runs.r3, eventId: e1, ratedId: people.a.profileId }, data: { lines: entries([
      line({ runId: runs.r3, eventId: e1, round: 1, ratedId: people.a.profileId, opponents: [people.b.profileId], before: 1500, opp: 1500, k: 32, s: 0, after: 1484 }),
      line({ runId: runs.r3, eventId: e1, round: 2, ratedId: people.a.profileId, opponents: [people.c.profileId], before: 1500, opp: 1500.37, k: 32, s: 0.5, after: 1484.0170, change: 0.017 }),
    ])[0]!.lines } });
    try {
      for (const viewer of [null, people.b.user]) {
        const ledger = await playerLedger(people.a.profileId, GAME, viewer);
        const text = JSON.stringify(ledger);
        expect(text).not.toContain(people.c.profileId);
        expect(text).not.toContain("Charlie");
        const charlie = ledger.events[1]!.current!.lines[1]!;
        expect(charlie.opponents).toEqual([{ ratedId: null, profileId: null, name: "Hidden player" }]);
        // The privacy choice: his rating at the time shows (the change is explained by it), rounded.
        expect(charlie.opponentRating).toBe(1500);
        expect(charlie.expected).toBe(0.5);
        const res = await ledgerRoute.GET(new Request("http://holonet.test/x"), { params: Promise.resolve({ profileId: people.a.profileId, game: GAME }) });
        expect(await res.text()).not.toContain(people.c.profileId);
      }
      // Charlie himself sees the exact numbers.
      const own = (await playerLedger(people.a.profileId, GAME, people.c.user)).events[1]!.current!.lines[1]!;
      expect(own.opponentRating).toBe(1500.37);
    } finally {
      await db.ratingEntry.updateMany({ where: { runId: runs.r3, eventId: e1, ratedId: people.a.profileId }, data: { lines: entries([
        line({ runId: runs.r3, eventId: e1, round: 1, ratedId: people.a.profileId, opponents: [people.b.profileId], before: 1500, opp: 1500, k: 32, s: 0, after: 1484 }),
        line({ runId: runs.r3, eventId: e1, round: 2, ratedId: people.a.profileId, opponents: [people.c.profileId], before: 1500, opp: 1500, k: 32, s: 0.5, after: 1484, change: 0 }),
      ])[0]!.lines } });
    }
  });

  it("a team member's line: their own rating before (before + change = after), the team's mean apart", async () => {
    // A 2-on-2 event: Bravo (1516 before) with a partner at 1436 — the team's mean 1476 —
    // loses to two typed players at 1500; the team's change −10.90 is each member's.
    const e4 = (await createEvent(org, { name: `${TAG} Teams`, structure: "basic", tier: "relaxed", startsAt: "2100-05-20T10:00:00Z" })).id;
    const r5 = `r5${randomUUID().slice(0, 8)}`;
    await db.ratingRun.create({ data: { id: r5, game: GAME, reason: "completed", eventId: e4, fromPosition: BASE + 3 } });
    const opp = [`entry:${TAG}-x1`, `entry:${TAG}-x2`];
    await db.ratingEntry.createMany({ data: entries([
      line({ runId: r5, eventId: e4, round: 1, ratedId: people.b.profileId, opponents: opp, before: 1476, opp: 1500, k: 16, s: 0, after: 1516 - 10.9, change: -10.9 }),
      line({ runId: r5, eventId: e4, round: 2, ratedId: people.b.profileId, opponents: opp, before: 1476, opp: 1500, k: 16, s: 1, after: 1516 - 10.9 + 5.1, change: 5.1 }),
    ]) });
    await db.ratedEvent.create({ data: { eventId: e4, game: GAME, position: BASE + 3, k: 16, entrants: 8, runId: r5 } });
    try {
      const teams = (await playerLedger(people.b.profileId, GAME, null)).events.find((e) => e.eventId === e4)!;
      const [first, second] = teams.current!.lines;
      expect(first).toMatchObject({ ratingBefore: 1516, sideRating: 1476, team: true });
      expect(first!.ratingBefore + first!.change).toBeCloseTo(first!.ratingAfter, 9);
      expect(second).toMatchObject({ ratingBefore: first!.ratingAfter, sideRating: 1476, team: true });
      expect(second!.ratingBefore + second!.change).toBeCloseTo(second!.ratingAfter, 9);
      // A player alone: the start rating is their own, and every line still adds up.
      const open = (await playerLedger(people.a.profileId, GAME, null)).events.find((e) => e.eventId === e1)!.current!.lines;
      expect(open.map((l) => [l.ratingBefore, l.sideRating, l.team])).toEqual([[1500, 1500, false], [1484, 1500, false]]);
    } finally {
      await db.ratedEvent.delete({ where: { eventId: e4 } });
      await db.ratingEntry.deleteMany({ where: { runId: r5 } });
    }
  });

  it("a hidden profile's ratings and ledger are its owner's alone (404 for anyone else)", async () => {
    const c = people.c.profileId;
    expect(await refusal(playerRatings(c, null))).toBe("not_found");
    expect(await refusal(playerRatings(c, people.a.user))).toBe("not_found");
    expect(await refusal(playerLedger(c, GAME, people.a.user))).toBe("not_found");
    expect((await playerRatings(c, people.c.user)).games[0]).toMatchObject({ shown: 1900 });
    expect((await playerLedger(c, GAME, people.c.user)).events).toEqual([]);
    expect(await refusal(playerLedger(people.a.profileId, "chess", null))).toBe("not_found");
    expect(await refusal(playerRatings("no such profile", null))).toBe("not_found");
  });

  it("answers over the API", async () => {
    const ctx = <P,>(p: P) => ({ params: Promise.resolve(p) });
    const ratings = await ratingsRoute.GET(new Request("http://holonet.test/x"), ctx({ profileId: people.a.profileId }));
    expect(ratings.status).toBe(200);
    expect(((await ratings.json()) as { games: unknown[] }).games).toHaveLength(1);
    const hidden = await ratingsRoute.GET(new Request("http://holonet.test/x"), ctx({ profileId: people.c.profileId }));
    expect(hidden.status).toBe(404);
    const ledger = await ledgerRoute.GET(new Request("http://holonet.test/x"), ctx({ profileId: people.a.profileId, game: GAME }));
    expect(ledger.status).toBe(200);
    const list = await listRoute.GET(new Request(`http://holonet.test/x?q=${TAG}&inactive=1`), ctx({ game: GAME }));
    expect(list.status).toBe(200);
  });
});

describe("ratings at an event's start", () => {
  it("a rated event: each entrant's rating after their earlier rated events; none yet: null", async () => {
    const rows = await eventRatingsAtStart(e2);
    const players = await db.player.findMany({ where: { eventId: e2 }, select: { id: true, name: true } });
    const of = (name: string) => rows.find((r) => r.playerId === players.find((p) => p.name === name)!.id)!;
    expect(of("Alpha typed")).toMatchObject({ rating: 1484, shown: 1484, provisional: true });
    expect(of("Delta Typed")).toMatchObject({ rating: null, shown: null });
  });

  it("an event not rated yet: the current rating; a hidden profile's only for its owner", async () => {
    const players = await db.player.findMany({ where: { eventId: e3 }, select: { id: true, name: true } });
    const idOf = (name: string) => players.find((p) => p.name === name)!.id;
    const anonymous = await eventRatingsAtStart(e3);
    expect(anonymous.find((r) => r.playerId === idOf("Alpha again"))).toMatchObject({ rating: 1468.7, shown: 1469 });
    expect(anonymous.find((r) => r.playerId === idOf("Charlie again"))).toMatchObject({ rating: null });
    const owner = await eventRatingsAtStart(e3, people.c.user);
    expect(owner.find((r) => r.playerId === idOf("Charlie again"))).toMatchObject({ rating: 1900 });
  });
});
