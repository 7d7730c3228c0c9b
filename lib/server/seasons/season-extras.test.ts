/**
 * Seasons beyond the basics, on both databases: events tagged for a season by their organizers
 * (and refused by the season's), a season imported from its export (a round trip keeps its
 * settings and standings, and overwrites nothing), the leaderboard's cache version (a correction
 * in a counted event moves it at once; a result elsewhere does not), and the history in words.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { knownVersion, processState, startListening, topics } from "@/lib/live";
import { recordResult } from "@/lib/server/results/results";
import { getRound } from "@/lib/server/rounds/rounds";
import { newUser } from "../../../tests/helpers";
import { handlerFor } from "../../../tests/api/routes";
import { createApiToken } from "../accounts/accounts";
import { eventWith } from "../../../tests/server/event-helpers";
import { completeEvent } from "../../../tests/server/money-helpers";
import { ServiceError } from "../kernel/errors";
import { seasonHistory } from "./history";
import { exportSeason } from "./season-export";
import { importSeason } from "./season-import";
import { knownSeasonVersion, seasonVersion, watchSeason } from "./season-versions";

const catalogVersion = () => knownVersion(topics.catalog);
import { attachEvent, createSeason, getSeason, seasonsOfEvent, updateSeason } from "./seasons";
import { getLeaderboard } from "./standings";
import { eventSeasonTags, liftTagRefusal, refuseTag, tagEvent, untagEvent } from "./tags";

const NOW = new Date("2026-06-15T12:00:00Z");
const YEAR = { schedule: "dates", startsAt: "2026-01-01T00:00:00Z", endsAt: "2027-01-01T00:00:00Z" } as const;

/** A four-player event run by `org`, started on `startsAt`, played to its end. */
async function played(org: User, startsAt: string, rounds = 3) {
  const made = await eventWith(4, { swissRounds: rounds });
  const db = await getDb();
  await db.eventStaff.updateMany({ where: { eventId: made.eventId, role: "organizer" }, data: { userId: org.id, email: org.email } });
  await db.event.update({ where: { id: made.eventId }, data: { startsAt: new Date(startsAt) } });
  await completeEvent(org, made.eventId);
  return made.eventId;
}

const failure = async (p: Promise<unknown>) => {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(ServiceError);
  return e as ServiceError;
};

/** Round 2's first decided match, the other way round: a correction. */
async function correct(org: User, eventId: string) {
  const round = await getRound(eventId, 2);
  const m = round.matches.find((x) => x.playerB && x.result)!;
  const games = (m.result as { games?: { result: string }[] }).games?.map((g) => g.result);
  const flipped = JSON.stringify(games) === '["B","B"]' ? { games: [{ result: "A" }, { result: "A" }] } : { games: [{ result: "B" }, { result: "B" }] };
  await recordResult(org, eventId, m.id, flipped);
}

