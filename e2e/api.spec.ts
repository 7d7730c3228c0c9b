import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./helpers";

test("the v1 API over HTTP: signup, event, players; 400 changes nothing; 401 without a token", async ({ request }) => {
  const signup = await request.post("/api/v1/auth/signup", {
    data: { email: uniqueEmail("api"), password: "an api test password", name: "API Organizer" },
  });
  expect(signup.status()).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const created = await request.post("/api/v1/events", { headers: auth, data: { name: "API Regional", structure: "advanced", tier: "premier", venue: "Cloud City" } });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: string; status: string; randomSeed: string };
  expect(event.status).toBe("registration");
  expect(event.randomSeed.length).toBeGreaterThan(0);

  const names = Array.from({ length: 8 }, (_, i) => `Pilot ${i + 1}`);
  const added = await request.post(`/api/v1/events/${event.id}/players`, { headers: auth, data: { players: names.map((name) => ({ name })) } });
  expect(added.status()).toBe(201);

  const invalid = await request.post(`/api/v1/events/${event.id}/players`, { headers: auth, data: { players: [{ name: "Pilot 9" }, { name: 42 }] } });
  expect(invalid.status()).toBe(400);
  const body = (await invalid.json()) as { error: { code: string; issues: { path: unknown[] }[] } };
  expect(body.error.code).toBe("invalid_input");
  expect(body.error.issues[0]?.path).toEqual(["players", 1, "name"]);

  const anonymous = await request.post(`/api/v1/events/${event.id}/players`, { data: { name: "Sneaky" } });
  expect(anonymous.status()).toBe(401);
  expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
  expect((await request.post("/api/v1/events", { data: { name: "x", structure: "basic", tier: "relaxed" } })).status()).toBe(401);

  const players = (await (await request.get(`/api/v1/events/${event.id}/players`)).json()) as { players: { name: string }[] };
  expect(players.players.map((p) => p.name)).toEqual(names); // neither refused request added anyone
  const got = (await (await request.get(`/api/v1/events/${event.id}`)).json()) as { playerCount: number };
  expect(got.playerCount).toBe(8);

  const doc = await request.get("/api/v1/openapi.json");
  expect(doc.status()).toBe(200);
  expect(((await doc.json()) as { openapi: string }).openapi).toBe("3.1.0");
});
