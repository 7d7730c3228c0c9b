/**
 * Guilds (issue 26; SWG TCG rulebook 703–760): create, invite, accept or decline, leave, remove,
 * grant and revoke officer, hand on leadership, edit the message. Each change is one transaction
 * that locks the guild row (`SELECT … FOR UPDATE`), so changes to one guild — and the member
 * count against the cap of 100 — run one after the other; a player's own joining (create,
 * accept) locks their profile row first, so one person never ends in two guilds. Every change
 * writes a `GuildHistory` entry in the same transaction.
 *
 * Succession: when the leader leaves, the longest-standing officer (officer the longest, then
 * member the longest) becomes leader, else the longest-standing member; a guild left empty is
 * dissolved (its row and history stay, its name is free again, pending invitations are
 * withdrawn). On a hand-over the former leader becomes an officer.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import {
  GUILD_CAP,
  GuildCreateInput,
  GuildProfileInput,
  GuildUpdateInput,
  type GuildHistoryKind,
  type GuildInvitation,
  type GuildRole,
} from "@/lib/schemas/guild";
import { conflict, forbidden, notFound, ServiceError, tooManyRequests, unauthenticated } from "../kernel/errors";
import { parseId, parseInput } from "../kernel/validate";
import { ensureProfile } from "../kernel/profile";
import { notify } from "../notices/notifications";
import { inTransaction } from "../store/event-state";
import { announceGuildTags } from "../kernel/event-versions";
import { allows, refusalText, type GuildOperation, type GuildStanding } from "../kernel/policy";

interface LockedGuild {
  id: string;
  name: string;
  tag: string;
}

interface MemberRow {
  id: string;
  profileId: string;
  role: GuildRole;
  joinedAt: Date;
  officerSince: Date | null;
}

const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";

/** Locks the guild's row for this transaction; a dissolved guild takes no changes. */
async function lockGuild(tx: Tx, guildId: string): Promise<LockedGuild> {
  const [row] = await tx.$queryRaw<{ id: string; name: string; tag: string; dissolvedAt: Date | null }[]>`
    SELECT id, name, tag, "dissolvedAt" FROM "Guild" WHERE id = ${guildId} FOR UPDATE`;
  if (!row) throw notFound("Guild");
  if (row.dissolvedAt) throw conflict(`${row.name} was dissolved.`);
  return row;
}

/**
 * Locks a profile's row: a person's own joining runs one at a time. NO KEY UPDATE, so rows that
 * merely point at the profile (an invitation being written) are not blocked meanwhile.
 */
async function lockProfile(tx: Tx, profileId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "PlayerProfile" WHERE id = ${profileId} FOR NO KEY UPDATE`;
}

async function history(tx: Tx, guildId: string, kind: GuildHistoryKind, actorId: string | null, subjectId: string | null = null, data: Prisma.InputJsonValue = {}): Promise<void> {
  await tx.guildHistory.create({ data: { guildId, kind, actorId, subjectId, data } });
}

async function memberOf(tx: Tx, guildId: string, profileId: string): Promise<MemberRow | null> {
  const m = await tx.guildMember.findUnique({ where: { profileId } });
  return m && m.guildId === guildId ? { ...m, role: m.role as GuildRole } : null;
}

/** The caller's standing in the guild (under its lock) and their membership, refused unless `op` allows it. */
async function standingFor(tx: Tx, op: GuildOperation, guildId: string, profileId: string): Promise<{ standing: GuildStanding; member: MemberRow | null }> {
  const member = await memberOf(tx, guildId, profileId);
  let standing: GuildStanding = member?.role ?? "stranger";
  if (!member && (await tx.guildInvitation.count({ where: { guildId, profileId, status: "pending" } })) > 0) standing = "invitee";
  if (!allows(op, standing)) throw forbidden(refusalText(op));
  return { standing, member };
}

/** The caller, their profile (made on first use) and the guild locked. */
async function begin(tx: Tx, user: User | null, guildId: string): Promise<{ user: User; profileId: string; guild: LockedGuild }> {
  if (!user) throw unauthenticated();
  parseId("Guild", guildId);
  const profile = await ensureProfile(tx, user);
  const guild = await lockGuild(tx, guildId);
  return { user, profileId: profile.id, guild };
}

async function guildNameOf(tx: Tx, profileId: string): Promise<string | null> {
  const m = await tx.guildMember.findUnique({ where: { profileId }, select: { guild: { select: { name: true } } } });
  return m?.guild.name ?? null;
}

const nameTaken = (name: string) => new ServiceError("conflict", `A guild named “${name}” already exists (names are compared ignoring case).`, [{ path: ["name"], message: `A guild named “${name}” already exists.` }]);

// ————— Create —————

/** POST /guilds: the caller founds a guild and leads it; refused while they are in another. */
export async function createGuild(user: User | null, input: unknown): Promise<{ id: string }> {
  if (!user) throw unauthenticated();
  const data = parseInput(GuildCreateInput, input);
  try {
    return await inTransaction(async (tx) => {
      const profile = await ensureProfile(tx, user);
      await lockProfile(tx, profile.id);
      const current = await guildNameOf(tx, profile.id);
      if (current) throw conflict(`You are a member of ${current}: leave it before founding a guild.`);
      const [taken] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Guild" WHERE lower(name) = lower(${data.name}) AND "dissolvedAt" IS NULL`;
      if (taken) throw nameTaken(data.name);
      const guild = await tx.guild.create({ data: { name: data.name, tag: data.tag, message: data.message ?? "" } });
      await tx.guildMember.create({ data: { guildId: guild.id, profileId: profile.id, role: "leader" } });
      await history(tx, guild.id, "created", profile.id, null, { name: data.name, tag: data.tag });
      await announceGuildTags(tx, [profile.id]);
      return { id: guild.id };
    });
  } catch (err) {
    // Two foundings of one name at once: the unique index on lower(name) refuses the second.
    if (isUniqueViolation(err)) throw nameTaken(data.name);
    throw err;
  }
}

