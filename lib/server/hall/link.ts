/**
 * The hall server's side of taking an event to the hall and handing it back (issue 40). The
 * mirror that runs in between is ./mirror.ts; the public server's side is ./hold.ts and ./apply.ts.
 */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { HallConnectInput, HallPublishToInput, type HallPublishing, type OrganizedEventList } from "@/lib/schemas/hall";
import { conflict, forbidden, invalidField, unauthenticated } from "../kernel/errors";
import { bumpVersion } from "../kernel/event-versions";
import { newId } from "../kernel/match-insert";
import { newSecret } from "../kernel/tokens";
import { authorizeRead } from "../kernel/policy";
import { parseId, parseInput } from "../kernel/validate";
import { importEvent } from "../transfer/event-import";
import { pushOnce } from "./mirror";
import { hostOf, remote, RemoteDown, RemoteRefusal } from "./remote";

/** The public server's words, beside the form: a refusal names its field. */
function asFieldError(err: unknown): never {
  if (err instanceof RemoteRefusal) throw invalidField(err.status === 401 ? "token" : "publicUrl", err.message);
  if (err instanceof RemoteDown) throw invalidField("publicUrl", err.message);
  throw err;
}

/** The events the token's account organizes on the public server. */
export async function remoteEvents(user: User | null, input: unknown): Promise<OrganizedEventList> {
  if (!user) throw unauthenticated();
  const { publicUrl, token } = parseInput(HallConnectInput, input);
  return remote.organizedEvents(publicUrl, token).catch(asFieldError);
}

/**
 * Takes the event to this hall: the public server holds it read-only and hands over its document
 * and the hall's secret; this server imports it (its ids kept) and becomes its writer. An
 * import that fails hands the event straight back (nothing changed in between).
 */
export async function takeEventToHall(user: User | null, input: unknown, eventIdInput: unknown, hallName: string): Promise<{ eventId: string }> {
  if (!user) throw unauthenticated();
  const { publicUrl, token } = parseInput(HallConnectInput, input);
  const eventId = parseId("Event", eventIdInput);
  const db = await getDb();
  const local = await db.hallLink.findUnique({ where: { eventId } });
  if (local?.status === "mirroring") throw conflict("This hall runs the event already.");
  const taken = await remote.take(publicUrl, token, eventId, hallName).catch(asFieldError);
  const { hallId, secret, document } = taken;
  try {
    // A copy handed back earlier is the public server's now: the fresh one replaces it.
    if (local) await db.$transaction([db.hallLink.delete({ where: { eventId } }), db.event.deleteMany({ where: { id: eventId } })]);
    await importEvent(user, document, {
      inTransaction: async (tx) => {
        await tx.hallLink.create({ data: { eventId, publicUrl, apiToken: token, hallId, secret, userId: user.id, ackVersion: document.event.version } });
      },
    });
  } catch (err) {
    await remote.release(publicUrl, token, eventId, { hallId, secret, version: document.event.version }).catch(() => {});
    throw err;
  }
  return { eventId };
}

/**
 * Or start in the hall: an event of this hall (its organizer's) is published on the public server
 * under the token's account by the mirror, when the link is first up, then mirrored as a taken
 * event is. The hold's id and secret are chosen here, so the publish can be retried after any cut
 * and never creates two. Nothing waits for the uplink: a token the public server refuses now is
 * said beside its field; an unreachable server is tried again by the mirror.
 */
export async function publishFromThisHall(user: User | null, input: unknown, eventIdInput: unknown): Promise<HallPublishing> {
  if (!user) throw unauthenticated();
  const { publicUrl, token, hall: hallName } = parseInput(HallPublishToInput, input);
  const eventId = parseId("Event", eventIdInput);
  const db = await getDb();
  await authorizeRead(db, "hall.publish", eventId, user);
  if (await db.hallLink.findUnique({ where: { eventId } })) throw conflict("This event is mirrored to a public server already.");
  // A token refused there is said now; a server out of reach is no reason to wait (5 s at most).
  await remote.organizedEvents(publicUrl, token, 5_000).catch((err: unknown) => {
    if (!(err instanceof RemoteDown)) asFieldError(err);
  });
  await db.$transaction(async (tx) => {
    await tx.hallLink.create({ data: { eventId, publicUrl, apiToken: token, hallId: newId(), secret: newSecret("hn_hall"), userId: user.id, ackVersion: -1, publishAs: hallName } });
    // Its pages here show the mirror's status.
    await bumpVersion(tx, eventId);
  });
  return { eventId, publicUrl, publishing: true };
}

