/**
 * A season's co-organizers are invited, never named into it (issue 34): as staff invitations
 * (lib/server/staff/staff.ts), the organizer gives an address and gets a one-time link (valid 14
 * days, stored as its hash); the answer is the same whether or not an account has the address, so
 * it tells nobody which addresses have accounts. The link is mailed when mail is set up, and the
 * account that verified the address (if any) gets a notice leading to it. Whoever opens the link
 * signed in and accepts becomes a co-organizer — their consent. The organizer revokes a pending
 * invitation or removes a co-organizer. The season's (public) history records each step without
 * the address.
 */
import { getDb, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { CoOrganizerInviteInput, SeasonInvitationAcceptInput, type CoOrganizerInvitation } from "@/lib/schemas/season";
import { conflict, notFound, ServiceError, unauthenticated } from "../kernel/errors";
import { newSecret, tokenId } from "../kernel/tokens";
import { parseId, parseInput } from "../kernel/validate";
import { mailConfigured, sendMail } from "../notices/mail";
import { notify } from "../notices/notifications";
import { INVITE_DAYS } from "../staff/staff";
import { inTransaction } from "../store/event-state";
import { lockSeason, seasonAudit } from "./access";
import { announceRow, topics } from "@/lib/live";

const emailKey = (email: string) => email.trim().toLowerCase();
const invalidLink = () => notFound("Invitation (the link is wrong, revoked or already used)");
/** Where an invitation link leads. */
export const seasonInvitePath = (token: string) => `/seasons/invite/${token}`;

async function mailInvitation(email: string, seasonName: string, url: string): Promise<void> {
  if (!mailConfigured()) return;
  try {
    await sendMail({
      to: email,
      subject: `You are invited to co-organize ${seasonName}`,
      text: `You are invited to co-organize the season ${seasonName} on Holonet: edit it and attach your events.\n\nOpen this link, then log in or sign up, to accept (it works once, for ${INVITE_DAYS} days):\n${url}\n\nIf you did not expect this, ignore this message.`,
    });
  } catch (err) {
    console.error("season invitation mail not sent", err);
  }
}

/**
 * POST /seasons/{id}/co-organizers {email}: the organizer only. Always a pending invitation with a
 * fresh link (one per address: inviting an address again replaces its link).
 */
export async function inviteCoOrganizer(user: User | null, seasonId: string, input: unknown, { origin = "" }: { origin?: string } = {}): Promise<CoOrganizerInvitation> {
  const { email: given } = parseInput(CoOrganizerInviteInput, input);
  const email = emailKey(given);
  const token = newSecret("hn_season");
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 3600 * 1000);
  const url = `${origin.replace(/\/+$/, "")}${seasonInvitePath(token)}`;
  const { id, seasonName } = await inTransaction(async (tx) => {
    const locked = await lockSeason(tx, "season.coOrganizers", seasonId, user);
    const season = await tx.season.findUniqueOrThrow({ where: { id: seasonId }, select: { name: true } });
    await tx.seasonInvitation.deleteMany({ where: { seasonId, email } });
    const row = await tx.seasonInvitation.create({ data: { seasonId, email, tokenId: tokenId(token), expiresAt, invitedById: locked.user.id }, select: { id: true } });
    // A notice to the account that proved the address: nothing of it reaches the caller.
    const account = await tx.user.findFirst({ where: { email: { equals: email, mode: "insensitive" }, emailVerifiedAt: { not: null } }, select: { id: true } });
    if (account && account.id !== locked.user.id) {
      await notify(tx, [{ userId: account.id, eventId: null, kind: "season.coOrganizerInvited", data: { seasonName: season.name, invitedBy: locked.user.name, link: seasonInvitePath(token) } }]);
    }
    await seasonAudit(tx, { seasonId, userId: locked.user.id, action: "season.invite", data: { invitationId: row.id } });
    return { id: row.id, seasonName: season.name };
  });
  await mailInvitation(email, seasonName, url);
  return { id, email, url, expiresAt: expiresAt.toISOString() };
}

