/**
 * Scheduled events (issue 27; SWG:443-447, 489-494, 539-541): an organizer schedules an event
 * once or on a recurrence, in a time zone. Each start is an `Occurrence` row, made ahead
 * (`AHEAD_MS`) by the scheduler (scheduler.ts): registration opens `openMinutes` before the
 * start (the seed's 30), the event starts at its time whatever the count (cancelled below the
 * organizer's minimum), and nobody joins once it has begun. Joins lock the occurrence's row,
 * as the scheduler's transitions do, so a join and the start never cross.
 */
import type { Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import { CalendarQuery, ScheduleCreateInput, ScheduleUpdateInput, type Calendar, type OccurrenceStateName, type OccurrenceView, type ScheduleView } from "@/lib/schemas/queue";
import { checkRule } from "@/lib/schemas/recurrence-rule";
import { wallClockParts } from "@/lib/words/wall-clock";
import { ensureProfile, profileOf } from "../accounts/profiles";
import { conflict, forbidden, notFound, ServiceError, unauthenticated } from "../kernel/errors";
import { notify } from "../notices/notifications";
import { asJson } from "../kernel/stored";
import { parseId, parseInput } from "../kernel/validate";
import { inTransaction } from "../store/event-state";
import { allows, refusalText, signedIn } from "../kernel/policy";
import { checkTemplateSeason, queueAudit, templateOf, templateSummary } from "./queues";
import { startsBetween } from "./recurrence";

/** Occurrences exist this far ahead (the calendar's two weeks). */
export const AHEAD_MS = 14 * 86_400_000;

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-12-01 19:00" in the zone: an occurrence's event is named with it. */
export function localStart(at: Date, timeZone: string): string {
  const p = wallClockParts(timeZone, at.getTime());
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

type ScheduleRow = Prisma.ScheduleGetPayload<object>;

/** Writes the schedule's occurrences from `materializedTo` to `until` (those already there stay). */
export async function materialize(tx: Tx, schedule: ScheduleRow, now: Date, until: Date): Promise<number> {
  const from = new Date(Math.max(schedule.materializedTo.getTime(), now.getTime()));
  if (from >= until) return 0;
  const starts = startsBetween(schedule.firstStart, schedule.rule, schedule.timeZone, from, until);
  const rows = starts.map((startsAt) => {
    const opensAt = new Date(startsAt.getTime() - schedule.openMinutes * 60_000);
    return { scheduleId: schedule.id, startsAt, opensAt, dueAt: opensAt };
  });
  const made = rows.length ? await tx.occurrence.createMany({ data: rows, skipDuplicates: true }) : { count: 0 };
  await tx.schedule.update({ where: { id: schedule.id }, data: { materializedTo: until } });
  return made.count;
}

/** POST /schedules (signed in): the caller organizes each occurrence's event. */
export async function createSchedule(who: User | null, input: unknown, now: Date = new Date()): Promise<ScheduleView> {
  const user = signedIn("schedule.create", who);
  const data = parseInput(ScheduleCreateInput, input);
  return inTransaction(async (tx) => {
    await checkTemplateSeason(tx, user.id, data.template);
    const row = await tx.schedule.create({
      data: {
        organizerId: user.id,
        name: data.name,
        template: asJson(data.template),
        firstStart: data.firstStart,
        rule: data.rule ?? null,
        timeZone: data.timeZone,
        openMinutes: data.openMinutes,
        minPlayers: data.minPlayers,
        missedStart: data.missedStart,
        materializedTo: now,
      },
    });
    await materialize(tx, row, now, new Date(now.getTime() + AHEAD_MS));
    await queueAudit(tx, { scheduleId: row.id, userId: user.id, action: "schedule.create", data: { name: data.name } });
    return scheduleIn(tx, row.id, user, now);
  });
}

/** The schedule locked for its organizer's change: 401, 404, 403 (not theirs), 409 (archived). */
async function lockSchedule(tx: Tx, who: User | null, scheduleId: string): Promise<{ user: User; schedule: ScheduleRow }> {
  if (!who) throw unauthenticated();
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Schedule" WHERE id = ${scheduleId} FOR UPDATE`;
  if (rows.length === 0) throw notFound("Schedule");
  const schedule = await tx.schedule.findUniqueOrThrow({ where: { id: scheduleId } });
  if (!allows("schedule.manage", schedule.organizerId === who.id ? "organizer" : "account")) throw forbidden(refusalText("schedule.manage"));
  if (schedule.archivedAt) throw conflict("This schedule is archived.");
  return { user: who, schedule };
}

/**
 * Locks and removes the schedule's occurrences that have not opened and start after `now` (each
 * row's lock: one the scheduler is opening meanwhile is open when the delete re-reads it, and
 * stays). Their count.
 */
async function removeUnopened(tx: Tx, scheduleId: string, now: Date): Promise<number> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Occurrence" WHERE "scheduleId" = ${scheduleId} AND state = 'scheduled' AND "startsAt" > ${now} FOR UPDATE`;
  if (rows.length === 0) return 0;
  return (await tx.occurrence.deleteMany({ where: { id: { in: rows.map((r) => r.id) }, state: "scheduled" } })).count;
}

/** Closes the locked schedule: no occurrence made or open; those not begun are removed (not opened) or cancelled (open: their players told, owing nothing). */
async function closeIn(tx: Tx, schedule: ScheduleRow, user: User, now: Date, archived: boolean): Promise<void> {
  const removed = await removeUnopened(tx, schedule.id, now);
  const open = await tx.$queryRaw<{ id: string; startsAt: Date }[]>`
    SELECT id, "startsAt" FROM "Occurrence" WHERE "scheduleId" = ${schedule.id} AND state IN ('scheduled', 'open') FOR UPDATE`;
  let told = 0;
  for (const o of open) {
    const entries = await tx.occurrenceEntry.findMany({ where: { occurrenceId: o.id }, select: { userId: true } });
    const name = `${schedule.name} (${localStart(o.startsAt, schedule.timeZone)})`;
    await notify(tx, entries.map((e) => ({ userId: e.userId, eventId: null, kind: "occurrence.cancelled" as const, data: { name, players: entries.length, minPlayers: schedule.minPlayers, reason: "closed" } })));
    await tx.occurrenceEntry.deleteMany({ where: { occurrenceId: o.id } });
    await tx.occurrence.update({ where: { id: o.id }, data: { state: "cancelled", dueAt: null, players: entries.length } });
    told += entries.length;
  }
  await tx.schedule.update({ where: { id: schedule.id }, data: { open: false, ...(archived ? { archivedAt: now } : {}) } });
  await queueAudit(tx, { scheduleId: schedule.id, userId: user.id, action: "schedule.close", data: { cancelled: open.length, removed, told, archived } });
}

const TIMING = ["firstStart", "rule", "timeZone", "openMinutes"] as const;

/**
 * PATCH /schedules/{scheduleId} (its organizer). Under the schedule's lock. A change of the times
 * (first start, rule, zone, opening) removes the occurrences that have not opened yet and makes
 * them again from the new times; open, started and finished ones are never touched (a new start
 * at an open one's time is that one). The template, minimum and missed-start choice apply to
 * every occurrence not started yet (read at its start). `open: false` closes it.
 */
export async function updateSchedule(who: User | null, scheduleId: string, input: unknown, now: Date = new Date()): Promise<ScheduleView> {
  parseId("Schedule", scheduleId);
  if (!who) throw unauthenticated();
  const data = parseInput(ScheduleUpdateInput, input);
  return inTransaction(async (tx) => {
    const { user, schedule } = await lockSchedule(tx, who, scheduleId);
    if (data.template) await checkTemplateSeason(tx, user.id, data.template);
    if (data.rule !== undefined || data.firstStart !== undefined) {
      const rule = data.rule === undefined ? schedule.rule : data.rule;
      const problem = rule ? checkRule(rule, data.firstStart ?? schedule.firstStart) : null;
      if (problem) throw new ServiceError("invalid_input", `rule: ${problem}`, [{ path: ["rule"], message: problem }]);
    }
    const current: Record<string, unknown> = { name: schedule.name, template: templateOf(schedule.template), firstStart: schedule.firstStart, rule: schedule.rule, timeZone: schedule.timeZone, openMinutes: schedule.openMinutes, minPlayers: schedule.minPlayers, missedStart: schedule.missedStart };
    const old: Record<string, unknown> = {};
    const changed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      if (key === "open" || value === undefined || JSON.stringify(value) === JSON.stringify(current[key])) continue;
      old[key] = current[key];
      changed[key] = value;
    }
    let row = schedule;
    if (Object.keys(changed).length > 0) {
      const { template, ...fields } = changed;
      row = await tx.schedule.update({ where: { id: scheduleId }, data: { ...fields, ...(template ? { template: asJson(template) } : {}) } as Prisma.ScheduleUpdateInput });
      let regenerated: { removed: number; made: number } | null = null;
      if (TIMING.some((k) => k in changed) && row.open) {
        const removed = await removeUnopened(tx, scheduleId, now);
        row = await tx.schedule.update({ where: { id: scheduleId }, data: { materializedTo: now } });
        regenerated = { removed, made: await materialize(tx, row, now, new Date(now.getTime() + AHEAD_MS)) };
      }
      await queueAudit(tx, { scheduleId, userId: user.id, action: "schedule.update", data: { old, new: changed, regenerated } });
    }
    if (data.open === false && row.open) await closeIn(tx, row, user, now, false);
    if (data.open === true && !row.open) {
      row = await tx.schedule.update({ where: { id: scheduleId }, data: { open: true, materializedTo: now } });
      await queueAudit(tx, { scheduleId, userId: user.id, action: "schedule.open", data: { made: await materialize(tx, row, now, new Date(now.getTime() + AHEAD_MS)) } });
    }
    return scheduleIn(tx, scheduleId, user, now);
  });
}