describe("seasons counting tagged events", () => {
  it("counts an event its organizer tags, within the season's dates; the season's organizers may refuse it for good", async () => {
    const [seasonOrg, eventOrg, stranger] = await Promise.all([newUser(), newUser(), newUser("stranger")]);
    const season = await createSeason(seasonOrg, { name: "Open Circuit", game: "ffg-swtcg", preset: "custom", counts: "tagged", rules: { participation: 1 }, ...YEAR });
    const inside = await played(eventOrg, "2026-05-02T10:00:00Z");
    const outside = await played(eventOrg, "2025-12-20T10:00:00Z");
    expect((await getLeaderboard(season.id, { now: NOW })).rows).toHaveLength(0);

    // Only the event's organizer tags it; a season that takes no tags refuses them (400 on seasonId).
    expect((await failure(tagEvent(stranger, inside, { seasonId: season.id }))).code).toBe("forbidden");
    const attachedOnly = await createSeason(seasonOrg, { name: "Attached League", game: "ffg-swtcg", preset: "store-league", ...YEAR });
    const wrong = await failure(tagEvent(eventOrg, inside, { seasonId: attachedOnly.id }));
    expect(wrong.code).toBe("invalid_input");
    expect(wrong.issues[0]!.path).toEqual(["seasonId"]);
    const otherGame = await createSeason(seasonOrg, { name: "Galaxies Tags", game: "swg-tcg", preset: "custom", counts: "tagged", ...YEAR });
    expect((await failure(tagEvent(eventOrg, inside, { seasonId: otherGame.id }))).issues[0]!.path).toEqual(["seasonId"]);

    expect(await tagEvent(eventOrg, inside, { seasonId: season.id })).toEqual([{ seasonId: season.id, name: "Open Circuit", refused: false }]);
    await tagEvent(eventOrg, outside, { seasonId: season.id });
    const board = await getLeaderboard(season.id, { now: NOW });
    expect(board.rows).toHaveLength(4);
    expect(new Set(board.rows.flatMap((r) => r.events.map((e) => e.eventId)))).toEqual(new Set([inside])); // the dates still decide
    expect(await seasonsOfEvent(inside)).toEqual({ seasons: [{ id: season.id, name: "Open Circuit" }], notCounted: [] });
    expect(await seasonsOfEvent(outside)).toEqual({ seasons: [], notCounted: [{ id: season.id, name: "Open Circuit", reason: "outside-dates" }] });
    expect((await getSeason(null, season.id)).tags.map((t) => [t.eventId, t.refused])).toEqual([
      [outside, false],
      [inside, false],
    ]);

    // The event's organizer may take a tag back; only the season's organizers refuse one.
    await untagEvent(eventOrg, outside, season.id);
    expect((await failure(refuseTag(eventOrg, season.id, inside))).code).toBe("forbidden");
    await refuseTag(seasonOrg, season.id, inside);
    expect((await getLeaderboard(season.id, { now: NOW })).rows).toHaveLength(0);
    expect(await seasonsOfEvent(inside)).toEqual({ seasons: [], notCounted: [{ id: season.id, name: "Open Circuit", reason: "tag-refused" }] });
    expect((await failure(tagEvent(eventOrg, inside, { seasonId: season.id }))).code).toBe("conflict");
    expect((await failure(untagEvent(eventOrg, inside, season.id))).code).toBe("conflict");
    expect(await eventSeasonTags(eventOrg, inside)).toEqual([{ seasonId: season.id, name: "Open Circuit", refused: true }]);

    // The season's organizers alone may lift the refusal: the tag counts again.
    expect((await failure(liftTagRefusal(eventOrg, season.id, inside))).code).toBe("forbidden");
    expect((await failure(liftTagRefusal(null, season.id, inside))).code).toBe("unauthenticated");
    await liftTagRefusal(seasonOrg, season.id, inside);
    expect((await failure(liftTagRefusal(seasonOrg, season.id, inside))).code).toBe("conflict");
    expect((await getLeaderboard(season.id, { now: NOW })).rows).toHaveLength(4);
    expect(await seasonsOfEvent(inside)).toEqual({ seasons: [{ id: season.id, name: "Open Circuit" }], notCounted: [] });
    expect(await eventSeasonTags(eventOrg, inside)).toEqual([{ seasonId: season.id, name: "Open Circuit", refused: false }]);

    // Both histories have it.
    const db = await getDb();
    expect((await db.auditEntry.findMany({ where: { eventId: inside, action: { startsWith: "season." } }, orderBy: { createdAt: "asc" } })).map((a) => a.action)).toEqual(["season.tag", "season.refuseTag", "season.liftRefusal"]);
    const { entries } = await seasonHistory(season.id);
    expect(entries.map((e) => e.action)).toEqual(["season.liftRefusal", "season.refuseTag", "season.untag", "season.tag", "season.tag", "season.create"]);
  });
});

