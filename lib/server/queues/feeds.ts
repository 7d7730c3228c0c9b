/**
 * iCalendar feeds (issue 35): a store's, a schedule's and a player's (their registrations, at a
 * private address with an unguessable token, for calendar apps that subscribe without signing
 * in). Each event is written in its own zone; a schedule's recurrence is one event with its
 * RRULE, the starts that will not happen (cancelled, missed) as exceptions.
 */
import { randomBytes } from "node:crypto";
import type { Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { icsCalendar, type IcsEvent } from "@/lib/words/icalendar";
import { venueSlug, venueSlugSql } from "@/lib/words/venue-slug";
import { wallClockInZone } from "@/lib/words/wall-clock";
import { notFound, unauthenticated } from "../kernel/errors";
import { parseId } from "../kernel/validate";
import { inTransaction } from "../store/event-state";
import { templateOf, templateSummary } from "./queues";

/** How long an event is written in the calendar: an evening's event (its end is not known before it is played). */
export const FEED_EVENT_MINUTES = 180;
const PAST_MS = 30 * 86_400_000;

type ScheduleRow = { id: string; name: string; firstStart: string; rule: string | null; timeZone: string; template: unknown; open: boolean };

/** The schedule as one event: the first start, its rule, and the starts that will not happen. */
async function scheduleEvent(tx: Tx, s: ScheduleRow, origin: string): Promise<IcsEvent | null> {
  const template = templateOf(s.template);
  const occurrences = await tx.occurrence.findMany({ where: { scheduleId: s.id }, select: { startsAt: true, state: true }, orderBy: { startsAt: "asc" } });
  const [y, mo, d, h, mi] = s.firstStart.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  const start = wallClockInZone(s.timeZone, y, mo, d, h, mi);
  if (!s.open && !occurrences.some((o) => o.state === "started")) return null;
  return {
    uid: `schedule-${s.id}@holonet`,
    start,
    minutes: FEED_EVENT_MINUTES,
    timeZone: s.timeZone,
    summary: s.name,
    description: `${templateSummary(template).format}\n${origin}/schedules/${s.id}`,
    location: template.event.venue?.trim() || undefined,
    url: `${origin}/schedules/${s.id}`,
    rule: s.rule,
    exceptions: occurrences.filter((o) => o.state === "cancelled" || o.state === "missed").map((o) => o.startsAt),
    cancelled: !s.open && !s.rule,
  };
}

const scheduleSelect = { id: true, name: true, firstStart: true, rule: true, timeZone: true, template: true, open: true } as const;

/** GET /schedules/{scheduleId}/calendar.ics (public). */
export async function scheduleFeed(scheduleId: string, origin: string, now: Date = new Date()): Promise<string> {
  parseId("Schedule", scheduleId);
  return inTransaction(async (tx) => {
    const s = await tx.schedule.findUnique({ where: { id: scheduleId }, select: scheduleSelect });
    if (!s) throw notFound("Schedule");
    const event = await scheduleEvent(tx, s, origin);
    return icsCalendar({ name: s.name, now, events: event ? [event] : [] });
  });
}

type EventRow = { id: string; name: string; startsAt: Date | null; timeZone: string; venue: string | null };

const eventEntry = (e: EventRow, origin: string): IcsEvent => ({
  uid: `event-${e.id}@holonet`,
  start: e.startsAt!,
  minutes: FEED_EVENT_MINUTES,
  timeZone: e.timeZone,
  summary: e.name,
  description: `${origin}/events/${e.id}`,
  location: e.venue?.trim() || undefined,
  url: `${origin}/events/${e.id}`,
});

/** GET /venues/{slug}/calendar.ics (public): its schedules (recurring) and its other dated events of the last 30 days on. */
export async function venueFeed(slug: string, origin: string, now: Date = new Date()): Promise<string> {
  if (!slug || venueSlug(slug) !== slug) throw notFound("Venue");
  return inTransaction(async (tx) => {
    const scheduleIds = (await tx.$queryRawUnsafe<{ id: string }[]>(`SELECT id FROM "Schedule" WHERE "archivedAt" IS NULL AND ${venueSlugSql(`template->'event'->>'venue'`)} = $1`, slug)).map((r) => r.id);
    const eventIds = (await tx.$queryRawUnsafe<{ id: string }[]>(`SELECT id FROM "Event" WHERE "startsAt" >= $2 AND ${venueSlugSql("venue")} = $1 LIMIT 500`, slug, new Date(now.getTime() - PAST_MS))).map((r) => r.id);
    const [schedules, events] = await Promise.all([
      tx.schedule.findMany({ where: { id: { in: scheduleIds } }, select: scheduleSelect }),
      // A schedule's events are its recurrence already.
      tx.event.findMany({ where: { id: { in: eventIds }, occurrence: null }, select: { id: true, name: true, startsAt: true, timeZone: true, venue: true } }),
    ]);
    if (scheduleIds.length + eventIds.length === 0) {
      // A store with only queues, or only older events, has an empty calendar; an unknown name has none.
      const known = await tx.$queryRawUnsafe<{ id: string }[]>(
        `SELECT id FROM "Queue" WHERE ${venueSlugSql(`template->'event'->>'venue'`)} = $1 UNION ALL SELECT id FROM "Event" WHERE ${venueSlugSql("venue")} = $1 LIMIT 1`,
        slug,
      );
      if (known.length === 0) throw notFound("Venue");
    }
    const name = [...schedules.map((s) => templateOf(s.template).event.venue), ...events.map((e) => e.venue)].find((v) => v?.trim())?.trim() ?? slug;
    const fromSchedules = (await Promise.all(schedules.map((s) => scheduleEvent(tx, s, origin)))).filter((e): e is IcsEvent => e !== null);
    return icsCalendar({ name, now, events: [...fromSchedules, ...events.map((e) => eventEntry(e, origin))] });
  });
}

/** The account's feed token, made on first use; `reset` replaces it (the old address stops working). */
export async function calendarFeedToken(user: User | null, { reset = false } = {}): Promise<string> {
  if (!user) throw unauthenticated();
  return inTransaction(async (tx) => {
    const row = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { calendarToken: true } });
    if (row.calendarToken && !reset) return row.calendarToken;
    const token = randomBytes(24).toString("base64url");
    await tx.user.update({ where: { id: user.id }, data: { calendarToken: token } });
    return token;
  });
}

