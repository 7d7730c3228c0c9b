/**
 * Moving an event between servers: an event built through the real services (deck lists, a table
 * pin, staff, Swiss rounds with a correction, a timer, a drop, the cut and elimination results)
 * is exported, deleted and imported again, and must come back the same: standings, every
 * round's pairings, the bracket, the export itself (apart from what the import maps on
 * purpose), and each Swiss round re-derived from the stored seed by the engine. Also the
 * refusals (409, 400 with field paths, 401/403/404) and the API routes.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { GET as exportRoute } from "@/app/api/v1/events/[eventId]/export/route";
import { POST as importRoute } from "@/app/api/v1/events/import/route";
import { GET as schemaRoute } from "@/app/api/v1/schemas/event-export.json/route";
import { openApiDocument } from "@/lib/api/openapi";
import { MAX_BODY_BYTES } from "@/lib/api/http";
import type { User } from "@/lib/schemas/auth";
import { EventExport, IMPORT_MAX_BODY_BYTES } from "@/lib/schemas/event-export";
import { createApiToken } from "@/lib/server/accounts/accounts";
import { makeCut } from "@/lib/server/rounds/cut";
import { setDeckLists } from "@/lib/server/decks/decklists";
import { bracketState, swissHistory, tablePins } from "@/lib/server/store/engine-input";
import { exportEvent } from "@/lib/server/transfer/event-export";
import { swissFormat } from "@/lib/server/kernel/event-format";
import { importEvent } from "@/lib/server/transfer/event-import";
import { type EventState } from "@/lib/server/store/event-state";
import { eventStore } from "@/lib/server/store/event-store";
import { createEvent } from "@/lib/server/events/events";
import { dropPlayer } from "@/lib/server/entrants/player-status";
import { registerPlayers } from "@/lib/server/entrants/players";
import { recordResult } from "@/lib/server/results/results";
import { pairNextRound, roundsOf, setFixedTable } from "@/lib/server/rounds/rounds";
import { addStaff } from "@/lib/server/staff/staff";
import { createTeam, recordMemberPayment } from "@/lib/server/teams/teams";
import { standingsOf } from "@/lib/server/standings/standings";
import { timerAction } from "@/lib/server/rounds/timer";
import { nextSwissRound } from "@/lib/tournament";
import { addAcceptedStaff, newUser } from "../../../tests/helpers";
import { eventSnapshot } from "../../../tests/api/snapshot";
import { finishRound } from "../../../tests/server/event-helpers";
import { withNewIds } from "../../../tests/server/export-helpers";

const deck = (tag: string) => ({ affiliation: "Jedi", objectiveSets: Array.from({ length: 10 }, (_, i) => `${tag} set ${i + 1}`) });

/** Everything the event's pages and API show, read straight from the database (no caches). */
async function views(eventId: string, now: number) {
  const state = await eventStore.snapshot(eventId);
  return { standings: standingsOf(state), rounds: roundsOf(state, now), bracket: bracketState(state) };
}

/**
 * Re-pairs Swiss round `stageRound` with the engine from the stored seed and the rounds before
 * it, as `pairNextRound` does (lib/server/rounds/rounds.ts: `nextSwissRound` with `swissHistory`,
 * `tablePins` and the event's format). Players who played in that round were active then
 * (a drop after it shows only in their status today).
 */
function rederive(state: EventState, stageRound: number) {
  const target = state.swissRounds.find((r) => r.stageRound === stageRound)!;
  const playing = new Set(target.matches.flatMap((m) => [m.playerAId, m.playerBId]));
  const then: EventState = {
    ...state,
    players: state.players.map((p) => (playing.has(p.id) ? { ...p, status: "active" as const } : p)),
    rounds: state.swissRounds.filter((r) => r.stageRound < stageRound),
    swissRounds: state.swissRounds.filter((r) => r.stageRound < stageRound),
  };
  const paired = nextSwissRound(swissHistory(then), {
    seed: state.event.randomSeed,
    swissRounds: state.event.swissRounds!,
    format: swissFormat(state.event),
    pins: tablePins(then),
  });
  const key = (m: { table: number | null; a: string | null; b: string | null; dark: string | null }) => [m.table, m.a, m.b, m.dark];
  const order = (x: unknown[], y: unknown[]) => JSON.stringify(x).localeCompare(JSON.stringify(y));
  return {
    derived: paired.matches.map((m) => key({ table: m.table, a: m.playerA, b: m.playerB, dark: m.darkSideGame1 })).sort(order),
    stored: target.matches.map((m) => key({ table: m.table, a: m.playerAId, b: m.playerBId, dark: m.darkSide })).sort(order),
  };
}