describe("season import", () => {
  it("round trip: export → import makes a new season with the same settings, events and standings, and overwrites nothing", async () => {
    const org = await newUser();
    const rules = { participation: 1, perMatch: { win: 3, draw: 1, loss: 0, bye: 3 }, placePoints: [8, 5, 3], tierMultipliers: { major: 2 }, bestN: 1 };
    const season = await createSeason(org, { name: "Spring League", game: "ffg-swtcg", preset: "store-league", timeZone: "Europe/Berlin", rules, ...YEAR });
    const a = await played(org, "2026-03-04T18:00:00Z");
    const b = await played(org, "2026-03-11T18:00:00Z");
    await attachEvent(org, season.id, { eventId: a, tier: "major", group: "spring" });
    await attachEvent(org, season.id, { eventId: b });
    const file = await exportSeason(org, season.id);
    const original = await getSeason(org, season.id);

    const made = await importSeason(org, JSON.parse(JSON.stringify(file)));
    expect(made.seasonId).not.toBe(season.id);
    expect(made.notAttached).toEqual([]);
    expect(made.attached.map((e) => e.eventId).sort()).toEqual([a, b].sort());
    expect(made.attached.every((e) => !e.tagged)).toBe(true);
    const copy = await getSeason(org, made.seasonId);
    const settings = (s: typeof copy) => ({ name: s.name, game: s.game, preset: s.preset, schedule: s.schedule, startsAt: s.startsAt, endsAt: s.endsAt, timeZone: s.timeZone, counts: s.counts, rules: s.rules, organizer: s.organizer.id, events: s.events.map((e) => [e.eventId, e.tier, e.group]) });
    expect(settings(copy)).toEqual(settings(original));
    const rows = async (id: string) => (await getLeaderboard(id, { period: "season", now: NOW })).rows;
    const before = await rows(season.id);
    expect(before.length).toBe(8);
    expect(await rows(made.seasonId)).toEqual(before);
    // The original is untouched.
    expect((await getSeason(org, season.id)).version).toBe(original.version);
    const { entries } = await seasonHistory(made.seasonId);
    expect(entries[0]!.action).toBe("season.import");

    // Someone else imports it: their own season, the events they do not organize listed, not attached.
    const other = await newUser();
    const theirs = await importSeason(other, { ...file, events: [...file.events, { eventId: "cmnotaneventatall0000000", name: "Gone", tier: null, group: null }] });
    expect(theirs.attached).toEqual([]);
    expect(theirs.notAttached.map((e) => e.reason).sort()).toEqual(["not-found", "not-organizer", "not-organizer"]);
    expect((await getSeason(other, theirs.seasonId)).organizer.id).toBe(other.id);
  });

  it("round trip of a season counting tagged events: the importer's own events are tagged again, a refused tag is not", async () => {
    const org = await newUser();
    const season = await createSeason(org, { name: "Tagged League", game: "ffg-swtcg", preset: "custom", counts: "tagged", rules: { participation: 2, perMatch: { win: 1, draw: 0, loss: 0, bye: 1 } }, ...YEAR });
    const [a, b, c] = [await played(org, "2026-02-01T18:00:00Z"), await played(org, "2026-02-08T18:00:00Z"), await played(org, "2026-02-15T18:00:00Z")];
    for (const e of [a, b, c]) await tagEvent(org, e, { seasonId: season.id });
    await refuseTag(org, season.id, c);
    const file = await exportSeason(org, season.id);
    expect(file.tags.map((t) => [t.eventId, t.refused]).sort()).toEqual([[a, false], [b, false], [c, true]].sort());
    const made = await importSeason(org, JSON.parse(JSON.stringify(file)));
    expect(made.attached.map((e) => [e.eventId, e.tagged]).sort()).toEqual([[a, true], [b, true]].sort());
    expect((await getSeason(org, made.seasonId)).tags.map((t) => t.eventId).sort()).toEqual([a, b].sort());
    const rows = async (id: string) => (await getLeaderboard(id, { period: "season", now: NOW })).rows;
    expect((await rows(season.id)).length).toBe(8);
    expect(await rows(made.seasonId)).toEqual(await rows(season.id));
    // A file written before tags existed still reads (no tags).
    const { tags: _dropped, ...older } = file;
    void _dropped;
    expect((await importSeason(org, older)).attached).toEqual([]);
  });

  it("refuses a file that is not a season export, naming the field, and makes nothing", async () => {
    const org = await newUser();
    const season = await createSeason(org, { name: "Refused League", game: "ffg-swtcg", preset: "store-league", ...YEAR });
    const file = await exportSeason(org, season.id);
    const db = await getDb();
    const count = () => db.season.count({ where: { organizerId: org.id } });
    const had = await count();
    expect((await failure(importSeason(org, { ...file, formatVersion: 2 }))).issues[0]!.path).toEqual(["formatVersion"]);
    expect((await failure(importSeason(org, { ...file, season: { ...file.season, game: "chess" } }))).issues[0]!.path).toEqual(["season", "game"]);
    expect((await failure(importSeason(org, { ...file, season: { ...file.season, rules: { ...file.season.rules, bestN: -3 } } }))).issues[0]!.path).toEqual(["season", "rules", "bestN"]);
    expect((await failure(importSeason(org, { ...file, season: { ...file.season, endsAt: "2025-01-01T00:00:00Z" } }))).issues[0]!.path).toEqual(["season", "endsAt"]);
    expect((await failure(importSeason(null, file))).code).toBe("unauthenticated");
    expect(await count()).toBe(had);
  });
});

