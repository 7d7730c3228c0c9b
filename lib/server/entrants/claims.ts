/**
 * Claiming a typed registration: the organizer typed a name, the player links it to their
 * account — with the entry's claim code (printed on their slip, with a QR code of the claim
 * link), or without one when the entry's email is the caller's verified email.
 *
 * The code is derived, never stored: HMAC-SHA256 of the entry's id under a secret made once per
 * database (`AppSecret` "claim"), cut to 10 Crockford base-32 characters (50 bits) in two groups
 * of five. It can be printed again at any time, and it is good once: an entry with a profile
 * cannot be claimed again. A wrong code and an unknown entry get the same answer.
 *
 * Codes are the organizer's (the player page, the slips the organizer prints): a judge or
 * marshal who saw them could claim a player's entry. Wrong codes are counted per account and
 * per client address (lib/server/accounts/login-throttle.ts), and a leader who claims an entry must
 * satisfy the tier's leader-participation rule (never at Formal and Premier).
 */
import { processState } from "@/lib/live";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { ClaimInput, type ClaimResult } from "@/lib/schemas/profile";
import type { ClaimTicket, EmailClaim } from "@/lib/views/players";
import { authorizeRead, lockAsPlayer } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { teamSizeOf } from "../kernel/event-format";
import { conflict, invalidField, ServiceError, tooManyRequests, unauthenticated } from "../kernel/errors";
import { claimWait, recordClaimFailure, UNKNOWN_ADDRESS } from "../accounts/login-throttle";
import { assertLeaderParticipation } from "../staff/staff";
import { inTransaction } from "../store/event-state";
import { ensureProfile } from "../accounts/profiles";
import { parseId, parseInput } from "../kernel/validate";
import { enqueueIfRated } from "../ratings/enqueue";
import { kickRatingWorker } from "../ratings/worker";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CLAIM_CODE_LENGTH = 10;
const WRONG_CODE = "This claim code is not right for this entry. Check it against your slip.";

const held = processState("claim-secret", () => ({ secret: undefined as Promise<Buffer> | undefined }));

async function readSecret(): Promise<Buffer> {
  const db = await getDb();
  // Two processes' first claims at once: one row wins, both read it. Never inside a caller's
  // transaction: a secret that rolled back must not stay in this process's memory.
  await db.$executeRaw`INSERT INTO "AppSecret" (key, value) VALUES ('claim', ${randomBytes(32).toString("base64url")}) ON CONFLICT (key) DO NOTHING`;
  const row = await db.appSecret.findUniqueOrThrow({ where: { key: "claim" } });
  return Buffer.from(row.value, "base64url");
}

/** The database's claim secret, made on first use (read once per process; call it outside transactions). */
export function claimSecret(): Promise<Buffer> {
  held.secret ??= readSecret().catch((err: unknown) => {
    held.secret = undefined;
    throw err;
  });
  return held.secret;
}

/** The 10 characters of an entry's code, without the dash. */
function rawCode(secret: Buffer, playerId: string): string {
  const mac = createHmac("sha256", secret).update(`claim:${playerId}`).digest();
  let bits = 0n;
  for (const byte of mac.subarray(0, 7)) bits = (bits << 8n) | BigInt(byte);
  let out = "";
  for (let i = 0; i < CLAIM_CODE_LENGTH; i++) out += ALPHABET[Number((bits >> BigInt(51 - 5 * i)) & 31n)];
  return out;
}

/** An entry's claim code as printed: "ABCDE-FGHJK". */
export const formatClaimCode = (raw: string) => `${raw.slice(0, 5)}-${raw.slice(5)}`;

export const claimCode = (secret: Buffer, playerId: string) => formatClaimCode(rawCode(secret, playerId));

/** What someone typed, read as Crockford base 32: case, spaces and dashes ignored; O is 0, I and L are 1. */
export function normaliseClaimCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}

