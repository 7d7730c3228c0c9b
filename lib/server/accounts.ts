/**
 * Accounts: signup, login, browser sessions and API tokens. Nothing here knows about cookies or
 * HTTP; app/ and lib/api/ carry the tokens.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { LoginInput, SignupInput, type User } from "@/lib/schemas/auth";
import { parseInput } from "./validate";
import { clearLoginFailures, loginWait, recordLoginFailure } from "./login-throttle";
import { ServiceError, tooManyRequests, unauthenticated } from "./errors";
import { assertStrongPassword } from "./password-strength";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords";
import { newSecret, tokenId } from "./tokens";

export const SESSION_DAYS = 30;

const toUser = (u: { id: string; email: string; name: string }): User => ({ id: u.id, email: u.email, name: u.name });

export async function signUp(input: unknown): Promise<User> {
  const data = parseInput(SignupInput, input);
  await assertStrongPassword(data.password, data);
  const db = await getDb();
  const passwordHash = await hashPassword(data.password);
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({ data: { email: data.email, name: data.name, passwordHash } });
      // Staff invitations kept for this email become the account's roles.
      await tx.eventStaff.updateMany({ where: { email: data.email, userId: null }, data: { userId: user.id } });
      return toUser(user);
    });
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
      throw new ServiceError("invalid_input", "An account with this email already exists. Log in instead.", [
        { path: ["email"], message: "An account with this email already exists. Log in instead." },
      ]);
    }
    throw err;
  }
}

/**
 * Checks a password. `address` is the client's address (lib/web/client-address.ts), for the
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
  const db = await getDb();
  const user = await db.user.findUnique({ where: { email: data.email } });
  const ok = await verifyPassword(data.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    await recordLoginFailure(attempt);
    throw unauthenticated("Email or password is not right.");
  }
  await clearLoginFailures(attempt);
  return toUser(user);
}

export async function createSession(userId: string): Promise<{ token: string; expiresAt: Date }> {
  const db = await getDb();
  const token = newSecret("hn_session");
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await db.session.create({ data: { id: tokenId(token), userId, expiresAt } });
  return { token, expiresAt };
}

export async function userForSession(token: string | undefined): Promise<User | null> {
  if (!token) return null;
  const db = await getDb();
  const session = await db.session.findUnique({ where: { id: tokenId(token) }, include: { user: true } });
  if (!session || session.expiresAt.getTime() < Date.now()) return null;
  return toUser(session.user);
}

export async function endSession(token: string | undefined): Promise<void> {
  if (!token) return;
  const db = await getDb();
  await db.session.deleteMany({ where: { id: tokenId(token) } });
}

export async function createApiToken(userId: string): Promise<string> {
  const db = await getDb();
  const token = newSecret("hn_api");
  await db.apiToken.create({ data: { id: tokenId(token), userId } });
  return token;
}

export async function userForApiToken(token: string): Promise<User | null> {
  const db = await getDb();
  const row = await db.apiToken.findUnique({ where: { id: tokenId(token) }, include: { user: true } });
  return row ? toUser(row.user) : null;
}
