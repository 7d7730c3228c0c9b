/**
 * Accounts: signup, login, browser sessions and API tokens. Nothing here knows about cookies or
 * HTTP; app/ and lib/api/ carry the tokens.
 *
 * Sessions and API tokens expire after IDLE_DAYS without use; each use slides the expiry forward
 * (written at most once a minute), never past MAX_DAYS after creation. A password change ends
 * every session and token.
 */
import { getDb } from "@/lib/db";
import { directQuery } from "@/lib/db/direct";
import { ApiTokenNameInput, LoginInput, PasswordChangeInput, SignupInput, type ApiTokenInfo, type User } from "@/lib/schemas/auth";
import { parseInput } from "../kernel/validate";
import { clearLoginFailures, loginWait, recordLoginFailure } from "./login-throttle";
import { notFound, ServiceError, tooManyRequests, unauthenticated } from "../kernel/errors";
import { assertStrongPassword } from "./password-strength";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords";
import { newSecret, tokenId } from "../kernel/tokens";

/** Sessions and API tokens end after this many days unused... */
export const IDLE_DAYS = 30;
/** ...and this many days after they were created, however often they are used. */
export const MAX_DAYS = 365;
/** The session cookie's lifetime; the server-side expiry decides. */
export const SESSION_DAYS = MAX_DAYS;

const DAY = 24 * 3600 * 1000;
/** Last use and expiry are written at most this often, so reads do not each cost a write. */
const TOUCH_MS = 60 * 1000;

/** The expiry after a use at `now`: IDLE_DAYS ahead, capped at MAX_DAYS after creation. */
const slidExpiry = (createdAt: Date, now: number) => new Date(Math.min(now + IDLE_DAYS * DAY, createdAt.getTime() + MAX_DAYS * DAY));

interface Expiring {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
}

/** Whether the row is still alive at `now`, and the sliding update to write (if due). */
function touch(row: Expiring, now: number): { alive: boolean; update: { lastUsedAt: Date; expiresAt: Date } | null } {
  if (row.expiresAt.getTime() <= now) return { alive: false, update: null };
  const due = !row.lastUsedAt || now - row.lastUsedAt.getTime() >= TOUCH_MS;
  return { alive: true, update: due ? { lastUsedAt: new Date(now), expiresAt: slidExpiry(row.createdAt, now) } : null };
}

type TokenTable = "Session" | "ApiToken";
type Owner = Expiring & { user: User };
/** A query read with the token: it may name the account as `u.id`, its parameters numbered from $2. */
type Rider = { sql: string; values: unknown[]; name?: string };

/**
 * A session's or API token's row and its account, by the token's hashed id, with the first row
 * of `rider` in the same round trip (null when it has none). Read on every signed-in request, so
 * it goes straight to the driver (lib/db/direct.ts); a named rider is prepared once per connection.
 */
async function tokenOwner<R extends object>(table: TokenTable, id: string, rider?: Rider): Promise<{ owner: Owner | null; row: R | null }> {
  type Row = { _tid: string; _tcreated: Date; _tused: Date | null; _texpires: Date; _uid: string; _uemail: string; _uname: string; _rider?: boolean | null };
  const rows = await directQuery<Row & R>(
    `SELECT t.id AS "_tid", t."createdAt" AS "_tcreated", t."lastUsedAt" AS "_tused", t."expiresAt" AS "_texpires",
       u.id AS "_uid", u.email AS "_uemail", u.name AS "_uname"${rider ? ", r.*" : ""}
     FROM "${table}" t JOIN "User" u ON u.id = t."userId"
       ${rider ? `LEFT JOIN LATERAL (SELECT true AS "_rider", q.* FROM (${rider.sql}) q LIMIT 1) r ON true` : ""}
     WHERE t.id = $1`,
    [id, ...(rider?.values ?? [])],
    rider ? rider.name && `${table}+${rider.name}` : `owner-of-${table}`,
  );
  const found = rows[0];
  if (!found) return { owner: null, row: null };
  const { _tid, _tcreated, _tused, _texpires, _uid, _uemail, _uname, _rider, ...row } = found;
  const owner = { id: _tid, createdAt: _tcreated, lastUsedAt: _tused, expiresAt: _texpires, user: { id: _uid, email: _uemail, name: _uname } };
  return { owner, row: _rider ? (row as unknown as R) : null };
}

