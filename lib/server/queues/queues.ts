/**
 * On-demand queues (issue 27; SWG:439-442, 485-488): an organizer defines a queue from an event
 * template and a cap; signed-in players join and leave; the join that reaches the cap starts the
 * event with exactly the first `cap` players waiting, and the queue is empty again at once.
 *
 * A join is one statement (JOIN_SQL). The join that fills the queue then claims the first `cap`
 * players (CLAIM_SQL, after the queue's row is locked on PostgreSQL: they leave the queue into a
 * `QueueFill` row with their event's number and template), so the next joins start a fresh
 * queue at once; their event is built after, outside that lock, in its own
 * transaction by whoever locks the fill's row, which goes in it (`buildFill`: exactly once). A
 * fill left behind by a crash is built by the next read of the queue. Leaves, edits and closes
 * lock the queue's row for their transaction, so a claim and they run one after the other:
 * nobody is in two fills or lost.
 */
import type { User } from "@/lib/schemas/auth";
import type { AuditData } from "@/lib/schemas/audit";
import { QueueCreateInput, QueueUpdateInput, type EventTemplate, type QueueJoinResult, type QueueState } from "@/lib/schemas/queue";
import { EventTemplate as EventTemplateSchema } from "@/lib/schemas/queue";
import { DEFAULT_PRESET } from "@/lib/tournament";
import { profileOf } from "../accounts/profiles";
import { ensureProfileId } from "../kernel/profile";
import { HIDDEN_NAME, profileVisibleTo } from "../kernel/hidden-profiles";
import { planOf } from "../kernel/event-format";
import { ratingSettings } from "@/lib/tournament/ratings/settings";
import { planForPlayers } from "@/lib/words/format-for-players";
import { auditData } from "../kernel/audit";
import { conflict, forbidden, invalidField, notFound, ServiceError, unauthenticated } from "../kernel/errors";
import { topics, VERSION_CHANNEL, wroteVersion } from "@/lib/live";
import { notify } from "../notices/notifications";
import { seasonAttachRefusal } from "../seasons/seasons";
import { asJson } from "../kernel/stored";
import { parseId, parseInput } from "../kernel/validate";
import { inTransaction } from "../store/event-state";
import { getDb, type Db, type Tx } from "@/lib/db";
import { directQuery } from "@/lib/db/direct";
import { databaseTarget } from "@/lib/db/adapter";
import { newId } from "../kernel/match-insert";
import { allows, refusalText, signedIn } from "../kernel/policy";
import { startEventWith, type Waiting } from "./start-event";

/** The stored template, as validated when the queue was made. */
export function templateOf(stored: unknown): EventTemplate {
  return EventTemplateSchema.parse(stored);
}

/** The game, descriptor and the format in players' words of the event a template starts. */
export function templateSummary(template: EventTemplate) {
  const plan = planOf({ preset: template.event.preset ?? DEFAULT_PRESET, presetOptions: template.event.presetOptions ?? {} });
  const format = planForPlayers(plan, template.event.swissRounds ?? null, ratingSettings(template.event.rating, plan.game));
  return { game: plan.game, descriptor: plan.descriptor, format };
}

type QueueAuditAction = "queue.create" | "queue.update" | "queue.close" | "queue.open" | "queue.join" | "queue.leave" | "schedule.create" | "schedule.update" | "schedule.close" | "schedule.open" | "schedule.restore";

/** A queue's or schedule's history entry, checked against the audit catalogue like an event's. */
export async function queueAudit<A extends QueueAuditAction>(tx: Tx, entry: { queueId?: string; scheduleId?: string; userId: string | null; action: A; data: AuditData<A> }): Promise<void> {
  await tx.queueAuditEntry.create({ data: { queueId: entry.queueId ?? null, scheduleId: entry.scheduleId ?? null, userId: entry.userId, action: entry.action, data: auditData(entry.action, entry.data) } });
}

/**
 * A template that names a season: the season's side of its attach rule (lib/server/seasons) must
 * let the organizer attach events of the template's game to it (400 on the field otherwise).
 */
export async function checkTemplateSeason(tx: Tx, userId: string, template: EventTemplate): Promise<void> {
  if (!template.season) return;
  const refusal = await seasonAttachRefusal(tx, template.season.seasonId, userId, templateSummary(template).game);
  if (refusal) throw invalidField("template.season.seasonId", refusal);
}