/** A 10-player FFG event, 3 Swiss rounds and a top 4 cut, with a bit of everything in its history. */
async function buildEvent() {
  const org = await newUser("export-org");
  const judge = await newUser("export-judge");
  const event = await createEvent(org, {
    name: "Export Open",
    structure: "custom",
    tier: "relaxed",
    swissRounds: 3,
    cutSize: 4,
    randomSeed: `export-${Math.random()}`,
    venue: "Echo Base",
    description: "Two lines\nof description.",
    startsAt: "2026-05-01T09:00:00.000Z",
  });
  const eventId = event.id;
  const players = await registerPlayers(org, eventId, {
    players: Array.from({ length: 10 }, (_, i) => ({ name: `Player ${i + 1}`, ...(i < 3 ? { email: `player${i + 1}@example.org` } : {}) })),
  });
  for (const p of players.slice(0, 4)) await setDeckLists(org, eventId, p.id, { light: deck(`${p.name} LS`), dark: deck(`${p.name} DS`) });
  await setFixedTable(org, eventId, players[2]!.id, 3);
  await addAcceptedStaff(org, eventId, judge, "judge");
  await addStaff(org, eventId, { email: "pending.marshal@example.org", role: "marshal" });

  const r1 = await pairNextRound(org, eventId);
  await timerAction(judge, eventId, 1, { action: "start" });
  await timerAction(org, eventId, 1, { action: "extend", table: 1, minutes: 5 });
  await finishRound(judge, eventId, 1);
  // A correction by the organizer of a result the judge entered.
  await recordResult(org, eventId, r1.matches[0]!.id, { games: [{ result: "B" }, { result: "B" }] });
  await setDeckLists(judge, eventId, players[0]!.id, { light: deck("Corrected LS"), dark: deck("Corrected DS") });
  await dropPlayer(org, eventId, players[9]!.id);
  for (const n of [2, 3]) {
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, n);
  }
  await makeCut(org, eventId);
  const elimination = await pairNextRound(org, eventId);
  await recordResult(judge, eventId, elimination.matches[0]!.id, { darkSide: "A", result: "B" });
  await addPeopleRows(eventId, players.map((p) => p.id), r1.matches[1]!);
  return { org, judge, eventId, players };
}

/**
 * What players as people add (formatVersion 2), written straight to the tables: settings, an
 * entry's source, check-in and payment, a player's report, a judge call, a prize award, a
 * Markdown and a PDF document, and a waiting player with an account.
 */
async function addPeopleRows(eventId: string, playerIds: string[], match: { id: string; playerA: { id: string } }) {
  const db = await getDb();
  const waiting = await newUser("export-waiting");
  const profile = await db.playerProfile.create({ data: { userId: waiting.id, displayName: waiting.name } });
  await db.event.update({
    where: { id: eventId },
    data: {
      registration: { selfRegistration: true, cap: 10, checkInMinutes: 30 },
      fees: { currency: "EUR", doorCents: 1500, earlyCents: 1000, earlyDeadline: "2026-04-24T00:00:00.000Z" },
      prizes: { poolPercent: 100, notation: "5-4-3-2-1*", rows: [{ fromPlace: 1, toPlace: 1, item: "Trophy", quantity: 1 }] },
    },
  });
  await db.player.update({
    where: { id: playerIds[1]! },
    data: { source: "self", checkedInAt: new Date("2026-05-01T08:40:00Z"), paymentMethod: "cash", paidCents: 1000, paidAt: new Date("2026-05-01T08:41:00Z"), deck: { game: "swg-tcg", cards: [] } },
  });
  await db.waitlistEntry.create({ data: { eventId, profileId: profile.id, name: waiting.name, email: waiting.email } });
  await db.resultReport.create({ data: { eventId, matchId: match.id, playerId: match.playerA.id, result: { games: [{ result: "A" }, { result: "A" }] } } });
  await db.judgeCall.create({ data: { eventId, matchId: match.id, round: 1, table: 2, kind: "dispute", status: "resolved", note: "Reports differ", resolution: "A wins both", resolvedAt: new Date() } });
  await db.prizeAward.create({ data: { eventId, place: 1, playerId: playerIds[0]!, name: "Player 1", item: "Trophy", quantity: 1, dueAt: new Date("2026-05-03T18:00:00Z") } });
  await db.eventDocument.create({ data: { eventId, title: "House rulings", kind: "markdown", text: "# 1. Timing\nTwo hours per game." } });
  await db.eventDocument.create({ data: { eventId, title: "Floor plan", kind: "pdf", data: Buffer.from("%PDF-1.4\n%\u00e2\n1 0 obj\n") } });
}

