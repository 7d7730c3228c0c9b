import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { rateSeries, type LedgerLine } from "@/lib/tournament/ratings";
import { eventWith, finishRound } from "@/tests/server/event-helpers";
import { enqueueCompleted, seedCompletedEvents, seedProfiles } from "@/tests/server/rating-events";
import { newUser } from "@/tests/helpers";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { mergeProfiles, undoMerge } from "@/lib/server/accounts/profile-merge";
import { claimCode, claimEntry, claimSecret } from "@/lib/server/entrants/claims";
import { collectEvent, collectEvents, rulesOf } from "./collect";
import { newId } from "@/lib/server/kernel/match-insert";
import { enqueueIfRated } from "./enqueue";
import { decodeLines } from "./ledger";
import { drainRatingJobs, runRatingJobs } from "./worker";

const GAME = "ffg-swtcg";

interface StoredLine extends LedgerLine {
  reason: string;
}

/**
 * The current ledger: each rated event's lines of its current run, events by position, each
 * event's lines by round, match and person. Every entry's totals agree with its lines.
 */
async function currentLedger(game = GAME): Promise<StoredLine[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ eventId: string; ratedId: string; matches: number; ratingAfter: number; change: number; lines: string; reason: string }[]>`
    SELECT l."eventId", l."ratedId", l.matches, l."ratingAfter", l.change, l.lines, r.reason
    FROM "RatedEvent" e JOIN "RatingEntry" l ON l."eventId" = e."eventId" AND l."runId" = e."runId" JOIN "RatingRun" r ON r.id = l."runId"
    WHERE e.game = ${game} ORDER BY e.position, l."ratedId"`;
  const out: StoredLine[] = [];
  for (const row of rows) {
    const lines = decodeLines(row.lines);
    expect(row.matches).toBe(lines.length);
    expect(row.ratingAfter).toBe(lines.at(-1)!.ratingAfter);
    expect(row.change).toBe(lines.reduce((s, l) => s + l.change, 0));
    for (const l of lines) out.push({ ...l, eventId: row.eventId, player: row.ratedId, reason: row.reason });
  }
  return canonical(out);
}

/** Lines of events in the given order, each event's lines by round, match and person. */
function canonical<T extends LedgerLine>(lines: T[], order = new Map<string, number>()): T[] {
  for (const l of lines) if (!order.has(l.eventId)) order.set(l.eventId, order.size);
  const key = (l: T) => [order.get(l.eventId)!, l.round, l.matchId, l.player] as const;
  return [...lines].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x[0] - y[0] || x[1] - y[1] || (x[2] < y[2] ? -1 : x[2] > y[2] ? 1 : x[3] < y[3] ? -1 : x[3] > y[3] ? 1 : 0);
  });
}

/** The event's lines in the ledger, current and superseded. */
async function linesOf(eventId: string): Promise<number> {
  const db = await getDb();
  const entries = await db.ratingEntry.findMany({ where: { eventId }, select: { lines: true } });
  return entries.reduce((n, e) => n + decodeLines(e.lines).length, 0);
}

/** What rating every rated event from scratch, in position order, gives. */
async function freshRating(game = GAME) {
  const db = await getDb();
  const order = await db.$queryRaw<{ eventId: string }[]>`SELECT "eventId" FROM "RatedEvent" WHERE game = ${game} ORDER BY position`;
  const collected = await collectEvents(order.map((o) => o.eventId));
  return rateSeries(order.map((o) => collected.get(o.eventId)!.event), new Map(), rulesOf(game));
}

/** A line's ledger fields only (a stored line also carries its run's reason). */
const strip = (l: LedgerLine): LedgerLine => ({
  eventId: l.eventId, matchId: l.matchId, round: l.round, player: l.player, opponents: [...l.opponents], ratingBefore: l.ratingBefore, opponentRating: l.opponentRating,
  expected: l.expected, k: l.k, provisional: l.provisional, score: l.score, change: l.change, ratingAfter: l.ratingAfter,
});