/** Constant-time comparison of a typed code with the entry's. */
export function claimCodeMatches(secret: Buffer, playerId: string, typed: string): boolean {
  const want = Buffer.from(rawCode(secret, playerId));
  const got = Buffer.from(normaliseClaimCode(typed));
  // Every code has the same length: a typed one of another length is wrong, and says nothing.
  if (got.length !== want.length) return false;
  return timingSafeEqual(got, want);
}

export const claimPath = (playerId: string, code: string) => `/claim/${playerId}/${code}`;

/**
 * The organizer: the claim code and link of each unclaimed entry of the event (all of them, or
 * those named), for slips and the player page. Claimed entries have none.
 */
export async function claimTickets(user: User | null, eventId: string, playerIds?: string[]): Promise<Record<string, ClaimTicket>> {
  const db = await getDb();
  await authorizeRead(db, "entrant.claimCodes", eventId, user);
  // A team entrant is claimed by nobody: its members join through the team (lib/server/teams/teams.ts).
  const event = await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { preset: true, presetOptions: true } });
  if (teamSizeOf(event)) return {};
  const rows = await db.player.findMany({
    where: { eventId, profileId: null, ...(playerIds ? { id: { in: playerIds } } : {}) },
    select: { id: true },
  });
  const secret = await claimSecret();
  return Object.fromEntries(
    rows.map((p) => {
      const code = claimCode(secret, p.id);
      return [p.id, { code, path: claimPath(p.id, code) }];
    }),
  );
}

export interface ClaimDescription {
  eventId: string;
  eventName: string;
  entryName: string;
  claimed: boolean;
}

/** The claim page: what a link claims, or null when the code is wrong (or the entry unknown). */
export async function describeClaim(playerId: string, code: string): Promise<ClaimDescription | null> {
  const ok = claimCodeMatches(await claimSecret(), playerId, code);
  if (!ok) return null;
  const db = await getDb();
  const player = await db.player.findUnique({ where: { id: playerId }, select: { name: true, profileId: true, event: { select: { id: true, name: true } } } });
  if (!player) return null;
  return { eventId: player.event.id, eventName: player.event.name, entryName: player.name, claimed: player.profileId !== null };
}

const NOT_YOUR_EMAIL = "Enter the claim code from your slip: this entry's email is not your verified email.";

/** The email path's refusal without the lock (decided again under it). */
async function refuseEmailClaimEarly(user: User, eventId: string, playerId: string): Promise<void> {
  const db = await getDb();
  const [target, account] = await Promise.all([
    db.player.findFirst({ where: { id: playerId, eventId }, select: { email: true } }),
    db.user.findUnique({ where: { id: user.id }, select: { email: true, emailVerifiedAt: true } }),
  ]);
  if (!(target?.email && account?.emailVerifiedAt && target.email.toLowerCase() === account.email.toLowerCase())) throw invalidField("code", NOT_YOUR_EMAIL);
}

/**
 * POST /events/{eventId}/players/{playerId}/claim: links a typed entry to the caller's profile
 * (made on first use). With `code`: the entry's claim code (400 on `code` when wrong, whether or
 * not the entry exists). Without: the entry's email must be the caller's verified email. 409
 * when the entry is already claimed or the caller already has an entry in the event, or when
 * the caller leads the event and its tier does not let them play. 429 after too many wrong codes
 * (`address`: the client's, lib/http/client-address.ts).
 */
export async function claimEntry(user: User | null, eventId: string, playerId: string, input: unknown, { address = UNKNOWN_ADDRESS }: { address?: string } = {}): Promise<ClaimResult> {
  if (!user) throw unauthenticated();
  parseId("Event", eventId);
  parseId("Player", playerId);
  const data = parseInput(ClaimInput, input ?? {});
  const attempt = { userId: user.id, address };
  const wait = await claimWait(attempt);
  if (wait > 0) throw tooManyRequests(`Too many wrong claim codes. Try again in ${wait < 60 ? `${wait} second${wait === 1 ? "" : "s"}` : `${Math.ceil(wait / 60)} minutes`}.`, wait);
  const secret = await claimSecret();
  try {
    // A wrong code is refused before the event's lock is waited for (strangers guessing codes
    // never queue ahead of the staff's saves); the email path is looked at early too.
    if (data.code !== undefined && !claimCodeMatches(secret, playerId, data.code)) throw invalidField("code", WRONG_CODE);
    if (data.code === undefined) await refuseEmailClaimEarly(user, eventId, playerId);
    const claimed = await claimIn(user, eventId, playerId, data, secret);
    kickRatingWorker();
    return claimed;
  } catch (err) {
    // Counted after the refusal rolled back: a wrong code (or an email that is not the caller's).
    if (err instanceof ServiceError && err.code === "invalid_input" && err.issues[0]?.path[0] === "code") await recordClaimFailure(attempt);
    throw err;
  }
}