/** The owner's account while the token is alive, sliding its expiry when due; else null. */
async function liveUser(table: TokenTable, owner: Owner | null): Promise<User | null> {
  if (!owner) return null;
  const { alive, update } = touch(owner, Date.now());
  if (!alive) return null;
  if (update) {
    const db = await getDb();
    const where = { id: owner.id };
    await (table === "Session" ? db.session.updateMany({ where, data: update }) : db.apiToken.updateMany({ where, data: update }));
  }
  return toUser(owner.user);
}

const toUser = (u: { id: string; email: string; name: string }): User => ({ id: u.id, email: u.email, name: u.name });

/** Taken: an account has proven this address (verified accounts are the only ones an address blocks). */
const EMAIL_TAKEN = "An account with this email already exists. Log in instead.";

export async function signUp(input: unknown): Promise<User> {
  const data = parseInput(SignupInput, input);
  await assertStrongPassword(data.password, data);
  const db = await getDb();
  // An address belongs to the account that verified it. Unverified accounts with the same address
  // do not block its owner: anyone can type someone else's address at sign-up.
  if ((await db.user.count({ where: { email: data.email, emailVerifiedAt: { not: null } } })) > 0) {
    throw new ServiceError("invalid_input", EMAIL_TAKEN, [{ path: ["email"], message: EMAIL_TAKEN }]);
  }
  const passwordHash = await hashPassword(data.password);
  // No staff invitation attaches here: the address is not proven until it is verified.
  // Admin rights wait for the address to be proven (email-verification.ts): whoever signs up first
  // with a listed address must not become an admin.
  const user = await db.user.create({ data: { email: data.email, name: data.name, passwordHash } });
  return toUser(user);
}

/**
 * Accounts a login with this address may be for: the one that verified it, then the newest
 * unverified ones — a few, so that squatters' sign-ups cannot make a login slow.
 */
async function loginCandidates(email: string) {
  const db = await getDb();
  return db.user.findMany({ where: { email }, orderBy: [{ emailVerifiedAt: { sort: "asc", nulls: "last" } }, { createdAt: "desc" }], take: 3 });
}

/**
 * Checks a password. `address` is the client's address (lib/http/client-address.ts), for the
 * login throttle; services never read headers themselves.
 */
export async function logIn(input: unknown, { address = "unknown" }: { address?: string } = {}): Promise<User> {
  const data = parseInput(LoginInput, input);
  const attempt = { email: data.email, address };
  const wait = await loginWait(attempt);
  if (wait > 0) {
    const when = wait < 60 ? `${wait} second${wait === 1 ? "" : "s"}` : `${Math.ceil(wait / 60)} minutes`;
    throw tooManyRequests(`Too many wrong passwords. Try again in ${when}.`, wait);
  }
  const candidates = await loginCandidates(data.email);
  let user: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    if (await verifyPassword(data.password, candidate.passwordHash)) {
      user = candidate;
      break;
    }
  }
  // No account at all costs the same time as a wrong password.
  if (candidates.length === 0) await verifyPassword(data.password, DUMMY_HASH);
  if (!user) {
    await recordLoginFailure(attempt);
    throw unauthenticated("Email or password is not right.");
  }
  await clearLoginFailures(attempt);
  return toUser(user);
}

export async function createSession(userId: string): Promise<{ token: string; expiresAt: Date }> {
  const db = await getDb();
  const token = newSecret("hn_session");
  const now = new Date();
  const expiresAt = slidExpiry(now, now.getTime());
  await db.session.create({ data: { id: tokenId(token), userId, createdAt: now, expiresAt } });
  return { token, expiresAt };
}

