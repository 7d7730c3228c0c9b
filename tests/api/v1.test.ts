/**
 * The v1 route handlers called with real Request objects (the HTTP round trip itself is covered
 * by e2e/api.spec.ts against `next start`).
 */
import { describe, expect, it } from "vitest";
import { POST as signup } from "@/app/api/v1/auth/signup/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as createEvent } from "@/app/api/v1/events/route";
import { GET as getEvent } from "@/app/api/v1/events/[eventId]/route";
import { GET as listPlayers, POST as addPlayers } from "@/app/api/v1/events/[eventId]/players/route";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { uniqueEmail } from "../helpers";

const req = (body: unknown, token?: string) =>
  new Request("http://test.local/api", {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const none = { params: Promise.resolve({}) };
const ev = (eventId: string) => ({ params: Promise.resolve({ eventId }) });

describe("/api/v1", () => {
  it("signup → event → players, with 400/401/403/404 that change nothing", async () => {
    const email = uniqueEmail();
    const s = await signup(req({ email, password: "correct horse battery", name: "Olga" }), none);
    expect(s.status).toBe(201);
    const { token, user } = (await s.json()) as { token: string; user: { email: string } };
    expect(user.email).toBe(email);
    expect(JSON.stringify(user)).not.toContain("password");

    const l = await login(req({ email, password: "correct horse battery" }), none);
    expect(l.status).toBe(200);
    expect(((await l.json()) as { token: string }).token).not.toBe(token);
    expect((await login(req({ email, password: "wrong wrong wrong" }), none)).status).toBe(401);

    expect((await createEvent(req({ name: "No token", structure: "basic", tier: "relaxed" }), none)).status).toBe(401);
    const bad = await createEvent(req({ name: "Bad", structure: "swiss", tier: "relaxed" }, token), none);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "invalid_input", issues: [expect.objectContaining({ path: ["structure"] })] } });
    expect((await createEvent(req("{not json", token), none)).status).toBe(400);

    const c = await createEvent(req({ name: "Regional", structure: "advanced", tier: "formal" }, token), none);
    expect(c.status).toBe(201);
    const event = (await c.json()) as { id: string };

    const one = await addPlayers(req({ name: "Kyle" }, token), ev(event.id));
    expect(one.status).toBe(201);
    expect(await one.json()).toMatchObject({ name: "Kyle", status: "active" });
    const many = await addPlayers(req({ players: [{ name: "Jan" }, { name: "Mara" }] }, token), ev(event.id));
    expect(((await many.json()) as { players: unknown[] }).players).toHaveLength(2);

    expect((await addPlayers(req({ players: [{ name: "" }] }, token), ev(event.id))).status).toBe(400);
    expect((await addPlayers(req({ name: "Anon" }), ev(event.id))).status).toBe(401);
    const other = (await (await signup(req({ email: uniqueEmail(), password: "another long one", name: "Other" }), none)).json()) as { token: string };
    expect((await addPlayers(req({ name: "Intruder" }, other.token), ev(event.id))).status).toBe(403);
    expect((await addPlayers(req({ name: "Ghost" }, token), ev("missing"))).status).toBe(404);

    const list = (await (await listPlayers(new Request("http://test.local"), ev(event.id))).json()) as { players: { name: string }[] };
    expect(list.players.map((p) => p.name)).toEqual(["Kyle", "Jan", "Mara"]);
    const got = (await (await getEvent(new Request("http://test.local"), ev(event.id))).json()) as { playerCount: number; status: string };
    expect(got).toMatchObject({ playerCount: 3, status: "registration" });
    expect((await getEvent(new Request("http://test.local"), ev("missing"))).status).toBe(404);
  });

  it("serves an OpenAPI 3.1 document generated from the request schemas", async () => {
    const doc = (await openapi().json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/auth/signup", "/auth/login", "/events", "/events/{eventId}", "/events/{eventId}/players"]),
    );
    expect(doc.components.schemas.EventCreateInput?.properties?.structure?.enum).toEqual(["basic", "advanced", "custom"]);
    expect(doc.paths["/events"]?.post?.responses).toHaveProperty("400");
  });
});