/** Moves the queue's version and announces it when the transaction commits (its page's live stream). */
async function bumpQueue(tx: Tx, queueId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ version: number }[]>`
    UPDATE "Queue" SET version = version + 1 WHERE id = ${queueId}
    RETURNING version, pg_notify(${VERSION_CHANNEL}, ${topics.queue(queueId)} || ':' || version)::text AS sent`;
  if (rows[0]) wroteVersion(topics.queue(queueId), rows[0].version, true);
}

/** POST /queues (signed in): the caller becomes the queue's organizer and each event's. */
export async function createQueue(who: User | null, input: unknown): Promise<QueueState> {
  const user = signedIn("queue.create", who);
  const data = parseInput(QueueCreateInput, input);
  return inTransaction(async (tx) => {
    await checkTemplateSeason(tx, user.id, data.template);
    const row = await tx.queue.create({ data: { organizerId: user.id, name: data.name, cap: data.cap, template: asJson(data.template) } });
    await queueAudit(tx, { queueId: row.id, userId: user.id, action: "queue.create", data: { name: data.name, cap: data.cap } });
    return stateIn(tx, row.id, user);
  });
}

/** The queue as its lock reads it, with its organizer (who organizes each event it starts). */
interface Locked {
  id: string;
  organizerId: string;
  name: string;
  template: unknown;
  cap: number;
  open: boolean;
  fired: number;
  archivedAt: Date | null;
  organizer: { id: string; email: string; name: string };
}

/** Locks the queue's row until the transaction ends and reads it with its organizer, in one statement; 404 when there is none. */
async function lockQueue(tx: Tx, queueId: string): Promise<Locked> {
  const rows = await tx.$queryRaw<(Omit<Locked, "organizer"> & { organizerEmail: string; organizerName: string })[]>`
    SELECT q.id, q."organizerId", q.name, q.template, q.cap, q.open, q.fired, q."archivedAt", u.email AS "organizerEmail", u.name AS "organizerName"
    FROM "Queue" q JOIN "User" u ON u.id = q."organizerId" WHERE q.id = ${queueId} FOR UPDATE OF q`;
  const row = rows[0];
  if (!row) throw notFound("Queue");
  const { organizerEmail, organizerName, ...queue } = row;
  return { ...queue, organizer: { id: queue.organizerId, email: organizerEmail, name: organizerName } };
}

/**
 * The join itself in one autocommitted statement, holding no lock past it: the queue read with
 * FOR KEY SHARE (a close, which locks the row FOR UPDATE, waits for it, and a join after a close
 * sees it closed), the entry inserted (its unique key refuses a second one), and — when the
 * players waiting before it leave the queue short of its cap — the join's history entry and
 * the queue's version in the same statement. A join that may fill the queue inserts nothing
 * here: it joins in its claim (CLAIM_SQL with the joiner), so that nothing — a close, an edit —
 * comes between its entry and the claim of the full queue.
 */
const JOIN_SQL = `
WITH q AS (
  SELECT id, open, "archivedAt", cap FROM "Queue" WHERE id = $1 FOR KEY SHARE
), n AS (
  SELECT count(*)::int AS before FROM "QueueEntry" WHERE "queueId" = $1
), ins AS (
  INSERT INTO "QueueEntry" (id, "queueId", "profileId", "userId", name, email, "joinedAt")
  SELECT $2, q.id, $3, $4, $5, $6, $7::timestamp(3) FROM q, n WHERE q.open AND n.before + 1 < q.cap
  ON CONFLICT ("queueId", "profileId") DO NOTHING
  RETURNING id
), aud AS (
  INSERT INTO "QueueAuditEntry" (id, "queueId", "userId", action, data)
  SELECT $8, q.id, $4, 'queue.join', $9::jsonb FROM q, ins
  RETURNING id
), bump AS (
  UPDATE "Queue" SET version = version + 1 WHERE id = $1 AND EXISTS (SELECT 1 FROM aud)
  RETURNING version, pg_notify($10, $11 || ':' || version)::text AS sent
)
SELECT q.open, q."archivedAt" IS NOT NULL AS archived, q.open AND n.before + 1 >= q.cap AS filler, EXISTS (SELECT 1 FROM ins) AS joined, (SELECT version FROM bump) AS version
FROM q, n`;

const WAITING_SQL = `SELECT count(*)::int AS waiting, (SELECT cap FROM "Queue" WHERE id = $1) AS cap FROM "QueueEntry" WHERE "queueId" = $1`;

