/**
 * A player follows a season's leaderboard on their phone across two events and sees their medal:
 * the organizer runs two one-round events over the API and attaches them to a short season; the
 * player self-registers at both, wins, watches their points grow without reloading (a correction
 * shows at once, the cached leaderboard too), reads the season's history, and once the season's end has
 * passed the first read settles it — the gold medal shows next to their name and on their profile.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiSignUp } from "./helpers";

interface Match { id: string; playerA: { id: string; name: string }; playerB: { id: string; name: string } | null }

const PASSWORD = "a long e2e password";

/** A one-round event the player enters themselves and wins; it is complete afterwards. */
async function eventWon(request: APIRequestContext, org: Record<string, string>, player: Record<string, string>, name: string, playerName: string) {
  const created = await request.post("/api/v1/events", { headers: org, data: { name, structure: "custom", tier: "relaxed", swissRounds: 1, cutSize: 0 } });
  expect(created.status()).toBe(201);
  const E = `/api/v1/events/${((await created.json()) as { id: string }).id}`;
  expect((await request.put(`${E}/registration`, { headers: org, data: { selfRegistration: true } })).status()).toBe(200);
  expect((await request.post(`${E}/registrations`, { headers: player })).status()).toBe(201);
  expect((await request.post(`${E}/players`, { headers: org, data: { players: [{ name: "Typed Tarkin" }, { name: "Typed Thrawn" }, { name: "Typed Tagge" }] } })).status()).toBe(201);
  // Started an hour ago: inside the season's dates.
  expect((await request.patch(E, { headers: org, data: { startsAt: new Date(Date.now() - 3600_000).toISOString() } })).status()).toBe(200);
  const paired = await request.post(`${E}/rounds`, { headers: org });
  expect(paired.status()).toBe(201);
  const { matches } = (await paired.json()) as { matches: Match[] };
  for (const m of matches) {
    if (!m.playerB) continue;
    const seat = m.playerB.name === playerName ? "B" : "A";
    const res = await request.put(`${E}/matches/${m.id}/result`, { headers: org, data: { games: [{ result: seat }, { result: seat }] } });
    expect(res.status()).toBe(200);
  }
  return E.split("/").pop()!;
}