/**
 * PATCH /guilds/{guildId}: the message and the tag (leader, officers). A new tag is announced
 * (`announceGuildTags`), so the stored pairings and standings show it at once.
 */
export async function updateGuildMessage(user: User | null, guildId: string, input: unknown): Promise<void> {
  const data = parseInput(GuildUpdateInput, input);
  await inTransaction(async (tx) => {
    const { profileId, guild } = await begin(tx, user, guildId);
    await standingFor(tx, "guild.message", guild.id, profileId);
    const retag = data.tag !== undefined && data.tag !== guild.tag;
    await tx.guild.update({ where: { id: guild.id }, data: { ...(data.message !== undefined ? { message: data.message } : {}), ...(retag ? { tag: data.tag } : {}) } });
    if (data.message !== undefined) await history(tx, guild.id, "messageChanged", profileId);
    if (retag) {
      await history(tx, guild.id, "tagChanged", profileId, null, { from: guild.tag, to: data.tag! });
      await announceGuildTags(tx, (await tx.guildMember.findMany({ where: { guildId: guild.id }, select: { profileId: true } })).map((m) => m.profileId));
    }
  });
}

// ————— Invitations —————

const invitationDto = (i: { id: string; guildId: string; profileId: string; status: string; createdAt: Date }, guildName: string): GuildInvitation => ({
  id: i.id,
  guildId: i.guildId,
  guildName,
  profileId: i.profileId,
  status: i.status as GuildInvitation["status"],
  createdAt: i.createdAt.toISOString(),
});

/**
 * A guild invites the same player at most this many times in INVITATION_WINDOW_MS: a leader who
 * withdrew by mistake invites again at once, but an invite-and-withdraw loop cannot fill a
 * player's notices and mailbox (one pending invitation at a time besides).
 */
export const INVITATIONS_PER_WINDOW = 2;
export const INVITATION_WINDOW_MS = 60 * 60_000;