/**
 * The claim, in one statement after the queue's row is locked FOR NO KEY UPDATE (LOCK_FOR_CLAIM_SQL,
 * in a transaction of its own, or an edit's FOR UPDATE): joins' FOR KEY SHARE and an event's
 * build, which holds FOR KEY SHARE through its foreign key, go on; leaves, edits, closes and other
 * claims wait. Its first `cap` players — when there are `cap` — taken off the queue into a new
 * `QueueFill` with the event's number (`fired` moved) and the template now; the version moved
 * and announced. With a join's history entry ($3, its data; $6, its id; $7, its user): when the
 * claim fills nothing, the entry is written here (eventId null) and the version moved; when it
 * fills, the entry waits in the fill for the event's id. Returns whether it filled, the fill's
 * number and the queue's version (null when nothing moved).
 *
 * The lock is a statement of its own so that this statement's snapshot is taken after it: taken
 * in the statement (a locking CTE, then the update), PostgreSQL deadlocked the claims against
 * joins on the row's tuple lock.
 */
const CLAIM_SQL = `
WITH q AS (
  SELECT id, cap, open, "archivedAt" FROM "Queue" WHERE id = $1
), dup AS (
  SELECT EXISTS (SELECT 1 FROM "QueueEntry" WHERE "queueId" = $1 AND "profileId" = $9) AS yes
), me AS (
  SELECT $8::text AS id, $9::text AS "profileId", $7::text AS "userId", $10::text AS name, $11::text AS email, $12::timestamp(3) AS "joinedAt"
  WHERE $8::text IS NOT NULL AND (SELECT open FROM q) AND NOT (SELECT yes FROM dup)
), w AS (
  SELECT x.* FROM (
    SELECT e.id, e."profileId", e."userId", e.name, e.email, e."joinedAt", false AS joiner FROM "QueueEntry" e WHERE e."queueId" = $1 AND (SELECT open FROM q)
    UNION ALL SELECT me.*, true FROM me
  ) x ORDER BY x."joinedAt", x.id LIMIT (SELECT cap FROM q)
), f AS (
  SELECT COALESCE((SELECT count(*) FROM w) = (SELECT cap FROM q), false) AS yes, EXISTS (SELECT 1 FROM w WHERE joiner) AS mine
), moved AS (
  UPDATE "Queue" SET fired = fired + CASE WHEN (SELECT yes FROM f) THEN 1 ELSE 0 END, version = version + 1
  WHERE id = $1 AND ((SELECT yes FROM f) OR EXISTS (SELECT 1 FROM me))
  RETURNING fired, version, template, (SELECT yes FROM f) AS filled, pg_notify($4, $5 || ':' || version)::text AS sent
), gone AS (
  DELETE FROM "QueueEntry" WHERE id IN (SELECT id FROM w WHERE NOT joiner) AND EXISTS (SELECT 1 FROM moved WHERE filled) RETURNING id
), ins AS (
  INSERT INTO "QueueEntry" (id, "queueId", "profileId", "userId", name, email, "joinedAt")
  SELECT me.id, $1, me."profileId", me."userId", me.name, me.email, me."joinedAt" FROM me
  WHERE NOT EXISTS (SELECT 1 FROM moved m, f WHERE m.filled AND f.mine)
  ON CONFLICT ("queueId", "profileId") DO NOTHING
  RETURNING id
), fill AS (
  INSERT INTO "QueueFill" (id, "queueId", number, template, players, "join", "claimedAt")
  SELECT $2, $1, m.fired, m.template,
    (SELECT json_agg(json_build_object('profileId', w."profileId", 'userId', w."userId", 'name', w.name, 'email', w.email, 'joinedAt', w."joinedAt") ORDER BY w."joinedAt", w.id) FROM w),
    CASE WHEN (SELECT mine FROM f) THEN jsonb_build_object('id', $6::text, 'userId', $7::text, 'data', $3::jsonb) END,
    now() AT TIME ZONE 'UTC'
  FROM moved m WHERE m.filled
  RETURNING id
), aud AS (
  INSERT INTO "QueueAuditEntry" (id, "queueId", "userId", action, data)
  SELECT $6, $1, $7, 'queue.join', $3::jsonb FROM me WHERE NOT EXISTS (SELECT 1 FROM moved m, f WHERE m.filled AND f.mine)
  RETURNING id
)
SELECT COALESCE((SELECT filled FROM moved), false) AS filled, (SELECT version FROM moved) AS version,
  COALESCE((SELECT open FROM q), false) AS open, COALESCE((SELECT "archivedAt" IS NOT NULL FROM q), false) AS archived, (SELECT yes FROM dup) AS dup,
  (SELECT count(*) FROM fill)::int AS fills, (SELECT count(*) FROM ins)::int AS entered, (SELECT count(*) FROM aud)::int AS audits`;