export async function userForSession(token: string | undefined): Promise<User | null> {
  return token ? liveUser("Session", (await tokenOwner("Session", tokenId(token))).owner) : null;
}

export async function endSession(token: string | undefined): Promise<void> {
  if (!token) return;
  const db = await getDb();
  await db.session.deleteMany({ where: { id: tokenId(token) } });
}

/** A new API token (login, signup); `name` labels it on the tokens page. */
export async function createApiToken(userId: string, input: unknown = {}): Promise<string> {
  const { name } = parseInput(ApiTokenNameInput, input);
  const db = await getDb();
  const token = newSecret("hn_api");
  const now = new Date();
  await db.apiToken.create({ data: { id: tokenId(token), userId, name, createdAt: now, expiresAt: slidExpiry(now, now.getTime()) } });
  return token;
}

export async function userForApiToken(token: string): Promise<User | null> {
  return liveUser("ApiToken", (await tokenOwner("ApiToken", tokenId(token))).owner);
}

/**
 * The API token's account (null: wrong, expired or revoked) read in one round trip with a hot
 * path's first query (`rider`): its first row's columns, or null when it has none.
 */
export async function userForApiTokenWith<R extends object>(token: string, rider: Rider): Promise<{ user: User | null; row: R | null }> {
  const { owner, row } = await tokenOwner<R>("ApiToken", tokenId(token), rider);
  const user = await liveUser("ApiToken", owner);
  return { user, row: user ? row : null };
}

/** POST /auth/logout: the calling token stops working. */
export async function revokeCallingToken(token: string): Promise<void> {
  const db = await getDb();
  await db.apiToken.deleteMany({ where: { id: tokenId(token) } });
}

const tokenInfo = (t: { publicId: string; name: string; createdAt: Date; lastUsedAt: Date | null; expiresAt: Date }): ApiTokenInfo => ({
  id: t.publicId,
  name: t.name,
  createdAt: t.createdAt.toISOString(),
  lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
  expiresAt: t.expiresAt.toISOString(),
});

/** GET /auth/tokens: the caller's live API tokens, newest first (never the secrets). */
export async function listApiTokens(user: User | null): Promise<ApiTokenInfo[]> {
  if (!user) throw unauthenticated();
  const db = await getDb();
  const rows = await db.apiToken.findMany({ where: { userId: user.id, expiresAt: { gt: new Date() } }, orderBy: { createdAt: "desc" } });
  return rows.map(tokenInfo);
}

/** DELETE /auth/tokens/{id}: revokes one of the caller's tokens; another account's id is a 404. */
export async function revokeApiToken(user: User | null, publicId: string): Promise<ApiTokenInfo> {
  if (!user) throw unauthenticated();
  const db = await getDb();
  const row = await db.apiToken.findFirst({ where: { publicId, userId: user.id } });
  if (!row) throw notFound("API token");
  await db.apiToken.delete({ where: { id: row.id } });
  return tokenInfo(row);
}

/**
 * Changes the password (the current one is required) and ends every session and API token of
 * the account; the caller starts a fresh session or token for whoever is changing it.
 */
export async function changePassword(user: User | null, input: unknown): Promise<void> {
  if (!user) throw unauthenticated();
  const data = parseInput(PasswordChangeInput, input);
  const db = await getDb();
  const account = await db.user.findUniqueOrThrow({ where: { id: user.id } });
  if (!(await verifyPassword(data.currentPassword, account.passwordHash))) {
    const message = "This is not your current password.";
    throw new ServiceError("invalid_input", message, [{ path: ["currentPassword"], message }]);
  }
  await assertStrongPassword(data.newPassword, account, "newPassword");
  const passwordHash = await hashPassword(data.newPassword);
  await db.$transaction([
    db.user.update({ where: { id: user.id }, data: { passwordHash } }),
    db.session.deleteMany({ where: { userId: user.id } }),
    db.apiToken.deleteMany({ where: { userId: user.id } }),
  ]);
}
