/**
 * Event staff: the organizer, judges and marshals (regulations § Participant Roles), and the
 * leader-participation rule (§ Leader Participation, spec "Roles and tiers"):
 *
 * - Exactly one organizer: the role cannot be given, and the organizer cannot be removed.
 * - Relaxed: a leader may also play only while a second leader is assigned (to rule on their
 *   games). Formal and Premier: leaders never play.
 * - A leader "is a player" when a registered player has the staff email (case-insensitive), or
 *   when the leader's account registered, claimed or joined an entry.
 *
 * Adding someone by email always makes a pending invitation (so the organizer learns nothing about
 * accounts): a one-time link, and the role attaches to whoever opens it signed in, or to an account
 * that proves the address by verifying it (lib/server/accounts/email-verification.ts).
 */
import { getDb, type Db, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { StaffAddInput, type StaffInvitation, type StaffMember } from "@/lib/schemas/staff";
import type { PublicStaffMember } from "@/lib/views/events";
import { bumpVersion } from "../kernel/event-versions";
import { authorize, authorizeRead, type EventRole } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { conflict, notFound, ServiceError } from "../kernel/errors";
import { mailConfigured, sendMail } from "../notices/mail";
import { newSecret, tokenId } from "../kernel/tokens";
import { parseId, parseInput } from "../kernel/validate";

const TIER_NAME = { relaxed: "Relaxed", formal: "Formal", premier: "Premier" } as const;

const emailKey = (email: string) => email.trim().toLowerCase();

/** How long an invitation link works; the organizer can re-issue it. */
export const INVITE_DAYS = 14;

interface PlayingLeader {
  role: EventRole;
  email: string;
  playerName: string;
}

/**
 * Who plays at the event: entries by their email, and entries (or team members) by the account
 * that registered, claimed or joined them — a leader who claimed a typed entry plays too.
 */
async function entrantsOf(tx: Db | Tx, eventId: string) {
  const [players, members] = await Promise.all([
    tx.player.findMany({ where: { eventId, OR: [{ email: { not: null } }, { profileId: { not: null } }] }, select: { email: true, name: true, profile: { select: { userId: true } } } }),
    tx.teamMember.findMany({ where: { eventId, profileId: { not: null } }, select: { name: true, profile: { select: { userId: true } } } }),
  ]);
  const byEmail = new Map(players.flatMap((p) => (p.email ? [[emailKey(p.email), p.name] as const] : [])));
  const byUser = new Map([...players, ...members].flatMap((p) => (p.profile?.userId ? [[p.profile.userId, p.name] as const] : [])));
  return (s: { email: string; userId: string | null }) => byEmail.get(emailKey(s.email)) ?? (s.userId ? byUser.get(s.userId) : undefined);
}

/** Leaders who are also registered players, and how many leaders the event has. */
async function leadersAtTable(tx: Db | Tx, eventId: string) {
  const [event, staff, playerNameOf] = await Promise.all([
    tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { tier: true } }),
    tx.eventStaff.findMany({ where: { eventId }, select: { email: true, role: true, userId: true }, orderBy: { createdAt: "asc" } }),
    entrantsOf(tx, eventId),
  ]);
  const playing: PlayingLeader[] = staff.flatMap((s) => {
    const playerName = playerNameOf(s);
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
  const [rows, playerNameOf] = await Promise.all([
    db.eventStaff.findMany({ where: { eventId }, include: { user: { select: { name: true } } }, orderBy: { createdAt: "asc" } }),
    entrantsOf(db, eventId),
  ]);
  const order: Record<EventRole, number> = { organizer: 0, judge: 1, marshal: 2 };
  return rows
    .map((r) => ({
      id: r.id,
      email: r.email,
      name: r.user?.name ?? null,
      role: r.role,
      pending: r.userId === null,
      inviteExpiresAt: r.userId === null && r.inviteExpiresAt ? r.inviteExpiresAt.toISOString() : null,
      playing: playerNameOf(r) !== undefined,
    }))
    .sort((a, b) => order[a.role] - order[b.role]);
}

/**
 * The event's leaders for everyone to see (organizer first, then judges, then marshals). Pending
 * invitations are only counted: an invitee's address is not public.
 */
export async function listPublicStaff(eventId: string): Promise<{ staff: PublicStaffMember[]; pendingInvitations: number }> {
  parseId("Event", eventId);
  const db = await getDb();
  const members = await staffMembers(db, eventId);
  return {
    staff: members.flatMap((m) => (m.name === null ? [] : [{ role: m.role, name: m.name }])),
    pendingInvitations: members.filter((m) => m.pending).length,
  };
}

/** GET /staff: every leader with their email; leaders only (emails are not public). */
export async function listEventStaff(user: User | null, eventId: string): Promise<StaffMember[]> {
  const db = await getDb();
  await authorizeRead(db, "staff.read", eventId, user);
  return staffMembers(db, eventId);
}

/** A fresh invitation secret: the row keeps its hash and expiry; the link carries the secret. */
function newInvitation(origin: string) {
  const token = newSecret("hn_invite");
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 3600 * 1000);
  return { token, expiresAt, url: `${origin.replace(/\/+$/, "")}/invite/${token}`, row: { inviteTokenId: tokenId(token), inviteExpiresAt: expiresAt } };
}

