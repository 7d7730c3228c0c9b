/**
 * How a caller's role at an event is checked (who may do what is declared in ./policy.ts, which
 * services call). Every service that reads or changes an event on someone's behalf resolves the
 * caller's role here, inside the same transaction as the change.
 *
 * A change first looks, without the lock, at whether the caller could be allowed at all (a
 * plain read never waits for a row lock): a caller refused for rights is refused before queueing
 * for the event's lock, so strangers' refused calls never slow the staff's saves. The decision
 * itself is taken again under the lock, where the role cannot change underneath it.
 */
import type { Db, Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { forbidden, notFound, unauthenticated } from "./errors";
import { parseId } from "./validate";
import { bumpVersion, type Bumped } from "./event-versions";

export type EventRole = "organizer" | "judge" | "marshal";

/** What a change under the lock learns: the checked caller, their role, the event's gate and version. */
export interface Locked {
  user: User;
  role: EventRole;
  gate: Omit<Bumped, "version" | "role">;
  version: number;
}

/** What a player's change under the lock learns: the caller, their staff role if any, and their entry (null: none). */
export interface LockedAsPlayer {
  user: User;
  role: EventRole | null;
  gate: Omit<Bumped, "version" | "role">;
  player: { id: string; name: string; status: string; profileId: string } | null;
}

export async function roleAt(tx: Db | Tx, eventId: string, userId: string): Promise<EventRole | null> {
  const staff = await tx.eventStaff.findFirst({ where: { eventId, userId }, select: { role: true } });
  return staff?.role ?? null;
}

/** The refusal of a caller whose role is not one of `allowed`. */
export const refusal = (allowed: readonly EventRole[]) =>
  forbidden(
    allowed.length === 1 && allowed[0] === "organizer"
      ? "Only the event's organizer can do this."
      : "Only the event's organizer, judges and marshals can do this.",
  );

/** For reads: the caller and their role at the event, refused unless it is one of `allowed`. No lock. */
export async function requireEventRole(db: Db | Tx, eventId: string, user: User | null, allowed: readonly EventRole[]): Promise<{ user: User; role: EventRole }> {
  parseId("Event", eventId);
  if (!user) throw unauthenticated();
  const event = await db.event.findUnique({ where: { id: eventId }, select: { id: true } });
  if (!event) throw notFound("Event");
  const role = await roleAt(db, eventId, user.id);
  if (!role || !allowed.includes(role)) throw refusal(allowed);
  return { user, role };
}

/** What the caller is at the event as of now, without the lock: null when the event is unknown. */
async function standing(tx: Tx, eventId: string, userId: string): Promise<{ role: EventRole | null; entry: boolean } | null> {
  const rows = await tx.$queryRaw<{ role: EventRole | null; entry: boolean }[]>`
    SELECT (SELECT s.role::text FROM "EventStaff" s WHERE s."eventId" = e.id AND s."userId" = ${userId} LIMIT 1) AS role,
      EXISTS (SELECT 1 FROM "Player" p JOIN "PlayerProfile" f ON f.id = p."profileId" WHERE p."eventId" = e.id AND f."userId" = ${userId})
        OR EXISTS (SELECT 1 FROM "TeamMember" t JOIN "PlayerProfile" f ON f.id = t."profileId" WHERE t."eventId" = e.id AND f."userId" = ${userId}) AS entry
    FROM "Event" e WHERE e.id = ${eventId}`;
  return rows[0] ?? null;
}

/** 404 / 403 before the lock for a caller who cannot be one of `allowed` (see the module's note). */
async function refuseEarly(tx: Tx, eventId: string, userId: string, allowed: readonly EventRole[], withEntry: string | null = null): Promise<void> {
  const now = await standing(tx, eventId, userId);
  if (!now) throw notFound("Event");
  if (now.role && allowed.includes(now.role)) return;
  if (withEntry === null) throw refusal(allowed);
  if (!now.entry) throw forbidden(withEntry);
}

/**
 * For changes: bumps the event's version — which locks the event row for the rest of the
 * transaction, so concurrent decisions about one event run one after the other, and announces
 * the change when it commits (lib/server/kernel/event-versions.ts) — and checks the caller's role, read
 * in the same statement. A refusal rolls the bump back with everything else. `onlyMatch`,
 * `results`: see `bumpVersion`. Returns the caller (checked: never null), their role, and the event's gate and
 * version as the lock found them.
 */
export async function lockEvent(
  tx: Tx,
  eventId: string,
  user: User | null,
  allowed: readonly EventRole[],
  onlyMatch?: string,
  results = false,
): Promise<Locked> {
  parseId("Event", eventId);
  if (!user) throw unauthenticated();
  await refuseEarly(tx, eventId, user.id, allowed);
  const bumped = await bumpVersion(tx, eventId, { onlyMatch, staffOf: user.id, results, guarded: true });
  if (!bumped) throw notFound("Event");
  const { role } = bumped;
  if (!role || !allowed.includes(role)) throw refusal(allowed);
  return { user, role, gate: bumped, version: bumped.version };
}

/**
 * For a player's own changes (self-registration, check-in, self-report, self-drop): bumps and
 * locks the event like `lockEvent`, and finds the caller's entry in it through their profile
 * (null: the caller has no entry). The caller's staff role is read in the same statement.
 * `onlyMatch`: see `bumpVersion` (a player's report of a Swiss match). `entryOr`: a change only
 * the caller's own entry or one of these roles may make — anyone else is refused with `refusal`
 * before the lock (the service decides again under it).
 */
export async function lockEventForPlayer(
  tx: Tx,
  eventId: string,
  user: User | null,
  onlyMatch?: string,
  only?: { entryOr: readonly EventRole[]; refusal: string },
  results = false,
): Promise<LockedAsPlayer> {
  parseId("Event", eventId);
  if (!user) throw unauthenticated();
  if (only) await refuseEarly(tx, eventId, user.id, only.entryOr, only.refusal);
  const bumped = await bumpVersion(tx, eventId, { onlyMatch, staffOf: user.id, results, guarded: true });
  if (!bumped) throw notFound("Event");
  const player = await tx.player.findFirst({
    // A team event's member finds their team (the entrant) through their TeamMember row.
    where: { eventId, OR: [{ profile: { userId: user.id } }, { teamMembers: { some: { profile: { userId: user.id } } } }] },
    select: { id: true, name: true, status: true, profileId: true },
  });
  return { user, role: bumped.role, gate: bumped, player: player ? { ...player, profileId: player.profileId! } : null };
}