/** 429 saying when the guild may invite this player again, once it has invited them enough lately. */
async function refuseTooManyInvitations(tx: Tx, guildId: string, invitee: { id: string; displayName: string }): Promise<void> {
  const now = Date.now();
  const recent = await tx.guildInvitation.findMany({
    where: { guildId, profileId: invitee.id, createdAt: { gt: new Date(now - INVITATION_WINDOW_MS) } },
    orderBy: { createdAt: "desc" },
    take: INVITATIONS_PER_WINDOW,
    select: { createdAt: true },
  });
  if (recent.length < INVITATIONS_PER_WINDOW) return;
  const again = new Date(recent.at(-1)!.createdAt.getTime() + INVITATION_WINDOW_MS);
  const seconds = Math.max(1, Math.ceil((again.getTime() - now) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw tooManyRequests(`${invitee.displayName} was invited ${INVITATIONS_PER_WINDOW} times in the last hour: you can invite them again in ${minutes} minute${minutes === 1 ? "" : "s"} (from ${again.toISOString()}).`, seconds);
}

/** A withdrawn invitation's notice goes from the invitee's notices: it can no longer be answered. */
async function dropInvitationNotices(tx: Tx, invitationIds: string[]): Promise<void> {
  if (invitationIds.length === 0) return;
  await tx.notification.deleteMany({ where: { kind: "guild.invited", OR: invitationIds.map((id) => ({ data: { path: ["invitationId"], equals: id } })) } });
}

/**
 * POST /guilds/{guildId}/invitations: invites a player by profile (leader, officers). The player
 * must have an account to answer, and not be in a guild (the refusal says which one). The
 * invitee gets a notice with a link to the guild's page.
 */
export async function inviteToGuild(user: User | null, guildId: string, input: unknown): Promise<GuildInvitation> {
  const { profileId: inviteeId } = parseInput(GuildProfileInput, input);
  return inTransaction(async (tx) => {
    const { profileId, guild } = await begin(tx, user, guildId);
    await standingFor(tx, "guild.invite", guild.id, profileId);
    const invitee = await tx.playerProfile.findUnique({ where: { id: inviteeId }, select: { id: true, userId: true, displayName: true, mergedIntoId: true } });
    if (!invitee || invitee.mergedIntoId) throw new ServiceError("not_found", "Player not found.", [{ path: ["profileId"], message: "No player has this profile." }]);
    if (!invitee.userId) throw new ServiceError("conflict", `${invitee.displayName} has no account to answer an invitation with.`, [{ path: ["profileId"], message: "This player has no account yet." }]);
    const theirs = await tx.guildMember.findUnique({ where: { profileId: invitee.id }, select: { guildId: true, guild: { select: { name: true } } } });
    if (theirs?.guildId === guild.id) throw conflict(`${invitee.displayName} is already a member of ${guild.name}.`);
    if (theirs) throw new ServiceError("conflict", `${invitee.displayName} is a member of another guild (${theirs.guild.name}): a player can be in one guild only.`, [{ path: ["profileId"], message: `Already in ${theirs.guild.name}.` }]);
    const pending = await tx.guildInvitation.findFirst({ where: { guildId: guild.id, profileId: invitee.id, status: "pending" } });
    if (pending) throw conflict(`${invitee.displayName} already has an invitation to ${guild.name} waiting.`);
    await refuseTooManyInvitations(tx, guild.id, invitee);
    const inviter = await tx.playerProfile.findUniqueOrThrow({ where: { id: profileId }, select: { displayName: true, public: true } });
    const invitation = await tx.guildInvitation.create({ data: { guildId: guild.id, profileId: invitee.id, invitedById: profileId } });
    await history(tx, guild.id, "invited", profileId, invitee.id);
    await notify(tx, [
      {
        userId: invitee.userId,
        eventId: null,
        kind: "guild.invited",
        data: { guildId: guild.id, guildName: guild.name, tag: guild.tag, invitationId: invitation.id, ...(inviter.public ? { invitedBy: inviter.displayName } : {}), link: `/guilds/${guild.id}` },
      },
    ]);
    return invitationDto(invitation, guild.name);
  });
}

/** The invitation, its guild locked, and the caller as its invitee (else refused). */
async function lockInvitation(tx: Tx, user: User | null, invitationId: string) {
  if (!user) throw unauthenticated();
  parseId("Invitation", invitationId);
  const profile = await ensureProfile(tx, user);
  const found = await tx.guildInvitation.findUnique({ where: { id: invitationId }, select: { guildId: true, profileId: true } });
  if (!found) throw notFound("Invitation");
  if (found.profileId !== profile.id) throw forbidden(refusalText("guild.answer"));
  await lockProfile(tx, profile.id);
  const guild = await lockGuild(tx, found.guildId);
  const invitation = await tx.guildInvitation.findUniqueOrThrow({ where: { id: invitationId } });
  if (invitation.status === "withdrawn") throw conflict(`${guild.name} withdrew this invitation: it can no longer be accepted. Ask its leader or an officer to invite you again.`);
  if (invitation.status !== "pending") throw conflict(`This invitation was already ${invitation.status}.`);
  return { profileId: profile.id, guild, invitation };
}

/**
 * POST /guild-invitations/{invitationId}/accept: joins the guild. Refused while the caller is in
 * a guild (saying which), and when the guild is full: the member count is read under the
 * guild's lock, so concurrent acceptances never pass the cap.
 */
export async function acceptGuildInvitation(user: User | null, invitationId: string): Promise<GuildInvitation> {
  try {
    return await inTransaction(async (tx) => {
      const { profileId, guild, invitation } = await lockInvitation(tx, user, invitationId);
      const current = await guildNameOf(tx, profileId);
      if (current) throw conflict(`You are a member of ${current}: a player can be in one guild only. Leave it before joining ${guild.name}.`);
      const members = await tx.guildMember.count({ where: { guildId: guild.id } });
      if (members >= GUILD_CAP) throw conflict(`${guild.name} is full: a guild has at most ${GUILD_CAP} members.`);
      await tx.guildMember.create({ data: { guildId: guild.id, profileId, role: "member" } });
      const answered = await tx.guildInvitation.update({ where: { id: invitation.id }, data: { status: "accepted", answeredAt: new Date() } });
      await history(tx, guild.id, "joined", profileId);
      await announceGuildTags(tx, [profileId]);
      return invitationDto(answered, guild.name);
    });
  } catch (err) {
    // The profile's lock serializes a person's joins; the unique profileId is the last word.
    if (isUniqueViolation(err)) throw conflict("You are already a member of a guild: a player can be in one guild only.");
    throw err;
  }
}

/** POST /guild-invitations/{invitationId}/decline. */
export async function declineGuildInvitation(user: User | null, invitationId: string): Promise<GuildInvitation> {
  return inTransaction(async (tx) => {
    const { profileId, guild, invitation } = await lockInvitation(tx, user, invitationId);
    const answered = await tx.guildInvitation.update({ where: { id: invitation.id }, data: { status: "declined", answeredAt: new Date() } });
    await history(tx, guild.id, "declined", profileId);
    return invitationDto(answered, guild.name);
  });
}

/**
 * DELETE /guilds/{guildId}/invitations/{invitationId}: the leader or an officer withdraws a
 * pending invitation; it can no longer be accepted (the invitee is told so if they try).
 */
export async function withdrawGuildInvitation(user: User | null, guildId: string, invitationId: string): Promise<GuildInvitation> {
  return inTransaction(async (tx) => {
    const { profileId, guild } = await begin(tx, user, guildId);
    await standingFor(tx, "guild.withdraw", guild.id, profileId);
    parseId("Invitation", invitationId);
    const invitation = await tx.guildInvitation.findUnique({ where: { id: invitationId } });
    if (!invitation || invitation.guildId !== guild.id) throw notFound("Invitation");
    if (invitation.status !== "pending") throw conflict(`This invitation was already ${invitation.status}.`);
    const withdrawn = await tx.guildInvitation.update({ where: { id: invitation.id }, data: { status: "withdrawn", answeredAt: new Date() } });
    await dropInvitationNotices(tx, [invitation.id]);
    await history(tx, guild.id, "withdrawn", profileId, invitation.profileId);
    return invitationDto(withdrawn, guild.name);
  });
}

// ————— Leaving, removing, roles —————

/** The leader's successor: the longest-standing officer, else the longest-standing member. */
export function successorOf<M extends { id: string; role: string; joinedAt: Date; officerSince: Date | null }>(remaining: readonly M[]): M | null {
  const t = (d: Date | null) => d?.getTime() ?? Infinity;
  const byStanding = (a: M, b: M) => t(a.officerSince) - t(b.officerSince) || t(a.joinedAt) - t(b.joinedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const officers = remaining.filter((m) => m.role === "officer").sort(byStanding);
  if (officers.length > 0) return officers[0]!;
  return [...remaining].sort((a, b) => t(a.joinedAt) - t(b.joinedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0] ?? null;
}

/** After a member went: a new leader if the leader went, or the guild dissolved if none is left. */
async function afterDeparture(tx: Tx, guildId: string, leaderWent: boolean): Promise<void> {
  const remaining = (await tx.guildMember.findMany({ where: { guildId } })).map((m) => ({ ...m, role: m.role as GuildRole }));
  if (remaining.length === 0) {
    await tx.guild.update({ where: { id: guildId }, data: { dissolvedAt: new Date() } });
    const open = await tx.guildInvitation.findMany({ where: { guildId, status: "pending" }, select: { id: true } });
    await tx.guildInvitation.updateMany({ where: { guildId, status: "pending" }, data: { status: "withdrawn", answeredAt: new Date() } });
    await dropInvitationNotices(tx, open.map((i) => i.id));
    await history(tx, guildId, "dissolved", null);
    return;
  }
  if (!leaderWent) return;
  const next = successorOf(remaining)!;
  await tx.guildMember.update({ where: { id: next.id }, data: { role: "leader", officerSince: null } });
  await history(tx, guildId, "leaderSucceeded", null, next.profileId, { was: next.role });
}

// ————— Profile merges —————

/** What a profile merge did to guilds (kept in the merge's record, so an undo can reverse it). */
export interface MergedGuilds {
  /** The membership row that moved to the survivor (it was in no guild), else null. */
  guildMember: string | null;
  /** The guild whose membership of the merged profile ended (the survivor is in a guild), else null. */
  guildEnded: string | null;
  /** Pending invitations that moved to the survivor. */
  guildInvitations: string[];
}

/**
 * A profile merge's guild side, in the merge's transaction (both profile rows already locked;
 * guild rows are locked after them, as accepting an invitation does). One guild per player:
 * - the survivor in no guild takes the merged profile's membership, role and all ("mergeMoved");
 * - the survivor in a guild keeps it, and the merged profile's membership ends ("mergeEnded"),
 *   with the leader's succession or the empty guild's dissolution as when a member leaves;
 * - the merged profile's pending invitations move to the survivor, except to a guild the survivor
 *   is in or already has one from: those are withdrawn ("withdrawn", by nobody).
 */
export async function mergeGuilds(tx: Tx, fromId: string, intoId: string): Promise<MergedGuilds> {
  const out: MergedGuilds = { guildMember: null, guildEnded: null, guildInvitations: [] };
  const from = await tx.guildMember.findUnique({ where: { profileId: fromId } });
  if (from) {
    await tx.$queryRaw`SELECT id FROM "Guild" WHERE id = ${from.guildId} FOR UPDATE`;
    const into = await tx.guildMember.findUnique({ where: { profileId: intoId }, select: { id: true } });
    if (!into) {
      await tx.guildMember.update({ where: { id: from.id }, data: { profileId: intoId } });
      await history(tx, from.guildId, "mergeMoved", null, intoId, { role: from.role });
      out.guildMember = from.id;
    } else {
      await tx.guildMember.delete({ where: { id: from.id } });
      await history(tx, from.guildId, "mergeEnded", null, fromId, { role: from.role });
      await afterDeparture(tx, from.guildId, from.role === "leader");
      out.guildEnded = from.guildId;
    }
    await announceGuildTags(tx, [fromId, intoId]);
  }
  const invitations = await tx.guildInvitation.findMany({ where: { profileId: fromId, status: "pending" }, orderBy: { guildId: "asc" } });
  if (invitations.length > 0) {
    const survivorGuild = (await tx.guildMember.findUnique({ where: { profileId: intoId }, select: { guildId: true } }))?.guildId;
    const theirs = new Set((await tx.guildInvitation.findMany({ where: { profileId: intoId, status: "pending" }, select: { guildId: true } })).map((i) => i.guildId));
    for (const inv of invitations) {
      if (inv.guildId === survivorGuild || theirs.has(inv.guildId)) {
        await tx.guildInvitation.update({ where: { id: inv.id }, data: { status: "withdrawn", answeredAt: new Date() } });
        await dropInvitationNotices(tx, [inv.id]);
        await history(tx, inv.guildId, "withdrawn", null, fromId, { merged: true });
      } else {
        await tx.guildInvitation.update({ where: { id: inv.id }, data: { profileId: intoId } });
        out.guildInvitations.push(inv.id);
      }
    }
  }
  return out;
}

/**
 * Undoing a merge: a membership that moved goes back to the formerly merged profile (if the
 * survivor still holds it), as do moved invitations still pending. A membership the merge ended
 * is not restored (the guild went on without it, or was dissolved): the player is invited again.
 */
export async function unmergeGuilds(tx: Tx, fromId: string, intoId: string, merged: Partial<MergedGuilds>): Promise<void> {
  if (merged.guildMember) {
    const row = await tx.guildMember.findUnique({ where: { id: merged.guildMember } });
    if (row && row.profileId === intoId) {
      await tx.$queryRaw`SELECT id FROM "Guild" WHERE id = ${row.guildId} FOR UPDATE`;
      await tx.guildMember.update({ where: { id: row.id }, data: { profileId: fromId } });
      await history(tx, row.guildId, "mergeUndone", null, fromId);
      await announceGuildTags(tx, [fromId, intoId]);
    }
  }
  if (merged.guildInvitations?.length) {
    await tx.guildInvitation.updateMany({ where: { id: { in: merged.guildInvitations }, profileId: intoId, status: "pending" }, data: { profileId: fromId } });
  }
}

/** POST /guilds/{guildId}/leave. */
export async function leaveGuild(user: User | null, guildId: string): Promise<void> {
  await inTransaction(async (tx) => {
    const { profileId, guild } = await begin(tx, user, guildId);
    const { member } = await standingFor(tx, "guild.leave", guild.id, profileId);
    await tx.guildMember.delete({ where: { id: member!.id } });
    await history(tx, guild.id, "left", profileId);
    await afterDeparture(tx, guild.id, member!.role === "leader");
    await announceGuildTags(tx, [profileId]);
  });
}

/** The guild's member `subjectId`, else 404. */
async function subjectOf(tx: Tx, guildId: string, subjectId: string): Promise<MemberRow> {
  parseId("Member", subjectId);
  const m = await memberOf(tx, guildId, subjectId);
  if (!m) throw notFound("Member");
  return m;
}

/** DELETE /guilds/{guildId}/members/{profileId}: the leader removes anyone; officers remove members only. */
export async function removeGuildMember(user: User | null, guildId: string, subjectId: string): Promise<void> {
  await inTransaction(async (tx) => {
    const { profileId, guild } = await begin(tx, user, guildId);
    const { standing } = await standingFor(tx, "guild.remove", guild.id, profileId);
    const subject = await subjectOf(tx, guild.id, subjectId);
    if (subject.profileId === profileId) throw conflict("To leave your own guild, use Leave.");
    if (standing === "officer" && subject.role !== "member") throw forbidden(`Officers cannot remove the leader or another officer.`);
    await tx.guildMember.delete({ where: { id: subject.id } });
    await history(tx, guild.id, "removed", profileId, subject.profileId);
    await announceGuildTags(tx, [subject.profileId]);
  });
}

/** PUT / DELETE /guilds/{guildId}/officers/{profileId}: the leader grants or revokes officer status. */
export async function setGuildOfficer(user: User | null, guildId: string, subjectId: string, officer: boolean): Promise<void> {
  await inTransaction(async (tx) => {
    const { profileId, guild } = await begin(tx, user, guildId);
    await standingFor(tx, "guild.officer", guild.id, profileId);
    const subject = await subjectOf(tx, guild.id, subjectId);
    if (subject.role === "leader") throw conflict("The leader is not an officer: hand on leadership instead.");
    if (officer === (subject.role === "officer")) throw conflict(officer ? "Already an officer." : "Not an officer.");
    await tx.guildMember.update({ where: { id: subject.id }, data: { role: officer ? "officer" : "member", officerSince: officer ? new Date() : null } });
    await history(tx, guild.id, officer ? "officerGranted" : "officerRevoked", profileId, subject.profileId);
  });
}

/** POST /guilds/{guildId}/leader: the leader hands leadership to a member and becomes an officer. */
export async function transferGuildLeadership(user: User | null, guildId: string, input: unknown): Promise<void> {
  const { profileId: subjectId } = parseInput(GuildProfileInput, input);
  await inTransaction(async (tx) => {
    const { profileId, guild } = await begin(tx, user, guildId);
    const { member } = await standingFor(tx, "guild.transfer", guild.id, profileId);
    const subject = await subjectOf(tx, guild.id, subjectId);
    if (subject.profileId === profileId) throw conflict("You already lead this guild.");
    await tx.guildMember.update({ where: { id: member!.id }, data: { role: "officer", officerSince: new Date() } });
    await tx.guildMember.update({ where: { id: subject.id }, data: { role: "leader", officerSince: null } });
    await history(tx, guild.id, "leadershipTransferred", profileId, subject.profileId);
  });
}
