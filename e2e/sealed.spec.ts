/**
 * Sealed play in the browser (issue 13): a Star Wars Galaxies TCG limited event of 8 players.
 * The organizer (on a phone) creates it, records a pool on a player's page (the other 7 through
 * the API), starts the build clock; one player, signed in and linked to their entry by its claim
 * code, builds their deck from their pool on their phone until it is valid (✓); one player
 * submits nothing. Round 1 cannot be paired while the build phase is open; once the clock is over
 * the organizer closes it and that player is recorded as playing the starter deck. Three Swiss
 * rounds follow (results through the API: best-of-3 entry is formats.spec's); a limited deck
 * changes between rounds, never during one.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { uniqueEmail } from "./helpers";

const PASSWORD = "a long e2e password";
const PLAYERS = ["Ayla Secura", "Bail Organa", "Cad Bane", "Dash Rendar", "Ezra Bridger", "Fenn Rau", "Garazeb Orrelios", "Hera Syndulla"];
const BUILDER = "Ayla Secura"; // builds in the browser, as herself
const NOTHING = "Hera Syndulla"; // submits nothing: the starter deck

const GENERIC = Array.from({ length: 12 }, (_, i) => `4 Generic Card ${i + 1}`);
const DECK = ["Avatar: 1 Jedi Guardian [Jedi]", "Quests:", "1 Training [2]", "1 Holocron [quest 4, Jedi]", "1 Outpost [5]", "1 Final Stand [6]", "Deck:", "4 Lightsaber Strike [Jedi]", ...GENERIC].join("\n");
/** What each player opened: everything the deck needs, and a few cards more. */
const POOL = `${DECK}\n4 Smuggler's Run`;
/** A deck with cards the pool does not have. */
const NOT_FROM_POOL = DECK.replace("4 Generic Card 12", "4 Wookiee Bowcaster");
/** The same deck with a card of the pool swapped in (the change between rounds). */
const CHANGED = DECK.replace("4 Generic Card 12", "4 Smuggler's Run");

async function apiSignup(request: APIRequestContext, name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, ""));
  const res = await request.post("/api/v1/auth/signup", { data: { email, password: PASSWORD, name } });
  expect(res.status()).toBe(201);
  return { email, headers: { authorization: `Bearer ${((await res.json()) as { token: string }).token}` } };
}

async function logIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

type RoundBody = { matches: { id: string; playerA: { name: string }; playerB: { name: string } | null; result: unknown }[] };