/**
 * POST /occurrences/{occurrenceId}/restore (the schedule's organizer): a cancelled occurrence
 * still to come is scheduled again; it opens at its time (at once when that has passed). Closing
 * a schedule cancels its occurrences, and re-opening it does not bring them back by itself: the
 * players were told it was off, so the organizer decides, one at a time. 409 unless the schedule
 * is open and the occurrence cancelled and not begun.
 */
export async function restoreOccurrence(who: User | null, occurrenceId: string, now: Date = new Date()): Promise<OccurrenceView> {
  parseId("Occurrence", occurrenceId);
  if (!who) throw unauthenticated();
  return inTransaction(async (tx) => {
    const found = await tx.occurrence.findUnique({ where: { id: occurrenceId }, select: { scheduleId: true } });
    if (!found) throw notFound("Occurrence");
    const { user, schedule } = await lockSchedule(tx, who, found.scheduleId);
    const o = await lockOccurrence(tx, occurrenceId);
    if (!schedule.open) throw conflict("Re-open the schedule first.");
    if (o.state !== "cancelled") throw conflict("Only a cancelled occurrence can be restored.");
    if (o.startsAt <= now) throw conflict("This occurrence's start has passed.");
    await tx.occurrence.update({ where: { id: occurrenceId }, data: { state: "scheduled", dueAt: o.opensAt > now ? o.opensAt : now, players: 0 } });
    await queueAudit(tx, { scheduleId: schedule.id, userId: user.id, action: "schedule.restore", data: { occurrenceId, startsAt: o.startsAt.toISOString() } });
    return occurrenceView(await tx.occurrence.findUniqueOrThrow({ where: { id: occurrenceId }, include: occurrenceInclude }), user, now);
  });
}