describe("the leaderboard's cache version", () => {
  it("holds while nothing changes, moves at once with a correction in a counted event or an attachment, not with a result elsewhere", async () => {
    startListening();
    await expect.poll(() => catalogVersion(), { timeout: 20_000 }).not.toBeNull();
    const org = await newUser();
    const season = await createSeason(org, { name: "Cached League", game: "ffg-swtcg", preset: "store-league", ...YEAR });
    const counted = await played(org, "2026-04-01T18:00:00Z");
    const elsewhere = await played(org, "2026-04-02T18:00:00Z");
    await attachEvent(org, season.id, { eventId: counted });
    // Once this process has heard its own writes' notices, the version is known from memory.
    await expect.poll(() => catalogVersion(), { timeout: 10_000 }).not.toBeNull();
    const v1 = (await seasonVersion(season.id, null, NOW))!;
    expect(v1).not.toBeNull();
    expect(await seasonVersion(season.id, null, NOW)).toBe(v1);
    await expect.poll(() => knownSeasonVersion(season.id, null, NOW.getTime()), { timeout: 10_000 }).toBe(v1);

    await correct(org, elsewhere);
    await expect.poll(() => catalogVersion(), { timeout: 10_000 }).not.toBeNull();
    expect(await seasonVersion(season.id, null, NOW)).toBe(v1);

    // A page following the season's stream hears the version now, then the correction's.
    const heard: number[] = [];
    const stop = watchSeason(season.id, null, (v) => heard.push(v));
    await expect.poll(() => heard.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const board = (await getLeaderboard(season.id, { now: NOW })).rows.map((r) => `${r.name}:${r.points}`);
    await correct(org, counted);
    const v2 = await seasonVersion(season.id, null, NOW);
    expect(v2).toBeGreaterThan(v1);
    await expect.poll(() => heard.at(-1), { timeout: 10_000 }).toBe(v2);
    stop();
    expect((await getLeaderboard(season.id, { now: NOW })).rows.map((r) => `${r.name}:${r.points}`)).not.toEqual(board);

    await attachEvent(org, season.id, { eventId: elsewhere });
    await expect.poll(() => seasonVersion(season.id, null, NOW), { timeout: 10_000 }).toBeGreaterThan(v2!);
    // A rules change (the season's own notice) too.
    const v3 = (await seasonVersion(season.id, null, NOW))!;
    await updateSeason(org, season.id, { name: "Cached League, renamed" });
    await expect.poll(() => seasonVersion(season.id, null, NOW), { timeout: 10_000 }).toBeGreaterThan(v3);
  });
});

describe("the leaderboard's version across processes", () => {
  it("is one number in every process on the database, and only grows", async () => {
    startListening();
    await expect.poll(() => catalogVersion(), { timeout: 20_000 }).not.toBeNull();
    const org = await newUser();
    const season = await createSeason(org, { name: "Two Processes League", game: "ffg-swtcg", preset: "store-league", ...YEAR });
    const counted = await played(org, "2026-04-01T18:00:00Z");
    await attachEvent(org, season.id, { eventId: counted });
    await expect.poll(() => catalogVersion(), { timeout: 10_000 }).not.toBeNull();
    const first = (await seasonVersion(season.id, null, NOW))!;
    expect(first).toBeGreaterThan(0);
    // Another process: the same database, none of this one's memory (its numbers and candidates).
    const memory = processState("season-versions", () => ({ known: new Map(), numbers: new Map() }));
    memory.known.clear();
    memory.numbers.clear();
    expect(knownSeasonVersion(season.id, null, NOW.getTime())).toBeNull();
    expect(await seasonVersion(season.id, null, NOW)).toBe(first);
    const stored = await (await getDb()).seasonBoardVersion.findUnique({ where: { seasonId_period: { seasonId: season.id, period: "" } } });
    expect(stored?.n).toBe(first);

    await correct(org, counted);
    const second = await seasonVersion(season.id, null, NOW);
    expect(second).toBeGreaterThan(first);
    memory.known.clear();
    memory.numbers.clear();
    expect(await seasonVersion(season.id, null, NOW)).toBe(second);
  });
});

describe("season import of a broken file (issue 34)", () => {
  it.each([
    ["exportedAt", "2026-06-15T12:00:00.000Z\u0000"],
    ["exportedAt", "2026-06-15\ud800"],
    ["season.id", "cm\u0000x"],
    ["season.id", "\udc00"],
    ["events.0.name", "Gone\u0000"],
  ])("POST /seasons/import with a NUL or lone surrogate in %s is a 400 naming it, and makes no season", async (field, bad) => {
    const org = await newUser();
    const season = await createSeason(org, { name: "Broken Import", game: "ffg-swtcg", preset: "store-league", ...YEAR });
    const file = JSON.parse(JSON.stringify(await exportSeason(org, season.id))) as Record<string, unknown> & { season: Record<string, unknown>; events: unknown[] };
    if (field === "exportedAt") file.exportedAt = bad;
    else if (field === "season.id") file.season.id = bad;
    else file.events = [{ eventId: "cmnotaneventatall0000000", name: bad, tier: null, group: null }];
    const handler = await handlerFor("post", "/seasons/import");
    const res = await handler(new Request("http://import.local/api/v1/seasons/import", { method: "POST", headers: { authorization: `Bearer ${await createApiToken(org.id)}`, "content-type": "application/json" }, body: JSON.stringify(file) }), { params: Promise.resolve(undefined) });
    const body = (await res.json()) as { error: { code: string; issues: { path: (string | number)[] }[] } };
    expect([res.status, body.error.code]).toEqual([400, "invalid_input"]);
    expect(body.error.issues[0]!.path.join(".")).toBe(field);
    const db = await getDb();
    expect(await db.season.count({ where: { organizerId: org.id } })).toBe(1);
  });
});
