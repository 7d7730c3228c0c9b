/**
 * The public server's side of the hall server (issue 40): taking an event to a hall, handing it
 * back, taking it back, and what the event's page shows meanwhile. The hall's pushes are
 * ./apply.ts's. While an `EventHall` row is "held", the event's lock refuses every other change
 * (lib/server/kernel/hold.ts): one writer at a time, so there is never a merge.
 */
import { getDb, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { HallAbandonInput, HallReleaseInput, HallTakeInput, type HallHold, type HallTakeResult, type OrganizedEventList } from "@/lib/schemas/hall";
import { audit } from "../kernel/audit";
import { conflict, forbidden, invalidField, notFound, unauthenticated } from "../kernel/errors";
import { bumpVersion } from "../kernel/event-versions";
import { newId } from "../kernel/match-insert";
import { authorize, authorizeRead } from "../kernel/policy";
import { newSecret, tokenId } from "../kernel/tokens";
import { parseId, parseInput } from "../kernel/validate";
import { exportEvent } from "../transfer/event-export";

export type HallRow = { id: string; eventId: string; name: string; secretHash: string; status: string; appliedVersion: number; takenAt: Date; lastPushAt: Date | null };

/** The held row of the event, locked with the event row for the rest of the transaction. */
export async function lockHeld(tx: Tx, eventId: string, hallId: string, secret: string): Promise<HallRow & { eventName: string; eventStatus: string; timeZone: string }> {
  const rows = await tx.$queryRaw<{ name: string; status: string; timeZone: string }[]>`SELECT name, status::text AS status, "timeZone" FROM "Event" WHERE id = ${eventId} FOR UPDATE`;
  if (!rows[0]) throw notFound("Event");
  const hall = await tx.eventHall.findFirst({ where: { id: hallId, eventId } });
  if (!hall) throw notFound("Hall");
  // The secret first: a stranger learns nothing of the hold's state.
  if (hall.secretHash !== tokenId(secret)) throw forbidden("This hall's secret is not the one given when the event was taken to it.");
  if (hall.status === "abandoned") throw conflict("The organizer took this event back from the hall on the public server: changes the hall did not mirror are lost. Nothing was changed.");
  if (hall.status !== "held") throw conflict("This hall handed the event back already: it writes the event no more. Nothing was changed.");
  return { ...hall, eventName: rows[0].name, eventStatus: rows[0].status, timeZone: rows[0].timeZone };
}

/** POST /events/{id}/hall/take: the hall becomes the event's writer; returns the event as it stands and the hall's secret. */
export async function takeToHall(user: User | null, eventId: string, input: unknown): Promise<HallTakeResult> {
  const { hall } = parseInput(HallTakeInput, input);
  const secret = newSecret("hn_hall");
  const hallId = newId();
  const db = await getDb();
  await db.$transaction(async (tx) => {
    // The event's lock refuses a take while another hall holds it (lib/server/kernel/hold.ts).
    const { version } = await authorize(tx, "hall.take", eventId, user);
    await tx.eventHall.create({ data: { id: hallId, eventId, name: hall, secretHash: tokenId(secret), userId: user!.id, appliedVersion: version } });
    await audit(tx, { eventId, userId: user!.id, action: "hall.take", data: { hallId, hall, version } });
  });
  // Held from here on: nothing changes the event before this export, which is the hall's start.
  const document = await exportEvent(user, eventId);
  await db.eventHall.update({ where: { id: hallId }, data: { appliedVersion: document.event.version } });
  return { hallId, secret, document };
}

/** POST /events/{id}/hall/release: the hall hands the event back once its last change is applied here. */
export async function releaseFromHall(user: User | null, eventId: string, input: unknown): Promise<HallHold> {
  const { hallId, secret, version } = parseInput(HallReleaseInput, input);
  await authorizeRead(await getDb(), "hall.release", eventId, user);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const held = await lockHeld(tx, eventId, hallId, secret);
    if (version !== held.appliedVersion) {
      throw conflict(`The hall's last change (version ${version}) is not applied here yet (version ${held.appliedVersion}): push it first. Nothing was changed.`);
    }
    await tx.eventHall.update({ where: { id: hallId }, data: { status: "released", endedAt: new Date() } });
    await audit(tx, { eventId, userId: user!.id, action: "hall.release", data: { hallId, hall: held.name, version } });
    // Its pages drop the banner.
    await bumpVersion(tx, eventId);
  });
  return holdOf(eventId);
}

/** POST /events/{id}/hall/abandon: the organizer takes the event back from a hall that cannot hand it back (its name typed again). */
export async function abandonHall(user: User | null, eventId: string, input: unknown): Promise<HallHold> {
  const { confirm } = parseInput(HallAbandonInput, input);
  const db = await getDb();
  await authorizeRead(db, "hall.abandon", eventId, user);
  await db.$transaction(async (tx) => {
    // Unguarded: the hold is what this lifts. The role is checked again under the lock.
    const bumped = await bumpVersion(tx, eventId, { staffOf: user!.id });
    if (!bumped) throw notFound("Event");
    if (bumped.role !== "organizer") throw forbidden("Only the event's organizer can do this.");
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { name: true } });
    if (confirm.trim() !== event.name.trim()) throw invalidField("confirm", `Type the event's name, “${event.name}”, to take it back from the hall.`);
    const held = await tx.eventHall.findFirst({ where: { eventId, status: "held" } });
    if (!held) throw conflict("No hall runs this event. Nothing was changed.");
    await tx.eventHall.update({ where: { id: held.id }, data: { status: "abandoned", endedAt: new Date() } });
    await audit(tx, { eventId, userId: user!.id, action: "hall.abandon", data: { hallId: held.id, hall: held.name, appliedVersion: held.appliedVersion } });
  });
  return holdOf(eventId);
}

/** GET /events/{id}/hall: whether a hall runs the event (public: its page shows the banner). */
export async function holdOf(eventId: string): Promise<HallHold> {
  parseId("Event", eventId);
  const db = await getDb();
  const event = await db.event.findUnique({ where: { id: eventId }, select: { id: true } });
  if (!event) throw notFound("Event");
  const held = await db.eventHall.findFirst({ where: { eventId, status: "held" } });
  if (!held) return { held: false, hall: null, takenAt: null, lastUpdate: null, appliedVersion: null };
  return { held: true, hall: held.name, takenAt: held.takenAt.toISOString(), lastUpdate: (held.lastPushAt ?? held.takenAt).toISOString(), appliedVersion: held.appliedVersion };
}

/** GET /me/organized-events: the events the caller organizes here (the hall page lists them to take one). */
export async function organizedEvents(user: User | null): Promise<OrganizedEventList> {
  if (!user) throw unauthenticated();
  const db = await getDb();
  const rows = await db.event.findMany({
    where: { staff: { some: { userId: user.id, role: "organizer" } } },
    select: { id: true, name: true, status: true, startsAt: true },
    orderBy: [{ startsAt: "desc" }, { createdAt: "desc" }],
    take: 200,
  });
  const held = new Set((await db.eventHall.findMany({ where: { eventId: { in: rows.map((r) => r.id) }, status: "held" }, select: { eventId: true } })).map((h) => h.eventId));
  return { events: rows.map((r) => ({ id: r.id, name: r.name, status: r.status, startsAt: r.startsAt?.toISOString() ?? null, held: held.has(r.id) })) };
}