/** The ledger and the projection are exactly what a fresh rating of every event in order gives. */
async function expectConsistent(game = GAME) {
  const fresh = await freshRating(game);
  const ledger = await currentLedger(game);
  expect(ledger.map(strip)).toEqual(canonical(fresh.lines).map(strip));
  const db = await getDb();
  const ratings = await db.playerRating.findMany({ where: { game } });
  const expected = [...fresh.states].filter(([, s]) => s.matches > 0);
  expect(ratings.length).toBe(expected.length);
  const byId = new Map(ratings.map((r) => [r.ratedId, r]));
  for (const [id, s] of expected) expect(byId.get(id), id).toMatchObject({ rating: s.rating, matches: s.matches, provisional: s.matches < 25 });
  const pending = await db.ratingJob.count({ where: { game, doneAt: null } });
  expect(pending).toBe(0);
  return { ledger, fresh };
}

async function clearGame(game = GAME) {
  const db = await getDb();
  await db.$executeRaw`DELETE FROM "RatedEvent" WHERE game = ${game}`;
  await db.$executeRaw`DELETE FROM "PlayerRating" WHERE game = ${game}`;
  await db.$executeRaw`DELETE FROM "RatingJob" WHERE game = ${game}`;
}

/** A different recorded result for a match (a judge's correction, as stored). */
async function correctMatch(matchId: string) {
  const db = await getDb();
  const m = await db.match.findUniqueOrThrow({ where: { id: matchId } });
  const was = JSON.stringify(m.result);
  const next = was.includes('"B"') ? { games: [{ result: "A" }, { result: "A" }] } : { games: [{ result: "B" }, { result: "B" }] };
  await db.match.update({ where: { id: matchId }, data: { result: next } });
}