/** The queue's row locked for a claim, before the claim's statement takes its snapshot (CLAIM_SQL). */
const LOCK_FOR_CLAIM_SQL = `SELECT 1 FROM "Queue" WHERE id = $1 FOR NO KEY UPDATE`;

/** A join that may fill the queue: joined in the claim (CLAIM_SQL's joiner). */
interface Joiner {
  userId: string;
  profileId: string;
  name: string;
  email: string;
  joinedAt: Date;
}

interface ClaimRow {
  filled: boolean;
  version: number | null;
  open: boolean;
  archived: boolean;
  dup: boolean;
}

/**
 * One claim (CLAIM_SQL), on its own or in the caller's transaction (an edit's, which already
 * holds the queue's lock), with a joiner or not. On PostgreSQL the queue's row is locked first,
 * in a transaction of two statements; the embedded database runs one statement at a time, so
 * there the claim alone is serialized already, and a transaction would wait its turn behind
 * every event being built (the cliff of issue 38).
 */
async function claimRow(queueId: string, fillId: string, joiner: Joiner | null, tx?: Tx): Promise<ClaimRow | undefined> {
  const auditJson = joiner ? JSON.stringify(auditData("queue.join", { profileId: joiner.profileId, name: joiner.name, eventId: null })) : null;
  const values = [
    queueId, fillId, auditJson, VERSION_CHANNEL, topics.queue(queueId), newId(), joiner?.userId ?? null,
    joiner ? newId() : null, joiner?.profileId ?? null, joiner?.name ?? null, joiner?.email ?? null, joiner?.joinedAt.toISOString() ?? null,
  ];
  const claim = (t: Tx) => t.$queryRawUnsafe<ClaimRow[]>(CLAIM_SQL, ...values);
  const [row] = tx
    ? await claim(tx)
    : databaseTarget().kind === "pglite"
      ? await directQuery<ClaimRow>(CLAIM_SQL, values, "queue-claim")
      : await inTransaction(async (t) => (await t.$queryRawUnsafe(LOCK_FOR_CLAIM_SQL, queueId), claim(t)));
  if (row?.version != null) wroteVersion(topics.queue(queueId), row.version, true);
  return row;
}

/**
 * A claim without a joiner: the new fill's id, or null when the queue was not full. (Exported
 * for the tests of a builder that stops between its claim and its event.)
 */
export async function claimFill(queueId: string, tx?: Tx): Promise<string | null> {
  const fillId = newId();
  return (await claimRow(queueId, fillId, null, tx))?.filled ? fillId : null;
}

/** A fill as its builder locks it, with the queue's organizer (who organizes the event). */
interface FillRow {
  id: string;
  queueId: string;
  number: number;
  template: unknown;
  players: { profileId: string; userId: string; name: string; email: string; joinedAt: string }[];
  join: { id: string; userId: string; data: unknown } | null;
  organizerId: string;
  organizerEmail: string;
  organizerName: string;
}

/** The fill, locked for this transaction; none when it is built already or another transaction is building it. */
const LOCK_FILL_SQL = `
SELECT f.id, f."queueId", f.number, f.template, f.players, f."join", q."organizerId", u.email AS "organizerEmail", u.name AS "organizerName"
FROM "QueueFill" f JOIN "Queue" q ON q.id = f."queueId" JOIN "User" u ON u.id = q."organizerId"
WHERE f.id = $1 FOR UPDATE OF f SKIP LOCKED`;

/** Moves the queue's version once the event is built, so its page shows each player their table. */
const BUMP_SQL = `UPDATE "Queue" SET version = version + 1 WHERE id = $1 RETURNING version, pg_notify($2, $3 || ':' || version)::text AS sent`;

/** Stored by CLAIM_SQL as `timestamp(3)` in UTC, through json without its zone. */
const utc = (text: string) => new Date(/[Zz]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);

/**
 * Builds a claimed fill's event in its own transaction (the queue's row is not locked: joins,
 * claims and the queue page go on meanwhile): the event with exactly the fill's players, the
 * filling join's history entry with the event's id, the fill gone. Exactly once: the fill's row
 * is locked SKIP LOCKED, and a fill built already is gone. The event's id; null when another
 * transaction built it or is building it.
 */
