/**
 * On-demand queues (issue 27; SWG:439-442, 485-488): an organizer defines a queue from an event
 * template and a cap; signed-in players join and leave; the join that reaches the cap starts the
 * event with exactly the first `cap` players waiting, and the queue is empty again at once.
 *
 * Every join and leave locks the queue's row (SELECT … FOR UPDATE) in its transaction, so joins
 * on any number of processes run one after the other: the cap is counted under the lock, the
 * players who start are deleted from the queue in the transaction that makes their event, and
 * nobody is in two events or lost.
 */
import type { Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { QueueCreateInput, type EventTemplate, type QueueJoinResult, type QueueState } from "@/lib/schemas/queue";
import { EventTemplate as EventTemplateSchema } from "@/lib/schemas/queue";
import { DEFAULT_PRESET } from "@/lib/tournament";
import { ensureProfile, profileOf } from "../accounts/profiles";
import { planOf } from "../kernel/event-format";
import { conflict, notFound, ServiceError, unauthenticated } from "../kernel/errors";
import { asJson } from "../kernel/stored";
import { parseId, parseInput } from "../kernel/validate";
import { inTransaction } from "../store/event-state";
import { callerFor } from "./policy";
import { startEventWith } from "./start-event";

/** The stored template, as validated when the queue was made. */
export function templateOf(stored: unknown): EventTemplate {
  return EventTemplateSchema.parse(stored);
}

/** The game and descriptor of the event a template starts. */
export function templateSummary(template: EventTemplate) {
  const plan = planOf({ preset: template.event.preset ?? DEFAULT_PRESET, presetOptions: template.event.presetOptions ?? {} });
  return { game: plan.game, descriptor: plan.descriptor };
}

/** POST /queues (signed in): the caller becomes the queue's organizer and each event's. */
export async function createQueue(who: User | null, input: unknown): Promise<QueueState> {
  const user = callerFor("queue.create", who);
  const data = parseInput(QueueCreateInput, input);
  return inTransaction(async (tx) => {
    const row = await tx.queue.create({ data: { organizerId: user.id, name: data.name, cap: data.cap, template: asJson(data.template) } });
    return stateIn(tx, row.id, user);
  });
}

/** Locks the queue's row until the transaction ends; 404 when there is none. */
async function lockQueue(tx: Tx, queueId: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Queue" WHERE id = ${queueId} FOR UPDATE`;
  if (rows.length === 0) throw notFound("Queue");
  return tx.queue.findUniqueOrThrow({ where: { id: queueId }, include: { organizer: { select: { id: true, email: true, name: true } } } });
}

/**
 * POST /queues/{queueId}/join (signed in): the caller waits in the queue; when that makes `cap`,
 * the event starts with the first `cap` to have joined (the caller among them) and the queue is
 * empty again. 409 when the caller is already waiting or the queue is closed.
 */
export async function joinQueue(who: User | null, queueId: string, now: () => Date = () => new Date()): Promise<QueueJoinResult> {
  parseId("Queue", queueId);
  const user = callerFor("queue.join", who);
  // The queue's state is read after the commit, so the lock is held only for the join itself.
  const joined = await inTransaction(async (tx) => {
    const queue = await lockQueue(tx, queueId);
    if (!queue.open) throw conflict("This queue is closed.");
    const profile = await ensureProfile(tx, user);
    const mine = await tx.queueEntry.findUnique({ where: { queueId_profileId: { queueId, profileId: profile.id } } });
    if (mine) throw conflict("You are already waiting in this queue.");
    const at = now();
    await tx.queueEntry.create({ data: { queueId, profileId: profile.id, userId: user.id, name: user.name.slice(0, 80), email: user.email, joinedAt: at } });
    const waiting = await tx.queueEntry.findMany({ where: { queueId }, orderBy: [{ joinedAt: "asc" }, { id: "asc" }], take: queue.cap });
    let eventId: string | null = null;
    if (waiting.length >= queue.cap) {
      const template = templateOf(queue.template);
      const number = queue.fired + 1;
      await tx.queueEntry.deleteMany({ where: { id: { in: waiting.map((w) => w.id) } } });
      await tx.queue.update({ where: { id: queueId }, data: { fired: number } });
      const started = await startEventWith(tx, queue.organizer, template, `${template.event.name} #${number}`, waiting, { queueId }, at);
      eventId = started.eventId;
    }
    return { status: eventId ? ("started" as const) : ("waiting" as const), eventId };
  });
  return { ...joined, queue: await queueState(queueId, user) };
}

/** DELETE /queues/{queueId}/join (signed in): the caller stops waiting; they owe nothing. 404 when not waiting. */
export async function leaveQueue(who: User | null, queueId: string): Promise<QueueState> {
  parseId("Queue", queueId);
  const user = callerFor("queue.leave", who);
  await inTransaction(async (tx) => {
    await lockQueue(tx, queueId);
    const profile = await profileOf(tx, user.id);
    const gone = profile ? await tx.queueEntry.deleteMany({ where: { queueId, profileId: profile.id } }) : { count: 0 };
    if (gone.count === 0) throw new ServiceError("not_found", "You are not waiting in this queue.");
  });
  return queueState(queueId, user);
}

/** GET /queues/{queueId}: who is waiting, how many more start the event, whether the caller is in. */
export async function queueState(queueId: string, user: User | null): Promise<QueueState> {
  parseId("Queue", queueId);
  return inTransaction((tx) => stateIn(tx, queueId, user));
}

async function stateIn(tx: Tx, queueId: string, user: User | null): Promise<QueueState> {
  const queue = await tx.queue.findUnique({
    where: { id: queueId },
    include: {
      entries: { orderBy: [{ joinedAt: "asc" }, { id: "asc" }], select: { name: true, joinedAt: true, userId: true } },
      events: { orderBy: { createdAt: "desc" }, take: 5, select: { id: true, name: true, status: true, createdAt: true } },
    },
  });
  if (!queue) throw notFound("Queue");
  const template = templateOf(queue.template);
  return {
    yourEvent: user ? await yourEvent(tx, queueId, user.id) : null,
    id: queue.id,
    name: queue.name,
    organizerId: queue.organizerId,
    ...templateSummary(template),
    cap: queue.cap,
    open: queue.open,
    waiting: queue.entries.map((e) => ({ name: e.name, joinedAt: e.joinedAt.toISOString() })),
    needed: Math.max(0, queue.cap - queue.entries.length),
    you: user ? (queue.entries.some((e) => e.userId === user.id) ? "waiting" : "out") : null,
    recentEvents: queue.events.map((e) => ({ id: e.id, name: e.name, status: e.status, createdAt: e.createdAt.toISOString() })),
  };
}

/** The caller's latest event from the queue, with their table in its round 1. */
async function yourEvent(tx: Tx, queueId: string, userId: string): Promise<QueueState["yourEvent"]> {
  const player = await tx.player.findFirst({
    where: { profile: { userId }, event: { queueId } },
    orderBy: { event: { createdAt: "desc" } },
    select: { id: true, eventId: true, event: { select: { name: true } } },
  });
  if (!player) return null;
  const match = await tx.match.findFirst({
    where: { eventId: player.eventId, round: { number: 1 }, OR: [{ playerAId: player.id }, { playerBId: player.id }] },
    select: { table: true, playerAId: true, playerA: { select: { name: true } }, playerB: { select: { name: true } } },
  });
  const opponent = match ? (match.playerAId === player.id ? match.playerB?.name : match.playerA?.name) ?? null : null;
  return { eventId: player.eventId, eventName: player.event.name, table: match?.table ?? null, opponent };
}

/** The queues an organizer made (their editor), newest first. */
export async function queuesOf(user: User | null): Promise<QueueState[]> {
  if (!user) throw unauthenticated();
  return inTransaction(async (tx) => {
    const rows = await tx.queue.findMany({ where: { organizerId: user.id }, orderBy: { createdAt: "desc" }, select: { id: true } });
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