test("an SWG sealed event of 8 players runs its build phase and three Swiss rounds in the browser (one player with no valid deck falls back to the starter deck)", async ({ page, browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const org = await apiSignup(request, "Sela Organizer");
  await logIn(page, org.email);

  // 1. The event: SWG TCG, limited decks, a 1-minute build clock, 3 Swiss rounds; 8 players pasted.
  await page.goto("/events/new");
  await page.getByLabel("Event name").fill("Sealed Galaxies");
  await page.getByText("Galaxies TCG · Swiss", { exact: true }).click();
  await page.getByLabel("Decks").selectOption("limited");
  await page.getByLabel("Build time (minutes)").fill("1");
  await page.getByLabel("Swiss rounds (optional)").fill("3");
  await expect(page.getByTestId("structure-preview")).toContainText("Limited");
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/events\/[^/]+\/manage$/);
  const eventUrl = page.url().replace(/\/manage$/, "");
  const eventId = eventUrl.split("/").pop()!;
  const E = `/api/v1/events/${eventId}`;
  await page.getByLabel("Paste a list").fill(PLAYERS.join("\n"));
  await page.getByRole("button", { name: "Add all" }).click();
  await page.getByText("8 players registered.").waitFor();
  const listed = (await (await request.get(`${E}/players`)).json()) as { players: { id: string; name: string }[] };
  const idOf = new Map(listed.players.map((p) => [p.name, p.id]));
  expect(idOf.size).toBe(8);

  // 2. Pools: the builder's on her player page, the others through the API.
  await page.goto(`${eventUrl}/manage/players/${idOf.get(BUILDER)}`);
  await page.getByText("Record the sealed pool").click();
  await page.getByLabel("Pool (cards opened)").fill(POOL);
  await page.getByRole("button", { name: "Save pool" }).click();
  await expect(page.getByText("Pool saved.")).toBeVisible();
  for (const name of PLAYERS.filter((n) => n !== BUILDER)) {
    expect((await request.put(`${E}/players/${idOf.get(name)}/pool`, { headers: org.headers, data: { list: POOL } })).status()).toBe(200);
  }
  // The builder's claim code, from her player page, to hand to her.
  const claimPath = (await page.getByTestId("claim-card").textContent())!.match(/\/claim\/[^\s/]+\/[^\s/]+/)![0];

  // The builder claims her entry on her phone.
  const ayla = await apiSignup(request, BUILDER);
  const player = await phone(browser, baseURL!);
  await logIn(player, ayla.email);
  await player.goto(claimPath);
  await player.getByTestId("claim-entry").getByRole("button", { name: /Claim this entry as/ }).click();
  await player.waitForURL(new RegExp(`/events/${eventId}$`));
  await expect(player.getByTestId("my-deck-link")).toContainText("Not entered");

  // The build clock, started from the build page.
  await page.goto(`${eventUrl}/manage/build`);
  await expect(page.getByText("0 of 8 ready")).toBeVisible();
  await page.getByRole("button", { name: "Start the 1-minute build clock" }).click();
  // The start button gives way to the clock and the button that closes the phase.
  await expect(page.getByRole("timer")).toHaveText(/^00:[0-5]\d$/);
  await expect(page.locator("main")).toContainText("Running");
  await expect(page.getByRole("button", { name: "Close the build phase" })).toBeVisible();
  const build = (await (await request.get(`${E}/build`, { headers: org.headers })).json()) as { endsAt: string };

  // The builder, on her phone: a list with cards not in her pool is saved but refused (✕), then fixed (✓).
  await player.getByTestId("my-deck-link").click();
  await player.waitForURL(/\/my-deck$/);
  await expect(player.getByText("Build your deck from your pool")).toBeVisible();
  await expect(player.getByRole("timer")).toBeVisible();
  await player.getByLabel("Deck list").fill(NOT_FROM_POOL);
  await player.getByRole("button", { name: "Save deck" }).click();
  await expect(player.getByText("Saved, but the deck is not valid yet")).toBeVisible();
  await expect(player.getByTestId("deck-problems")).toContainText("Wookiee Bowcaster");
  await player.getByLabel("Deck list").fill(DECK);
  await player.getByRole("button", { name: "Save deck" }).click();
  await expect(player.getByText("Saved: the deck is valid.")).toBeVisible();
  await expect(player.getByTestId("deck-problems")).toContainText("✓ Valid deck");

  // Six more decks through the API; the last player submits nothing.
  for (const name of PLAYERS.filter((n) => n !== BUILDER && n !== NOTHING)) {
    const saved = await request.put(`${E}/players/${idOf.get(name)}/deck`, { headers: org.headers, data: { list: DECK } });
    expect(saved.status()).toBe(200);
    expect(((await saved.json()) as { valid: boolean }).valid).toBe(true);
  }
  await page.reload();
  await expect(page.getByText("7 of 8 ready")).toBeVisible();
  const rows = page.getByTestId("build-players").locator("li");
  await expect(rows.filter({ hasText: BUILDER })).toContainText("Ready ✓");
  await expect(rows.filter({ hasText: NOTHING })).toContainText("No deck");
  // The hall's projector shows the build clock and how many decks are ready.
  await player.goto(`${eventUrl}/clock`);
  await expect(player.getByTestId("build-clock")).toContainText("Deck building");
  await expect(player.getByTestId("build-clock")).toContainText("7 of 8 decks ready");
  await expect(player.getByTestId("build-clock").getByRole("timer")).toBeVisible();

  // 3. Round 1 waits for the build phase: refused on the console and through the API.
  await page.goto(`${eventUrl}/manage/rounds`);
  await page.getByTestId("pair-next").getByRole("button", { name: "Pair round 1" }).click();
  await expect(page.getByTestId("pair-next")).toContainText("The sealed build phase is still open");
  const refused = await request.post(`${E}/rounds`, { headers: org.headers });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/build phase is still open/);

  // Closing while the clock runs and a player is not ready is refused too.
  page.on("dialog", (d) => void d.accept());
  await page.goto(`${eventUrl}/manage/build`);
  await page.getByRole("button", { name: "Close the build phase" }).click();
  await expect(page.locator("main").getByRole("alert")).toContainText("still running and 1 player is not ready");

  // Time is up: the organizer closes the phase; the player without a deck plays the starter deck.
  const wait = Date.parse(build.endsAt) - Date.now() + 1_500;
  if (wait > 0) await page.waitForTimeout(wait);
  await page.reload();
  await expect(page.getByRole("timer")).toHaveText("Time is up");
  await page.getByRole("button", { name: "Close the build phase" }).click();
  await expect(page.getByRole("button", { name: "Close the build phase" })).toHaveCount(0);
  await expect(page.locator("main")).toContainText("Closed");
  await expect(rows.filter({ hasText: NOTHING })).toContainText("Starter deck");
  await expect(rows.filter({ hasText: BUILDER })).toContainText("Ready ✓");
  await page.goto(`${eventUrl}/manage/players/${idOf.get(NOTHING)}`);
  await expect(page.getByTestId("game-deck")).toContainText("No valid deck when the build time ended: round 1 is played with the basic starter deck.");
  const starter = (await (await request.get(`${E}/players/${idOf.get(NOTHING)}/deck`, { headers: org.headers })).json()) as { deck: { starter: boolean }; valid: boolean };
  expect(starter).toMatchObject({ deck: { starter: true }, valid: false });
  expect(((await (await request.get(`${E}/players/${idOf.get(BUILDER)}/deck`, { headers: org.headers })).json()) as { deck: { starter: boolean } }).deck.starter).toBe(false);

  // 4. Three Swiss rounds: paired on the console, results through the API.
  const playRound = async (round: number) => {
    const body = (await (await request.get(`${E}/rounds/${round}`)).json()) as RoundBody;
    expect(body.matches).toHaveLength(4);
    for (const [i, m] of body.matches.entries()) {
      const games = (i + round) % 2 === 0 ? [{ result: "A" }, { result: "A" }] : [{ result: "B" }, { result: "A" }, { result: "B" }];
      expect((await request.put(`${E}/matches/${m.id}/result`, { headers: org.headers, data: { games } })).status()).toBe(200);
    }
  };
  const pair = async (round: number) => {
    await page.goto(`${eventUrl}/manage/rounds`);
    await page.getByTestId("pair-next").getByRole("button", { name: round === 1 ? "Pair round 1" : "Pair next round" }).click();
    await expect(page.getByRole("heading", { name: `Swiss round ${round} of 3` })).toBeVisible();
  };
  await pair(1);
  await playRound(1);

  // 5. Between rounds a limited deck may change (logged); the starter player now has a deck too.
  await player.goto(`/events/${eventId}/my-deck`);
  await expect(player.getByText("Round 1 has been paired: this change is logged")).toBeVisible();
  await player.getByLabel("Deck list").fill(CHANGED);
  await player.getByRole("button", { name: "Save deck" }).click();
  await expect(player.getByText("Saved: the deck is valid.")).toBeVisible();
  const between = await request.put(`${E}/players/${idOf.get(NOTHING)}/deck`, { headers: org.headers, data: { list: DECK } });
  expect(between.status()).toBe(200);
  expect((await between.json()) as { valid: boolean; deck: { starter: boolean } }).toMatchObject({ valid: true, deck: { starter: false } });

  // ... but not during a round: the page loaded between rounds, round 2 paired, then saved.
  await player.reload();
  await expect(player.getByLabel("Deck list")).toHaveValue(CHANGED);
  await pair(2);
  await player.getByLabel("Deck list").fill(DECK);
  await player.getByRole("button", { name: "Save deck" }).click();
  await expect(player.locator("main").getByRole("alert")).toContainText("limited decks may change between rounds, never during one");
  await player.reload();
  await expect(player.getByLabel("Deck list")).toHaveCount(0);
  await expect(player.locator("main")).toContainText("A round is being played");
  const mine = await request.put(`${E}/players/${idOf.get(BUILDER)}/deck`, { headers: ayla.headers, data: { list: DECK } });
  expect(mine.status()).toBe(409);
  expect(((await mine.json()) as { error: { message: string } }).error.message).toMatch(/never during one/);
  expect(((await (await request.get(`${E}/players/${idOf.get(BUILDER)}/deck`, { headers: ayla.headers })).json()) as { deck: { list: string } }).deck.list).toBe(CHANGED);

  await playRound(2);
  await pair(3);
  await playRound(3);

  // Final standings.
  await page.goto(`${eventUrl}/manage/rounds`);
  await expect(page.getByTestId("round-closed")).toContainText("The event is complete");
  const visitor = await phone(browser, baseURL!);
  await visitor.goto(`${eventUrl}/standings`);
  await expect(visitor.getByTestId("standings").locator("tbody tr")).toHaveCount(8);
  const standings = (await (await request.get(`${E}/standings`)).json()) as { rows: { rank: number; name: string; roundsPlayed: number }[] };
  expect(standings.rows.map((r) => r.roundsPlayed)).toEqual(Array(8).fill(3));
  await expect(visitor.getByTestId("standings").locator("tbody tr").first()).toContainText(standings.rows[0]!.name);
  await visitor.goto(eventUrl);
  await expect(visitor.getByTestId("final-results")).toContainText("Champion");

  // The history: the build phase, the starter deck and the change between rounds, old → new.
  await page.goto(`${eventUrl}/history`);
  await expect(page.locator("main")).toContainText("Started the 1-minute deck build clock");
  await expect(page.locator("main")).toContainText(`Round 1 with the basic starter deck: ${NOTHING}.`);
  await expect(page.locator("main")).toContainText(`Changed the deck of ${BUILDER} (by the player): valid`);
});
