/**
 * The rating worker: turns pending `RatingJob`s into ledger runs, one game at a time.
 *
 * How a change ripples (issue 24): a game's rated events are ordered by `RatedEvent.position`,
 * the order they were played (`playedAt`, then the event id; issue 34: never the order they
 * completed, were deleted or restored in). A pass takes the game's pending jobs and starts from
 * the earliest place they touch (a new event: where it was played, mostly after the last one),
 * renumbering the events from there on. It
 * reads each player's rating at that point from the ledger (their last current line before it),
 * collects every rated event from there on again and rates them in order (`rateEvent`, the
 * engine). An event gets new lines — a new run — when a job names it or one of its players'
 * rating changed earlier in the pass; the others' lines are what they were and stay current.
 * Lines are appended (never edited) outside any transaction, in chunks, as ledger entries (a
 * person's lines of one event, `ledger.ts`); then one short
 * transaction points `RatedEvent.runId` at the new runs, drops the events no longer rated,
 * rewrites the affected `PlayerRating` rows and marks the jobs done.
 *
 * One pass per game at a time, across processes: a pass claims the game's pending jobs under a
 * transaction-scoped advisory lock on the game, and the claim is a lease (`claimedBy`,
 * `claimedAt`) no other pass takes over until it is `LEASE_MS` old; the final transaction
 * re-checks the lease under the same lock, so a pass that lost it writes nothing current. Jobs
 * that arrive during a pass wait for the next one (the holder loops until none are left).
 */
import { processState, startTimer } from "@/lib/live";
import { performance } from "node:perf_hooks";
import { getDb, type Db } from "@/lib/db";
import { databaseTarget } from "@/lib/db/adapter";
import { directQuery } from "@/lib/db/direct";
import { isProvisional, rateEvent, type LedgerLine, type RatedId, type RatingState } from "@/lib/tournament/ratings";
import { newId } from "../kernel/match-insert";
import { collectEvents, rulesOf, type CollectedEvent } from "./collect";
import { entriesOf, type EntryFields } from "./ledger";

export const LEASE_MS = 5 * 60_000;
/**
 * Work per statement. PostgreSQL runs other requests' queries beside a pass's on other
 * connections: big chunks, two appends at a time. The embedded database runs one statement at a
 * time for everyone: small chunks, one at a time (while the next is rated), so a page's read
 * waits behind little.
 */
const embedded = () => databaseTarget().kind === "pglite";
/** Ledger entries per statement (an entry holds a person's lines of one event: ~6 at 64 players). */
const ENTRY_CHUNK = () => (embedded() ? 300 : 1_000);
const COLLECT_CHUNK = () => (embedded() ? 20 : 50);
const LINES_IN_FLIGHT = () => (embedded() ? 1 : 2);
/** CPU work between yields to the event loop (ms). */
const SLICE_MS = 15;

const pause = () => new Promise<void>((r) => setImmediate(r));

interface JobRow {
  id: string;
  eventId: string | null;
  reason: string;
  createdAt: Date;
}
interface RatedRow {
  eventId: string;
  position: number;
  runId: string;
  ratedAt: Date;
  playedAt: Date;
}

/** What a pass did, per game (for tests and the bench). */
export interface RatingPass {
  game: string;
  jobs: number;
  fromPosition: number | null;
  eventsRated: number;
  eventsWritten: number;
  linesWritten: number;
  eventsRemoved: number;
  /** Where the time went (ms): reading and collecting, rating, appending lines, the flip. */
  ms: { collect: number; rate: number; lines: number; flip: number };
}

class LostLease extends Error {}

/** The game's advisory lock (its name is the statement's parameter). */
const LOCK_GAME = `SELECT pg_advisory_xact_lock(hashtext('holonet.rating:' || $1))`;