export async function buildFill(fillId: string, at: Date = new Date()): Promise<string | null> {
  const built = await inTransaction(async (tx) => {
    const [fill] = await tx.$queryRawUnsafe<FillRow[]>(LOCK_FILL_SQL, fillId);
    if (!fill) return null;
    const template = templateOf(fill.template);
    const organizer = { id: fill.organizerId, email: fill.organizerEmail, name: fill.organizerName };
    const players: Waiting[] = fill.players.map((p) => ({ ...p, joinedAt: utc(p.joinedAt) }));
    const { eventId } = await startEventWith(tx, organizer, template, `${template.event.name} #${fill.number}`, players, { queueId: fill.queueId }, at);
    await tx.$executeRaw`DELETE FROM "QueueFill" WHERE id = ${fillId}`;
    if (fill.join) {
      const data = { ...(fill.join.data as { profileId: string; name: string }), eventId };
      await tx.queueAuditEntry.create({ data: { id: fill.join.id, queueId: fill.queueId, userId: fill.join.userId, action: "queue.join", data: auditData("queue.join", data) } });
    }
    return { eventId, queueId: fill.queueId };
  });
  if (!built) return null;
  const [row] = await directQuery<{ version: number }>(BUMP_SQL, [built.queueId, VERSION_CHANNEL, topics.queue(built.queueId)], "queue-bump");
  if (row) wroteVersion(topics.queue(built.queueId), row.version, true);
  return built.eventId;
}

/** Fills left behind longer than this (their builder crashed) are built by the next read of the queue. */
const STALE_FILL_SECONDS = 30;

/**
 * POST /queues/{queueId}/join (signed in): the caller waits in the queue; when that makes `cap`,
 * the event starts with the first `cap` to have joined and the queue is empty again. 409 when
 * the caller is already waiting or the queue is closed.
 *
 * Most joins are one statement (JOIN_SQL) and take no lock others wait on; a join that may fill
 * the queue claims its first `cap` players in one more (CLAIM_SQL) and then builds their event
 * (`buildFill`) holding no lock a join waits on. After its join commits, a caller that sees
 * `cap` waiting claims again (two joins at once on PostgreSQL each count before the other
 * commits), so a full queue never waits for the next join.
 */
export async function joinQueue(who: User | null, queueId: string, now: () => Date = () => new Date()): Promise<QueueJoinResult> {
  parseId("Queue", queueId);
  const user = signedIn("queue.join", who);
  const profile = { id: await ensureProfileId(await getDb(), user) };
  const at = now();
  const name = user.name.slice(0, 80);
  const auditJson = JSON.stringify(auditData("queue.join", { profileId: profile.id, name, eventId: null }));
  const [row] = await directQuery<{ open: boolean; archived: boolean; filler: boolean; joined: boolean; version: number | null }>(
    JOIN_SQL,
    [queueId, newId(), profile.id, user.id, name, user.email, at.toISOString(), newId(), auditJson, VERSION_CHANNEL, topics.queue(queueId)],
    "queue-join",
  );
  if (!row) throw notFound("Queue");
  if (!row.open) throw conflict(row.archived ? "This queue is archived." : "This queue is closed.");
  let eventId: string | null = null;
  if (row.filler) {
    // Joined in the claim: nothing comes between the entry and the claim of the full queue.
    const fillId = newId();
    const claimed = await claimRow(queueId, fillId, { userId: user.id, profileId: profile.id, name, email: user.email, joinedAt: at });
    if (!claimed) throw notFound("Queue");
    if (!claimed.open) throw conflict(claimed.archived ? "This queue is archived." : "This queue is closed.");
    if (claimed.dup) throw conflict("You are already waiting in this queue.");
    if (claimed.filled) eventId = await buildFill(fillId, at);
  } else {
    if (!row.joined) throw conflict("You are already waiting in this queue.");
    if (row.version !== null) wroteVersion(topics.queue(queueId), row.version, true);
  }
  for (;;) {
    const [count] = await directQuery<{ waiting: number; cap: number | null }>(WAITING_SQL, [queueId], "queue-waiting");
    if (!count || count.cap === null || count.waiting < count.cap) break;
    const fill = await claimFill(queueId);
    if (!fill) break;
    const built = await buildFill(fill, at);
    eventId ??= built;
  }
  return { status: eventId ? "started" : "waiting", eventId, queue: await queueState(queueId, user) };
}

/**
 * Under the caller's lock on the queue (an edit's): claims fills while `cap` players wait
 * (lowering the cap may fill it more than once). The fills' ids, to build once the edit commits.
 */
async function claimWhileFull(tx: Tx, queueId: string): Promise<string[]> {
  const fills: string[] = [];
  for (;;) {
    const fill = await claimFill(queueId, tx);
    if (!fill) return fills;
    fills.push(fill);
  }
}

