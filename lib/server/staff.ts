/**
 * Event staff: the organizer, judges and marshals (regulations § Participant Roles), and the
 * leader-participation rule (§ Leader Participation, spec "Roles and tiers"):
 *
 * - Exactly one organizer: the role cannot be given, and the organizer cannot be removed.
 * - Relaxed: a leader may also play only while a second leader is assigned (to rule on their
 *   games). Formal and Premier: leaders never play.
 * - A leader "is a player" when a registered player has the staff email (case-insensitive).
 *
 * An email without an account is kept as an invitation; `signUp` attaches it to the new account.
 */
import { getDb, type Db, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { StaffAddInput, type StaffMember } from "@/lib/schemas/staff";
import { LEADERS, lockEventFor, ORGANIZER, requireEventRole, type EventRole } from "./access";
import { audit } from "./audit";
import { conflict, notFound, ServiceError } from "./errors";
import { parseId, parseInput } from "./validate";

const TIER_NAME = { relaxed: "Relaxed", formal: "Formal", premier: "Premier" } as const;

const emailKey = (email: string) => email.trim().toLowerCase();

interface PlayingLeader {
  role: EventRole;
  email: string;
  playerName: string;
}

/** Leaders who are also registered players, and how many leaders the event has. */
async function leadersAtTable(tx: Db | Tx, eventId: string) {
  const [event, staff, players] = await Promise.all([
    tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { tier: true } }),
    tx.eventStaff.findMany({ where: { eventId }, select: { email: true, role: true }, orderBy: { createdAt: "asc" } }),
    tx.player.findMany({ where: { eventId, email: { not: null } }, select: { email: true, name: true } }),
  ]);
  const byEmail = new Map(players.map((p) => [emailKey(p.email!), p.name]));
  const playing: PlayingLeader[] = staff.flatMap((s) => {
    const playerName = byEmail.get(emailKey(s.email));
    return playerName === undefined ? [] : [{ role: s.role, email: s.email, playerName }];
  });
  return { tier: event.tier, leaders: staff.length, playing };
}

const describe = (p: PlayingLeader) => `${p.playerName} (${p.role}, ${p.email})`;

/**
 * Why the event breaks the leader-participation rule right now, or null when it does not.
 * Call it after a change, inside the same transaction.
 */
export async function leaderParticipationProblem(tx: Db | Tx, eventId: string): Promise<string | null> {
  const { tier, leaders, playing } = await leadersAtTable(tx, eventId);
  if (playing.length === 0) return null;
  const who = playing.map(describe).join(", ");
  if (tier !== "relaxed") {
    return `Leaders cannot play in a ${TIER_NAME[tier]} event: ${who} is both on staff and registered as a player.`;
  }
  if (leaders < 2) {
    return `A leader may play in a Relaxed event only when a second leader is assigned to rule on their games: ${who} is registered as a player. Add a judge or marshal first.`;
  }
  return null;
}

/**
 * Refuses (409, nothing changes) when the event breaks the leader-participation rule. Call it
 * inside the transaction, after writing a change that can break it: adding staff, registering or
 * editing a player with an email, changing the tier, removing staff. `path` names the field the
 * form should show the reason beside (e.g. ["email"] or ["players", 3, "email"]).
 */
export async function assertLeaderParticipation(tx: Db | Tx, eventId: string, path?: (string | number)[]): Promise<void> {
  const problem = await leaderParticipationProblem(tx, eventId);
  if (problem) throw new ServiceError("conflict", problem, path ? [{ path, message: problem }] : []);
}

async function staffMembers(db: Db | Tx, eventId: string): Promise<StaffMember[]> {
  const [rows, players] = await Promise.all([
    db.eventStaff.findMany({ where: { eventId }, include: { user: { select: { name: true } } }, orderBy: { createdAt: "asc" } }),
    db.player.findMany({ where: { eventId, email: { not: null } }, select: { email: true } }),
  ]);
  const playerEmails = new Set(players.map((p) => emailKey(p.email!)));
  const order: Record<EventRole, number> = { organizer: 0, judge: 1, marshal: 2 };
  return rows
    .map((r) => ({
      id: r.id,
      email: r.email,
      name: r.user?.name ?? null,
      role: r.role,
      pending: r.userId === null,
      playing: playerEmails.has(emailKey(r.email)),
    }))
    .sort((a, b) => order[a.role] - order[b.role]);
}

/** A leader as the public event page shows them: no email, the account's name or the invitation's. */
export interface PublicStaffMember {
  role: EventRole;
  name: string;
  pending: boolean;
}

/** The event's leaders for everyone to see (organizer first, then judges, then marshals). */
export async function listPublicStaff(eventId: string): Promise<PublicStaffMember[]> {
  parseId("Event", eventId);
  const db = await getDb();
  return (await staffMembers(db, eventId)).map((m) => ({ role: m.role, name: m.name ?? m.email.replace(/@.*/, ""), pending: m.pending }));
}

/** GET /staff: every leader with their email; leaders only (emails are not public). */
export async function listEventStaff(user: User | null, eventId: string): Promise<StaffMember[]> {
  const db = await getDb();
  await requireEventRole(db, eventId, user, LEADERS);
  return staffMembers(db, eventId);
}

/** POST /staff {email, role}: organizer only. An unknown email becomes an invitation. */
export async function addStaff(user: User | null, eventId: string, input: unknown): Promise<StaffMember> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    await lockEventFor(tx, eventId, user, ORGANIZER);
    const data = parseInput(StaffAddInput, input);
    const email = emailKey(data.email);
    const existing = await tx.eventStaff.findFirst({
      where: { eventId, email: { equals: email, mode: "insensitive" } },
      select: { role: true },
    });
    if (existing) {
      const message = `${email} is already on staff as ${existing.role}. Remove them first to change the role.`;
      throw new ServiceError("invalid_input", message, [{ path: ["email"], message }]);
    }
    const account = await tx.user.findFirst({ where: { email: { equals: email, mode: "insensitive" } }, select: { id: true } });
    const row = await tx.eventStaff.create({ data: { eventId, email, role: data.role, userId: account?.id ?? null } });
    await assertLeaderParticipation(tx, eventId, ["email"]);
    await audit(tx, {
      eventId,
      userId: user!.id,
      action: "staff.add",
      data: { staffId: row.id, email, role: data.role, pending: !account },
    });
    const member = (await staffMembers(tx, eventId)).find((s) => s.id === row.id);
    return member!;
  });
}

/** DELETE /staff/{staffId}: organizer only; never the organizer, never a playing leader's last second. */
export async function removeStaff(user: User | null, eventId: string, staffId: string): Promise<StaffMember> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    await lockEventFor(tx, eventId, user, ORGANIZER);
    const before = (await staffMembers(tx, eventId)).find((s) => s.id === staffId);
    if (!before) throw notFound("Staff member");
    if (before.role === "organizer") {
      throw conflict("The organizer cannot be removed: an event has exactly one organizer.");
    }
    await tx.eventStaff.delete({ where: { id: staffId } });
    // Removing a leader can only break the Relaxed rule (a playing leader left without a second).
    const { tier, leaders, playing } = await leadersAtTable(tx, eventId);
    if (tier === "relaxed" && playing.length > 0 && leaders < 2) {
      throw conflict(
        `${before.name ?? before.email} cannot be removed: ${playing.map(describe).join(", ")} plays in this Relaxed event and needs a second leader to rule on their games. Add another judge or marshal first.`,
      );
    }
    await audit(tx, { eventId, userId: user!.id, action: "staff.remove", data: { staffId, email: before.email, role: before.role } });
    return before;
  });
}
