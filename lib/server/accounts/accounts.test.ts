import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { createApiToken, createSession, endSession, logIn, signUp, userForApiToken, userForSession } from "@/lib/server/accounts/accounts";
import { ServiceError } from "@/lib/server/kernel/errors";
import { uniqueEmail } from "../../../tests/helpers";

const password = "a long test password";

describe("accounts", () => {
  it("signs up with a salted scrypt hash, never the password itself", async () => {
    const email = uniqueEmail();
    const user = await signUp({ email: email.toUpperCase(), password, name: "  Mon   Mothma " });
    expect(user).toEqual({ id: expect.any(String), email, name: "Mon Mothma" });
    const row = await (await getDb()).user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(row.passwordHash).not.toContain(password);
    const other = await signUp({ email: uniqueEmail(), password, name: "Other" });
    const otherRow = await (await getDb()).user.findUniqueOrThrow({ where: { id: other.id } });
    expect(otherRow.passwordHash).not.toBe(row.passwordHash); // salted
  });

  it("refuses a second account with an email another account has verified, naming the field", async () => {
    const email = uniqueEmail();
    const first = await signUp({ email, password, name: "First" });
    // Unverified, the address blocks nobody (anyone can type someone else's address).
    await signUp({ email, password: "another long password", name: "Owner" });
    await (await getDb()).user.update({ where: { id: first.id }, data: { emailVerifiedAt: new Date() } });
    const err = await signUp({ email, password, name: "Second" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).status).toBe(400);
    expect((err as ServiceError).issues[0]?.path).toEqual(["email"]);
  });

  it("refuses weak or malformed input with a reason per field", async () => {
    const err = (await signUp({ email: "not-an-email", password: "short", name: "" }).catch((e: unknown) => e)) as ServiceError;
    expect(err.code).toBe("invalid_input");
    expect(err.issues.map((i) => i.path[0]).sort()).toEqual(["email", "name", "password"]);
  });

  it("logs in with the right password only", async () => {
    const email = uniqueEmail();
    const user = await signUp({ email, password, name: "Leia" });
    await expect(logIn({ email, password })).resolves.toEqual(user);
    await expect(logIn({ email, password: "wrong password!" })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(logIn({ email: uniqueEmail(), password })).rejects.toMatchObject({ code: "unauthenticated" });
  });

  it("resolves sessions and API tokens, stored only as hashes", async () => {
    const user = await signUp({ email: uniqueEmail(), password, name: "Han" });
    const { token } = await createSession(user.id);
    expect(await userForSession(token)).toEqual(user);
    expect(await userForSession(token + "x")).toBeNull();
    const db = await getDb();
    expect(await db.session.findUnique({ where: { id: token } })).toBeNull();
    await endSession(token);
    expect(await userForSession(token)).toBeNull();

    const api = await createApiToken(user.id);
    expect(await userForApiToken(api)).toEqual(user);
    expect(await userForApiToken("hn_api_forged")).toBeNull();
  });

  it("wrong passwords from one address slow that address down, not the account's owner elsewhere (429 then ok)", async () => {
    const email = uniqueEmail();
    await signUp({ email, password, name: "Bossk" });
    const guesser = { address: `198.51.100.${randomInt(256)}-${email}` };
    for (let i = 0; i < 6; i++) await expect(logIn({ email, password: `wrong guess ${i}` }, guesser)).rejects.toMatchObject({ code: "unauthenticated" });
    const err = (await logIn({ email, password }, guesser).catch((e: unknown) => e)) as ServiceError;
    expect(err.code).toBe("too_many_requests");
    expect(err.status).toBe(429);
    await expect(logIn({ email, password }, { address: `203.0.113.${randomInt(256)}-${email}` })).resolves.toMatchObject({ email });
    // Another account is not affected.
    const other = uniqueEmail();
    await signUp({ email: other, password, name: "Dengar" });
    await expect(logIn({ email: other, password })).resolves.toMatchObject({ email: other });
  });
});