/** The queue locked for its organizer's change: 401, 404, 403 (not theirs), 409 (archived). */
async function lockForOrganizer(tx: Tx, who: User | null, queueId: string): Promise<{ user: User; queue: Locked }> {
  if (!who) throw unauthenticated();
  const queue = await lockQueue(tx, queueId);
  if (!allows("queue.manage", queue.organizerId === who.id ? "organizer" : "account")) throw forbidden(refusalText("queue.manage"));
  if (queue.archivedAt) throw conflict("This queue is archived.");
  return { user: who, queue };
}

/** Closes the locked queue: the players waiting are told and let go (nobody owes anything: no event, no entry). */
async function closeIn(tx: Tx, queue: Locked, user: User, archived: boolean): Promise<void> {
  const waiting = await tx.queueEntry.findMany({ where: { queueId: queue.id }, orderBy: [{ joinedAt: "asc" }, { id: "asc" }] });
  await tx.queueEntry.deleteMany({ where: { queueId: queue.id } });
  await notify(tx, waiting.map((w) => ({ userId: w.userId, eventId: null, kind: "queue.closed" as const, data: { name: queue.name, link: `/queues/${queue.id}` } })));
  await tx.queue.update({ where: { id: queue.id }, data: { open: false, ...(archived ? { archivedAt: new Date() } : {}) } });
  await queueAudit(tx, { queueId: queue.id, userId: user.id, action: "queue.close", data: { released: waiting.map((w) => ({ id: w.profileId, name: w.name })), archived } });
}

/**
 * PATCH /queues/{queueId} (its organizer): name, cap, template, open. Under the queue's lock, as
 * a claim takes it, so an edit and the join that fills the queue run one after the other. A new
 * template applies from the next claim on; a cap lowered to the players waiting claims them in
 * the edit's transaction and starts their event right after it; `open: false` closes it (the
 * players waiting are told and leave, owing nothing; players claimed already get their event).
 */
export async function updateQueue(who: User | null, queueId: string, input: unknown, now: () => Date = () => new Date()): Promise<QueueState> {
  parseId("Queue", queueId);
  if (!who) throw unauthenticated();
  const data = parseInput(QueueUpdateInput, input);
  const fills = await inTransaction(async (tx) => {
    let claimed: string[] = [];
    const { user, queue } = await lockForOrganizer(tx, who, queueId);
    if (data.template) await checkTemplateSeason(tx, user.id, data.template);
    const old: Record<string, unknown> = {};
    const changed: Record<string, unknown> = {};
    if (data.name !== undefined && data.name !== queue.name) [old.name, changed.name] = [queue.name, data.name];
    if (data.cap !== undefined && data.cap !== queue.cap) [old.cap, changed.cap] = [queue.cap, data.cap];
    if (data.template && JSON.stringify(data.template) !== JSON.stringify(templateOf(queue.template))) [old.template, changed.template] = [templateOf(queue.template), data.template];
    if (Object.keys(changed).length > 0) {
      const row = await tx.queue.update({
        where: { id: queueId },
        data: { name: data.name, cap: data.cap, ...(data.template ? { template: asJson(data.template) } : {}) },
        select: { open: true },
      });
      await queueAudit(tx, { queueId, userId: user.id, action: "queue.update", data: { old, new: changed } });
      if (row.open && data.open !== false) claimed = await claimWhileFull(tx, queueId);
    }
    if (data.open === false && queue.open) await closeIn(tx, queue, user, false);
    if (data.open === true && !queue.open) {
      await tx.queue.update({ where: { id: queueId }, data: { open: true } });
      await queueAudit(tx, { queueId, userId: user.id, action: "queue.open", data: {} });
    }
    await bumpQueue(tx, queueId);
    return claimed;
  });
  // The events of the fills a lowered cap claimed, each in its own transaction after the edit's.
  const at = now();
  for (const fill of fills) await buildFill(fill, at);
  return queueState(queueId, who);
}

/**
 * DELETE /queues/{queueId} (its organizer): archives it — closed (the players waiting told, owing
 * nothing), off the organizer's lists; its page and its events' links to it stay.
 */
export async function archiveQueue(who: User | null, queueId: string): Promise<QueueState> {
  parseId("Queue", queueId);
  await inTransaction(async (tx) => {
    const { user, queue } = await lockForOrganizer(tx, who, queueId);
    await closeIn(tx, queue, user, true);
    await bumpQueue(tx, queueId);
  });
  return queueState(queueId, who);
}