test.beforeAll(async ({ request }) => {
  // The server answers 503 until it has migrated (the readiness gate): wait for it.
  for (let i = 0; i < 120; i++) {
    if ((await request.get("/api/v1/health")).status() === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not become ready");
});

test("a player follows the season's leaderboard across two events and sees their medal", async ({ page, request }) => {
  test.setTimeout(180_000);
  const playerName = "Mara Jade";
  // The player registers over the API (their token) and follows on their phone (signed in).
  const me_ = await apiSignUp(request, playerName);
  const player = me_.headers;
  await page.goto("/login");
  await page.getByLabel("Email").fill(me_.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL("/");
  const org = (await apiSignUp(request, "League Organizer")).headers;

  // The season: since yesterday, ending in 40 seconds; 1 point for taking part, 3 per win, gold to the leader.
  const endsAt = new Date(Date.now() + 40_000);
  const created = await request.post("/api/v1/seasons", {
    headers: org,
    data: {
      name: "Tuesday League",
      game: "ffg-swtcg",
      preset: "custom",
      schedule: "dates",
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: endsAt.toISOString(),
      rules: { participation: 1, perMatch: { win: 3, draw: 1, loss: 0, bye: 3 }, leaderAward: "gold", levels: [{ kind: "bronze", points: 2 }] },
    },
  });
  expect(created.status()).toBe(201);
  const seasonId = ((await created.json()) as { id: string }).id;

  const first = await eventWon(request, org, player, "League Night 1", playerName);
  expect((await request.post(`/api/v1/seasons/${seasonId}/events`, { headers: org, data: { eventId: first } })).status()).toBe(200);

  await page.goto(`/seasons/${seasonId}`);
  const me = page.getByTestId("season-row").filter({ hasText: playerName });
  await expect(me.getByTestId("season-points")).toHaveText("4");
  await expect(page.getByTestId("season-rules")).toContainText("3 points per match won");

  const second = await eventWon(request, org, player, "League Night 2", playerName);
  expect((await request.post(`/api/v1/seasons/${seasonId}/events`, { headers: org, data: { eventId: second } })).status()).toBe(200);
  // No reload: the season's change stream moves the open leaderboard.
  await expect(me.getByTestId("season-points")).toHaveText("8");

  // The leaderboard answers from the shared response cache (API and the page as a visitor loads it) ...
  const api = `/api/v1/seasons/${seasonId}/leaderboard`;
  const pointsNow = async () => ((await (await request.get(api)).json()) as { rows: { name: string; points: number }[] }).rows.find((r) => r.name === playerName)!.points;
  expect(await pointsNow()).toBe(8);
  expect((await request.get(api)).headers()["x-holonet-cache"]).toBe("hit");
  await request.get(`/seasons/${seasonId}`);
  expect((await request.get(`/seasons/${seasonId}`)).headers()["x-holonet-cache"]).toBe("hit");
  // ... and a correction in a counted event shows at once: the player's win in night 2 becomes a loss.
  const round = (await (await request.get(`/api/v1/events/${second}/rounds/1`)).json()) as { matches: Match[] };
  const mine = round.matches.find((m) => m.playerA.name === playerName || m.playerB?.name === playerName)!;
  const seat = (won: boolean) => ((mine.playerA.name === playerName) === won ? "A" : "B");
  const set = async (won: boolean) => expect((await request.put(`/api/v1/events/${second}/matches/${mine.id}/result`, { headers: org, data: { games: [{ result: seat(won) }, { result: seat(won) }] } })).status()).toBe(200);
  await set(false);
  expect(await pointsNow()).toBe(5);
  await expect(me.getByTestId("season-points")).toHaveText("5");
  await set(true);
  expect(await pointsNow()).toBe(8);
  await expect(me.getByTestId("season-points")).toHaveText("8");
  await expect(me).toContainText("2 events");
  // How the points were made: one line per event.
  await me.locator("summary").click();
  await expect(me.getByTestId("season-breakdown").locator("li")).toHaveCount(2);
  // The season's history, in words, newest first.
  await page.getByRole("link", { name: "History" }).click();
  await expect(page.getByTestId("season-history-entry").first()).toContainText("Event attached");
  await expect(page.getByTestId("season-history-entry").first()).toContainText("League Night 2");
  await expect(page.getByTestId("season-history-entry").last()).toContainText("Season created");
  // The event page names the season.
  await page.goto(`/events/${second}`);
  await expect(page.getByTestId("event-seasons")).toContainText("Tuesday League");

  // After the season's end, the first read settles it: gold next to the name, and on the profile.
  await page.waitForTimeout(Math.max(0, endsAt.getTime() - Date.now() + 1000));
  await page.goto(`/seasons/${seasonId}`);
  await expect(page.getByText("Final")).toBeVisible();
  await expect(me.locator('[data-medal="gold"]')).toBeVisible();
  // The row opens on a tap (how the points were made); its profile link is inside.
  await me.locator("summary").click();
  await me.getByRole("link", { name: `${playerName}'s profile` }).click();
  await expect(page.getByTestId("profile-awards")).toContainText("Tuesday League");
  await expect(page.locator('[data-medal="gold"]').first()).toBeVisible();
  await expect(page.getByTestId("profile-seasons")).toContainText("1st of 7 · 8 points") // typed entries are players of their own event;

  // A new season's form shows what a typical result earns, and follows what is typed.
  await page.goto("/seasons/new");
  await expect(page.getByTestId("season-example")).toContainText("A player who goes 3–1 and finishes 2nd of 16 earns 1 for taking part + 3 × 2 for the wins = 7 points.");
  await page.getByLabel("Per match won").fill("3");
  await expect(page.getByTestId("season-example")).toContainText("= 10 points.");
});
