/**
 * Slows password guessing without locking the owner out. Counters live in the database
 * (`LoginThrottle`), so every server process sees the same numbers and a restart forgets
 * nothing. Three counters are kept per failed login:
 *
 * - pair (account + client address): a guesser at one address slows down fast — after 5 free
 *   failures each next try waits 1 s, 2 s, 4 s … up to 15 minutes. The owner, at another address,
 *   is not affected by it.
 * - account (all addresses): guesses spread over many addresses; after 20 free failures the
 *   account's logins wait 1 s, 2 s … but never more than a minute — a slowdown, never a lock-out.
 * - address (all accounts): one password sprayed over many accounts; after 30 free failures from
 *   one address each next try waits up to 15 minutes.
 *
 * Each counter starts over an hour after its first failure. A right password clears the pair.
 *
 * Claim codes (lib/server/entrants/claims.ts) are guarded the same way: wrong codes count per account
 * (5 free) and per client address (20 free), each then waiting 1 s, 2 s … up to 15 minutes.
 */
import { getDb, type Db } from "@/lib/db";

interface Rule {
  free: number;
  maxDelaySeconds: number;
}

const WINDOW_SECONDS = 60 * 60;
export const THROTTLE_RULES = {
  pair: { free: 5, maxDelaySeconds: 15 * 60 },
  account: { free: 20, maxDelaySeconds: 60 },
  address: { free: 30, maxDelaySeconds: 15 * 60 },
  "claim-account": { free: 5, maxDelaySeconds: 15 * 60 },
  "claim-address": { free: 20, maxDelaySeconds: 15 * 60 },
} as const satisfies Record<string, Rule>;

type Kind = keyof typeof THROTTLE_RULES;

/** Seconds the next try must wait after `failures` failures under `rule`: 0, then 1, 2, 4 … capped. */
export function delayAfter(failures: number, rule: Rule): number {
  const over = failures - rule.free;
  return over <= 0 ? 0 : Math.min(2 ** (over - 1), rule.maxDelaySeconds);
}

export const UNKNOWN_ADDRESS = "unknown";

/** Who is trying: the account's email and the client's address ("unknown" when not known). */
export interface LoginAttempt {
  email: string;
  address: string;
}

/** The counters an attempt touches; an unknown address shares no bucket with other unknowns. */
const keysOf = ({ email, address }: LoginAttempt): [Kind, string][] =>
  address === UNKNOWN_ADDRESS
    ? [["account", `account:${email}`]]
    : [
        ["pair", `pair:${email}|${address}`],
        ["account", `account:${email}`],
        ["address", `address:${address}`],
      ];

/** Who is claiming an entry: the account and the client's address. */
export interface ClaimAttempt {
  userId: string;
  address: string;
}

const claimKeysOf = ({ userId, address }: ClaimAttempt): [Kind, string][] => [
  ["claim-account", `claim-account:${userId}`],
  ...(address === UNKNOWN_ADDRESS ? [] : [["claim-address", `claim-address:${address}`] as [Kind, string]]),
];

/** Seconds until this attempt may be made, or 0 when it may be made now. */
export const loginWait = (attempt: LoginAttempt, now = new Date()) => waitFor(keysOf(attempt), now);
/** Counts one failed login against the pair, the account and the address, atomically. */
export const recordLoginFailure = (attempt: LoginAttempt, now = new Date()) => recordFailure(keysOf(attempt), now);
/** Seconds until this claim may be tried, or 0. */
export const claimWait = (attempt: ClaimAttempt, now = new Date()) => waitFor(claimKeysOf(attempt), now);
/** Counts one wrong claim code against the account and the address. */
export const recordClaimFailure = (attempt: ClaimAttempt, now = new Date()) => recordFailure(claimKeysOf(attempt), now);

async function waitFor(keys: [Kind, string][], now: Date): Promise<number> {
  const db = await getDb();
  const rows = await db.loginThrottle.findMany({
    where: { key: { in: keys.map(([, key]) => key) }, blockedUntil: { gt: now } },
    select: { blockedUntil: true },
  });
  const until = Math.max(0, ...rows.map((r) => r.blockedUntil.getTime()));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

async function recordFailure(keys: [Kind, string][], now: Date): Promise<void> {
  const db = await getDb();
  const windowStart = new Date(now.getTime() - WINDOW_SECONDS * 1000);
  // Keys in one fixed order in every transaction, so concurrent failures cannot deadlock.
  await db.$transaction(async (tx) => {
    for (const [kind, key] of keys) await countFailure(tx, kind, key, now, windowStart);
  });
  // Spent counters are of no use; dropped outside the transaction above (indexed on windowStart).
  await db.loginThrottle.deleteMany({ where: { windowStart: { lt: windowStart }, blockedUntil: { lt: now } } });
}

async function countFailure(tx: Pick<Db, "$queryRaw" | "loginThrottle">, kind: Kind, key: string, now: Date, windowStart: Date) {
  // One statement: concurrent failures in several processes each add exactly one.
  const [row] = await tx.$queryRaw<{ failures: number }[]>`
    INSERT INTO "LoginThrottle" ("key", "failures", "windowStart", "blockedUntil")
    VALUES (${key}, 1, ${now}::timestamp, ${now}::timestamp)
    ON CONFLICT ("key") DO UPDATE SET
      "failures" = CASE WHEN "LoginThrottle"."windowStart" <= ${windowStart}::timestamp THEN 1 ELSE "LoginThrottle"."failures" + 1 END,
      "windowStart" = CASE WHEN "LoginThrottle"."windowStart" <= ${windowStart}::timestamp THEN ${now}::timestamp ELSE "LoginThrottle"."windowStart" END
    RETURNING "failures"`;
  const delay = delayAfter(Number(row!.failures), THROTTLE_RULES[kind]);
  if (delay > 0) {
    await tx.loginThrottle.update({ where: { key }, data: { blockedUntil: new Date(now.getTime() + delay * 1000) } });
  }
}

/** A right password: this address may try again at once for this account. */
export async function clearLoginFailures(attempt: LoginAttempt): Promise<void> {
  const db = await getDb();
  await db.loginThrottle.deleteMany({ where: { key: `pair:${attempt.email}|${attempt.address}` } });
}