/** DELETE /queues/{queueId}/join (signed in): the caller stops waiting; they owe nothing. 404 when not waiting. */
export async function leaveQueue(who: User | null, queueId: string): Promise<QueueState> {
  parseId("Queue", queueId);
  const user = signedIn("queue.leave", who);
  await inTransaction(async (tx) => {
    await lockQueue(tx, queueId);
    const profile = await profileOf(tx, user.id);
    const mine = profile ? await tx.queueEntry.findUnique({ where: { queueId_profileId: { queueId, profileId: profile.id } }, select: { id: true, name: true } }) : null;
    if (!profile || !mine) throw new ServiceError("not_found", "You are not waiting in this queue.");
    await tx.queueEntry.delete({ where: { id: mine.id } });
    await bumpQueue(tx, queueId);
    await queueAudit(tx, { queueId, userId: user.id, action: "queue.leave", data: { profileId: profile.id, name: mine.name } });
  });
  return queueState(queueId, user);
}

/** GET /queues/{queueId}: who is waiting, how many more start the event, whether the caller is in. */
export async function queueState(queueId: string, user: User | null): Promise<QueueState> {
  parseId("Queue", queueId);
  // No transaction: its few reads need no lock, and on the embedded database a transaction
  // would hold the one connection for all of them.
  const db = await getDb();
  // Straight to the driver (lib/db/direct.ts): the page and every join read it.
  const { state, stale } = await stateRead(db, queueId, user, false);
  if (stale.length === 0) return state;
  // A fill whose builder stopped between its claim and its event: built now, once (buildFill).
  for (const fill of stale) await buildFill(fill);
  return stateIn(db, queueId, user);
}

interface StateRow {
  id: string;
  name: string;
  organizerId: string;
  template: unknown;
  cap: number;
  open: boolean;
  archived: boolean;
  version: number;
  /** In joining order; times as epoch milliseconds. */
  entries: { name: string; joinedAt: number; userId: string; public: boolean; profileUserId: string | null }[];
  events: { id: string; name: string; status: string; createdAt: number }[];
  /** Fills claimed over STALE_FILL_SECONDS ago and still not built (their builder stopped). */
  stale: string[];
}

const epochMs = (column: string) => `round(extract(epoch FROM ${column}) * 1000)`;

/**
 * The queue with who waits and its five latest events, in one statement (Prisma's include
 * took four); the caller's latest event from it in a second.
 */
const STATE_SQL = `
SELECT q.id, q.name, q."organizerId", q.template, q.cap, q.open, q."archivedAt" IS NOT NULL AS archived, q.version,
  COALESCE((SELECT json_agg(json_build_object('name', e.name, 'joinedAt', ${epochMs('e."joinedAt"')}, 'userId', e."userId", 'public', p.public, 'profileUserId', p."userId") ORDER BY e."joinedAt", e.id)
            FROM "QueueEntry" e JOIN "PlayerProfile" p ON p.id = e."profileId" WHERE e."queueId" = q.id), '[]'::json) AS entries,
  COALESCE((SELECT json_agg(json_build_object('id', x.id, 'name', x.name, 'status', x.status, 'createdAt', ${epochMs('x."createdAt"')}) ORDER BY x."createdAt" DESC)
            FROM (SELECT id, name, status, "createdAt" FROM "Event" WHERE "queueId" = q.id ORDER BY "createdAt" DESC LIMIT 5) x), '[]'::json) AS events,
  ARRAY(SELECT f.id FROM "QueueFill" f WHERE f."queueId" = q.id AND f."claimedAt" < (now() AT TIME ZONE 'UTC') - make_interval(secs => ${STALE_FILL_SECONDS}) ORDER BY f.number) AS stale
FROM "Queue" q WHERE q.id = $1`;

const YOUR_EVENT_SQL = `
SELECT p."eventId", ev.name AS "eventName", m."table", CASE WHEN m."playerAId" = p.id THEN pb.name ELSE pa.name END AS opponent
FROM "Player" p
JOIN "PlayerProfile" pr ON pr.id = p."profileId"
JOIN "Event" ev ON ev.id = p."eventId"
LEFT JOIN LATERAL (
  SELECT mm."table", mm."playerAId", mm."playerBId" FROM "Match" mm JOIN "Round" r ON r.id = mm."roundId"
  WHERE mm."eventId" = p."eventId" AND r.number = 1 AND NOT r.draft AND (mm."playerAId" = p.id OR mm."playerBId" = p.id) LIMIT 1
) m ON true
LEFT JOIN "Player" pa ON pa.id = m."playerAId"
LEFT JOIN "Player" pb ON pb.id = m."playerBId"
WHERE pr."userId" = $1 AND ev."queueId" = $2
ORDER BY ev."createdAt" DESC LIMIT 1`;

