/**
 * Proving an address: a one-time link mailed to the account's email. Only a verified address
 * picks up pending staff invitations for it. The token row is written before the mail is sent
 * (outside any transaction), so a failed send loses nothing and "resend" simply mails a new link.
 *
 * Opening the link changes nothing (mail scanners prefetch links, and anyone can sign up with
 * someone else's address): the page names the account the link is for, and the address is
 * verified only when that account, signed in, confirms (`confirmEmailVerification`). At most
 * one account verifies an address; unverified accounts with it block nobody.
 */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { forbidden, notFound, ServiceError, unauthenticated } from "../kernel/errors";
import { mailConfigured, sendMail } from "../notices/mail";
import { attachInvitation } from "../staff/staff";
import { newSecret, tokenId } from "../kernel/tokens";
import { isAdminEmail } from "./admins";

export const VERIFY_HOURS = 48;

export type VerificationMail = "sent" | "already_verified" | "address_taken" | "mail_not_configured" | "send_failed";

/** Mails a fresh verification link (older ones stop working). `origin` is the site's address. */
export async function sendVerification(user: User, { origin }: { origin: string }): Promise<VerificationMail> {
  const db = await getDb();
  const account = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, name: true, emailVerifiedAt: true } });
  if (account.emailVerifiedAt) return "already_verified";
  // Another account proved this address: its owner is mailed nothing more on a squatter's behalf.
  if ((await db.user.count({ where: { email: account.email, emailVerifiedAt: { not: null } } })) > 0) return "address_taken";
  if (!mailConfigured()) return "mail_not_configured";
  const token = newSecret("hn_verify");
  await db.$transaction([
    db.emailVerification.deleteMany({ where: { userId: user.id } }),
    db.emailVerification.create({
      data: { id: tokenId(token), userId: user.id, email: account.email, expiresAt: new Date(Date.now() + VERIFY_HOURS * 3600 * 1000) },
    }),
  ]);
  const url = `${origin.replace(/\/+$/, "")}/verify/${token}`;
  try {
    await sendMail({
      to: account.email,
      subject: "Verify your Holonet email",
      text: `The Holonet account “${account.name}” was signed up with this address. To verify it, open this link and confirm, signed in as that account (it works once, for ${VERIFY_HOURS} hours):\n${url}\n\nIf you did not sign up as “${account.name}”, do not confirm: ignore this message.`,
    });
    return "sent";
  } catch (err) {
    console.error("verification mail not sent", err);
    return "send_failed";
  }
}

const USED = "Verification link (it is wrong or was already used)";
const TAKEN = "This address is already verified by another account. If it is yours, log in to that account.";

export interface VerificationLink {
  email: string;
  /** The account the link would verify the address for. */
  accountName: string;
  userId: string;
  expired: boolean;
  /** Another account has verified this address already. */
  taken: boolean;
}

/** What a verification link is for, or null when it is wrong or used. Reads only: opening a link verifies nothing. */
export async function describeVerification(token: string): Promise<VerificationLink | null> {
  const db = await getDb();
  const row = await db.emailVerification.findUnique({ where: { id: tokenId(token) }, include: { user: { select: { name: true, email: true } } } });
  if (!row || row.user.email.toLowerCase() !== row.email.toLowerCase()) return null;
  const taken = (await db.user.count({ where: { email: row.email, emailVerifiedAt: { not: null }, id: { not: row.userId } } })) > 0;
  return { email: row.email, accountName: row.user.name, userId: row.userId, expired: row.expiresAt < new Date(), taken };
}

/**
 * Confirms a verification link, signed in as the account it is for: marks the address verified
 * (once; the link is used up) and gives the account every pending invitation for that address,
 * each recorded in its event's history. 403 for another account; 409 when another account has
 * verified the address meanwhile.
 */
export async function confirmEmailVerification(user: User | null, token: string): Promise<{ userId: string; email: string; roles: { eventId: string; role: string }[] }> {
  if (!user) throw unauthenticated("Log in as the account this link is for, then confirm.");
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const row = await tx.emailVerification.findUnique({ where: { id: tokenId(token) }, include: { user: true } });
    if (!row) throw notFound(USED);
    if (row.userId !== user.id) throw forbidden(`This link verifies the address of the account “${row.user.name}”, not yours. Log in as that account to confirm it.`);
    if (row.expiresAt < new Date()) throw new ServiceError("conflict", "This verification link has expired. Send a new one from your account page.");
    if (row.user.email.toLowerCase() !== row.email.toLowerCase()) throw notFound("Verification link (it is for another address)");
    // One verified account per address: two confirmations of one address run one after the other.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${"verify:" + row.email.toLowerCase()}))`;
    if ((await tx.user.count({ where: { email: row.email, emailVerifiedAt: { not: null }, id: { not: row.userId } } })) > 0) throw new ServiceError("conflict", TAKEN);
    await tx.emailVerification.delete({ where: { id: row.id } });
    await tx.user.update({ where: { id: row.userId }, data: { emailVerifiedAt: new Date(), ...(isAdminEmail(row.email) ? { admin: true } : {}) } });
    const invitations = await tx.eventStaff.findMany({
      where: { userId: null, email: { equals: row.email, mode: "insensitive" } },
      select: { id: true, eventId: true, role: true, email: true },
    });
    // An account is at most one role per event; a second invitation stays pending for the organizer.
    const staffed = new Set(
      (await tx.eventStaff.findMany({ where: { userId: row.userId, eventId: { in: invitations.map((i) => i.eventId) } }, select: { eventId: true } })).map((s) => s.eventId),
    );
    const roles: { eventId: string; role: string }[] = [];
    for (const inv of invitations) {
      if (staffed.has(inv.eventId)) continue;
      await attachInvitation(tx, inv, row.userId, "verified_email");
      staffed.add(inv.eventId);
      roles.push({ eventId: inv.eventId, role: inv.role });
    }
    return { userId: row.userId, email: row.email, roles };
  });
}

export async function isVerified(userId: string): Promise<boolean> {
  const db = await getDb();
  const u = await db.user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } });
  return Boolean(u?.emailVerifiedAt);
}
