/**
 * Stores and venues (issue 35): a venue is the name its queues, schedules and events carry; its
 * page is found by that name's slug (lib/words/venue-slug.ts, the same rule in SQL), so nothing
 * new is stored. Also the home page's board (open queues, today's scheduled events) and the
 * search for venues, queues and seasons by name. Waiting players are counted, never named here.
 */
import { getDb, type Db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import { CalendarQuery } from "@/lib/schemas/queue";
import { PlaceSearchQuery, type HomeBoard, type PlaceSearch, type QueueListing, type Venue } from "@/lib/schemas/venue";
import { venueSlug, venueSlugSql } from "@/lib/words/venue-slug";
import { notFound } from "../kernel/errors";
import { parseInput } from "../kernel/validate";
import { templateOf, templateSummary } from "./queues";
import { AHEAD_MS, occurrenceInclude, occurrenceView } from "./schedules";

/**
 * These lists only read: no transaction, whose BEGIN and COMMIT would cost two more round trips
 * and, on the embedded database, hold its one connection across all of their queries.
 */
const reading = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => fn(await getDb());

const TEMPLATE_VENUE = `template->'event'->>'venue'`;
const LISTED = 12;

const queueSelect = { id: true, name: true, cap: true, template: true, _count: { select: { entries: true } } } satisfies Prisma.QueueSelect;
type QueueRow = Prisma.QueueGetPayload<{ select: typeof queueSelect }>;

function queueListing(q: QueueRow): QueueListing {
  const template = templateOf(q.template);
  const venue = template.event.venue?.trim() || null;
  const { game, format } = templateSummary(template);
  return { id: q.id, name: q.name, venue, venueSlug: venue ? venueSlug(venue) || null : null, game, format, waiting: q._count.entries, cap: q.cap, timeZone: template.event.timeZone ?? "UTC" };
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/** GET /venues/{slug} (public): 404 when no queue, schedule or event carries the name. */
export async function getVenue(slug: string, user: User | null, now: Date = new Date()): Promise<Venue> {
  const key = venueSlug(slug);
  if (!key || key !== slug) throw notFound("Venue");
  return reading(async (tx) => {
    const queueIds = ids(await tx.$queryRawUnsafe(`SELECT id FROM "Queue" WHERE "archivedAt" IS NULL AND ${venueSlugSql(TEMPLATE_VENUE)} = $1`, key));
    const scheduleIds = ids(await tx.$queryRawUnsafe(`SELECT id FROM "Schedule" WHERE "archivedAt" IS NULL AND ${venueSlugSql(TEMPLATE_VENUE)} = $1`, key));
    const eventIds = ids(await tx.$queryRawUnsafe(`SELECT id FROM "Event" WHERE ${venueSlugSql("venue")} = $1 ORDER BY coalesce("startsAt", "createdAt") DESC LIMIT ${LISTED}`, key));
    if (queueIds.length + scheduleIds.length + eventIds.length === 0) throw notFound("Venue");
    const [queues, schedules, events, occurrences] = await Promise.all([
      tx.queue.findMany({ where: { id: { in: queueIds } }, select: { ...queueSelect, open: true, createdAt: true }, orderBy: { createdAt: "desc" } }),
      tx.schedule.findMany({ where: { id: { in: scheduleIds } }, select: { id: true, name: true, rule: true, timeZone: true, open: true, template: true, createdAt: true }, orderBy: { createdAt: "desc" } }),
      tx.event.findMany({ where: { id: { in: eventIds } }, select: { id: true, name: true, status: true, startsAt: true, createdAt: true, timeZone: true, venue: true }, orderBy: [{ startsAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }] }),
      tx.occurrence.findMany({
        where: { scheduleId: { in: scheduleIds }, startsAt: { gte: new Date(now.getTime() - 12 * 3_600_000), lt: new Date(now.getTime() + AHEAD_MS) } },
        orderBy: [{ startsAt: "asc" }, { id: "asc" }],
        take: 50,
        include: occurrenceInclude,
      }),
    ]);
    const templateSeasons = [...queues, ...schedules].map((t) => templateOf(t.template).season?.seasonId).filter((id): id is string => Boolean(id));
    const seasons = await tx.season.findMany({
      where: { OR: [{ id: { in: templateSeasons } }, { events: { some: { eventId: { in: eventIds } } } }] },
      select: { id: true, name: true, game: true },
      orderBy: { createdAt: "desc" },
      take: LISTED,
    });
    // The name as the latest queue, schedule or event writes it.
    const named = [...queues.map((q) => ({ at: q.createdAt, name: templateOf(q.template).event.venue })), ...schedules.map((s) => ({ at: s.createdAt, name: templateOf(s.template).event.venue })), ...events.map((e) => ({ at: e.createdAt, name: e.venue }))]
      .filter((n): n is { at: Date; name: string } => Boolean(n.name?.trim()))
      .sort((a, b) => b.at.getTime() - a.at.getTime());
    return {
      slug: key,
      name: named[0]!.name.trim(),
      queues: queues.filter((q) => q.open).map(queueListing),
      schedules: schedules.filter((s) => s.open).map((s) => ({ id: s.id, name: s.name, rule: s.rule, timeZone: s.timeZone })),
      occurrences: occurrences.map((o) => occurrenceView(o, user, now)),
      seasons,
      recentEvents: events.map((e) => ({ id: e.id, name: e.name, status: e.status as Venue["recentEvents"][number]["status"], startsAt: e.startsAt?.toISOString() ?? null, timeZone: e.timeZone })),
    };
  });
}

async function openQueues(tx: Db | Tx, where: Prisma.QueueWhereInput, take: number): Promise<QueueListing[]> {
  const rows = await tx.queue.findMany({ where: { open: true, archivedAt: null, ...where }, select: queueSelect, orderBy: [{ entries: { _count: "desc" } }, { createdAt: "desc" }], take });
  return rows.map(queueListing);
}

/** The home page's board (public): open queues, the fullest first, and the scheduled events of the next 24 hours. */
export async function homeBoard(user: User | null, now: Date = new Date()): Promise<HomeBoard> {
  return reading(async (tx) => {
    const [queues, today] = await Promise.all([
      openQueues(tx, {}, 6),
      tx.occurrence.findMany({
        where: { startsAt: { gte: new Date(now.getTime() - 12 * 3_600_000), lt: new Date(now.getTime() + 24 * 3_600_000) }, state: { in: ["scheduled", "open", "started"] } },
        orderBy: [{ startsAt: "asc" }, { id: "asc" }],
        take: 6,
        include: occurrenceInclude,
      }),
    ]);
    return { queues, today: today.map((o) => occurrenceView(o, user, now)) };
  });
}

/** `%`, `_` and `\` typed by a player match themselves. */
const likeEscape = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /search?q= (public): venues, open queues and seasons whose name (a queue's venue too) contains the search, any case. */
export async function searchPlaces(query: unknown): Promise<PlaceSearch> {
  const { q } = parseInput(PlaceSearchQuery, query);
  const like = `%${likeEscape(q)}%`;
  return reading(async (tx) => {
    const names = await tx.$queryRawUnsafe<{ name: string }[]>(
      `SELECT name FROM (
         SELECT ${TEMPLATE_VENUE} AS name, "createdAt" AS at FROM "Queue" WHERE "archivedAt" IS NULL
         UNION ALL SELECT ${TEMPLATE_VENUE}, "createdAt" FROM "Schedule" WHERE "archivedAt" IS NULL
         UNION ALL SELECT venue, "createdAt" FROM "Event"
       ) v WHERE name ILIKE $1 ORDER BY at DESC LIMIT 200`,
      like,
    );
    const venues = new Map<string, string>();
    for (const { name } of names) {
      const slug = venueSlug(name);
      if (slug && !venues.has(slug) && venues.size < LISTED) venues.set(slug, name.trim());
    }
    const queueIds = ids(await tx.$queryRawUnsafe(`SELECT id FROM "Queue" WHERE open AND "archivedAt" IS NULL AND (name ILIKE $1 OR ${TEMPLATE_VENUE} ILIKE $1) ORDER BY "createdAt" DESC LIMIT ${LISTED}`, like));
    const [queues, seasons] = await Promise.all([
      openQueues(tx, { id: { in: queueIds } }, LISTED),
      tx.season.findMany({ where: { name: { contains: q, mode: "insensitive" } }, select: { id: true, name: true, game: true }, orderBy: { createdAt: "desc" }, take: LISTED }),
    ]);
    return { venues: [...venues].map(([slug, name]) => ({ slug, name })), queues, seasons };
  });
}

/** GET /queues (public): open queues, the fullest first; `game` and `venue` (the store's name, any case) as the calendar's. */
export async function listOpenQueues(query: unknown): Promise<QueueListing[]> {
  const filter = parseInput(CalendarQuery, query ?? {});
  const slug = filter.venue ? venueSlug(filter.venue) : null;
  const all = await reading(async (tx) => {
    // A store's queues are picked in the database: the 200 fullest of all might not hold them.
    if (!slug) return openQueues(tx, {}, 200);
    const ids = (await tx.$queryRawUnsafe<{ id: string }[]>(`SELECT id FROM "Queue" WHERE open AND "archivedAt" IS NULL AND ${venueSlugSql(TEMPLATE_VENUE)} = $1`, slug)).map((r) => r.id);
    return openQueues(tx, { id: { in: ids } }, 200);
  });
  return all.filter((q) => (!filter.game || q.game === filter.game) && (!slug || q.venueSlug === slug));
}