/** Claims the game's pending jobs for `owner`, unless another live pass holds the game; null then. */
async function claim(db: Db, game: string, owner: string): Promise<JobRow[] | null> {
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(LOCK_GAME, game);
    const live = await tx.$queryRaw<{ n: number }[]>`
      SELECT 1 AS n FROM "RatingJob" WHERE game = ${game} AND "doneAt" IS NULL AND "claimedBy" IS NOT NULL AND "claimedBy" <> ${owner}
        AND "claimedAt" > now() - make_interval(secs => ${LEASE_MS / 1000}) LIMIT 1`;
    if (live.length > 0) return null;
    // A crashed pass's staged rows (model RatingStage), older than any live pass's.
    await tx.$executeRaw`DELETE FROM "RatingStage" WHERE "createdAt" < now() - make_interval(secs => ${LEASE_MS / 1000})`;
    return tx.$queryRaw<JobRow[]>`
      UPDATE "RatingJob" SET "claimedBy" = ${owner}, "claimedAt" = now() WHERE game = ${game} AND "doneAt" IS NULL
      RETURNING id, "eventId", reason, "createdAt"`;
  });
}

async function release(db: Db, jobs: JobRow[], owner: string): Promise<void> {
  await db.$executeRaw`UPDATE "RatingJob" SET "claimedBy" = NULL, "claimedAt" = NULL WHERE id = ANY(${jobs.map((j) => j.id)}::text[]) AND "claimedBy" = ${owner} AND "doneAt" IS NULL`;
}

/**
 * Runs pending jobs until none are left that this pass may take (another process's live pass
 * holds the rest and loops over them itself). `owner` names the pass (a process's passes each
 * get one); tests give two concurrent passes different owners, as two processes would be.
 */
export async function drainRatingJobs(owner: string = newId()): Promise<RatingPass[]> {
  const db = await getDb();
  const passes: RatingPass[] = [];
  for (;;) {
    const games = await db.$queryRaw<{ game: string }[]>`SELECT DISTINCT game FROM "RatingJob" WHERE "doneAt" IS NULL ORDER BY game`;
    let progressed = false;
    for (const { game } of games) {
      const jobs = await claim(db, game, owner);
      if (!jobs || jobs.length === 0) continue;
      try {
        passes.push(await rateGame(db, game, jobs, owner));
        progressed = true;
      } catch (err) {
        if (err instanceof LostLease) continue;
        await release(db, jobs, owner).catch(() => undefined);
        throw err;
      }
    }
    if (!progressed) return passes;
  }
}

// One worker per process (the live floor's process state): a run under way is joined, not doubled.
const worker = processState("rating-worker", () => ({ running: null as Promise<RatingPass[]> | null, again: false, autoRun: process.env.NODE_ENV !== "test" }));

/**
 * Runs the pending jobs in this process; a call while a run is going on joins it (and makes it
 * look for jobs once more before it ends).
 */
export function runRatingJobs(): Promise<RatingPass[]> {
  if (worker.running) {
    worker.again = true;
    return worker.running;
  }
  worker.running = (async () => {
    const all: RatingPass[] = [];
    try {
      do {
        worker.again = false;
        all.push(...(await drainRatingJobs()));
      } while (worker.again);
      return all;
    } finally {
      worker.running = null;
    }
  })();
  return worker.running;
}

/** After a change's transaction committed: rate in the background (tests run the jobs themselves). */
export function kickRatingWorker(): void {
  if (!worker.autoRun) return;
  setImmediate(() => void runRatingJobs().catch((err: unknown) => console.error("[holonet] rating jobs failed (they stay pending):", err)));
}

/** Every this often a process looks for jobs nobody kicked (a change whose service does not kick, a crashed pass's lease). */
const SWEEP_MS = 15_000;

/**
 * At server start (instrumentation.ts): runs the jobs left pending, then looks for new ones now
 * and then. A pending-job check is one indexed query.
 */
export function startRatingWorker(): void {
  if (!worker.autoRun) return;
  if (startTimer("rating-sweep", SWEEP_MS, kickRatingWorker)) kickRatingWorker();
}

/** Whether `kickRatingWorker` runs jobs (off under NODE_ENV=test, where tests call `runRatingJobs`). */
export function setRatingAutoRun(on: boolean): void {
  worker.autoRun = on;
}

interface StartState extends RatingState {
  lastEventId: string;
  lastRatedAt: Date;
}

