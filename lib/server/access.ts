/**
 * Who may do what at an event. Every service that reads or changes an event on someone's behalf
 * resolves the caller's role here, inside the same transaction as the change.
 */
import type { Db, Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { forbidden, notFound, unauthenticated } from "./errors";
import { parseId } from "./validate";
import { bumpVersion, type Bumped } from "./event-versions";

export type EventRole = "organizer" | "judge" | "marshal";

/** Roles that may record and correct results (leaders). */
export const LEADERS: readonly EventRole[] = ["organizer", "judge", "marshal"];
export const ORGANIZER: readonly EventRole[] = ["organizer"];

export async function roleAt(tx: Db | Tx, eventId: string, userId: string): Promise<EventRole | null> {
  const staff = await tx.eventStaff.findFirst({ where: { eventId, userId }, select: { role: true } });
  return staff?.role ?? null;
}

const refusal = (allowed: readonly EventRole[]) =>
  forbidden(
    allowed.length === 1 && allowed[0] === "organizer"
      ? "Only the event's organizer can do this."
      : "Only the event's organizer, judges and marshals can do this.",
  );

/** For reads: the caller's role at the event, refused unless it is one of `allowed`. No lock. */
export async function requireEventRole(db: Db | Tx, eventId: string, user: User | null, allowed: readonly EventRole[]): Promise<EventRole> {
  parseId("Event", eventId);
  if (!user) throw unauthenticated();
  const event = await db.event.findUnique({ where: { id: eventId }, select: { id: true } });
  if (!event) throw notFound("Event");
  const role = await roleAt(db, eventId, user.id);
  if (!role || !allowed.includes(role)) throw refusal(allowed);
  return role;
}

/**
 * For changes: bumps the event's version — which locks the event row for the rest of the
 * transaction, so concurrent decisions about one event run one after the other, and announces
 * the change when it commits (lib/server/event-versions.ts) — and checks the caller's role, read
 * in the same statement. A refusal rolls the bump back with everything else. `onlyMatch`: see
 * `bumpVersion`. Returns the role and the event's gate as the lock found it.
 */
export async function lockEventFor(
  tx: Tx,
  eventId: string,
  user: User | null,
  allowed: readonly EventRole[],
  onlyMatch?: string,
): Promise<EventRole> {
  return (await lockEventWithGate(tx, eventId, user, allowed, onlyMatch)).role;
}

export async function lockEventWithGate(
  tx: Tx,
  eventId: string,
  user: User | null,
  allowed: readonly EventRole[],
  onlyMatch?: string,
): Promise<{ role: EventRole; gate: Omit<Bumped, "version" | "role">; version: number }> {
  parseId("Event", eventId);
  if (!user) throw unauthenticated();
  const bumped = await bumpVersion(tx, eventId, { onlyMatch, staffOf: user.id });
  if (!bumped) throw notFound("Event");
  const { role } = bumped;
  if (!role || !allowed.includes(role)) throw refusal(allowed);
  return { role, gate: bumped, version: bumped.version };
}

/**
 * For a player's own changes (self-registration, check-in, self-report, self-drop): bumps and
 * locks the event like `lockEventFor`, and finds the caller's entry in it through their profile
 * (null: the caller has no entry). The caller's staff role is read in the same statement.
 * `onlyMatch`: see `bumpVersion` (a player's report of a Swiss match).
 */
export async function lockEventForPlayer(
  tx: Tx,
  eventId: string,
  user: User | null,
  onlyMatch?: string,
): Promise<{ role: EventRole | null; gate: Omit<Bumped, "version" | "role">; player: { id: string; name: string; status: string; profileId: string } | null }> {
  parseId("Event", eventId);
  if (!user) throw unauthenticated();
  const bumped = await bumpVersion(tx, eventId, { onlyMatch, staffOf: user.id });
  if (!bumped) throw notFound("Event");
  const player = await tx.player.findFirst({
    // A team event's member finds their team (the entrant) through their TeamMember row.
    where: { eventId, OR: [{ profile: { userId: user.id } }, { teamMembers: { some: { profile: { userId: user.id } } } }] },
    select: { id: true, name: true, status: true, profileId: true },
  });
  return { role: bumped.role, gate: bumped, player: player ? { ...player, profileId: player.profileId! } : null };
}
