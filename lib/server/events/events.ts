/** Events: create, read, list. */
import { randomBytes } from "node:crypto";
import { getDb, type Db, type Tx } from "@/lib/db";
import type { Event as EventRow, Prisma } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import { ID_PATTERN } from "@/lib/schemas/common";
import { EventCreateInput, type Event } from "@/lib/schemas/event";
import type { EventSummary } from "@/lib/views/events";
import { audit } from "../kernel/audit";
import { announceListed } from "../kernel/event-versions";
import { toEvent } from "../kernel/dto";
import { notFound, ServiceError, unauthenticated } from "../kernel/errors";
import { roleAt, type EventRole } from "../kernel/access";
import { eliminationOnly, eliminationStage, planOf, roundMinutesOf, swissFormat } from "../kernel/event-format";
import { DEFAULT_PRESET, presetTraits } from "@/lib/tournament";
import type { GameId } from "@/lib/tournament/games";
import { ratingSettings } from "@/lib/tournament/ratings/settings";
import { eventStore } from "../store/event-store";
import { parseId, parseInput } from "../kernel/validate";

/** A fresh event seed: 128 random bits, written once and shown on the event page for audits. */
const newSeed = () => randomBytes(16).toString("hex");

export async function createEvent(user: User | null, input: unknown): Promise<Event> {
  if (!user) throw unauthenticated();
  const data = parseInput(EventCreateInput, input);
  const db = await getDb();
  return db.$transaction(async (tx) => (await insertEvent(tx, user, data)).event);
}

/**
 * Writes a new event with `user` as its organizer, in the caller's transaction: `createEvent`'s
 * body, and the queues' and schedules' (lib/server/queues), which add its players in the same
 * transaction. `extra` are columns those set (the queue it came from, fees, registration).
 */
export async function insertEvent(
  tx: Tx,
  user: User,
  data: EventCreateInput,
  extra: { queueId?: string; fees?: Prisma.InputJsonValue; registration?: Prisma.InputJsonValue } = {},
): Promise<{ event: Event; row: EventRow }> {
  const preset = data.preset ?? DEFAULT_PRESET;
  const ffg = presetTraits(preset).structures;
  const presetFields = { preset, presetOptions: data.presetOptions ?? {} };
  const plan = planOf(presetFields);
  // Non-FFG presets set their own stages: the cut is the preset's (an elimination-only event
  // takes everyone, counted when round 1 is drawn), the Swiss rounds the organizer's or, when
  // left open, one per doubling of the field when round 1 is paired.
  const cutStage = eliminationStage(presetFields);
  const cutSize = ffg ? (data.structure === "custom" ? data.cutSize : null) : eliminationOnly(presetFields) ? null : typeof cutStage?.cut?.size === "number" ? cutStage.cut.size : 0;
  const swissMinutes = roundMinutesOf(swissFormat(presetFields));
  const eliminationMinutes = roundMinutesOf(cutStage?.format ?? swissFormat(presetFields));
  const event = await tx.event.create({
    data: {
      ...extra,
      name: data.name,
      ...presetFields,
      structure: ffg ? data.structure! : "custom",
      tier: ffg ? data.tier! : "relaxed",
      swissRounds: ffg ? (data.structure === "custom" ? data.swissRounds : null) : eliminationOnly(presetFields) ? 0 : (data.swissRounds ?? plan.swissRounds ?? null),
      cutSize,
      randomSeed: data.randomSeed ?? newSeed(),
      startsAt: data.startsAt ? new Date(data.startsAt) : null,
      venue: data.venue || null,
      timeZone: data.timeZone ?? "UTC",
      description: data.description?.trim() || null,
      swissMinutes: data.swissMinutes ?? (ffg ? undefined : swissMinutes),
      eliminationMinutes: data.eliminationMinutes ?? (ffg ? undefined : eliminationMinutes),
      finalMinutes: data.finalMinutes ?? (ffg ? undefined : eliminationMinutes),
      // Stored whole, so the event keeps the K it was announced with if a game's default moves.
      rating: { ...ratingSettings(data.rating ?? {}, plan.game) },
      guildsApart: data.guildsApart ?? false,
      // Left out: by tier when a round is paired (`pairsAsDraft`).
      draftRounds: data.draftRounds ?? null,
      staff: { create: { email: user.email, userId: user.id, role: "organizer" } },
      // The first stage exists from the start; later ones are added when their entrants are known.
      stages: { create: { number: 1, kind: plan.stages[0]!.kind } },
    },
  });
  await audit(tx, { eventId: event.id, userId: user.id, action: "event.create", data: { input: data, game: plan.game, descriptor: plan.descriptor } });
  await announceListed(tx, event.id);
  return { event: toEvent(event, { currentRound: 0, playerCount: 0 }), row: event };
}

export async function getEvent(eventId: string): Promise<Event> {
  parseId("Event", eventId);
  const db = await getDb();
  const row = await db.event.findUnique({
    where: { id: eventId },
    include: { _count: { select: { players: true } }, rounds: { where: { draft: false }, select: { number: true }, orderBy: { number: "desc" }, take: 1 } },
  });
  if (!row) throw notFound("Event");
  return toEvent(row, { currentRound: row.rounds[0]?.number ?? 0, playerCount: row._count.players });
}

/** The event's time zone for its pages; undefined when there is no such event (the page says so). */
/** The event's game id (the event's DTO names its game in words; forms that key on the game take its id). */
export async function eventGame(eventId: string): Promise<GameId> {
  return planOf((await eventStore.read(eventId)).event).game;
}

export async function eventTimeZone(eventId: string): Promise<string | undefined> {
  if (!ID_PATTERN.test(eventId)) return undefined;
  // The read cache's state (the page reads it anyway): no extra query per render.
  try {
    return (await eventStore.read(eventId)).event.timeZone;
  } catch (err) {
    if (err instanceof ServiceError && err.code === "not_found") return undefined;
    throw err;
  }
}

/** Events where the user is on staff. */
export async function eventsForUser(user: User): Promise<EventSummary[]> {
  const db = await getDb();
  const rows = await db.eventStaff.findMany({ where: { userId: user.id }, include: { event: true }, orderBy: { createdAt: "desc" } });
  const counts = await playerCounts(db, rows.map((r) => r.event.id));
  return rows.map(({ event, role }) => toEventSummary(event, counts, role));
}

/**
 * The player counts of a list's events, in one grouped count over just those events. (Prisma's
 * `_count` in a list groups every player of every event before joining: O(all players ever) per
 * page view.)
 */
export async function playerCounts(db: Db, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.player.groupBy({ by: ["eventId"], where: { eventId: { in: eventIds } }, _count: { _all: true } });
  return new Map(rows.map((r) => [r.eventId, r._count._all]));
}

/** An event row as the lists show it, with its player count (`playerCounts`). */
export function toEventSummary(
  r: { id: string; name: string; startsAt: Date | null; venue: string | null; status: Event["status"]; preset: string; presetOptions: unknown },
  counts: ReadonlyMap<string, number>,
  role?: EventRole,
): EventSummary {
  const teamSize = planOf(r as Parameters<typeof planOf>[0]).teamSize;
  return {
    id: r.id,
    name: r.name,
    startsAt: r.startsAt?.toISOString() ?? null,
    venue: r.venue,
    status: r.status,
    playerCount: counts.get(r.id) ?? 0,
    ...(teamSize ? { teamSize } : {}),
    ...(role ? { role } : {}),
  };
}

export async function viewerRole(eventId: string, user: User | null): Promise<EventRole | null> {
  if (!user) return null;
  const db = await getDb();
  return roleAt(db, eventId, user.id);
}
