/**
 * From the players' seats (issue 35), on phones (390 px):
 * - the opponent sees the claimed result and confirms it in one tap; "That's not right" opens
 *   the form with the claim filled in, and a different report goes to the judges as a dispute;
 * - a name on the standings links to the player's profile (a typed entry's does not);
 * - a guild leader invites a player by typing part of their name (a hidden profile is not found);
 * - "Jump to me" finds the player's own row on a long season leaderboard.
 * Organizers work through the API; players in the browser.
 */
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { signUpInBrowser, uniqueEmail } from "./helpers";

const PASSWORD = "a long e2e password";
/** "Within a second", with a little room for the browser's own work. */
const LIVE = { timeout: 1_500 };

interface ApiMatch {
  id: string;
  table: number | null;
  playerA: { id: string; name: string };
  playerB: { id: string; name: string } | null;
}

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

async function apiUser(request: APIRequestContext, name: string) {
  const signup = await request.post("/api/v1/auth/signup", { data: { email: uniqueEmail(name.toLowerCase().replace(/\W+/g, "")), password: PASSWORD, name } });
  expect(signup.status()).toBe(201);
  return { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
}

/** No serious or critical axe finding (WCAG 2.1 A and AA) on the page as it stands. */
async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function register(page: Page, eventId: string, name: string) {
  await page.goto(`/events/${eventId}`);
  await page.getByTestId("register-form").getByRole("button", { name: "Register" }).click();
  await expect(page.getByTestId("registered")).toContainText(`You're registered as ${name}`);
}

test("the opponent confirms a claimed result in one tap; “That's not right” opens the claim and goes to the judges", async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const org = await apiUser(request, "Orla Organizer");
  const created = await request.post("/api/v1/events", {
    headers: org,
    data: { name: "Claim Night", preset: "swg-swiss", presetOptions: { style: "bo3" }, swissRounds: 3, startsAt: new Date(Date.now() + 10 * 60_000).toISOString() },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: string }).id;
  const E = `/api/v1/events/${eventId}`;
  expect((await request.put(`${E}/registration`, { headers: org, data: { selfRegistration: true, selfReport: true } })).status()).toBe(200);

  const ana = await phone(browser, baseURL!);
  const ben = await phone(browser, baseURL!);
  await signUpInBrowser(ana, "Ana Solo");
  await register(ana, eventId, "Ana Solo");
  await signUpInBrowser(ben, "Ben Kenobi");
  await register(ben, eventId, "Ben Kenobi");

  expect((await request.post(`${E}/rounds`, { headers: org })).status()).toBe(201);
  for (const page of [ana, ben]) await page.goto(`/events/${eventId}/pairings`);
  const anaReport = ana.getByTestId("self-report");
  const benReport = ben.getByTestId("self-report");

  // Ana reports 2–1; Ben's open phone shows her claim and confirms it with one tap.
  await anaReport.getByRole("button", { name: "Ana wins game 1" }).click();
  await anaReport.getByRole("button", { name: "Ben wins game 2" }).click();
  await anaReport.getByRole("button", { name: "Ana wins game 3" }).click();
  await anaReport.getByRole("button", { name: "Save: Ana wins 2–1" }).click();
  await expect(anaReport.getByTestId("report-state")).toHaveAttribute("data-state", "waiting");
  await expect(benReport.getByTestId("claim-words")).toHaveText("Ana Solo reports: Ana Solo won 2–1", LIVE);
  // Nothing to fill in again: the claim, Confirm and "That's not right".
  await expect(benReport.getByText("Game 1: who won?")).toHaveCount(0);
  await axeClean(ben);
  await benReport.getByRole("button", { name: "Confirm" }).click();
  await expect(benReport.getByTestId("report-state")).toHaveAttribute("data-state", "recorded");
  await expect(benReport.getByTestId("report-state")).toContainText("Ana Solo wins 2–1");
  await expect(anaReport.getByTestId("report-state")).toHaveAttribute("data-state", "recorded", LIVE);

  // Round 2: Ana claims 2–0; Ben says it is not right, starts from her claim and corrects it.
  const round2 = await request.post(`${E}/rounds`, { headers: org });
  expect(round2.status()).toBe(201);
  const match = ((await round2.json()) as { matches: ApiMatch[] }).matches.find((m) => m.playerB)!;
  await expect(anaReport.getByText("Game 1: who won?")).toBeVisible();
  await anaReport.getByRole("button", { name: "Ana wins game 1" }).click();
  await anaReport.getByRole("button", { name: "Ana wins game 2" }).click();
  await anaReport.getByRole("button", { name: "Save: Ana wins 2–0" }).click();
  await expect(benReport.getByTestId("claim-words")).toHaveText("Ana Solo reports: Ana Solo won 2–0", LIVE);
  await benReport.getByRole("button", { name: "That's not right" }).click();
  const correction = benReport.getByTestId("claim-correction");
  await expect(correction.getByTestId("games-so-far")).toContainText("Game 1: Ana");
  await expect(correction.getByTestId("games-so-far")).toContainText("Game 2: Ana");
  await axeClean(ben);
  await correction.getByRole("button", { name: "Undo game 2" }).click();
  await correction.getByRole("button", { name: "Ben wins game 2" }).click();
  await correction.getByRole("button", { name: "Ben wins game 3" }).click();
  await correction.getByRole("button", { name: "Save: Ben wins 2–1" }).click();
  await expect(benReport.getByTestId("report-state")).toHaveAttribute("data-state", "disputed");
  await expect(anaReport.getByTestId("report-state")).toHaveAttribute("data-state", "disputed", LIVE);
  const queue = (await (await request.get(`${E}/judge-calls`, { headers: org })).json()) as { calls: { kind: string; matchId: string | null }[] };
  expect(queue.calls.filter((c) => c.kind === "dispute").map((c) => c.matchId)).toEqual([match.id]);

  // The standings name both players, each a link to their profile.
  await ben.goto(`/events/${eventId}/standings`);
  const anaLink = ben.getByTestId("standings-row").getByRole("link", { name: "Ana Solo" });
  await expect(anaLink).toHaveAttribute("href", /^\/players\/[a-z0-9]+$/);
  await anaLink.click();
  await ben.waitForURL(/\/players\/[a-z0-9]+$/);
  await expect(ben.getByRole("heading", { level: 1 })).toContainText("Ana Solo");
});