async function rateGame(db: Db, game: string, jobs: JobRow[], owner: string): Promise<RatingPass> {
  const rules = rulesOf(game);
  jobs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  const rows = await db.$queryRaw<RatedRow[]>`SELECT "eventId", position, "runId", "ratedAt", "playedAt" FROM "RatedEvent" WHERE game = ${game} ORDER BY position`;
  const byId = new Map(rows.map((r) => [r.eventId, r]));
  const jobEventIds = [...new Set(jobs.map((j) => j.eventId).filter((x): x is string => x !== null))];
  const wholeGame = jobs.some((j) => j.eventId === null);
  const reasonOf = new Map<string, string>();
  for (const j of jobs) if (j.eventId && !reasonOf.has(j.eventId)) reasonOf.set(j.eventId, j.reason);

  const collectedJobs = await collectEvents(jobEventIds);
  const ratedHere = (c: CollectedEvent | undefined): c is CollectedEvent => c !== undefined && c.rated && c.game === game;
  const jobSet = new Set(jobEventIds);
  const placed = playedOrder(rows, jobEventIds, (id) => {
    const c = collectedJobs.get(id);
    return ratedHere(c) ? c.playedAt : null;
  });
  // From the first place a job touches, or where the stored order differs from the played one.
  let fromIndex = wholeGame ? 0 : placed.findIndex((p, i) => jobSet.has(p.eventId) || rows[i]?.eventId !== p.eventId);
  if (fromIndex < 0 || fromIndex >= placed.length) fromIndex = -1;
  const base = fromIndex > 0 ? placed[fromIndex - 1]!.stored!.position : 0;
  // Kept before it; renumbered after the last kept one from it on.
  const positionAt = (i: number) => (i < fromIndex ? placed[i]!.stored!.position : base + (i - fromIndex) + 1);
  const positioned = placed.map((p, i) => ({ ...p, position: positionAt(i) }));
  const from = fromIndex < 0 ? null : positioned[fromIndex]!.position;
  const pass: RatingPass = { game, jobs: jobs.length, fromPosition: from, eventsRated: 0, eventsWritten: 0, linesWritten: 0, eventsRemoved: 0, ms: { collect: 0, rate: 0, lines: 0, flip: 0 } };
  let clock = performance.now();
  const lap = (phase: keyof RatingPass["ms"]) => {
    const now = performance.now();
    pass.ms[phase] += now - clock;
    clock = now;
  };
  if (from === null) {
    await finish(db, game, jobs, owner, async () => undefined);
    return pass;
  }

  // Runs: one per event a job names (its reason); events re-rated in its wake join the run of the earliest.
  const runOf = new Map<string, { id: string; reason: string; eventId: string; fromPosition: number }>();
  const jobPositions = positioned.filter((p) => jobSet.has(p.eventId)).map((p) => ({ eventId: p.eventId, position: p.position }));
  for (const j of jobPositions) runOf.set(j.eventId, { id: newId(), reason: reasonOf.get(j.eventId) ?? jobs[0]!.reason, eventId: j.eventId, fromPosition: j.position });
  const root = jobPositions[0] ? runOf.get(jobPositions[0].eventId)! : { id: newId(), reason: jobs[0]!.reason, eventId: "", fromPosition: from };
  if (!jobPositions[0]) runOf.set("", root);
  const runFor = (eventId: string) => runOf.get(eventId) ?? root;

  // Who was rated in the events a job names: a claim or a merge may take their lines there away.
  const oldPeople = await currentPeople(db, jobEventIds.filter((id) => byId.has(id)));
  const start = new Map<RatedId, StartState>();
  const states = new Map<RatedId, RatingState>();
  const known = new Set<RatedId>();
  const nothingBefore = fromIndex === 0;
  /** Ratings before `from` of people not seen yet in this pass. */
  const learn = async (ids: Iterable<RatedId>) => {
    const fresh = [...ids].filter((id) => !known.has(id));
    for (const id of fresh) known.add(id);
    // From the game's first rated event on, everyone starts new: no ledger to read.
    if (nothingBefore || fresh.length === 0) return;
    for (const [id, st] of await startStates(db, game, from, fresh)) {
      start.set(id, st);
      states.set(id, { rating: st.rating, matches: st.matches });
    }
  };
  await learn(oldPeople);

  // The series from `from` on (the rated events there, then the new ones), read a chunk ahead
  // of the rating, whose lines are appended while the next events are rated.
  const series = positioned.slice(fromIndex).map((p) => ({ eventId: p.eventId, position: p.position, playedAt: p.playedAt, ratedAt: p.stored?.ratedAt ?? null, storedAt: p.stored?.position ?? null }));
  const chunks: (typeof series)[] = [];
  const size = COLLECT_CHUNK();
  for (let i = 0; i < series.length; i += size) chunks.push(series.slice(i, i + size));
  const read = (chunk: typeof series | undefined) => (chunk ? collectEvents(chunk.map((s) => s.eventId).filter((id) => !collectedJobs.has(id))) : Promise.resolve(new Map<string, CollectedEvent>()));

  const last = new Map<RatedId, { eventId: string; ratedAt: Date }>();
  const names = new Map<RatedId, string>();
  const affected = new Set<RatedId>(oldPeople);
  const now = new Date();
  const written: { eventId: string; position: number; k: number; entrants: number; playedAt: Date }[] = [];
  const removed: string[] = [];
  const lines = entryWriter(game);
  let next = read(chunks[0]);
  let sliceStart = performance.now();
  let renewed = performance.now();
  for (let c = 0; c < chunks.length; c++) {
    const got = await next;
    if (performance.now() - renewed > LEASE_MS / 5) {
      // A long pass keeps its lease (the final transaction checks it is still this pass's).
      await db.$executeRaw`UPDATE "RatingJob" SET "claimedAt" = now() WHERE id = ANY(${jobs.map((j) => j.id)}::text[]) AND "claimedBy" = ${owner} AND "doneAt" IS NULL`;
      renewed = performance.now();
    }
    next = read(chunks[c + 1]);
    const people = new Set<RatedId>();
    for (const s of chunks[c]!) {
      const e = collectedJobs.get(s.eventId) ?? got.get(s.eventId);
      if (ratedHere(e)) for (const m of e.event.matches) for (const side of [m.a, m.b]) for (const id of side) people.add(id);
    }
    await learn(people);
    lap("collect");
    for (const s of chunks[c]!) {
      const e = collectedJobs.get(s.eventId) ?? got.get(s.eventId);
      if (!ratedHere(e)) {
        // No longer rated (deleted, unrated, reopened): its people are rated differently after it.
        removed.push(s.eventId);
        const gone = await currentPeople(db, [s.eventId]);
        await learn(gone);
        for (const id of gone) affected.add(id);
        runOf.set(s.eventId, runOf.get(s.eventId) ?? { ...root, id: newId(), eventId: s.eventId, fromPosition: s.position, reason: reasonOf.get(s.eventId) ?? root.reason });
        continue;
      }
      const ids = new Set<RatedId>();
      for (const m of e.event.matches) for (const side of [m.a, m.b]) for (const id of side) ids.add(id);
      const out = rateEvent(e.event, states, rules);
      for (const [id, st] of out.states) states.set(id, st);
      pass.eventsRated++;
      let write = wholeGame || jobSet.has(s.eventId);
      if (!write) for (const id of ids) if (affected.has(id)) write = true;
      if (write) {
        for (const id of ids) affected.add(id);
        written.push({ eventId: s.eventId, position: s.position, k: e.settings.k, entrants: e.entrants, playedAt: e.playedAt });
        lap("rate");
        await lines.add(runFor(s.eventId).id, out.lines);
        lap("lines");
      }
      for (const id of ids) {
        last.set(id, { eventId: s.eventId, ratedAt: s.ratedAt ?? now });
        const name = e.names.get(id);
        if (name !== undefined) names.set(id, name);
      }
      if (performance.now() - sliceStart > SLICE_MS) {
        lap("rate");
        await pause();
        sliceStart = performance.now();
        lap("rate");
      }
    }
    lap("rate");
  }
  pass.linesWritten = await lines.done();
  lap("lines");
  pass.eventsWritten = written.length;
  pass.eventsRemoved = removed.length;
  // Kept events whose place moved (an event played before them arrived, or one left).
  const gone = new Set(removed);
  const moved = series.filter((s) => s.storedAt !== null && s.storedAt !== s.position && !gone.has(s.eventId));

  // The projection: everyone whose rating or events may have changed.
  const upserts: { id: RatedId; state: RatingState; last: { eventId: string; ratedAt: Date }; name: string }[] = [];
  const deletes: RatedId[] = [];
  for (const id of affected) {
    const st = states.get(id);
    const lastOf = last.get(id) ?? (start.has(id) ? { eventId: start.get(id)!.lastEventId, ratedAt: start.get(id)!.lastRatedAt } : null);
    if (!st || st.matches === 0 || !lastOf) deletes.push(id);
    else upserts.push({ id, state: st, last: lastOf, name: names.get(id) ?? "" });
  }

  // Staged outside the final transaction (model RatingStage says why).
  const stage = newId();
  await stageRatings(stage, upserts.map((u) => ({ ...u, provisional: isProvisional(u.state, rules) })));

  try {
    await finish(db, game, jobs, owner, async (tx) => {
      const runs = [...new Map([...runOf.values()].map((r) => [r.id, r])).values()];
      await tx.$executeRaw`
        INSERT INTO "RatingRun" (id, game, reason, "eventId", "fromPosition")
        SELECT u.id, ${game}, u.reason, NULLIF(u.event, ''), u.pos FROM unnest(${runs.map((r) => r.id)}::text[], ${runs.map((r) => r.reason)}::text[], ${runs.map((r) => r.eventId)}::text[], ${runs.map((r) => r.fromPosition)}::int[]) AS u(id, reason, event, pos)`;
      if (removed.length) await tx.$executeRaw`DELETE FROM "RatedEvent" WHERE "eventId" = ANY(${removed}::text[])`;
      // New places through negatives: (game, position) stays unique at every row.
      if (moved.length) {
        await tx.$executeRaw`
          UPDATE "RatedEvent" e SET position = -u.pos FROM unnest(string_to_array(${joined(moved.map((m) => m.eventId))}, ','), string_to_array(${joined(moved.map((m) => m.position))}, ',')::int[]) AS u(id, pos)
          WHERE e."eventId" = u.id`;
      }
      if (written.length) {
        await tx.$executeRaw`
          INSERT INTO "RatedEvent" ("eventId", game, position, k, entrants, "runId", "ratedAt", "playedAt")
          SELECT u.id, ${game}, u.pos, u.k, u.n, u.run, ${now}, u.played
          FROM unnest(string_to_array(${joined(written.map((w) => w.eventId))}, ','), string_to_array(${joined(written.map((w) => w.position))}, ',')::int[], string_to_array(${joined(written.map((w) => w.k))}, ',')::float8[],
                      string_to_array(${joined(written.map((w) => w.entrants))}, ',')::int[], string_to_array(${joined(written.map((w) => runFor(w.eventId).id))}, ','),
                      string_to_array(${joined(written.map((w) => w.playedAt.toISOString()))}, ',')::timestamp(3)[]) AS u(id, pos, k, n, run, played)
          ON CONFLICT ("eventId") DO UPDATE SET "runId" = EXCLUDED."runId", k = EXCLUDED.k, entrants = EXCLUDED.entrants, position = EXCLUDED.position, "playedAt" = EXCLUDED."playedAt"`;
      }
      if (moved.length) await tx.$executeRaw`UPDATE "RatedEvent" SET position = -position WHERE game = ${game} AND position < 0`;
      if (deletes.length) await tx.$executeRaw`DELETE FROM "PlayerRating" WHERE game = ${game} AND "ratedId" = ANY(${deletes}::text[])`;
      if (upserts.length) {
        await tx.$executeRaw`
          INSERT INTO "PlayerRating" (game, "ratedId", name, rating, matches, provisional, "lastEventId", "lastRatedAt")
          SELECT ${game}, "ratedId", name, rating, matches, provisional, "lastEventId", "lastRatedAt" FROM "RatingStage" WHERE pass = ${stage}
          ON CONFLICT (game, "ratedId") DO UPDATE SET name = CASE WHEN EXCLUDED.name = '' THEN "PlayerRating".name ELSE EXCLUDED.name END,
            rating = EXCLUDED.rating, matches = EXCLUDED.matches, provisional = EXCLUDED.provisional, "lastEventId" = EXCLUDED."lastEventId", "lastRatedAt" = EXCLUDED."lastRatedAt"`;
      }
    });
  } finally {
    lap("flip");
    await directQuery(`DELETE FROM "RatingStage" WHERE pass = $1`, [stage]).catch(() => undefined);
  }
  return pass;
}

