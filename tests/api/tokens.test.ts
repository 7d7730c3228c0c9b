import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import * as logoutRoute from "@/app/api/v1/auth/logout/route";
import * as tokensRoute from "@/app/api/v1/auth/tokens/route";
import * as tokenItem from "@/app/api/v1/auth/tokens/[id]/route";
import * as passwordRoute from "@/app/api/v1/auth/password/route";
import { createSession, IDLE_DAYS, MAX_DAYS, userForApiToken, userForSession } from "@/lib/server/accounts/accounts";
import { tokenId } from "@/lib/server/kernel/tokens";
import { openApiDocument } from "@/lib/api/openapi";
import { newUser } from "../helpers";

const PASSWORD = "a long test password";
const DAY = 24 * 3600 * 1000;
const call = (method: string, body?: unknown, token?: string) =>
  new Request("http://test.local/api", {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const noParams = { params: Promise.resolve({}) };
const login = async (email: string, password = PASSWORD) => {
  const res = await loginRoute.POST(call("POST", { email, password }), noParams);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};
const listTokens = async (token: string) => {
  const res = await tokensRoute.GET(call("GET", undefined, token), noParams);
  return { status: res.status, body: (await res.json()) as { tokens: { id: string; name: string; expiresAt: string; lastUsedAt: string | null }[] } };
};

describe("API token lifetime", () => {
  it("expires after the idle limit, and each use slides the expiry (never past the maximum)", async () => {
    const user = await newUser();
    const token = await login(user.email);
    const db = await getDb();
    const row = await db.apiToken.findUniqueOrThrow({ where: { id: tokenId(token) } });
    expect(Math.abs(row.expiresAt.getTime() - (Date.now() + IDLE_DAYS * DAY))).toBeLessThan(60_000);

    // Unused for a while: the next use pushes the expiry IDLE_DAYS past now.
    await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date(Date.now() - 10 * DAY), expiresAt: new Date(Date.now() + 2 * DAY) } });
    expect(await userForApiToken(token)).toMatchObject({ id: user.id });
    const slid = await db.apiToken.findUniqueOrThrow({ where: { id: row.id } });
    expect(slid.expiresAt.getTime()).toBeGreaterThan(Date.now() + (IDLE_DAYS - 1) * DAY);

    // Near the maximum lifetime: sliding stops at createdAt + MAX_DAYS.
    const createdAt = new Date(Date.now() - (MAX_DAYS - 1) * DAY);
    await db.apiToken.update({ where: { id: row.id }, data: { createdAt, lastUsedAt: new Date(Date.now() - DAY) } });
    await userForApiToken(token);
    expect((await db.apiToken.findUniqueOrThrow({ where: { id: row.id } })).expiresAt.getTime()).toBe(createdAt.getTime() + MAX_DAYS * DAY);

    // Expired: 401, and the listing leaves it out.
    await db.apiToken.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await tokensRoute.GET(call("GET", undefined, token), noParams);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain("expired");
  });

  it("sessions slide and expire the same way", async () => {
    const user = await newUser();
    const { token } = await createSession(user.id);
    const db = await getDb();
    await db.session.update({ where: { id: tokenId(token) }, data: { lastUsedAt: new Date(Date.now() - 5 * DAY), expiresAt: new Date(Date.now() + DAY) } });
    expect(await userForSession(token)).toMatchObject({ id: user.id });
    expect((await db.session.findUniqueOrThrow({ where: { id: tokenId(token) } })).expiresAt.getTime()).toBeGreaterThan(Date.now() + (IDLE_DAYS - 1) * DAY);
    await db.session.update({ where: { id: tokenId(token) }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await userForSession(token)).toBeNull();
  });
});

