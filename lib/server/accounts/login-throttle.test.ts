import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { logIn, signUp } from "@/lib/server/accounts/accounts";
import { THROTTLE_RULES, delayAfter, loginWait, recordLoginFailure } from "@/lib/server/accounts/login-throttle";
import { ServiceError } from "@/lib/server/kernel/errors";
import { uniqueEmail } from "../../../tests/helpers";

const address = () => `10.0.0.1-${randomUUID()}`;
const PASSWORD = "a long test password";

async function statusOf(p: Promise<unknown>): Promise<number | "ok"> {
  try {
    await p;
    return "ok";
  } catch (err) {
    if (err instanceof ServiceError) return err.status;
    throw err;
  }
}

describe("login throttle", () => {
  it("waits grow 1 s, 2 s, 4 s … after the free failures, up to each rule's cap", () => {
    const rule = THROTTLE_RULES.pair;
    const waits = Array.from({ length: rule.free + 5 }, (_, i) => delayAfter(i + 1, rule));
    expect(waits).toEqual([...Array(rule.free).fill(0), 1, 2, 4, 8, 16]);
    expect(delayAfter(500, rule)).toBe(15 * 60);
    expect(delayAfter(500, THROTTLE_RULES.account)).toBe(60);
  });

  it("slows a guesser at one address progressively; the counters live in the database", async () => {
    const attempt = { email: uniqueEmail("slow"), address: address() };
    const t0 = new Date("2026-11-22T10:00:00Z");
    for (let i = 0; i < THROTTLE_RULES.pair.free; i++) await recordLoginFailure(attempt, t0);
    expect(await loginWait(attempt, t0)).toBe(0);
    await recordLoginFailure(attempt, t0);
    expect(await loginWait(attempt, t0)).toBe(1);
    await recordLoginFailure(attempt, t0);
    expect(await loginWait(attempt, t0)).toBe(2);
    await recordLoginFailure(attempt, t0);
    expect(await loginWait(attempt, t0)).toBe(4);
    expect(await loginWait(attempt, new Date(t0.getTime() + 4000))).toBe(0);
    // Kept as rows, so every process and a restarted one see the same numbers.
    const db = await getDb();
    const row = await db.loginThrottle.findUnique({ where: { key: `pair:${attempt.email}|${attempt.address}` } });
    expect(row?.failures).toBe(THROTTLE_RULES.pair.free + 3);
    // An hour after the first failure the count starts over.
    const later = new Date(t0.getTime() + 61 * 60 * 1000);
    await recordLoginFailure(attempt, later);
    expect(await loginWait(attempt, later)).toBe(0);
  });

  it("ten wrong passwords from one address do not lock the owner out from another", async () => {
    const email = uniqueEmail("owner");
    await signUp({ email, password: PASSWORD, name: "Owner" });
    const attacker = address();
    const statuses: (number | "ok")[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await statusOf(logIn({ email, password: `wrong guess ${i}` }, { address: attacker })));
    expect(statuses.slice(0, THROTTLE_RULES.pair.free + 1)).toEqual(Array(THROTTLE_RULES.pair.free + 1).fill(401));
    expect(statuses).toContain(429);
    // The attacker, even with the right password, waits…
    expect(await statusOf(logIn({ email, password: PASSWORD }, { address: attacker }))).toBe(429);
    // …the owner at home does not.
    expect(await statusOf(logIn({ email, password: PASSWORD }, { address: address() }))).toBe("ok");
  });

  it("the refusal says when to try again", async () => {
    const email = uniqueEmail("retry");
    const at = address();
    for (let i = 0; i < THROTTLE_RULES.pair.free + 1; i++) await recordLoginFailure({ email, address: at });
    const err = await logIn({ email, password: "whatever it is" }, { address: at }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).status).toBe(429);
    expect((err as ServiceError).retryAfterSeconds).toBeGreaterThan(0);
    expect((err as ServiceError).message).toMatch(/Try again in \d+ seconds?/);
  });

  it("limits one password sprayed over many accounts from one address", async () => {
    const sprayer = address();
    const t0 = new Date("2026-11-22T11:00:00Z");
    for (let i = 0; i < THROTTLE_RULES.address.free + 1; i++) await recordLoginFailure({ email: uniqueEmail("spray"), address: sprayer }, t0);
    // A fresh account from the same address must wait; from elsewhere it need not.
    const next = uniqueEmail("spray-next");
    expect(await loginWait({ email: next, address: sprayer }, t0)).toBeGreaterThan(0);
    expect(await loginWait({ email: next, address: address() }, t0)).toBe(0);
  });

  it("guesses spread over many addresses slow the account down, capped at a minute (never a lock-out)", async () => {
    const email = uniqueEmail("spread");
    const t0 = new Date("2026-11-22T12:00:00Z");
    for (let i = 0; i < 40; i++) await recordLoginFailure({ email, address: address() }, t0);
    const wait = await loginWait({ email, address: address() }, t0);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it("counts concurrent failures exactly once each", async () => {
    const attempt = { email: uniqueEmail("race"), address: address() };
    const t0 = new Date("2026-11-22T13:00:00Z");
    await Promise.all(Array.from({ length: 12 }, () => recordLoginFailure(attempt, t0)));
    const db = await getDb();
    const row = await db.loginThrottle.findUnique({ where: { key: `account:${attempt.email}` } });
    expect(row?.failures).toBe(12);
  });

  it("an unknown address shares no bucket: failures without an address count only against the account", async () => {
    const t0 = new Date("2026-11-22T14:00:00Z");
    for (let i = 0; i < THROTTLE_RULES.address.free + 5; i++) await recordLoginFailure({ email: uniqueEmail("nobody"), address: "unknown" }, t0);
    expect(await loginWait({ email: uniqueEmail("someone"), address: "unknown" }, t0)).toBe(0);
  });
});
