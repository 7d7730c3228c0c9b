/**
 * Event day, live (issue 28): what an open page shows changes as the event changes, and never
 * under the hand of someone entering something.
 * - A player's half-entered report survives the staff switching and pausing that table's chess
 *   clock; the opponent's report reaches the open phone within a second; a result recorded by a
 *   judge while the player is entering replaces the entry and says so.
 * - A waitlisted player's open event page shows the promotion (and the notice), then a staff
 *   check-in, each within a second, without a reload.
 * - The judges' console: each game's ending (forfeit) belongs to that game.
 * The organizer works through the API; players and the judge in the browser.
 */
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
  result: { games?: { result: string; ending?: string }[] } | null;
}

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

async function organizer(request: APIRequestContext, who: string) {
  const email = uniqueEmail(who);
  const signup = await request.post("/api/v1/auth/signup", { data: { email, password: PASSWORD, name: "Orla Organizer" } });
  expect(signup.status()).toBe(201);
  return { email, headers: { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` } };
}

async function swgEvent(request: APIRequestContext, headers: Record<string, string>, name: string, registration?: Record<string, unknown>) {
  const startsAt = new Date(Date.now() + 10 * 60_000).toISOString();
  const created = await request.post("/api/v1/events", { headers, data: { name, preset: "swg-swiss", presetOptions: { style: "bo3" }, swissRounds: 3, startsAt } });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: string }).id;
  if (registration) expect((await request.put(`/api/v1/events/${eventId}/registration`, { headers, data: registration })).status()).toBe(200);
  return eventId;
}

const short = (name: string) => name.split(" ")[0]!;

test("a report in progress survives the table's chess clock being switched and paused; the opponent's report arrives within a second", async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const { headers } = await organizer(request, "live-org");
  const eventId = await swgEvent(request, headers, "Live Clock Cup", { selfRegistration: true, selfReport: true });
  const E = `/api/v1/events/${eventId}`;

  const ana = await phone(browser, baseURL!);
  const ben = await phone(browser, baseURL!);
  for (const [page, name] of [
    [ana, "Ana Solo"],
    [ben, "Ben Kenobi"],
  ] as const) {
    await signUpInBrowser(page, name);
    await page.goto(`/events/${eventId}`);
    await page.getByTestId("register-form").getByRole("button", { name: "Register" }).click();
    await expect(page.getByTestId("registered")).toContainText(`You're registered as ${name}`);
  }

  const paired = await request.post(`${E}/rounds`, { headers });
  expect(paired.status()).toBe(201);
  const match = ((await paired.json()) as { matches: ApiMatch[] }).matches.find((m) => m.playerB)!;
  for (const page of [ana, ben]) {
    await page.goto(`/events/${eventId}/pairings`);
    await expect(page.getByTestId("my-table")).toContainText(`Table ${match.table}`);
  }

  // Ana taps game 1's winner, then the staff run the table's clock.
  const anaReport = ana.getByTestId("self-report");
  await anaReport.getByRole("button", { name: "Ana wins game 1" }).click();
  await expect(anaReport.getByTestId("games-so-far")).toContainText("Game 1: Ana");
  const clock = (action: string, seat?: "A" | "B") => request.post(`${E}/matches/${match.id}/clock`, { headers, data: seat ? { action, seat } : { action } });
  expect((await clock("start", "A")).status()).toBe(200);
  await expect(ana.getByTestId("chess-clock").first()).toContainText("Running");
  expect((await clock("switch")).status()).toBe(200);
  expect((await clock("pause")).status()).toBe(200);
  await expect(ana.getByTestId("chess-clock").first()).toContainText("Paused");
  // What she tapped is still there, and she goes on from it.
  await expect(anaReport.getByTestId("games-so-far")).toContainText("Game 1: Ana");
  await expect(anaReport.getByText("Game 2: who won?")).toBeVisible();
  await anaReport.getByRole("button", { name: "Ana wins game 2" }).click();
  await anaReport.getByRole("button", { name: "Save: Ana wins 2–0" }).click();
  await expect(anaReport.getByTestId("report-state")).toHaveAttribute("data-state", "waiting");

  // Ben's phone shows her claim; he confirms it: Ana's open phone shows the recorded result within a second.
  const benReport = ben.getByTestId("self-report");
  await expect(benReport.getByTestId("claim-words")).toHaveText("Ana Solo reports: Ana Solo won 2–0", LIVE);
  await benReport.getByRole("button", { name: "Confirm" }).click();
  await expect(benReport.getByTestId("report-state")).toHaveAttribute("data-state", "recorded");
  await expect(anaReport.getByTestId("report-state")).toHaveAttribute("data-state", "recorded", LIVE);

  // Round 2: Ana is entering when a judge records the result: her entry is replaced, and she is told.
  const round2 = await request.post(`${E}/rounds`, { headers });
  expect(round2.status()).toBe(201);
  const next = ((await round2.json()) as { matches: ApiMatch[] }).matches.find((m) => m.playerB)!;
  await expect(ana.getByRole("heading", { name: /round 2/i })).toBeVisible();
  await expect(anaReport.getByText("Game 1: who won?")).toBeVisible();
  await anaReport.getByRole("button", { name: "Ana wins game 1" }).click();
  const judged = next.playerA.name === "Ana Solo" ? "B" : "A";
  const saved = await request.put(`${E}/matches/${next.id}/result`, { headers, data: { games: [{ result: judged }, { result: judged }] } });
  expect(saved.status()).toBe(200);
  await expect(anaReport.getByTestId("report-state")).toHaveAttribute("data-state", "recorded", LIVE);
  await expect(anaReport.getByTestId("report-replaced")).toContainText("The result was recorded while you were entering it — your entry was replaced");
});