/** A pass's new projection rows, in chunks (each one statement), for its final transaction to copy in. */
async function stageRatings(stage: string, rows: { id: RatedId; state: RatingState; last: { eventId: string; ratedAt: Date }; name: string; provisional: boolean }[]): Promise<void> {
  const CHUNK = embedded() ? 2_000 : 10_000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const c = rows.slice(i, i + CHUNK);
    await directQuery(
      `INSERT INTO "RatingStage" (pass, "ratedId", name, rating, matches, provisional, "lastEventId", "lastRatedAt")
       SELECT $1, u.id, u.name, u.rating, u.matches, u.prov, u.ev, u.at
       FROM unnest(string_to_array($2, ','), $3::text[], string_to_array($4, ',')::float8[], string_to_array($5, ',')::int[], string_to_array($6, ',')::boolean[],
                   string_to_array($7, ','), string_to_array($8, ',')::timestamp(3)[]) AS u(id, name, rating, matches, prov, ev, at)`,
      [
        stage,
        joined(c.map((u) => u.id)),
        textArray(c.map((u) => u.name)),
        joined(c.map((u) => u.state.rating)),
        joined(c.map((u) => u.state.matches)),
        joined(c.map((u) => (u.provisional ? "t" : "f"))),
        joined(c.map((u) => u.last.eventId)),
        joined(c.map((u) => u.last.ratedAt.toISOString())),
      ],
    );
  }
}