async function claimIn(user: User, eventId: string, playerId: string, data: { code?: string }, secret: Buffer): Promise<ClaimResult> {
  return inTransaction(async (tx) => {
    const { player: mine, gate, role } = await lockAsPlayer(tx, eventId, user);
    if (teamSizeOf(gate)) throw conflict("This is a team event: a team's members join it through the team (the invitation on the event page, or the organizer's Teams page), not by claiming the team.");
    const target = await tx.player.findFirst({ where: { id: playerId, eventId }, select: { id: true, name: true, email: true, profileId: true } });
    let via: "code" | "email";
    if (data.code !== undefined) {
      const ok = claimCodeMatches(secret, playerId, data.code);
      if (!ok || !target) throw invalidField("code", WRONG_CODE);
      via = "code";
    } else {
      const account = await tx.user.findUnique({ where: { id: user.id }, select: { email: true, emailVerifiedAt: true } });
      const matches = Boolean(target?.email && account?.emailVerifiedAt && target.email.toLowerCase() === account.email.toLowerCase());
      if (!matches || !target) throw invalidField("code", NOT_YOUR_EMAIL);
      via = "email";
    }
    if (target.profileId !== null) {
      throw conflict(mine?.id === target.id ? "This entry is already yours." : "This entry has already been claimed.");
    }
    if (mine) throw conflict(`You already have an entry in this event (${mine.name}).`);
    const profile = await ensureProfile(tx, user);
    await tx.player.update({ where: { id: target.id }, data: { profileId: profile.id, source: "claimed" } });
    // The typed entry's rating (`entry:<id>`) becomes the profile's, from this event on.
    await enqueueIfRated(tx, [eventId], "claimed");
    // A leader who claims an entry plays: only where the tier allows it.
    if (role) await assertLeaderParticipation(tx, eventId);
    // In the event now: a place on its waitlist is no longer needed.
    const left = await tx.waitlistEntry.deleteMany({ where: { eventId, profileId: profile.id } });
    await audit(tx, {
      eventId,
      userId: user.id,
      action: "player.claim",
      data: { playerId: target.id, name: target.name, profileId: profile.id, via, ...(left.count > 0 ? { leftWaitlist: true } : {}) },
    });
    return { eventId, playerId: target.id, name: target.name, profileId: profile.id, via };
  });
}

/**
 * Typed entries the caller may claim without a code: unclaimed, with the caller's verified email,
 * in events where the caller has no entry yet (one event, or all). Empty when not verified.
 */
export async function emailClaims(user: User | null, eventId?: string): Promise<EmailClaim[]> {
  if (!user) return [];
  if (eventId !== undefined) parseId("Event", eventId);
  const db = await getDb();
  const account = await db.user.findUnique({ where: { id: user.id }, select: { email: true, emailVerifiedAt: true } });
  if (!account?.emailVerifiedAt) return [];
  const rows = await db.player.findMany({
    where: {
      ...(eventId ? { eventId } : {}),
      profileId: null,
      email: { equals: account.email, mode: "insensitive" },
      event: { players: { none: { profile: { userId: user.id } } } },
    },
    select: { id: true, name: true, event: { select: { id: true, name: true } } },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
  return rows.map((p) => ({ eventId: p.event.id, eventName: p.event.name, playerId: p.id, name: p.name }));
}
