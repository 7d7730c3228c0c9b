/** Events: create, read, list. */
import { randomBytes } from "node:crypto";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { EventCreateInput, type Event } from "@/lib/schemas/event";
import { audit } from "./audit";
import { toEvent } from "./dto";
import { notFound, unauthenticated } from "./errors";
import { roleAt, type EventRole } from "./access";
import { parseId, parseInput } from "./validate";

/** A fresh event seed: 128 random bits, written once and shown on the event page for audits. */
const newSeed = () => randomBytes(16).toString("hex");

export async function createEvent(user: User | null, input: unknown): Promise<Event> {
  if (!user) throw unauthenticated();
  const data = parseInput(EventCreateInput, input);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const event = await tx.event.create({
      data: {
        name: data.name,
        structure: data.structure,
        tier: data.tier,
        swissRounds: data.structure === "custom" ? data.swissRounds : null,
        cutSize: data.structure === "custom" ? data.cutSize : null,
        randomSeed: data.randomSeed ?? newSeed(),
        startsAt: data.startsAt ? new Date(data.startsAt) : null,
        venue: data.venue || null,
        description: data.description?.trim() || null,
        swissMinutes: data.swissMinutes,
        eliminationMinutes: data.eliminationMinutes,
        finalMinutes: data.finalMinutes,
        staff: { create: { email: user.email, userId: user.id, role: "organizer" } },
      },
    });
    await audit(tx, { eventId: event.id, userId: user.id, action: "event.create", data: { input: data } });
    return toEvent(event, { currentRound: 0, playerCount: 0 });
  });
}

export async function getEvent(eventId: string): Promise<Event> {
  parseId("Event", eventId);
  const db = await getDb();
  const row = await db.event.findUnique({
    where: { id: eventId },
    include: { _count: { select: { players: true } }, rounds: { select: { number: true }, orderBy: { number: "desc" }, take: 1 } },
  });
  if (!row) throw notFound("Event");
  return toEvent(row, { currentRound: row.rounds[0]?.number ?? 0, playerCount: row._count.players });
}

export interface EventSummary {
  id: string;
  name: string;
  startsAt: string | null;
  venue: string | null;
  status: Event["status"];
  playerCount: number;
  role?: EventRole;
}

/** Events where the user is on staff. */
export async function eventsForUser(user: User): Promise<EventSummary[]> {
  const db = await getDb();
  const rows = await db.eventStaff.findMany({
    where: { userId: user.id },
    include: { event: { include: { _count: { select: { players: true } } } } },
    orderBy: { createdAt: "desc" },
  });
  return rows.map(({ event, role }) => toEventSummary(event, role));
}

/** An event row (with its player count) as the lists show it. */
export function toEventSummary(
  r: { id: string; name: string; startsAt: Date | null; venue: string | null; status: Event["status"]; _count: { players: number } },
  role?: EventRole,
): EventSummary {
  return {
    id: r.id,
    name: r.name,
    startsAt: r.startsAt?.toISOString() ?? null,
    venue: r.venue,
    status: r.status,
    playerCount: r._count.players,
    ...(role ? { role } : {}),
  };
}

export async function viewerRole(eventId: string, user: User | null): Promise<EventRole | null> {
  if (!user) return null;
  const db = await getDb();
  return roleAt(db, eventId, user.id);
}