describe("rating worker", () => {
  it("rates an event once when it completes through the services", async () => {
    await clearGame();
    const { org, eventId } = await eventWith(8, { swissRounds: 3 });
    for (let r = 1; r <= 3; r++) {
      await pairNextRound(org, eventId);
      await finishRound(org, eventId, r);
    }
    const db = await getDb();
    expect((await db.event.findUniqueOrThrow({ where: { id: eventId } })).status).toBe("complete");
    const jobs = await db.ratingJob.findMany({ where: { eventId } });
    expect(jobs.map((j) => j.reason)).toEqual(["completed"]);

    const passes = await runRatingJobs();
    expect(passes.find((p) => p.game === GAME)).toMatchObject({ eventsWritten: 1, linesWritten: 24 });
    const entries = await db.ratingEntry.findMany({ where: { eventId } });
    expect(entries).toHaveLength(8); // one per person
    expect(await linesOf(eventId)).toBe(8 * 3); // 4 matches a round, two lines each
    expect(entries.every((l) => l.ratedId.startsWith("entry:"))).toBe(true);
    expect(await db.playerRating.count({ where: { game: GAME } })).toBe(8);
    await expectConsistent();

    // Nothing pending: running again rates nothing a second time.
    await runRatingJobs();
    expect(await linesOf(eventId)).toBe(24);
    expect(await db.ratingRun.count({ where: { eventId } })).toBe(1);

    // A player claims their typed entry: its rating becomes their profile's.
    const entry = await db.player.findFirstOrThrow({ where: { eventId }, orderBy: { seq: "asc" } });
    const typed = await db.playerRating.findUniqueOrThrow({ where: { game_ratedId: { game: GAME, ratedId: `entry:${entry.id}` } } });
    const player = await newUser("player");
    const claimed = await claimEntry(player, eventId, entry.id, { code: claimCode(await claimSecret(), entry.id) });
    expect((await db.ratingJob.findMany({ where: { eventId, doneAt: null } })).map((j) => j.reason)).toEqual(["claimed"]);
    await runRatingJobs();
    expect(await db.playerRating.findUnique({ where: { game_ratedId: { game: GAME, ratedId: `entry:${entry.id}` } } })).toBeNull();
    expect(await db.playerRating.findUniqueOrThrow({ where: { game_ratedId: { game: GAME, ratedId: claimed.profileId } } })).toMatchObject({ rating: typed.rating, matches: 3 });
    await expectConsistent();
  });

  it("re-rates a corrected event and every later one exactly as a fresh rating of all events would", async () => {
    await clearGame();
    const profiles = await seedProfiles(30);
    const ids = await seedCompletedEvents({ events: 6, players: 16, rounds: 4, profiles, seed: 7, typed: 2 });
    await enqueueCompleted(ids);
    await runRatingJobs();
    const before = await expectConsistent();
    expect(before.ledger).toHaveLength(6 * 4 * 8 * 2);
    const db = await getDb();

    // A judge corrects a round-1 result of the first event (the hook: enqueueIfRated "corrected").
    const first = await db.match.findFirstOrThrow({ where: { eventId: ids[0]! }, orderBy: { table: "asc" } });
    await correctMatch(first.id);
    await db.$transaction((tx) => enqueueIfRated(tx, [ids[0]!], "corrected"));
    const [pass] = await runRatingJobs();
    expect(pass).toMatchObject({ fromPosition: expect.any(Number), eventsRated: 6 });
    const after = await expectConsistent();
    expect(after.ledger).not.toEqual(before.ledger);
    // The corrected event and the later events of its players were re-rated, under the correction's reason.
    expect(after.ledger.filter((l) => l.eventId === ids[0]).every((l) => l.reason === "corrected")).toBe(true);
    // Superseded lines stay in the ledger with their run's reason.
    expect(await linesOf(ids[0]!)).toBe(2 * 4 * 8 * 2);
    const runs = await db.ratingRun.findMany({ where: { game: GAME }, orderBy: { createdAt: "asc" } });
    expect(runs.map((r) => r.reason)).toContain("corrected");
  });

  it("rates events in the order they were played, whatever the order they completed in", async () => {
    await clearGame();
    const profiles = await seedProfiles(12);
    const [early, middle, late] = await seedCompletedEvents({ events: 3, players: 10, rounds: 3, profiles, seed: 21 });
    const db = await getDb();
    const playedAt = async (eventId: string, at: string) => db.round.updateMany({ where: { eventId }, data: { createdAt: new Date(at) } });
    await playedAt(early!, "2026-03-01T10:00:00Z");
    await playedAt(middle!, "2026-03-08T10:00:00Z");
    await playedAt(late!, "2026-03-15T10:00:00Z");
    // Completed late, middle, then early: each rated in its own pass.
    for (const id of [late!, middle!, early!]) {
      await enqueueCompleted([id]);
      await runRatingJobs();
    }
    const order = await db.ratedEvent.findMany({ where: { game: GAME }, orderBy: { position: "asc" }, select: { eventId: true } });
    expect(order.map((r) => r.eventId)).toEqual([early, middle, late]);
    const { fresh } = await expectConsistent();
    const last = await db.playerRating.findMany({ where: { game: GAME }, select: { ratedId: true, lastEventId: true } });
    const lastPlayed = new Map<string, string>();
    for (const l of fresh.lines) lastPlayed.set(l.player, l.eventId);
    for (const r of last) expect(r.lastEventId, r.ratedId).toBe(lastPlayed.get(r.ratedId));
  });

  it("follows a merged profile, and its undo", async () => {
    await clearGame();
    const [x, ...poolA] = await seedProfiles(8, "Merge A");
    const [y, ...poolB] = await seedProfiles(8, "Merge B");
    const a = await seedCompletedEvents({ events: 1, players: 8, rounds: 3, profiles: [x!, ...poolA], seed: 3 });
    const b = await seedCompletedEvents({ events: 1, players: 8, rounds: 3, profiles: [y!, ...poolB], seed: 4 });
    await enqueueCompleted([...a, ...b]);
    await runRatingJobs();
    const db = await getDb();
    expect(await db.playerRating.findUnique({ where: { game_ratedId: { game: GAME, ratedId: x! } } })).toMatchObject({ matches: 3 });

    const admin = await newUser("admin");
    await db.user.update({ where: { id: admin.id }, data: { admin: true, emailVerifiedAt: new Date() } });
    await mergeProfiles(admin, x!, { into: y! });
    expect(await db.ratingJob.count({ where: { game: GAME, doneAt: null, reason: "merged" } })).toBe(1);
    await runRatingJobs();
    expect(await db.playerRating.findUnique({ where: { game_ratedId: { game: GAME, ratedId: x! } } })).toBeNull();
    expect(await db.playerRating.findUnique({ where: { game_ratedId: { game: GAME, ratedId: y! } } })).toMatchObject({ matches: 6 });
    await expectConsistent();

    await undoMerge(admin, x!);
    await runRatingJobs();
    expect(await db.playerRating.findUnique({ where: { game_ratedId: { game: GAME, ratedId: x! } } })).toMatchObject({ matches: 3 });
    await expectConsistent();
  });

  it("drops an event that is no longer rated and re-rates after it", async () => {
    await clearGame();
    const profiles = await seedProfiles(12);
    const ids = await seedCompletedEvents({ events: 3, players: 10, rounds: 3, profiles, seed: 11 });
    const db = await getDb();
    const tricky = 'Han "Solo", \\ Jr {1}';
    const named = (await db.player.findFirstOrThrow({ where: { eventId: ids[0]! } })).profileId!;
    await db.playerProfile.update({ where: { id: named }, data: { displayName: tricky } });
    await enqueueCompleted(ids);
    await runRatingJobs();
    expect((await db.playerRating.findUniqueOrThrow({ where: { game_ratedId: { game: GAME, ratedId: named } } })).name).toBe(tricky);
    await db.event.update({ where: { id: ids[0]! }, data: { rating: { rated: false, k: 16 } } });
    await db.$transaction((tx) => enqueueIfRated(tx, [ids[0]!], "settings"));
    await runRatingJobs();
    expect(await db.ratedEvent.findUnique({ where: { eventId: ids[0]! } })).toBeNull();
    await expectConsistent();
    // A deleted event (its delete would enqueue "event-deleted" in its transaction).
    await db.$transaction(async (tx) => {
      await tx.event.delete({ where: { id: ids[1]! } });
      await enqueueIfRated(tx, [ids[1]!], "event-deleted");
    });
    await runRatingJobs();
    expect(await db.ratedEvent.findUnique({ where: { eventId: ids[1]! } })).toBeNull();
    expect((await db.ratingRun.findMany({ where: { eventId: ids[1]! } })).map((r) => r.reason)).toEqual(["completed", "event-deleted"]);
    await expectConsistent();
    // A small event is not rated at all.
    const small = await seedCompletedEvents({ events: 1, players: 6, rounds: 2, profiles, seed: 12 });
    await enqueueCompleted(small);
    await runRatingJobs();
    expect(await db.ratedEvent.findUnique({ where: { eventId: small[0]! } })).toBeNull();
    await expectConsistent();
  });

  it("keeps one consistent ledger when passes run at once and a correction arrives during a re-rating", async () => {
    await clearGame();
    const profiles = await seedProfiles(40);
    const ids = await seedCompletedEvents({ events: 12, players: 16, rounds: 4, profiles, seed: 21 });
    // Two batches of events completing at once, taken by two passes (two processes).
    await enqueueCompleted(ids.slice(0, 6));
    const [p1, p2] = await Promise.all([drainRatingJobs("process-1"), drainRatingJobs("process-2")]);
    // A pass that found the game held may have done nothing; the holder loops over what came in.
    expect([...p1, ...p2].reduce((n, p) => n + p.jobs, 0)).toBe(6);
    await expectConsistent();

    await enqueueCompleted(ids.slice(6));
    const db = await getDb();
    const early = await db.match.findFirstOrThrow({ where: { eventId: ids[1]! }, orderBy: { table: "asc" } });
    const running = drainRatingJobs("process-1");
    // A correction lands while the first pass runs; a second process is kicked by it.
    await correctMatch(early.id);
    await db.$transaction((tx) => enqueueIfRated(tx, [ids[1]!], "corrected"));
    const [q1, q2] = await Promise.all([running, drainRatingJobs("process-2")]);
    await drainRatingJobs("process-3");
    expect([...q1, ...q2].length).toBeGreaterThan(0);
    const { ledger } = await expectConsistent();
    expect(new Set(ledger.map((l) => l.eventId)).size).toBe(12);
    // Every event rated exactly once per position, each completion rated by one pass only.
    const positions = await db.ratedEvent.findMany({ where: { game: GAME }, orderBy: { position: "asc" } });
    expect(positions.map((p) => p.eventId)).toEqual(ids);
    const completedRuns = await db.ratingRun.groupBy({ by: ["eventId"], where: { game: GAME, reason: "completed", eventId: { in: ids } }, _count: true });
    expect(completedRuns.map((r) => r._count)).toEqual(ids.map(() => 1));
  });

  it("leaves a game to the pass holding its lease, and takes over a lease gone stale", async () => {
    await clearGame();
    const profiles = await seedProfiles(12);
    const ids = await seedCompletedEvents({ events: 1, players: 10, rounds: 3, profiles, seed: 31 });
    await enqueueCompleted(ids);
    const db = await getDb();
    // Another process is rating the game right now.
    await db.$executeRaw`UPDATE "RatingJob" SET "claimedBy" = 'elsewhere', "claimedAt" = now() WHERE "eventId" = ${ids[0]!}`;
    expect(await drainRatingJobs("here")).toEqual([]);
    expect(await db.ratedEvent.count({ where: { eventId: ids[0]! } })).toBe(0);
    // That process died: its claim is older than the lease.
    await db.$executeRaw`UPDATE "RatingJob" SET "claimedAt" = now() - interval '10 minutes' WHERE "eventId" = ${ids[0]!}`;
    const passes = await drainRatingJobs("here");
    expect(passes).toHaveLength(1);
    expect(await db.ratedEvent.count({ where: { eventId: ids[0]! } })).toBe(1);
    await expectConsistent();
  });
});