test("a guild leader invites a player by typing part of their name; a hidden profile is not found", async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 5);
  const wanted = `Wedge Antilles ${tag}`;
  const hidden = await apiUser(request, `Wedge Hidden ${tag}`);
  expect((await request.patch("/api/v1/players/me", { headers: hidden, data: { public: false } })).status()).toBe(200);
  // A player's profile is made on first use (here: reading it, as the account page does).
  expect((await request.get("/api/v1/players/me", { headers: await apiUser(request, wanted) })).status()).toBe(200);

  const leader = await phone(browser, baseURL!);
  await signUpInBrowser(leader, "Lando Leader");
  await leader.goto("/guilds/new");
  await leader.getByLabel("Guild name").fill(`Rogue Flight ${tag}`);
  await leader.getByLabel("Tag").fill("ROGUE");
  await leader.getByRole("button", { name: "Found the guild" }).click();
  await leader.waitForURL((u) => /^\/guilds\/(?!new$)[^/]+$/.test(u.pathname));

  const box = leader.getByRole("combobox", { name: "Invite a player" });
  await box.fill(`antilles ${tag}`);
  const options = leader.getByRole("listbox", { name: "Players found" }).getByRole("option");
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(wanted);
  await expect(leader.getByRole("status").filter({ hasText: "1 player found" })).toBeVisible();
  await axeClean(leader);
  await options.first().click();
  await expect(box).toHaveValue(wanted);
  await leader.getByRole("button", { name: `Invite ${wanted}` }).click();
  await expect(leader.getByText("Invited: they see it in their notices.")).toBeVisible();
  await expect(leader.getByTestId("guild-invitations")).toContainText(wanted);
  await expect(box).toHaveValue("");

  // The hidden player is never offered.
  await box.fill(`Hidden ${tag}`);
  await expect(leader.getByRole("status").filter({ hasText: "No player with a public profile" })).toBeVisible();
  await expect(options).toHaveCount(0);
});

test("Jump to me finds the player's own row on a long season leaderboard; typed entrants' names are not links", async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const org = await apiUser(request, "Lena League");
  const season = await request.post("/api/v1/seasons", {
    headers: org,
    data: { name: `Long League ${randomUUID().slice(0, 5)}`, game: "ffg-swtcg", preset: "store-league", schedule: "dates", startsAt: new Date(Date.now() - 86_400_000).toISOString(), endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
  });
  expect(season.status()).toBe(201);
  const seasonId = ((await season.json()) as { id: string }).id;
  const created = await request.post("/api/v1/events", { headers: org, data: { name: "Long Night", structure: "custom", tier: "relaxed", swissRounds: 2, cutSize: 0 } });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: string }).id;
  const E = `/api/v1/events/${eventId}`;
  expect((await request.put(`${E}/registration`, { headers: org, data: { selfRegistration: true } })).status()).toBe(200);

  const ana = await phone(browser, baseURL!);
  await signUpInBrowser(ana, "Ana Solo");
  await register(ana, eventId, "Ana Solo");
  const typed = Array.from({ length: 39 }, (_, i) => ({ name: `Typed Trooper ${i + 1}` }));
  expect((await request.post(`${E}/players`, { headers: org, data: { players: typed } })).status()).toBe(201);
  const paired = await request.post(`${E}/rounds`, { headers: org });
  expect(paired.status()).toBe(201);
  // Everyone's opponent wins against Ana; elsewhere seat A wins.
  for (const m of ((await paired.json()) as { matches: ApiMatch[] }).matches) {
    if (!m.playerB) continue;
    const seat = m.playerA.name === "Ana Solo" ? "B" : "A";
    expect((await request.put(`${E}/matches/${m.id}/result`, { headers: org, data: { games: [{ result: seat }, { result: seat }] } })).status()).toBe(200);
  }
  expect((await request.post(`/api/v1/seasons/${seasonId}/events`, { headers: org, data: { eventId } })).status()).toBe(200);

  await ana.goto(`/seasons/${seasonId}`);
  const mine = ana.locator("[data-me]");
  await expect(mine).toContainText("Ana Solo");
  await expect(mine).not.toBeInViewport();
  await ana.getByTestId("jump-to-me").click();
  await expect(ana).toHaveURL(/#me$/);
  await expect(mine).toBeInViewport();
  await expect(mine.getByText("you", { exact: true })).toBeVisible();
  await axeClean(ana);

  // Her name links to her profile on the standings; a typed entrant's does not.
  await ana.goto(`/events/${eventId}/standings`);
  await expect(ana.getByTestId("standings-row").filter({ hasText: "Ana Solo" }).getByTestId("profile-link")).toHaveCount(1);
  await expect(ana.getByTestId("standings-row").filter({ hasText: "Typed Trooper 1" }).first().getByTestId("profile-link")).toHaveCount(0);
});