/** DELETE /schedules/{scheduleId} (its organizer): archives it — closed as above, off the organizer's lists; its events keep their link. */
export async function archiveSchedule(who: User | null, scheduleId: string, now: Date = new Date()): Promise<ScheduleView> {
  parseId("Schedule", scheduleId);
  return inTransaction(async (tx) => {
    const { user, schedule } = await lockSchedule(tx, who, scheduleId);
    await closeIn(tx, schedule, user, now, true);
    return scheduleIn(tx, scheduleId, user, now);
  });
}

export const occurrenceInclude = {
  schedule: { select: { id: true, name: true, template: true, timeZone: true } },
  event: { select: { status: true, rounds: { select: { number: true }, orderBy: { number: "desc" as const }, take: 1 } } },
  entries: { select: { userId: true } },
} satisfies Prisma.OccurrenceInclude;

type OccurrenceRow = Prisma.OccurrenceGetPayload<{ include: typeof occurrenceInclude }>;

export function occurrenceView(o: OccurrenceRow, user: User | null, now: Date = new Date()): OccurrenceView {
  const open = o.state === "scheduled" || o.state === "open";
  return {
    id: o.id,
    scheduleId: o.scheduleId,
    name: o.schedule.name,
    game: templateSummary(templateOf(o.schedule.template)).game,
    venue: templateOf(o.schedule.template).event.venue?.trim() || null,
    startsAt: o.startsAt.toISOString(),
    begun: o.startsAt <= now,
    opensAt: o.opensAt.toISOString(),
    timeZone: o.schedule.timeZone,
    state: o.state as OccurrenceStateName,
    waiting: open ? o.entries.length : o.players,
    eventId: o.eventId,
    eventStatus: o.event?.status ?? null,
    currentRound: o.event?.rounds[0]?.number ?? 0,
    you: user ? (o.entries.some((e) => e.userId === user.id) ? "registered" : "out") : null,
  };
}