/** DELETE /seasons/{id}/invitations/{invitationId}: the organizer revokes a pending invitation (its link stops working). */
export async function revokeCoOrganizerInvitation(user: User | null, seasonId: string, invitationId: string): Promise<void> {
  parseId("Invitation", invitationId);
  await inTransaction(async (tx) => {
    const locked = await lockSeason(tx, "season.coOrganizers", seasonId, user);
    const gone = await tx.seasonInvitation.deleteMany({ where: { id: invitationId, seasonId } });
    if (gone.count === 0) throw notFound("Invitation");
    await seasonAudit(tx, { seasonId, userId: locked.user.id, action: "season.revokeInvitation", data: { invitationId } });
  });
}

/** DELETE /seasons/{id}/co-organizers/{userId}: the organizer removes a co-organizer. */
export async function removeCoOrganizer(user: User | null, seasonId: string, userId: string): Promise<void> {
  parseId("Co-organizer", userId);
  await inTransaction(async (tx) => {
    const locked = await lockSeason(tx, "season.coOrganizers", seasonId, user);
    const row = await tx.seasonOrganizer.findUnique({ where: { seasonId_userId: { seasonId, userId } }, select: { user: { select: { name: true } } } });
    if (!row) throw notFound("Co-organizer");
    await tx.seasonOrganizer.delete({ where: { seasonId_userId: { seasonId, userId } } });
    await seasonAudit(tx, { seasonId, userId: locked.user.id, action: "season.coOrganizerRemoved", data: { userId, name: row.user.name } });
  });
}

/** What /seasons/invite/<token> shows before accepting: the season, nothing about the invitee. */
export async function describeSeasonInvitation(token: string): Promise<{ seasonId: string; seasonName: string; expired: boolean }> {
  const row = await (await getDb()).seasonInvitation.findUnique({ where: { tokenId: tokenId(token) }, select: { seasonId: true, expiresAt: true, season: { select: { name: true } } } });
  if (!row) throw invalidLink();
  return { seasonId: row.seasonId, seasonName: row.season.name, expired: row.expiresAt < new Date() };
}

/**
 * POST /season-invitations/accept {token}: the signed-in account (whatever its address: holding
 * the link is the proof) becomes a co-organizer; the link is used up.
 */
export async function acceptSeasonInvitation(user: User | null, input: unknown): Promise<{ seasonId: string }> {
  if (!user) throw unauthenticated();
  const { token } = parseInput(SeasonInvitationAcceptInput, input);
  return inTransaction(async (tx: Tx) => {
    const found = await tx.seasonInvitation.findUnique({ where: { tokenId: tokenId(token) }, select: { seasonId: true } });
    if (!found) throw invalidLink();
    // The season's lock, as every change of it; then the invitation again under it.
    await tx.$executeRaw`UPDATE "Season" SET version = version + 1, "updatedAt" = now() WHERE id = ${found.seasonId}`;
    await announceRow(tx, topics.season(found.seasonId));
    const row = await tx.seasonInvitation.findUnique({ where: { tokenId: tokenId(token) }, select: { id: true, seasonId: true, expiresAt: true, season: { select: { organizerId: true } } } });
    if (!row) throw invalidLink();
    if (row.expiresAt < new Date()) throw conflict("This invitation link has expired. Ask the season's organizer for a new one.");
    if (row.season.organizerId === user.id) throw new ServiceError("conflict", "You organize this season already.");
    const already = await tx.seasonOrganizer.findUnique({ where: { seasonId_userId: { seasonId: row.seasonId, userId: user.id } }, select: { userId: true } });
    if (already) throw conflict("You are a co-organizer of this season already.");
    await tx.seasonInvitation.delete({ where: { id: row.id } });
    await tx.seasonOrganizer.create({ data: { seasonId: row.seasonId, userId: user.id } });
    await seasonAudit(tx, { seasonId: row.seasonId, userId: user.id, action: "season.coOrganizerJoined", data: { invitationId: row.id, userId: user.id, name: user.name } });
    return { seasonId: row.seasonId };
  });
}