describe("POST /auth/logout, GET /auth/tokens, DELETE /auth/tokens/{id}", () => {
  it("logout revokes only the calling token; tokens are listed without secrets and revoked by id, only by their owner", async () => {
    const user = await newUser();
    const other = await newUser("other");
    const first = await login(user.email);
    const second = await login(user.email);
    const named = await tokensRoute.POST(call("POST", { name: "Scoreboard script" }, first), noParams);
    expect(named.status).toBe(201);
    const third = ((await named.json()) as { token: string }).token;

    const listed = await listTokens(first);
    expect(listed.status).toBe(200);
    expect(listed.body.tokens.map((t) => t.name)).toEqual(["Scoreboard script", "API token", "API token"]);
    const text = JSON.stringify(listed.body);
    for (const secret of [first, second, third]) expect(text).not.toContain(secret.slice(7));
    for (const secret of [first, second, third]) expect(text).not.toContain(tokenId(secret));

    expect((await logoutRoute.POST(call("POST", undefined, second), noParams)).status).toBe(200);
    expect((await listTokens(second)).status).toBe(401);
    expect((await listTokens(first)).body.tokens).toHaveLength(2);

    const scriptId = (await listTokens(first)).body.tokens.find((t) => t.name === "Scoreboard script")!.id;
    const otherToken = await login(other.email);
    const stolen = await tokenItem.DELETE(call("DELETE", undefined, otherToken), { params: Promise.resolve({ id: scriptId }) });
    expect(stolen.status).toBe(404);
    expect((await listTokens(third)).status).toBe(200);
    const revoked = await tokenItem.DELETE(call("DELETE", undefined, first), { params: Promise.resolve({ id: scriptId }) });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ id: scriptId, name: "Scoreboard script" });
    expect((await listTokens(third)).status).toBe(401);
    expect((await logoutRoute.POST(call("POST"), noParams)).status).toBe(401);
  });

  it("a password change needs the current password and ends every session and token", async () => {
    const user = await newUser();
    const a = await login(user.email);
    const b = await login(user.email);
    const { token: session } = await createSession(user.id);
    const db = await getDb();
    const hashBefore = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;

    const wrong = await passwordRoute.POST(call("POST", { currentPassword: "not my password", newPassword: "umbral kettle 7 frost wire" }, a), noParams);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { issues: [expect.objectContaining({ path: ["currentPassword"] })] } });
    const short = await passwordRoute.POST(call("POST", { currentPassword: PASSWORD, newPassword: "short" }, a), noParams);
    expect(short.status).toBe(400);
    const guessable = await passwordRoute.POST(call("POST", { currentPassword: PASSWORD, newPassword: user.email }, a), noParams);
    expect(await guessable.json()).toMatchObject({ error: { issues: [expect.objectContaining({ path: ["newPassword"] })] } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(hashBefore);
    expect(await userForApiToken(b)).not.toBeNull();

    const changed = await passwordRoute.POST(call("POST", { currentPassword: PASSWORD, newPassword: "umbral kettle 7 frost wire" }, a), noParams);
    expect(changed.status).toBe(200);
    const fresh = ((await changed.json()) as { token: string }).token;
    expect(await userForApiToken(a)).toBeNull();
    expect(await userForApiToken(b)).toBeNull();
    expect(await userForSession(session)).toBeNull();
    expect(await userForApiToken(fresh)).toMatchObject({ id: user.id });
    expect((await loginRoute.POST(call("POST", { email: user.email, password: PASSWORD }), noParams)).status).toBe(401);
    await login(user.email, "umbral kettle 7 frost wire");
  });

  it("OpenAPI lists the new operations", () => {
    const paths = openApiDocument().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths["/auth/logout"] ?? {})).toContain("post");
    expect(Object.keys(paths["/auth/tokens"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(paths["/auth/tokens/{id}"] ?? {})).toContain("delete");
    expect(Object.keys(paths["/auth/password"] ?? {})).toContain("post");
    expect(Object.keys(paths["/invitations/accept"] ?? {})).toContain("post");
    expect(Object.keys(paths["/events/{eventId}/staff/{staffId}/invitation"] ?? {})).toContain("post");
  });
});