async function scheduleIn(tx: Tx, scheduleId: string, user: User | null, now: Date): Promise<ScheduleView> {
  const s = await tx.schedule.findUnique({ where: { id: scheduleId } });
  if (!s) throw notFound("Schedule");
  const occurrences = await tx.occurrence.findMany({
    where: { scheduleId, startsAt: { gte: new Date(now.getTime() - 7 * 86_400_000) } },
    orderBy: { startsAt: "asc" },
    take: 50,
    include: occurrenceInclude,
  });
  const template = templateOf(s.template);
  return {
    id: s.id,
    name: s.name,
    organizerId: s.organizerId,
    format: templateSummary(template).format,
    venue: template.event.venue?.trim() || null,
    firstStart: s.firstStart,
    rule: s.rule,
    timeZone: s.timeZone,
    openMinutes: s.openMinutes,
    minPlayers: s.minPlayers,
    missedStart: s.missedStart === "miss" ? "miss" : "start",
    open: s.open,
    archived: s.archivedAt !== null,
    ...(user?.id === s.organizerId ? { template } : {}),
    occurrences: occurrences.map((o) => occurrenceView(o, user, now)),
  };
}

/** GET /schedules/{scheduleId}: the schedule and its occurrences (the last week's and the next). */
export async function getSchedule(scheduleId: string, user: User | null, now: Date = new Date()): Promise<ScheduleView> {
  parseId("Schedule", scheduleId);
  return inTransaction((tx) => scheduleIn(tx, scheduleId, user, now));
}

/** The schedules an organizer made (their editor). */
export async function schedulesOf(user: User | null, now: Date = new Date()): Promise<ScheduleView[]> {
  if (!user) throw unauthenticated();
  return inTransaction(async (tx) => {
    const rows = await tx.schedule.findMany({ where: { organizerId: user.id, archivedAt: null }, orderBy: { createdAt: "desc" }, select: { id: true } });
    return Promise.all(rows.map((r) => scheduleIn(tx, r.id, user, now)));
  });
}