/** Mails the link when mail is configured; a failed send is logged, the link still works. */
async function mailInvitation(email: string, role: EventRole, eventName: string, url: string): Promise<void> {
  if (!mailConfigured()) return;
  try {
    await sendMail({
      to: email,
      subject: `You are invited as ${role} of ${eventName}`,
      text: `You are invited to be a ${role} of ${eventName} on Holonet.\n\nOpen this link, then log in or sign up, to accept (it works once, for ${INVITE_DAYS} days):\n${url}\n\nIf you did not expect this, ignore this message.`,
    });
  } catch (err) {
    console.error("invitation mail not sent", err);
  }
}

/**
 * POST /staff {email, role}: organizer only. Always a pending invitation with a one-time link,
 * whether or not an account has the address (the answer reveals neither that nor a name).
 */
export async function addStaff(user: User | null, eventId: string, input: unknown, { origin = "" }: { origin?: string } = {}): Promise<StaffInvitation> {
  const db = await getDb();
  const invite = newInvitation(origin);
  const { member, eventName } = await db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "staff.add", eventId, user);
    const data = parseInput(StaffAddInput, input);
    const email = emailKey(data.email);
    const existing = await tx.eventStaff.findFirst({
      where: { eventId, email: { equals: email, mode: "insensitive" } },
      select: { role: true, userId: true },
    });
    if (existing) {
      const message = existing.userId
        ? `${email} is already on staff as ${existing.role}. Remove them first to change the role.`
        : `${email} is already invited as ${existing.role}. Re-issue or revoke that invitation below.`;
      throw new ServiceError("invalid_input", message, [{ path: ["email"], message }]);
    }
    const row = await tx.eventStaff.create({ data: { eventId, email, role: data.role, userId: null, ...invite.row } });
    await assertLeaderParticipation(tx, eventId, ["email"]);
    await audit(tx, { eventId, userId: caller.id, action: "staff.invite", data: { staffId: row.id, email, role: data.role } });
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { name: true } });
    return { member: (await staffMembers(tx, eventId)).find((s) => s.id === row.id)!, eventName: event.name };
  });
  await mailInvitation(member.email, member.role, eventName, invite.url);
  return { ...member, invitation: { url: invite.url, expiresAt: invite.expiresAt.toISOString() } };
}

