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
import { CalendarQuery, ScheduleCreateInput, type Calendar, type OccurrenceStateName, type OccurrenceView, type ScheduleView } from "@/lib/schemas/queue";
import { wallClockParts } from "@/lib/words/wall-clock";
import { ensureProfile, profileOf } from "../accounts/profiles";
import { conflict, notFound, ServiceError, unauthenticated } from "../kernel/errors";
import { asJson } from "../kernel/stored";
import { parseId, parseInput } from "../kernel/validate";
import { inTransaction } from "../store/event-state";
import { callerFor } from "./policy";
import { templateOf, templateSummary } from "./queues";
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
  const user = callerFor("schedule.create", who);
  const data = parseInput(ScheduleCreateInput, input);
  return inTransaction(async (tx) => {
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
    return scheduleIn(tx, row.id, user, now);
  });
}

const occurrenceInclude = {
  schedule: { select: { id: true, name: true, template: true, timeZone: true } },
  event: { select: { status: true, rounds: { select: { number: true }, orderBy: { number: "desc" as const }, take: 1 } } },
  entries: { select: { userId: true } },
} satisfies Prisma.OccurrenceInclude;

type OccurrenceRow = Prisma.OccurrenceGetPayload<{ include: typeof occurrenceInclude }>;

function occurrenceView(o: OccurrenceRow, user: User | null): OccurrenceView {
  const open = o.state === "scheduled" || o.state === "open";
  return {
    id: o.id,
    scheduleId: o.scheduleId,
    name: o.schedule.name,
    game: templateSummary(templateOf(o.schedule.template)).game,
    startsAt: o.startsAt.toISOString(),
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
  return {
    id: s.id,
    name: s.name,
    organizerId: s.organizerId,
    firstStart: s.firstStart,
    rule: s.rule,
    timeZone: s.timeZone,
    openMinutes: s.openMinutes,
    minPlayers: s.minPlayers,
    missedStart: s.missedStart === "miss" ? "miss" : "start",
    occurrences: occurrences.map((o) => occurrenceView(o, user)),
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
    const rows = await tx.schedule.findMany({ where: { organizerId: user.id }, orderBy: { createdAt: "desc" }, select: { id: true } });
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
    const views = rows.map((o) => occurrenceView(o, user));
    return { occurrences: filter.game ? views.filter((v) => v.game === filter.game) : views };
  });
}

async function lockOccurrence(tx: Tx, occurrenceId: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Occurrence" WHERE id = ${occurrenceId} FOR UPDATE`;
  if (rows.length === 0) throw notFound("Occurrence");
  return tx.occurrence.findUniqueOrThrow({ where: { id: occurrenceId } });
}

function refuseUnlessOpen(o: { state: string; opensAt: Date; startsAt: Date }, now: Date) {
  if (o.state === "scheduled" || now < o.opensAt) throw conflict(`Registration opens at ${o.opensAt.toISOString()}.`);
  if (o.state !== "open" || now >= o.startsAt) throw conflict("This event has begun: nobody can join once it has started.");
}

/** POST /occurrences/{occurrenceId}/join (signed in): while registration is open, before the start. */
export async function joinOccurrence(who: User | null, occurrenceId: string, now: Date = new Date()): Promise<OccurrenceView> {
  parseId("Occurrence", occurrenceId);
  const user = callerFor("occurrence.join", who);
  return inTransaction(async (tx) => {
    const o = await lockOccurrence(tx, occurrenceId);
    refuseUnlessOpen(o, now);
    const profile = await ensureProfile(tx, user);
    const mine = await tx.occurrenceEntry.findUnique({ where: { occurrenceId_profileId: { occurrenceId, profileId: profile.id } } });
    if (mine) throw conflict("You are already registered.");
    await tx.occurrenceEntry.create({ data: { occurrenceId, profileId: profile.id, userId: user.id, name: user.name.slice(0, 80), email: user.email, joinedAt: now } });
    return occurrenceView(await tx.occurrence.findUniqueOrThrow({ where: { id: occurrenceId }, include: occurrenceInclude }), user);
  });
}

/** DELETE /occurrences/{occurrenceId}/join (signed in): leaves an open registration, owing nothing. */
export async function leaveOccurrence(who: User | null, occurrenceId: string, now: Date = new Date()): Promise<OccurrenceView> {
  parseId("Occurrence", occurrenceId);
  const user = callerFor("occurrence.leave", who);
  return inTransaction(async (tx) => {
    const o = await lockOccurrence(tx, occurrenceId);
    if (o.state !== "open" || now >= o.startsAt) throw conflict("This event has begun: drop from the event instead.");
    const profile = await profileOf(tx, user.id);
    const gone = profile ? await tx.occurrenceEntry.deleteMany({ where: { occurrenceId, profileId: profile.id } }) : { count: 0 };
    if (gone.count === 0) throw new ServiceError("not_found", "You are not registered.");
    return occurrenceView(await tx.occurrence.findUniqueOrThrow({ where: { id: occurrenceId }, include: occurrenceInclude }), user);
  });
}
