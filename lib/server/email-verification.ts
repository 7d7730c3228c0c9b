/**
 * Proving an address: a one-time link mailed to the account's email. Only a verified address
 * picks up pending staff invitations for it. The token row is written before the mail is sent
 * (outside any transaction), so a failed send loses nothing and "resend" simply mails a new link.
 */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { notFound, ServiceError } from "./errors";
import { mailConfigured, sendMail } from "./mail";
import { attachInvitation } from "./staff";
import { newSecret, tokenId } from "./tokens";
import { isAdminEmail } from "./admins";

export const VERIFY_HOURS = 48;

export type VerificationMail = "sent" | "already_verified" | "mail_not_configured" | "send_failed";

/** Mails a fresh verification link (older ones stop working). `origin` is the site's address. */
export async function sendVerification(user: User, { origin }: { origin: string }): Promise<VerificationMail> {
  const db = await getDb();
  const account = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, emailVerifiedAt: true } });
  if (account.emailVerifiedAt) return "already_verified";
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
      text: `Open this link to verify your email for Holonet (it works once, for ${VERIFY_HOURS} hours):\n${url}\n\nIf you did not sign up, ignore this message.`,
    });
    return "sent";
  } catch (err) {
    console.error("verification mail not sent", err);
    return "send_failed";
  }
}

/**
 * Follows a verification link: marks the address verified (once; the link is used up) and gives
 * the account every pending invitation for that address, each recorded in its event's history.
 */
export async function verifyEmail(token: string): Promise<{ userId: string; email: string; roles: { eventId: string; role: string }[] }> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const row = await tx.emailVerification.findUnique({ where: { id: tokenId(token) }, include: { user: true } });
    if (!row) throw notFound("Verification link (it is wrong or was already used)");
    await tx.emailVerification.delete({ where: { id: row.id } });
    if (row.expiresAt < new Date()) throw new ServiceError("conflict", "This verification link has expired. Send a new one from your account page.");
    if (row.user.email.toLowerCase() !== row.email.toLowerCase()) throw notFound("Verification link (it is for another address)");
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