const get = (token?: string) => new Request("http://test.local/api", { headers: token ? { authorization: `Bearer ${token}` } : {} });
const post = (body: string, token?: string, headers: Record<string, string> = {}) =>
  new Request("http://test.local/api/v1/events/import", {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body,
  });
const ev = (eventId: string) => ({ params: Promise.resolve({ eventId }) });
const none = { params: Promise.resolve({}) };

async function rowCounts(doc: EventExport) {
  const db = await getDb();
  return Promise.all([
    db.event.count({ where: { id: doc.event.id } }),
    db.player.count({ where: { id: { in: doc.players.map((p) => p.id) } } }),
    db.match.count({ where: { id: { in: doc.matches.map((m) => m.id) } } }),
    db.auditEntry.count({ where: { id: { in: doc.audit.map((a) => a.id) } } }),
  ]);
}

describe("event export and import", () => {
  it("round trip: export, delete, import gives the same event, standings, pairings and seed-derived rounds", async () => {
    const { org, judge, eventId } = await buildEvent();
    const now = Date.now();
    const before = await exportEvent(org, eventId);
    expect(EventExport.safeParse(before).success).toBe(true);
    const viewsBefore = await views(eventId, now);
    // The scenario has what the document must carry.
    expect(before.event.status).toBe("elimination");
    expect(before.rounds.map((r) => r.stage)).toEqual(["swiss", "swiss", "swiss", "elimination"]);
    expect(before.players.filter((p) => p.deckLists !== null)).toHaveLength(4);
    expect(before.players.find((p) => p.fixedTable === 3)).toBeDefined();
    expect(before.players.filter((p) => p.status === "dropped")).toHaveLength(1);
    expect(before.rounds[0]!.timerEvents).toHaveLength(2);
    expect(before.stages.map((s) => s.kind)).toEqual(["swiss", "double-elimination"]);
    expect(before.stages[1]!.seeds).toHaveLength(4);
    expect(before.matches.filter((m) => m.bracketMatch !== null && m.roundId === null).length).toBeGreaterThan(0);
    expect(before.staff.map((s) => [s.role, s.accepted])).toEqual([["organizer", true], ["judge", true], ["marshal", false]]);
    expect(new Set(before.audit.map((a) => a.action))).toEqual(
      new Set(["event.create", "players.register", "decklists.set", "decklists.correct", "player.fixedTable", "staff.invite", "staff.accept", "round.pair", "event.status", "timer.start", "timer.extend", "result.record", "result.correct", "player.drop", "cut.make"]),
    );
    expect(before.event).toMatchObject({ registration: { selfRegistration: true, cap: 10 }, fees: { currency: "EUR", earlyCents: 1000 }, prizes: { notation: "5-4-3-2-1*" } });
    expect(before.players.find((p) => p.source === "self")).toMatchObject({ paymentMethod: "cash", paidCents: 1000, deck: { game: "swg-tcg" } });
    // The judge queue also holds the extension the timer gave table 1.
    expect([before.waitlist, before.reports, before.judgeCalls, before.prizeAwards].map((l) => l?.length)).toEqual([1, 1, 2, 1]);
    expect(before.documents?.map((d) => [d.kind, d.base64 === null])).toEqual([["markdown", true], ["pdf", false]]);
    // No account secrets: no tokens, token hashes or password data (audit data keeps what it recorded).
    expect(JSON.stringify(before)).not.toMatch(/passwordHash|inviteTokenId|inviteExpiresAt|hn_/);

    // While the event exists here, importing it is a conflict that changes nothing.
    const untouched = await eventSnapshot(eventId);
    await expect(importEvent(org, before)).rejects.toMatchObject({ code: "conflict", issues: [{ path: ["event", "id"] }] });
    expect(await eventSnapshot(eventId)).toBe(untouched);

    await (await getDb()).event.delete({ where: { id: eventId } });
    expect(await rowCounts(before)).toEqual([0, 0, 0, 0]);

    const imported = await importEvent(org, JSON.parse(JSON.stringify(before)));
    expect(imported.event).toMatchObject({ id: eventId, name: "Export Open", status: "elimination", currentRound: 4, playerCount: 10 });
    expect(imported.staff.map((s) => [s.role, s.email, s.pending, s.inviteExpiresAt])).toEqual([
      ["organizer", org.email, false, null],
      ["judge", judge.email, true, null],
      ["marshal", "pending.marshal@example.org", true, null],
    ]);

    // What players and the hall see is the same.
    const viewsAfter = await views(eventId, now);
    expect(viewsAfter.standings).toEqual(viewsBefore.standings);
    expect(viewsAfter.rounds).toEqual(viewsBefore.rounds);
    expect(viewsAfter.bracket).toEqual(viewsBefore.bracket);

    // The export of the imported event is the original, apart from what the import maps on purpose.
    const after = await exportEvent(org, eventId);
    const importEntry = after.audit.at(-1)!;
    expect(importEntry).toMatchObject({
      action: "event.import",
      author: { email: org.email },
      data: {
        source: { exportedAt: before.exportedAt, formatVersion: 2, version: before.event.version },
        counts: { players: 10, rounds: 4, matches: before.matches.length, auditEntries: before.audit.length },
        previousOrganizer: { email: org.email },
        staff: [
          { email: judge.email, role: "judge", became: "pending" },
          { email: "pending.marshal@example.org", role: "marshal", became: "pending" },
        ],
        waitlistOmitted: [{ name: before.waitlist![0]!.name }],
      },
    });
    expect(after).toEqual({
      ...before,
      exportedAt: after.exportedAt,
      // The import is one more change.
      event: { ...before.event, version: before.event.version + 1 },
      // Judges and marshals wait for a new invitation link; the organizer is the importer.
      staff: before.staff.map((s) => (s.role === "organizer" ? s : { ...s, accepted: false, name: null })),
      // Entries keep their author only when it is the importer's email.
      audit: [...before.audit.map((a) => ({ ...a, author: a.author?.email === org.email ? a.author : null })), importEntry],
      // A waiting player needs an account here: named in the import's entry, not recreated.
      waitlist: [],
    });
    expect(before.audit.some((a) => a.author?.email === judge.email)).toBe(true);

    // Each Swiss round is what the engine pairs from the stored seed and the rounds before it.
    const state = await eventStore.snapshot(eventId);
    expect(state.swissRounds.map((r) => r.pairingAttempt)).toEqual([0, 0, 0]);
    for (const r of state.swissRounds) {
      const { derived, stored } = rederive(state, r.stageRound);
      expect(derived, `Swiss round ${r.stageRound}`).toEqual(stored);
    }
    // …and a different seed would not give them (the check can fail).
    const other = rederive({ ...state, event: { ...state.event, randomSeed: `${state.event.randomSeed}-other` } }, 1);
    expect(other.derived).not.toEqual(other.stored);
  }, 180_000);

  it("still imports a formatVersion 1 document (before registration, fees and reports existed)", async () => {
    const { org, eventId } = await buildEventSmall();
    const v2 = withNewIds(await exportEvent(org, eventId));
    const without = <T extends object>(row: T, keys: string[]) => Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
    const v1 = {
      ...without(v2, ["waitlist", "reports", "judgeCalls", "prizeAwards", "documents"]),
      formatVersion: 1,
      event: without(v2.event, ["registration", "fees", "prizes"]),
      players: v2.players.map((p) => without(p, ["deck", "pool", "source", "registeredAt", "checkedInAt", "paymentMethod", "paidCents", "paidAt"])),
    };
    const imported = await importEvent(org, v1);
    const back = await exportEvent(org, imported.event.id);
    expect(back.players.map((p) => [p.source, p.registeredAt, p.paidCents])).toEqual(v2.players.map((p) => ["typed", p.createdAt, null]));
    expect(back.event.registration).toMatchObject({ selfRegistration: false, cap: null });
  });

  it("a team event travels with its members: seats, payments and decks; pairings and standings as before", async () => {
    const org = await newUser("export-teams");
    const event = await createEvent(org, { name: "Export 2-on-2", preset: "swccg-2v2", randomSeed: `export-2v2-${Math.random()}` });
    const teams = [];
    for (let i = 1; i <= 5; i++) teams.push(await createTeam(org, event.id, { name: `Squad ${i}`, members: [{ name: `Dee ${i}` }, { name: `Ell ${i}`, email: `ell${i}@example.org` }] }));
    await recordMemberPayment(org, event.id, teams[0]!.id, "2", { method: "cash", cents: 1500 });
    await pairNextRound(org, event.id);
    const now = Date.now();
    const before = await exportEvent(org, event.id);
    expect(before.teamMembers?.map((m) => [m.position, m.name])).toHaveLength(10);
    expect(before.teamMembers?.find((m) => m.paidCents === 1500)).toMatchObject({ name: "Ell 1", position: 2, paymentMethod: "cash" });
    const viewsBefore = await views(event.id, now);
    await (await getDb()).event.delete({ where: { id: event.id } });
    await importEvent(org, JSON.parse(JSON.stringify(before)));
    const after = await exportEvent(org, event.id);
    expect(after.teamMembers).toEqual(before.teamMembers);
    const viewsAfter = await views(event.id, now);
    expect(viewsAfter.rounds).toEqual(viewsBefore.rounds);
    expect(viewsAfter.standings).toEqual(viewsBefore.standings);
    // A seat taken twice in one team is refused with the field named.
    const twice = withNewIds(after);
    twice.teamMembers![1]!.position = twice.teamMembers![0]!.position;
    twice.teamMembers![1]!.playerId = twice.teamMembers![0]!.playerId;
    await expect(importEvent(org, twice)).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["teamMembers", 1, "position"] })] });
  });

  it("refuses a broken document with 400 naming the field, and writes nothing", async () => {
    const { org, eventId } = await buildEventSmall();
    const doc = withNewIds(await exportEvent(org, eventId));
    const broken = structuredClone(doc);
    broken.matches[1]!.playerAId = "nobody000000000000000000";
    broken.players[0]!.name = "Null\u0000Byte";
    await expect(importEvent(org, broken)).rejects.toMatchObject({
      code: "invalid_input",
      issues: expect.arrayContaining([expect.objectContaining({ path: ["players", 0, "name"] })]),
    });
    broken.players[0]!.name = doc.players[0]!.name;
    await expect(importEvent(org, broken)).rejects.toMatchObject({
      code: "invalid_input",
      issues: [expect.objectContaining({ path: ["matches", 1, "playerAId"], message: "No player of the document has this id." })],
    });
    const wrongShape = { ...structuredClone(doc), formatVersion: 3, event: { ...doc.event, status: "paused", extra: 1 } };
    const res = await importRoute(post(JSON.stringify(wrongShape), await createApiToken(org.id)), none);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; issues: { path: (string | number)[] }[] } };
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.issues.map((i) => i.path)).toEqual(expect.arrayContaining([["formatVersion"], ["event", "status"], ["event"]]));
    // A deck list nested deeper than any the app writes, and JSON text PostgreSQL cannot hold.
    let deep: unknown = "bottom";
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const hostile = structuredClone(doc);
    hostile.players[2]!.deckLists = deep;
    hostile.audit[0]!.data = { note: "a\u0000b" };
    await expect(importEvent(org, hostile)).rejects.toMatchObject({
      code: "invalid_input",
      issues: expect.arrayContaining([
        expect.objectContaining({ path: expect.arrayContaining(["players", 2, "deckLists"]) }),
        expect.objectContaining({ path: ["audit", 0, "data", "note"] }),
      ]),
    });
    // Rows that pass the schema but not the engine: the transaction rolls back whole.
    const inconsistent = structuredClone(doc);
    const swissMatch = inconsistent.matches.find((m) => m.playerBId !== null)!;
    swissMatch.playerBId = swissMatch.playerAId;
    await expect(importEvent(org, inconsistent)).rejects.toMatchObject({ code: "invalid_input", message: expect.stringMatching(/do not fit together: .*two matches/) });
    expect(await rowCounts(doc)).toEqual([0, 0, 0, 0]);
    // The intact document imports.
    await importEvent(org, doc);
    expect(await rowCounts(doc)).toEqual([1, doc.players.length, doc.matches.length, doc.audit.length]);
  }, 120_000);

  it("refuses ids that exist here (409), also a single row's, and changes nothing", async () => {
    const { org, eventId } = await buildEventSmall();
    const original = await exportEvent(org, eventId);
    const copy = withNewIds(original);
    // A copy that reuses one player's id (and refers to it everywhere): only that row clashes.
    const clash = JSON.parse(JSON.stringify(copy).replaceAll(copy.players[3]!.id, original.players[3]!.id)) as EventExport;
    const before = await eventSnapshot(eventId);
    await expect(importEvent(org, clash)).rejects.toMatchObject({ code: "conflict", issues: [{ path: ["players", 3, "id"] }] });
    expect(await eventSnapshot(eventId)).toBe(before);
    expect((await rowCounts(copy))[0]).toBe(0);
  }, 60_000);

  it("API: export is the organizer's (401/403/404); any signed-in user imports and becomes the organizer", async () => {
    const { org, judge, eventId } = await buildEventSmall();
    const [orgToken, judgeToken] = await Promise.all([createApiToken(org.id), createApiToken(judge.id)]);
    const stranger = await newUser("export-stranger");
    const strangerToken = await createApiToken(stranger.id);

    expect((await exportRoute(get(), ev(eventId))).status).toBe(401);
    expect((await exportRoute(get(judgeToken), ev(eventId))).status).toBe(403);
    expect((await exportRoute(get(strangerToken), ev(eventId))).status).toBe(403);
    expect((await exportRoute(get(orgToken), ev("ckmissing000000000000000"))).status).toBe(404);
    const res = await exportRoute(get(orgToken), ev(eventId));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="holonet-event-${eventId}.json"`);
    const doc = (await res.json()) as EventExport;
    expect(doc).toMatchObject({ format: "holonet.event-export", formatVersion: 2, event: { id: eventId } });

    // A copy under new ids, imported by someone else: they organize it; nobody else holds a role.
    const copy = withNewIds(doc);
    expect((await importRoute(post(JSON.stringify(copy)), none)).status).toBe(401);
    const imported = await importRoute(post(JSON.stringify(copy), strangerToken), none);
    expect(imported.status).toBe(201);
    const result = (await imported.json()) as { event: { id: string }; staff: { role: string; email: string; pending: boolean }[] };
    expect(result.event.id).toBe(copy.event.id);
    expect(result.staff).toEqual([
      expect.objectContaining({ role: "organizer", email: stranger.email, pending: false }),
      expect.objectContaining({ role: "judge", email: judge.email, pending: true }),
    ]);
    expect((await exportRoute(get(strangerToken), ev(copy.event.id))).status).toBe(200);
    expect((await exportRoute(get(orgToken), ev(copy.event.id))).status).toBe(403);
    expect((await exportRoute(get(judgeToken), ev(copy.event.id))).status).toBe(403);
    const history = (await exportEvent(stranger, copy.event.id)).audit;
    // Nobody here wrote the earlier entries: their authors are cleared; the import is the stranger's.
    expect(history.slice(0, -1).every((a) => a.author === null)).toBe(true);
    expect(history.at(-1)).toMatchObject({ action: "event.import", author: { email: stranger.email }, data: { previousOrganizer: { email: org.email } } });

    // The same document again: 409.
    expect((await importRoute(post(JSON.stringify(copy), strangerToken), none)).status).toBe(409);
    // Over the import limit: 413 before the body is read.
    const big = await importRoute(post("{}", strangerToken, { "content-length": String(IMPORT_MAX_BODY_BYTES + 1) }), none);
    expect(big.status).toBe(413);
  }, 60_000);

  it("publishes the document's JSON Schema and documents the operations", async () => {
    const res = await schemaRoute(new Request("http://holonet.test/api/v1/schemas/event-export.json"), none);
    expect(res.status).toBe(200);
    const schema = (await res.json()) as { $schema: string; $id: string; type: string; required: string[]; properties: Record<string, { const?: unknown }> };
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.$id).toMatch(/^https?:\/\/[^/]+\/api\/v1\/schemas\/event-export\.json$/);
    expect(schema.type).toBe("object");
    expect(schema.required).toEqual(["format", "formatVersion", "exportedAt", "event", "stages", "players", "rounds", "matches", "staff", "audit"]);
    expect(schema.properties.format?.const).toBe("holonet.event-export");

    const doc = openApiDocument() as unknown as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref: string } }> }; responses: Record<string, { description: string }> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.components.schemas).toHaveProperty("EventExport");
    expect(doc.paths["/events/import"]?.post?.requestBody?.content["application/json"]?.schema.$ref).toBe("#/components/schemas/EventExport");
    expect(doc.paths["/events/import"]?.post?.responses["413"]?.description).toMatch(/50 MB/);
    expect(doc.paths["/events/{eventId}/export"]?.get?.responses).toHaveProperty("200");
    expect(doc.paths["/schemas/event-export.json"]?.get).toBeDefined();
  });

  it("imports a 1,000-player event (a body well over the 1 MB other requests may send) with the same standings", async () => {
    const org = await newUser("export-big");
    const event = await createEvent(org, { name: "Galactic Championship", structure: "custom", tier: "relaxed", swissRounds: 2, cutSize: 0, randomSeed: "big-export" });
    const eventId = event.id;
    await registerPlayers(org, eventId, { players: Array.from({ length: 1000 }, (_, i) => ({ name: `Player ${i + 1}`, email: `big${i + 1}@example.org` })) });
    // Deck lists at their real size, written in one statement (the service is tested above).
    const db = await getDb();
    await db.player.updateMany({ where: { eventId }, data: { deckLists: { light: deck("Big LS"), dark: deck("Big DS") } } });
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    await pairNextRound(org, eventId);

    const token = await createApiToken(org.id);
    const body = await (await exportRoute(get(token), ev(eventId))).text();
    const doc = JSON.parse(body) as EventExport;
    expect(doc.players).toHaveLength(1000);
    expect(Buffer.byteLength(body)).toBeGreaterThan(MAX_BODY_BYTES);
    const now = Date.now();
    const viewsBefore = await views(eventId, now);
    await db.event.delete({ where: { id: eventId } });

    const started = performance.now();
    const res = await importRoute(post(body, token), none);
    const ms = performance.now() - started;
    expect(res.status, await res.clone().text()).toBe(201);
    console.log(`1,000-player import: ${(Buffer.byteLength(body) / 1e6).toFixed(1)} MB, ${doc.matches.length} matches, ${doc.audit.length} audit entries in ${Math.round(ms)} ms`);
    const viewsAfter = await views(eventId, now);
    expect(viewsAfter.standings).toEqual(viewsBefore.standings);
    expect(viewsAfter.rounds).toEqual(viewsBefore.rounds);
    expect((await exportEvent(org, eventId)).matches).toEqual(doc.matches);
  }, 300_000);
});

/** A small event: round 1 paired and played, a judge who entered results, a timer running. */
async function buildEventSmall(): Promise<{ org: User; judge: User; eventId: string }> {
  const org = await newUser("export-small");
  const judge = await newUser("export-small-judge");
  const event = await createEvent(org, { name: "Export Cup", structure: "custom", tier: "relaxed", swissRounds: 2, cutSize: 0, randomSeed: `small-${Math.random()}` });
  await registerPlayers(org, event.id, { players: Array.from({ length: 6 }, (_, i) => ({ name: `Player ${i + 1}` })) });
  await addAcceptedStaff(org, event.id, judge, "judge");
  await pairNextRound(org, event.id);
  await timerAction(judge, event.id, 1, { action: "start" });
  await finishRound(judge, event.id, 1);
  return { org, judge, eventId: event.id };
}
