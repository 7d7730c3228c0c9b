/**
 * Issue 24, end to end on the real parts: an organizer runs a rated event (K 32) of eight, two of
 * them signed-up players; the last result completes it, the server's rating worker rates it, and
 * Kyle opens his profile on his phone and reads why his rating changed. Then the organizer
 * corrects his result after the event, and the page shows the new change with the earlier one
 * kept as history.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { uniqueEmail } from "./helpers";

type Headers = Record<string, string>;
interface ApiMatch {
  id: string;
  playerA: { id: string; name: string };
  playerB: { id: string; name: string } | null;
}

async function account(request: APIRequestContext, name: string) {
  const res = await request.post("/api/v1/auth/signup", { data: { email: uniqueEmail("rated"), password: "a long enough password", name } });
  expect(res.status()).toBe(201);
  const headers: Headers = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  const profile = (await (await request.get("/api/v1/players/me", { headers })).json()) as { id: string };
  return { headers, profileId: profile.id };
}

async function ok<T = unknown>(request: APIRequestContext, method: "post" | "put", url: string, headers: Headers, data?: unknown): Promise<T> {
  const res = await request[method](url, { headers, data: data ?? {} });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

test("a player on a phone reads why their rating changed after a rated event, and after a correction", async ({ page, request }) => {
  const tag = randomUUID().slice(0, 6);
  const org = await account(request, "Orla Organizer");
  const kyle = await account(request, `Kyle ${tag}`);
  const mara = await account(request, `Mara ${tag}`);
  const { id: eventId } = await ok<{ id: string }>(request, "post", "/api/v1/events", org.headers, {
    name: `Rated Open ${tag}`,
    structure: "custom",
    tier: "relaxed",
    swissRounds: 1,
    cutSize: 0,
    rating: { rated: true, k: 32 },
  });
  await ok(request, "put", `/api/v1/events/${eventId}/registration`, org.headers, { selfRegistration: true });
  for (const who of [kyle, mara]) await ok(request, "post", `/api/v1/events/${eventId}/registrations`, who.headers);
  await ok(request, "post", `/api/v1/events/${eventId}/players`, org.headers, { players: ["Ann", "Ben", "Cal", "Dee", "Eve", "Fay"].map((n) => ({ name: `${n} ${tag}` })) });

  const round = await ok<{ matches: ApiMatch[] }>(request, "post", `/api/v1/events/${eventId}/rounds`, org.headers);
  const kyles = round.matches.find((m) => m.playerA.name === `Kyle ${tag}` || m.playerB?.name === `Kyle ${tag}`)!;
  const kyleSeat = kyles.playerA.name === `Kyle ${tag}` ? "A" : "B";
  const opponent = (kyleSeat === "A" ? kyles.playerB : kyles.playerA)!.name;
  for (const m of round.matches.filter((x) => x.playerB)) {
    const winner = m.id === kyles.id ? kyleSeat : "A";
    await ok(request, "put", `/api/v1/events/${eventId}/matches/${m.id}/result`, org.headers, { games: [{ result: winner }, { result: winner }] });
  }

  // The event completed with the last result; the worker rates it moments later.
  const ratingOf = async () => {
    const res = await request.get(`/api/v1/players/${kyle.profileId}/ratings`);
    const games = ((await res.json()) as { games: { game: string; shown: number; events: unknown[] }[] }).games;
    return games.find((g) => g.game === "ffg-swtcg") ?? null;
  };
  await expect.poll(async () => (await ratingOf())?.shown, { timeout: 20_000 }).toBe(1532);

  // Kyle on his phone: 1500 + K 32 × 2 (provisional) × (1 − ½) = 1532.
  await page.goto(`/players/${kyle.profileId}`);
  const rating = page.getByTestId("game-rating");
  await expect(rating.getByTestId("rating")).toHaveText("1532");
  await expect(rating.getByText("Provisional")).toBeVisible();
  await expect(rating).toContainText(`Rated Open ${tag}`);
  await rating.getByTestId("rating-ledger-link").click();
  const ledger = page.getByTestId("ledger-event");
  const line = ledger.getByTestId("ledger-current").getByTestId("ledger-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`vs ${opponent}`);
  await expect(line).toContainText("expected 0.50 · K 64");
  await expect(line.getByTestId("ledger-change")).toHaveText("+32.0");

  // The organizer finds the result was the other way round and corrects it after the event.
  const loser = kyleSeat === "A" ? "B" : "A";
  await ok(request, "put", `/api/v1/events/${eventId}/matches/${kyles.id}/result`, org.headers, { games: [{ result: loser }, { result: loser }] });
  await expect.poll(async () => (await ratingOf())?.shown, { timeout: 20_000 }).toBe(1468);
  await page.reload();
  await expect(line.getByTestId("ledger-change")).toHaveText("−32.0");
  await expect(ledger).toContainText("a result was corrected");
  await expect(ledger.getByTestId("ledger-history")).toBeVisible();
});