test("a waitlisted player's open page shows the promotion, its notice and a staff check-in within a second", async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const { headers } = await organizer(request, "wait-org");
  const eventId = await swgEvent(request, headers, "Waitlist Cup", { selfRegistration: true, cap: 2, checkInMinutes: 30 });
  const E = `/api/v1/events/${eventId}`;

  // Two places, taken through the API.
  const tokens: string[] = [];
  for (const name of ["Ciena Ree", "Dash Rendar"]) {
    const signup = await request.post("/api/v1/auth/signup", { data: { email: uniqueEmail("wait-player"), password: PASSWORD, name } });
    const token = ((await signup.json()) as { token: string }).token;
    tokens.push(token);
    expect((await request.post(`${E}/registrations`, { headers: { authorization: `Bearer ${token}` }, data: {} })).status()).toBe(201);
  }

  // Wes joins the waitlist on his phone and leaves the page open.
  const wes = await phone(browser, baseURL!);
  await signUpInBrowser(wes, "Wes Janson");
  await wes.goto(`/events/${eventId}`);
  await expect(wes.getByTestId("registration-panel")).toContainText("All 2 places are taken");
  await wes.getByTestId("register-form").getByRole("button", { name: "Join the waitlist" }).click();
  await expect(wes.getByTestId("waitlist-position")).toContainText("You're number 1 on the waitlist");

  // A player withdraws: Wes's page shows his place and the notice, without a reload.
  expect((await request.delete(`${E}/registrations/me`, { headers: { authorization: `Bearer ${tokens[0]}` } })).status()).toBe(200);
  await expect(wes.getByTestId("registered")).toContainText("You're registered as Wes Janson", LIVE);
  await expect(wes.getByTestId("event-notices")).toContainText("A place opened", LIVE);

  // Staff check him in: his page says so.
  const players = (await (await request.get(`${E}/players`)).json()) as { players: { id: string; name: string }[] };
  const wesId = players.players.find((p) => p.name === "Wes Janson")!.id;
  expect((await request.post(`${E}/players/${wesId}/check-in`, { headers, data: { checkedIn: true } })).status()).toBe(200);
  await expect(wes.getByTestId("registered")).toContainText("Checked in", LIVE);
});

test("the judges' console: a game's ending is chosen beside that game, and a forfeit marks the game it belongs to", async ({ page, request }) => {
  const { email, headers } = await organizer(request, "forfeit-org");
  const eventId = await swgEvent(request, headers, "Forfeit Cup");
  const E = `/api/v1/events/${eventId}`;
  expect((await request.post(`${E}/players`, { headers, data: { players: [{ name: "Kyle Katarn" }, { name: "Jan Ors" }] } })).status()).toBe(201);
  const match = ((await (await request.post(`${E}/rounds`, { headers })).json()) as { matches: ApiMatch[] }).matches[0]!;

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto(`/events/${eventId}/manage/rounds`);
  const li = page.getByTestId(`match-${match.table}`);
  const a = short(match.playerA.name);

  // Game 1 to A, then "forfeit" — for game 1, the game just tapped; game 2 played out.
  await li.getByRole("button", { name: `${a} wins game 1` }).click();
  await li.getByLabel("How game 1 ended").selectOption("forfeit");
  await expect(li.getByTestId("game-1")).toContainText(`Game 1: ${a}`);
  await li.getByRole("button", { name: `${a} wins game 2` }).click();
  await expect(li.getByLabel("How game 2 ended")).toHaveValue("");
  await expect(li.getByLabel("How game 1 ended")).toHaveValue("forfeit");
  await li.getByRole("button", { name: `Save: ${a} wins 2–0` }).click();
  await expect
    .poll(async () => ((await (await request.get(`${E}/rounds/1`)).json()) as { matches: ApiMatch[] }).matches[0]!.result?.games?.map((g) => [g.result, g.ending ?? null]))
    .toEqual([
      ["A", "forfeit"],
      ["A", null],
    ]);
});

test("the SWG rulebook opens with its own text, notes what the crawl left, and fits a phone", async ({ page }) => {
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/library/swg-tcg-rulebook");
    const wide = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    expect(wide, `${width} px`).toBeLessThanOrEqual(1);
  }
  const body = page.locator("article");
  await expect(body).toContainText("RULEBOOK");
  for (const junk of ["mirror of", "125 KiB", "[TCG Rulebook.pdf]", "====", "Document Text Content"]) await expect(body).not.toContainText(junk);
  const notes = page.getByTestId("source-notes");
  await notes.getByText(/^Source notes/).click();
  await expect(notes).toContainText("mirror of https://github.com/SWG-Source/swg-main.wiki.git");
  await expect(notes.getByRole("link", { name: "TCG Rulebook.pdf" })).toHaveAttribute("href", "https://drive.google.com/open?id=1Zm_yc-uhOus5NkUpWZtJ3GpSqd8e7T31");
  // The app's words find the rulebook's, marked where they are.
  await page.goto("/library/swg-tcg-rulebook?q=chess+clock");
  await expect(page.getByRole("status")).toContainText(/match(es)? “chess clock”/);
  await expect(page.locator('section[aria-labelledby="types-of-tournament-queues"] mark').filter({ hasText: /^(Gae|Game)$/ }).first()).toBeVisible();
});