describe("collecting an event", () => {
  it("rates a team as its members (merged profiles followed, typed members as entries) and an elimination match from its winner", async () => {
    const db = await getDb();
    const [survivor, merged] = await seedProfiles(2, "Team");
    await db.playerProfile.update({ where: { id: merged! }, data: { mergedIntoId: survivor! } });
    const eventId = newId();
    const stageId = newId();
    const roundId = newId();
    await db.event.create({ data: { id: eventId, name: "Teams", structure: "custom", tier: "relaxed", status: "complete", preset: "swccg-2v2", randomSeed: "t", swissRounds: 1, cutSize: 0 } });
    await db.eventStage.create({ data: { id: stageId, eventId, number: 1, kind: "swiss" } });
    await db.round.create({ data: { id: roundId, eventId, stageId, number: 1, stage: "swiss", stageRound: 1, minutes: 240 } });
    const teams = Array.from({ length: 8 }, (_, i) => ({ id: newId(), name: `Team ${i + 1}` }));
    await db.player.createMany({ data: teams.map((t, i) => ({ id: t.id, eventId, name: t.name, seq: i + 1 })) });
    const members = teams.flatMap((t, i) => [1, 2].map((position) => ({ id: newId(), eventId, playerId: t.id, position, name: `${t.name} ${position}`, profileId: i === 0 && position === 1 ? merged! : null })));
    await db.teamMember.createMany({ data: members });
    const m1 = newId();
    await db.match.create({ data: { id: m1, eventId, stageId, roundId, table: 1, playerAId: teams[0]!.id, playerBId: teams[1]!.id, result: { games: [{ result: "A" }, { result: "B" }] } } });
    await db.match.create({ data: { id: newId(), eventId, stageId, roundId, table: null, playerAId: teams[2]!.id, playerBId: null, result: {} } });

    const c = (await collectEvent(eventId))!;
    expect(c).toMatchObject({ rated: true, entrants: 8, game: "swccg" });
    expect(c.event.matches).toEqual([{ matchId: m1, round: 1, a: [survivor, `entry:${members[1]!.id}`], b: [`entry:${members[2]!.id}`, `entry:${members[3]!.id}`], score: 0.5 }]);
    expect(c.names.get(survivor!)).toBe("Team 1");

    // An FFG event's bracket: a played elimination match rates from its winner, a bracket bye does not.
    const profiles = await seedProfiles(8);
    const [ffg] = await seedCompletedEvents({ events: 1, players: 8, rounds: 1, profiles, seed: 5 });
    const players = await db.player.findMany({ where: { eventId: ffg! }, orderBy: { seq: "asc" } });
    const cut = newId();
    const top = newId();
    await db.eventStage.create({ data: { id: cut, eventId: ffg!, number: 2, kind: "double-elimination" } });
    await db.round.create({ data: { id: top, eventId: ffg!, stageId: cut, number: 2, stage: "elimination", stageRound: 1, minutes: 40 } });
    const final = newId();
    await db.match.create({ data: { id: final, eventId: ffg!, stageId: cut, roundId: top, table: 1, bracketMatch: 1, playerAId: players[0]!.id, playerBId: players[1]!.id, result: { kind: "game", result: "B" } } });
    await db.match.create({ data: { id: newId(), eventId: ffg!, stageId: cut, roundId: top, table: 2, bracketMatch: 2, playerAId: players[2]!.id, playerBId: players[3]!.id, result: { kind: "bye", result: "A", resolution: "double-forfeit" } } });
    const e = (await collectEvent(ffg!))!;
    expect(e.event.matches.filter((m) => m.round === 2)).toEqual([{ matchId: final, round: 2, a: [players[0]!.profileId], b: [players[1]!.profileId], score: 0 }]);
  });
});