/** POST /staff/{staffId}/invitation: a new link for a pending invitation (the old one stops working). */
export async function reissueInvitation(user: User | null, eventId: string, staffId: string, { origin = "" }: { origin?: string } = {}): Promise<StaffInvitation> {
  parseId("Staff member", staffId);
  const db = await getDb();
  const invite = newInvitation(origin);
  const { member, eventName } = await db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "staff.reinvite", eventId, user);
    const row = await tx.eventStaff.findFirst({ where: { id: staffId, eventId }, include: { event: { select: { name: true } } } });
    if (!row) throw notFound("Staff member");
    if (row.userId) throw conflict(`${row.email} has already accepted; there is no invitation to re-issue.`);
    await tx.eventStaff.update({ where: { id: staffId }, data: invite.row });
    await audit(tx, { eventId, userId: caller.id, action: "staff.reinvite", data: { staffId, email: row.email, role: row.role } });
    return { member: (await staffMembers(tx, eventId)).find((s) => s.id === staffId)!, eventName: row.event.name };
  });
  await mailInvitation(member.email, member.role, eventName, invite.url);
  return { ...member, invitation: { url: invite.url, expiresAt: invite.expiresAt.toISOString() } };
}

/**
 * A pending invitation becomes the account's role (through its link, or a verified address): the
 * link is used up, the event's version moves, and its history records who accepted and how.
 */
export async function attachInvitation(
  tx: Tx,
  row: { id: string; eventId: string; role: EventRole; email: string },
  userId: string,
  via: "link" | "verified_email",
  email?: string,
): Promise<void> {
  await tx.eventStaff.update({ where: { id: row.id }, data: { userId, inviteTokenId: null, inviteExpiresAt: null, ...(email ? { email } : {}) } });
  await bumpVersion(tx, row.eventId);
  await audit(tx, { eventId: row.eventId, userId, action: "staff.accept", data: { staffId: row.id, role: row.role, invitedEmail: row.email, via } });
}

const invalidLink = () => notFound("Invitation (the link is wrong, revoked or already used)");

/** What /invite/<token> shows before accepting: the event and role, nothing about the invitee. */
export async function describeInvitation(token: string): Promise<{ eventId: string; eventName: string; role: EventRole; expired: boolean }> {
  const db = await getDb();
  const row = await db.eventStaff.findUnique({ where: { inviteTokenId: tokenId(token) }, include: { event: { select: { name: true } } } });
  if (!row || row.userId) throw invalidLink();
  return { eventId: row.eventId, eventName: row.event.name, role: row.role, expired: !row.inviteExpiresAt || row.inviteExpiresAt < new Date() };
}

/**
 * Accepts an invitation link: the role attaches to the signed-in account (whatever its email:
 * holding the link is the proof), the link is used up, and the event's history records it.
 */
export async function acceptInvitation(user: User | null, token: string): Promise<{ eventId: string; role: EventRole }> {
  if (!user) throw new ServiceError("unauthenticated", "Log in or sign up to accept the invitation.");
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const row = await tx.eventStaff.findUnique({ where: { inviteTokenId: tokenId(token) } });
    if (!row || row.userId) throw invalidLink();
    // Same lock as every event change, so acceptance and other staff changes run one after the other.
    await tx.$queryRaw`SELECT id FROM "Event" WHERE id = ${row.eventId} FOR UPDATE`;
    if (!row.inviteExpiresAt || row.inviteExpiresAt < new Date()) {
      throw conflict("This invitation link has expired. Ask the organizer to re-issue it.");
    }
    const already = await tx.eventStaff.findFirst({ where: { eventId: row.eventId, userId: user.id }, select: { role: true } });
    if (already) throw conflict(`You are already the ${already.role} of this event.`);
    const clash = await tx.eventStaff.findFirst({
      where: { eventId: row.eventId, id: { not: row.id }, email: { equals: user.email, mode: "insensitive" } },
      select: { id: true },
    });
    if (clash) throw conflict("Another invitation for your email is pending at this event; open that link instead.");
    // The row takes the account's email: leader participation matches players by it.
    await attachInvitation(tx, row, user.id, "link", emailKey(user.email));
    await assertLeaderParticipation(tx, row.eventId);
    return { eventId: row.eventId, role: row.role };
  });
}

/** DELETE /staff/{staffId}: organizer only; never the organizer, never a playing leader's last second. */
export async function removeStaff(user: User | null, eventId: string, staffId: string): Promise<StaffMember> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "staff.remove", eventId, user);
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
    await audit(tx, { eventId, userId: caller.id, action: "staff.remove", data: { staffId, email: before.email, role: before.role } });
    return before;
  });
}