/**
 * GET /calendar (public): upcoming occurrences (and those that started in the last 12 hours),
 * soonest first, optionally of one game.
 */
export async function calendar(query: unknown, user: User | null, now: Date = new Date()): Promise<Calendar> {
  const filter = parseInput(CalendarQuery, query ?? {});
  return inTransaction(async (tx) => {
    const rows = await tx.occurrence.findMany({
      where: { startsAt: { gte: new Date(now.getTime() - 12 * 3_600_000), lt: new Date(now.getTime() + AHEAD_MS) } },
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
      take: 500,
      include: occurrenceInclude,
    });
    const views = rows.map((o) => occurrenceView(o, user, now)).filter((v) => !filter.game || v.game === filter.game);
    const key = (venue: string) => venue.toLocaleLowerCase("en");
    const venues = [...new Map(views.filter((v) => v.venue).map((v) => [key(v.venue!), v.venue!])).values()].sort((a, b) => a.localeCompare(b, "en"));
    return { occurrences: filter.venue ? views.filter((v) => v.venue !== null && key(v.venue) === key(filter.venue!.trim())) : views, venues };
  });
}

async function lockOccurrence(tx: Tx, occurrenceId: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Occurrence" WHERE id = ${occurrenceId} FOR UPDATE`;
  if (rows.length === 0) throw notFound("Occurrence");
  return tx.occurrence.findUniqueOrThrow({ where: { id: occurrenceId } });
}

function refuseUnlessOpen(o: { state: string; opensAt: Date; startsAt: Date }, now: Date) {
  if (o.state === "cancelled" || o.state === "missed") throw conflict("This event was cancelled.");
  if (o.state === "scheduled" || now < o.opensAt) throw conflict(`Registration opens at ${o.opensAt.toISOString()}.`);
  if (o.state !== "open" || now >= o.startsAt) throw conflict("This event has begun: nobody can join once it has started.");
}

/** POST /occurrences/{occurrenceId}/join (signed in): while registration is open, before the start. */
export async function joinOccurrence(who: User | null, occurrenceId: string, now: Date = new Date()): Promise<OccurrenceView> {
  parseId("Occurrence", occurrenceId);
  const user = signedIn("occurrence.join", who);
  return inTransaction(async (tx) => {
    const o = await lockOccurrence(tx, occurrenceId);
    refuseUnlessOpen(o, now);
    const profile = await ensureProfile(tx, user);
    const mine = await tx.occurrenceEntry.findUnique({ where: { occurrenceId_profileId: { occurrenceId, profileId: profile.id } } });
    if (mine) throw conflict("You are already registered.");
    await tx.occurrenceEntry.create({ data: { occurrenceId, profileId: profile.id, userId: user.id, name: user.name.slice(0, 80), email: user.email, joinedAt: now } });
    return occurrenceView(await tx.occurrence.findUniqueOrThrow({ where: { id: occurrenceId }, include: occurrenceInclude }), user, now);
  });
}

/** DELETE /occurrences/{occurrenceId}/join (signed in): leaves an open registration, owing nothing. */
export async function leaveOccurrence(who: User | null, occurrenceId: string, now: Date = new Date()): Promise<OccurrenceView> {
  parseId("Occurrence", occurrenceId);
  const user = signedIn("occurrence.leave", who);
  return inTransaction(async (tx) => {
    const o = await lockOccurrence(tx, occurrenceId);
    if (o.state !== "open" || now >= o.startsAt) throw conflict("This event has begun: drop from the event instead.");
    const profile = await profileOf(tx, user.id);
    const gone = profile ? await tx.occurrenceEntry.deleteMany({ where: { occurrenceId, profileId: profile.id } }) : { count: 0 };
    if (gone.count === 0) throw new ServiceError("not_found", "You are not registered.");
    return occurrenceView(await tx.occurrence.findUniqueOrThrow({ where: { id: occurrenceId }, include: occurrenceInclude }), user, now);
  });
}