/** GET /calendar/players/{token} (the token is the key): the account's events and scheduled registrations, from 30 days ago on. */
export async function playerFeed(token: string, origin: string, now: Date = new Date()): Promise<string> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) throw notFound("Calendar feed");
  return inTransaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { calendarToken: token }, select: { id: true, name: true, profile: { select: { id: true } } } });
    if (!user) throw notFound("Calendar feed");
    const since = new Date(now.getTime() - PAST_MS);
    const [events, registrations] = await Promise.all([
      user.profile
        ? tx.event.findMany({
            where: { startsAt: { gte: since }, players: { some: { profileId: user.profile.id, status: "active" } } },
            select: { id: true, name: true, startsAt: true, timeZone: true, venue: true },
            orderBy: { startsAt: "asc" },
            take: 500,
          })
        : [],
      tx.occurrenceEntry.findMany({
        where: { userId: user.id, occurrence: { state: { in: ["scheduled", "open"] } } },
        select: { occurrence: { select: { id: true, startsAt: true, scheduleId: true, schedule: { select: { name: true, timeZone: true, template: true } } } } },
        take: 500,
      }),
    ]);
    const fromRegistrations: IcsEvent[] = registrations.map(({ occurrence: o }) => ({
      uid: `occurrence-${o.id}@holonet`,
      start: o.startsAt,
      minutes: FEED_EVENT_MINUTES,
      timeZone: o.schedule.timeZone,
      summary: o.schedule.name,
      description: `${templateSummary(templateOf(o.schedule.template)).format}\n${origin}/schedules/${o.scheduleId}`,
      location: templateOf(o.schedule.template).event.venue?.trim() || undefined,
      url: `${origin}/schedules/${o.scheduleId}`,
    }));
    return icsCalendar({ name: `${user.name}: my events`, now, events: [...events.map((e) => eventEntry(e, origin)), ...fromRegistrations] });
  });
}