/**
 * A column of many rows as one text the database splits (`string_to_array(…, ',')`): ids,
 * numbers (JavaScript's shortest round-trip form, read back exactly) and ISO times have no
 * commas. One parameter instead of thousands keeps the client's CPU off the event loop.
 */
const joined = (values: readonly (string | number)[]) => values.join(",");

/** Free text (names) as a PostgreSQL array literal. */
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;

/** The people of the events' current ledger lines. */
async function currentPeople(db: Db, eventIds: string[]): Promise<RatedId[]> {
  if (eventIds.length === 0) return [];
  const rows = await db.$queryRaw<{ ratedId: string }[]>`
    SELECT DISTINCT l."ratedId" FROM "RatedEvent" e JOIN "RatingEntry" l ON l."runId" = e."runId" AND l."eventId" = e."eventId"
    WHERE e."eventId" = ANY(${eventIds}::text[])`;
  return rows.map((r) => r.ratedId);
}

/** The lease re-checked, `write` and the jobs marked done, in one short transaction. */
async function finish(db: Db, game: string, jobs: JobRow[], owner: string, write: (tx: Parameters<Parameters<Db["$transaction"]>[0]>[0]) => Promise<void>): Promise<void> {
  await db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(LOCK_GAME, game);
      const ids = jobs.map((j) => j.id);
      const held = await tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "RatingJob" WHERE id = ANY(${ids}::text[]) AND "claimedBy" = ${owner} AND "doneAt" IS NULL`;
      if (held[0]?.n !== ids.length) throw new LostLease();
      await write(tx);
      await tx.$executeRaw`UPDATE "RatingJob" SET "doneAt" = now() WHERE id = ANY(${ids}::text[])`;
    },
    { maxWait: 20_000, timeout: 60_000 },
  );
}

/** Each person's rating, match count and last event before `from`: their last current ledger entry there. */
async function startStates(db: Db, game: string, from: number, ids: RatedId[]): Promise<Map<RatedId, StartState>> {
  const out = new Map<RatedId, StartState>();
  if (ids.length === 0) return out;
  const rows = await db.$queryRaw<{ ratedId: string; matches: number; rating: number; lastEventId: string; lastRatedAt: Date }[]>`
    SELECT l."ratedId", sum(l.matches)::int AS matches,
      (array_agg(l."ratingAfter" ORDER BY e.position DESC))[1] AS rating,
      (array_agg(e."eventId" ORDER BY e.position DESC))[1] AS "lastEventId",
      (array_agg(e."ratedAt" ORDER BY e.position DESC))[1] AS "lastRatedAt"
    FROM "RatingEntry" l JOIN "RatedEvent" e ON e."eventId" = l."eventId" AND e."runId" = l."runId"
    WHERE l.game = ${game} AND l."ratedId" = ANY(${ids}::text[]) AND e.position < ${from}
    GROUP BY l."ratedId"`;
  for (const r of rows) out.set(r.ratedId, { rating: r.rating, matches: r.matches, lastEventId: r.lastEventId, lastRatedAt: r.lastRatedAt });
  return out;
}

/**
 * Appends ledger entries in chunks, one `unnest` statement each straight to the driver, while the
 * caller goes on rating. Each column travels as one joined text the database splits (ids have no
 * commas; numbers are written in JavaScript's shortest round-trip form, which float8 reads back
 * exactly; the lines' JSON escapes every control character, so U+001E never occurs in it): the
 * driver's per-element array quoting would cost more CPU than the database spends on the rows.
 * Two chunks are in flight at a time on PostgreSQL (two connections), one on the embedded one.
 */
function entryWriter(game: string) {
  let buffer: { runId: string; entry: EntryFields }[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let failure: unknown;
  let count = 0;
  const flush = async () => {
    const c = buffer;
    buffer = [];
    if (c.length === 0) return;
    // Wait for room, then let the write run while the caller rates on (the embedded database
    // writes on its own thread).
    while (inFlight.size >= LINES_IN_FLIGHT()) await Promise.race(inFlight);
    if (failure !== undefined) throw failure;
    const col = (pick: (e: EntryFields) => string | number) => c.map((x) => pick(x.entry)).join(",");
    const write = directQuery(
      `INSERT INTO "RatingEntry" ("runId", game, "eventId", "ratedId", matches, "ratingAfter", change, lines)
       SELECT u.run, $1, u.ev, u.p, u.n, u.ra, u.c, u.l
       FROM unnest(string_to_array($2, ','), string_to_array($3, ','), string_to_array($4, ','), string_to_array($5, ',')::int[],
                   string_to_array($6, ',')::float8[], string_to_array($7, ',')::float8[], string_to_array($8, E'\\x1e'))
         AS u(run, ev, p, n, ra, c, l)`,
      [
        game,
        c.map((x) => x.runId).join(","),
        col((e) => e.eventId),
        col((e) => e.ratedId),
        col((e) => e.matches),
        col((e) => e.ratingAfter),
        col((e) => e.change),
        c.map((x) => x.entry.lines).join("\x1e"),
      ],
    );
    const tracked: Promise<unknown> = write.then(
      () => inFlight.delete(tracked),
      (err: unknown) => {
        failure ??= err;
        inFlight.delete(tracked);
      },
    );
    inFlight.add(tracked);
  };
  return {
    /** Adds one event's lines (the engine's, in its order); resolves once the buffer may take more. */
    async add(runId: string, lines: readonly LedgerLine[]) {
      count += lines.length;
      for (const entry of entriesOf(lines)) buffer.push({ runId, entry });
      if (buffer.length >= ENTRY_CHUNK()) await flush();
    },
    /** Writes what is left; the number of lines written. */
    async done(): Promise<number> {
      await flush();
      await Promise.all(inFlight);
      if (failure !== undefined) throw failure;
      return count;
    },
  };
}

/**
 * The game's rated events and the jobs' newly rated ones in the order they were played (then by
 * id): a job's event at its instant now (`playedAtOf`, null when it is no longer rated here: it
 * keeps its stored place until the pass drops it), the others at their stored one.
 */
export function playedOrder<R extends { eventId: string; playedAt: Date }>(
  rows: readonly R[],
  jobEventIds: readonly string[],
  playedAtOf: (eventId: string) => Date | null,
): { eventId: string; playedAt: Date; stored: R | null }[] {
  const stored = new Set(rows.map((r) => r.eventId));
  const out = [
    ...rows.map((r) => ({ eventId: r.eventId, playedAt: playedAtOf(r.eventId) ?? r.playedAt, stored: r as R | null })),
    ...jobEventIds.flatMap((id) => {
      const at = stored.has(id) ? null : playedAtOf(id);
      return at ? [{ eventId: id, playedAt: at, stored: null }] : [];
    }),
  ];
  return out.sort((a, b) => a.playedAt.getTime() - b.playedAt.getTime() || (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0));
}