async function stateIn(tx: Db | Tx, queueId: string, user: User | null): Promise<QueueState> {
  return (await stateRead(tx, queueId, user)).state;
}

/** The queue's state, and the fills left behind that the caller should build. */
async function stateRead(tx: Db | Tx, queueId: string, user: User | null, inTx = true): Promise<{ state: QueueState; stale: string[] }> {
  const [[queue], yours] = await Promise.all([
    inTx ? tx.$queryRawUnsafe<StateRow[]>(STATE_SQL, queueId) : directQuery<StateRow>(STATE_SQL, [queueId], "queue-state"),
    user ? yourEvent(tx, queueId, user.id, inTx) : null,
  ]);
  if (!queue) throw notFound("Queue");
  const template = templateOf(queue.template);
  const state: QueueState = {
    yourEvent: yours,
    id: queue.id,
    name: queue.name,
    organizerId: queue.organizerId,
    ...templateSummary(template),
    venue: template.event.venue?.trim() || null,
    timeZone: template.event.timeZone ?? "UTC",
    cap: queue.cap,
    open: queue.open,
    archived: queue.archived,
    version: queue.version,
    ...(user?.id === queue.organizerId ? { template } : {}),
    // A hidden profile waits as "Hidden player" (kernel/hidden-profiles.ts): counted, not named.
    waiting: queue.entries.map((e) => ({
      name: profileVisibleTo({ public: e.public, userId: e.profileUserId }, user?.id ?? null) ? e.name : HIDDEN_NAME,
      joinedAt: new Date(e.joinedAt).toISOString(),
    })),
    needed: Math.max(0, queue.cap - queue.entries.length),
    you: user ? (queue.entries.some((e) => e.userId === user.id) ? "waiting" : "out") : null,
    recentEvents: queue.events.map((e) => ({ id: e.id, name: e.name, status: e.status as QueueState["recentEvents"][number]["status"], createdAt: new Date(e.createdAt).toISOString() })),
  };
  return { state, stale: queue.stale };
}

/** The caller's latest event from the queue, with their table in its round 1. */
async function yourEvent(tx: Db | Tx, queueId: string, userId: string, inTx: boolean): Promise<QueueState["yourEvent"]> {
  type Row = { eventId: string; eventName: string; table: number | null; opponent: string | null };
  const [row] = inTx ? await tx.$queryRawUnsafe<Row[]>(YOUR_EVENT_SQL, userId, queueId) : await directQuery<Row>(YOUR_EVENT_SQL, [userId, queueId], "queue-your-event");
  return row ? { eventId: row.eventId, eventName: row.eventName, table: row.table ?? null, opponent: row.opponent ?? null } : null;
}

/** The queues an organizer made (their editor), newest first. */
export async function queuesOf(user: User | null): Promise<QueueState[]> {
  if (!user) throw unauthenticated();
  return inTransaction(async (tx) => {
    const rows = await tx.queue.findMany({ where: { organizerId: user.id, archivedAt: null }, orderBy: { createdAt: "desc" }, select: { id: true } });
    return Promise.all(rows.map((r) => stateIn(tx, r.id, user)));
  });
}

/** Where an event came from, for its page's link back: its queue or its schedule. */
export async function eventOrigin(eventId: string): Promise<{ kind: "queue" | "schedule"; id: string; name: string } | null> {
  parseId("Event", eventId);
  return inTransaction(async (tx) => {
    const row = await tx.event.findUnique({
      where: { id: eventId },
      select: { queue: { select: { id: true, name: true } }, occurrence: { select: { schedule: { select: { id: true, name: true } } } } },
    });
    if (row?.queue) return { kind: "queue", ...row.queue };
    if (row?.occurrence) return { kind: "schedule", ...row.occurrence.schedule };
    return null;
  });
}

/** The seasons an organizer may name in a template: those they organize or co-organize (the attach rule decides again at each start). */
export async function templateSeasonChoices(user: User | null): Promise<{ id: string; name: string }[]> {
  if (!user) return [];
  return inTransaction((tx) =>
    tx.season.findMany({ where: { OR: [{ organizerId: user.id }, { coOrganizers: { some: { userId: user.id } } }] }, select: { id: true, name: true }, orderBy: { createdAt: "desc" }, take: 100 }),
  );
}