/** The events this account organizes here that no public server has: the ones it may publish from this hall. */
export async function publishableEvents(user: User | null): Promise<{ id: string; name: string; status: string }[]> {
  if (!user) throw unauthenticated();
  const db = await getDb();
  const rows = await db.event.findMany({
    where: { staff: { some: { userId: user.id, role: "organizer" } } },
    select: { id: true, name: true, status: true },
    orderBy: { createdAt: "desc" },
    take: 200,
  });
  const linked = new Set((await db.hallLink.findMany({ where: { eventId: { in: rows.map((r) => r.id) } }, select: { eventId: true } })).map((l) => l.eventId));
  return rows.filter((r) => !linked.has(r.id));
}

/**
 * Hands the event back: its last change is pushed and acknowledged first, then the public
 * server writes it again and this copy is read-only.
 */
export async function handBack(user: User | null, eventIdInput: unknown): Promise<void> {
  if (!user) throw unauthenticated();
  const eventId = parseId("Event", eventIdInput);
  const db = await getDb();
  const role = await db.eventStaff.findFirst({ where: { eventId, userId: user.id, role: "organizer" } });
  if (!role) throw forbidden("Only the event's organizer can hand it back.");
  const link = await db.hallLink.findUnique({ where: { eventId } });
  if (!link || link.status !== "mirroring") throw conflict("This hall does not run this event.");
  await pushOnce(eventId);
  const [fresh, event] = await Promise.all([db.hallLink.findUniqueOrThrow({ where: { eventId } }), db.event.findUniqueOrThrow({ where: { id: eventId }, select: { version: true } })]);
  if (fresh.status !== "mirroring") throw conflict(fresh.lastError ?? "The public server refused the hall's last push.");
  const waiting = event.version - fresh.ackVersion;
  if (waiting > 0) throw conflict(`${waiting} change${waiting === 1 ? "" : "s"} still to mirror to ${hostOf(link.publicUrl)}${fresh.lastError ? ` (${fresh.lastError})` : ""}: hand it back once the uplink is up.`);
  try {
    await remote.release(link.publicUrl, link.apiToken, eventId, { hallId: link.hallId, secret: link.secret, version: fresh.ackVersion });
  } catch (err) {
    if (err instanceof RemoteRefusal || err instanceof RemoteDown) throw conflict(err.message);
    throw err;
  }
  await db.$transaction(async (tx) => {
    await tx.hallLink.update({ where: { eventId }, data: { status: "released" } });
    // Its pages here show it read-only.
    await bumpVersion(tx, eventId);
  });
}

export interface MirrorStatus {
  host: string;
  status: "mirroring" | "released" | "refused";
  /** Started here and not on the public server yet (the mirror publishes it when the link is up). */
  publishing: boolean;
  waiting: number;
  lastSuccess: string | null;
  lastError: string | null;
}

type LinkRow = { publicUrl: string; status: string; publishAs: string | null; ackVersion: number; lastSuccess: Date | null; lastError: string | null };

/** A link's status, the event at `version`: what waits is the versions the public server has not acknowledged. */
const statusOf = (link: LinkRow, version: number): MirrorStatus => ({
  host: hostOf(link.publicUrl),
  status: link.status as MirrorStatus["status"],
  publishing: link.publishAs !== null,
  waiting: link.status === "mirroring" ? Math.max(0, version - Math.max(0, link.ackVersion)) : 0,
  lastSuccess: link.lastSuccess?.toISOString() ?? null,
  lastError: link.lastError,
});

/** The rounds console's line: "Mirrored to holonet.example · 3 changes waiting · last success 14:02:11". */
export async function mirrorStatus(eventId: string): Promise<MirrorStatus | null> {
  const db = await getDb();
  const link = await db.hallLink.findUnique({ where: { eventId } });
  if (!link) return null;
  const event = await db.event.findUnique({ where: { id: eventId }, select: { version: true } });
  return statusOf(link, event?.version ?? 0);
}

/** The events this account runs in this hall, newest first, each with its mirror's status (two queries, whatever their number). */
export async function hallEventsOf(user: User | null): Promise<{ eventId: string; name: string; status: MirrorStatus | null }[]> {
  if (!user) throw unauthenticated();
  const db = await getDb();
  const links = await db.hallLink.findMany({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
  const events = new Map((await db.event.findMany({ where: { id: { in: links.map((l) => l.eventId) } }, select: { id: true, name: true, version: true } })).map((e) => [e.id, e]));
  return links.map((l) => {
    const event = events.get(l.eventId);
    return { eventId: l.eventId, name: event?.name ?? l.eventId, status: statusOf(l, event?.version ?? 0) };
  });
}
