/**
 * The waitlist: who gets a place when one frees up before round 1 (a withdrawal, the organizer
 * removing a player, the no-shows removed, the cap raised). Promotion runs inside the caller's
 * transaction, after its change, with the event already locked by it.
 */
import { getDb, type Tx } from "@/lib/db";
import type { Player as PlayerRow } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import { registrationSettings } from "@/lib/schemas/registration";
import type { WaitlistEntryView } from "@/lib/schemas/registration-api";
import { checkInState, promotions, waitlistOrder } from "@/lib/tournament/registration";
import { authorizeRead } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { notify } from "../notices/notifications";

const nameKey = (name: string) => name.toLocaleLowerCase("en");

/** A name not yet taken at the event: the entry's own, else with " (2)", " (3)" … added. */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(nameKey(name))) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name.slice(0, 74)} (${n})`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

/**
 * Gives free places to the waitlist, oldest first (engine: `promotions`): each promoted entry
 * becomes a self-registered player whose `registeredAt` is the time they joined the waitlist,
 * with an audit entry and a `waitlist.promoted` notice. Nothing happens once round 1 is paired.
 * `byUserId`: whose action freed the place (for the audit log).
 */
export async function promoteFromWaitlist(tx: Tx, eventId: string, byUserId: string | null): Promise<PlayerRow[]> {
  const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { name: true, status: true, registration: true, startsAt: true } });
  if (event.status !== "registration") return [];
  const waitlist = await tx.waitlistEntry.findMany({ where: { eventId }, include: { profile: { select: { userId: true } } } });
  if (waitlist.length === 0) return [];
  const settings = registrationSettings(event.registration);
  const active = await tx.player.count({ where: { eventId, status: "active" } });
  const chosen = promotions(settings.cap, active, waitlist, event.status);
  if (chosen.length === 0) return [];

  const existing = await tx.player.findMany({ where: { eventId }, select: { name: true, seq: true } });
  const taken = new Set(existing.map((p) => nameKey(p.name)));
  let seq = existing.reduce((max, p) => Math.max(max, p.seq), 0);
  const checkIn = checkInState(settings.checkInMinutes, event.startsAt, event.status, new Date());
  const promoted: PlayerRow[] = [];
  for (const w of chosen) {
    // A typed entry may have taken the name since the player joined the waitlist.
    const name = freeName(w.name, taken);
    taken.add(nameKey(name));
    await tx.waitlistEntry.delete({ where: { id: w.id } });
    const player = await tx.player.create({
      data: { eventId, name, email: w.email, seq: ++seq, profileId: w.profileId, source: "self", registeredAt: w.createdAt },
    });
    promoted.push(player);
    await audit(tx, { eventId, userId: byUserId, action: "waitlist.promote", data: { playerId: player.id, name, waitlistedAt: w.createdAt.toISOString() } });
  }
  await notify(
    tx,
    chosen.flatMap((w, i) =>
      w.profile.userId
        ? [{
            userId: w.profile.userId,
            eventId,
            kind: "waitlist.promoted" as const,
            data: {
              eventName: event.name,
              playerName: promoted[i]!.name,
              // Promoted players check in like everyone else.
              checkInRequired: checkIn.open || checkIn.reason === "not-yet",
              checkInOpensAt: checkIn.opensAt?.toISOString() ?? null,
            },
          }]
        : [],
    ),
  );
  return promoted;
}

/** The waitlist in promotion order, for staff (leaders only). */
export async function managedWaitlist(user: User | null, eventId: string): Promise<WaitlistEntryView[]> {
  const db = await getDb();
  await authorizeRead(db, "waitlist.read", eventId, user);
  const rows = await db.waitlistEntry.findMany({ where: { eventId } });
  return waitlistOrder(rows).map((w, i) => ({ id: w.id, name: w.name, email: w.email, position: i + 1, createdAt: w.createdAt.toISOString() }));
}
