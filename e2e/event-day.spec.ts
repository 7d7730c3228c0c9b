/**
 * Event day from a new user's seat (issue 7): what the organizer, judges and players see.
 */
import { expect, test } from "@playwright/test";
import { eventWithPlayers } from "./helpers";

const PLAYERS = ["Ben Kenobi", "Ben Solo", "Corran Horn", "Mara Jade", "Wedge Antilles", "Gavin Darklighter", "Tycho Celchu", "Mirax Terrik"];

test("the round clock runs for the round's own length, on the console, the clock page and the pairings", async ({ page, browser }) => {
  const eventUrl = await eventWithPlayers(page, "Clara Clock", "Clock Cup", PLAYERS);
  await page.goto(eventUrl + "/manage/rounds");
  await page.getByTestId("pair-next").getByRole("button", { name: "Pair round 1" }).click();

  // The "extra time" minutes field (5 by default) must not become the round's length.
  const start = page.getByRole("button", { name: "Start the 70-minute clock" });
  await expect(start).toBeVisible();
  // A label people can read: the text colour differs from the button's background.
  const colours = await start.evaluate((el) => {
    const s = getComputedStyle(el);
    return [s.color, s.backgroundColor];
  });
  expect(colours[0]).not.toBe(colours[1]);
  await start.click();
  const consoleClock = page.getByTestId("round-timer").first();
  await expect(consoleClock).toContainText("Round in progress");
  await expect(consoleClock).toContainText(/(1:0\d|69):\d\d/);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(eventUrl + "/clock");
  await expect(visitor.getByTestId("round-timer")).toContainText(/(1:0\d|69):\d\d/);
  await visitor.goto(eventUrl + "/pairings");
  await expect(visitor.getByTestId("round-timer").first()).toContainText(/(1:0\d|69):\d\d/);

  // Reset asks first; Cancel keeps the clock running.
  await page.getByRole("button", { name: "Reset…" }).click();
  await expect(page.getByRole("alertdialog", { name: "Reset the clock?" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(consoleClock).toContainText("Round in progress");
  await page.getByRole("button", { name: "Reset…" }).click();
  await page.getByRole("button", { name: "Yes, reset the clock" }).click();
  await expect(page.getByRole("button", { name: "Start the 70-minute clock" })).toBeVisible();
  await expect(consoleClock).toContainText("1:10:00");
});

test("players who share a first name are told apart, and the per-game form always shows what is saved", async ({ page }) => {
  const eventUrl = await eventWithPlayers(page, "Nadia Names", "Names Cup", ["Ben Kenobi", "Ben Solo", "Corran Horn", "Mara Jade"]);
  await page.goto(eventUrl + "/manage/rounds");
  await page.getByTestId("pair-next").getByRole("button", { name: "Pair round 1" }).click();
  const kenobi = page.getByTestId("console-matches").locator(":scope > li", { hasText: "Ben Kenobi" });
  const solo = page.getByTestId("console-matches").locator(":scope > li", { hasText: "Ben Solo" });
  await expect(kenobi.getByRole("button", { name: "Ben K. 6–0" })).toBeVisible();
  await expect(solo.getByRole("button", { name: "Ben S. 6–0" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ben 6–0", exact: true })).toHaveCount(0);
  await expect(kenobi).toContainText(/Dark side: (Ben K\.|Ben S\.|Corran|Mara) \(game 1\)/);
  await expect(page.getByTestId("console-matches")).not.toContainText("Dark side: Ben (");

  // "Draw, then Ben Kenobi's opponent wins": both choices show what was saved, without a reload.
  const table = kenobi;
  const opponent = (await table.textContent())!.includes("Ben Solo") ? "Ben Solo" : (await table.textContent())!.includes("Corran Horn") ? "Corran Horn" : "Mara Jade";
  const opponentShort = opponent === "Ben Solo" ? "Ben S." : opponent.split(" ")[0]!;
  await table.getByText("Draw or unplayed game…").click();
  const game1 = table.getByLabel("Game 1");
  const game2 = table.getByLabel("Game 2");
  await game1.selectOption("draw");
  await game2.selectOption({ label: `${opponent} wins` });
  await table.getByRole("button", { name: "Save games" }).click();
  // Saved, the table collapses to one line; "edit" opens the form with what was saved.
  await expect(table.getByTestId("saved-result")).toBeVisible();
  await table.getByText("edit", { exact: true }).click();
  await table.getByText("Draw or unplayed game…").click();
  await expect(table.getByTestId("saved-detail")).toContainText(`(draw, ${opponentShort} won)`);
  await expect(game1).toHaveValue("draw");
  await expect(game2).toHaveValue((await table.locator("option", { hasText: `${opponent} wins` }).first().getAttribute("value"))!);

  // Correcting game 2 alone leaves game 1 as saved.
  await game2.selectOption({ label: "Ben Kenobi wins" });
  await table.getByRole("button", { name: "Save games" }).click();
  await expect(table.getByTestId("saved-detail")).toContainText("(draw, Ben K. won)");
  await expect(game1).toHaveValue("draw");
  await page.reload();
  const again = page.getByTestId("console-matches").locator(":scope > li", { hasText: "Ben Kenobi" });
  await again.getByText("edit", { exact: true }).click();
  await again.getByText("Draw or unplayed game…").click();
  await expect(again.getByLabel("Game 1")).toHaveValue("draw");
  await expect(again.getByTestId("saved-detail")).toContainText("(draw, Ben K. won)");
});

test("before round 1 the event page announces the rounds and cut for the players registered now", async ({ page }) => {
  const names = Array.from({ length: 12 }, (_, i) => `Pilot ${String.fromCharCode(65 + i)}ardo`);
  const eventUrl = await eventWithPlayers(page, "Sana Structure", "Structure Cup", names);
  await page.goto(eventUrl);
  const structure = page.getByText(/Swiss rounds, then a cut/);
  await expect(structure).toContainText("4 Swiss rounds, then a cut to the top 4 and double elimination for 12 players registered now; fixed when round 1 is paired");
  await expect(page.getByText("Set from the player count when round 1 is paired")).toHaveCount(0);
});

const SHOTS = "test-results/event-day";
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
async function shoot(page: import("@playwright/test").Page, name: string) {
  for (const [label, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
}

test("messages that no longer hold go away, and every bad pasted line is named beside the box", async ({ page }) => {
  const eventUrl = await eventWithPlayers(page, "Mona Messages", "Messages Cup", ["Ben Kenobi", "Ben Solo", "Corran Horn"]);
  // A refusal from the one-player form…
  await page.getByRole("button", { name: "Add player" }).click();
  await expect(page.locator("#player-name-error")).toBeVisible();
  // …goes away once the list form registers players.
  await page.getByLabel("Paste a list").fill("Mara Jade");
  await page.getByRole("button", { name: "Add all" }).click();
  await expect(page.getByText("1 player registered.")).toBeVisible();
  await expect(page.locator("#player-name-error")).toHaveCount(0);
  await expect(page.getByText("Nothing was saved")).toHaveCount(0);

  // Every bad line, with its number, beside the box: format problems…
  await page.getByLabel("Paste a list").fill("Ahsoka Tano\nBad, not-an-email\n\nRex, rex@example.org, extra");
  await page.getByRole("button", { name: "Add all" }).click();
  const listError = page.locator("#player-list-error");
  await expect(listError).toContainText("Line 2:");
  await expect(listError).toContainText("Line 4:");
  await expect(page.getByText("2 lines need fixing")).toBeVisible();
  await expect(page.getByText("the lines below")).toHaveCount(0);
  // …and names already registered, counted by pasted line (blank lines included).
  await page.getByLabel("Paste a list").fill("Ahsoka Tano\n\nBen Solo\nMara Jade");
  await page.getByRole("button", { name: "Add all" }).click();
  await expect(listError).toContainText("Line 3: Ben Solo is already registered");
  await expect(listError).toContainText("Line 4: Mara Jade is already registered");
  await shoot(page, "paste-errors");

  // The round names the tables still missing, and offers the next pairing only once none are.
  await page.goto(eventUrl + "/manage/rounds");
  await page.getByTestId("pair-next").getByRole("button", { name: "Pair round 1" }).click();
  await expect(page.getByTestId("round-state")).toHaveText("2 results missing: tables 1, 2");
  await expect(page.getByTestId("pair-next")).toHaveCount(0);
  await page.getByTestId("match-1").locator('button[name=preset][value="AA"]').click();
  await expect(page.getByTestId("match-1").getByTestId("saved-result")).toBeVisible();
  await expect(page.getByTestId("round-state")).toHaveText("1 result missing: table 2");
  await page.getByTestId("match-2").locator('button[name=preset][value="AA"]').click();
  await expect(page.getByTestId("round-state")).toHaveText("All results are in.");
  await expect(page.getByTestId("pair-next").getByRole("button", { name: "Pair next round" })).toBeVisible();
});

test("the hall clock fits a 360 px phone", async ({ page, browser }) => {
  const eventUrl = await eventWithPlayers(page, "Cleo Clock", "A Rather Long Store Championship Name For The Clock", PLAYERS);
  await page.goto(eventUrl + "/manage/rounds");
  await page.getByTestId("pair-next").getByRole("button", { name: "Pair round 1" }).click();
  await page.getByRole("button", { name: "Start the 70-minute clock" }).click();
  await expect(page.getByTestId("round-timer").first()).toContainText("Round in progress");
  await shoot(page, "console");

  const visitor = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await visitor.goto(eventUrl + "/clock");
  const digits = visitor.getByTestId("round-timer").locator("span").first();
  await expect(digits).toHaveText(/1:09:\d\d|1:10:00/);
  const fit = await visitor.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(fit.scroll).toBeLessThanOrEqual(fit.inner);
  const box = (await digits.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await visitor.screenshot({ path: `${SHOTS}/clock-360.png`, fullPage: true });
  await shoot(visitor, "clock");
});

test("match slips: one per table, dark side per game, result boxes and signatures, byes apart", async ({ page, browser }) => {
  const eventUrl = await eventWithPlayers(page, "Sami Slips", "Slips Cup", ["Ben Kenobi", "Ben Solo", "Corran Horn", "Mara Jade", "Wedge Antilles"]);
  await page.goto(eventUrl + "/manage/rounds");
  await page.getByTestId("pair-next").getByRole("button", { name: "Pair round 1" }).click();
  await page.getByRole("link", { name: "Print match slips" }).click();
  await expect(page).toHaveURL(/\/manage\/rounds\/1\/slips$/);
  const slips = page.getByTestId("match-slip");
  await expect(slips).toHaveCount(2);
  for (const table of [1, 2]) {
    const slip = slips.filter({ hasText: `Table ${table}` });
    const names = (await slip.locator("p").first().textContent())!.split(" vs ").map((n) => n.trim());
    const rows = slip.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    const dark1 = (await rows.nth(0).locator("td").nth(1).textContent())!;
    const dark2 = (await rows.nth(1).locator("td").nth(1).textContent())!;
    // Game 2 reverses game 1.
    expect(names).toContain(dark1);
    expect(names).toContain(dark2);
    expect(dark1).not.toBe(dark2);
    await expect(slip.getByLabel("Game 1 result, to fill in")).toBeVisible();
    await expect(slip.getByText(`Signature: ${names[0]}`)).toBeVisible();
    await expect(slip.getByText(`Signature: ${names[1]}`)).toBeVisible();
  }
  await expect(page.getByTestId("slip-byes")).toContainText("Bye this round:");
  // Slips print several to a page, never split.
  expect(await slips.first().evaluate((el) => getComputedStyle(el).breakInside)).toBe("avoid");
  await shoot(page, "slips");
  // As printed on A4 (210 mm ≈ 794 px): two slips side by side, no site header.
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 794, height: 1123 });
  await expect(page.getByRole("banner")).toBeHidden();
  const [first, second] = [(await slips.nth(0).boundingBox())!, (await slips.nth(1).boundingBox())!];
  expect(second.y).toBe(first.y);
  await page.screenshot({ path: `${SHOTS}/slips-print-a4.png`, fullPage: true });

  // Staff only.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(eventUrl + "/manage/rounds/1/slips");
  await expect(visitor.getByTestId("match-slip")).toHaveCount(0);
});

test("the home page: your events first, then live, upcoming and recent ones, searchable and paged", async ({ page }) => {
  const tag = `Holo${Date.now().toString(36)}`;
  await eventWithPlayers(page, "Hana Home", `${tag} Own Cup`, ["Ada Ant", "Bo Bear", "Cy Cat", "Di Dog"]);
  // Eleven more upcoming events of someone else: more than one page.
  const api = page.request;
  const signup = await api.post("/api/v1/auth/signup", { data: { email: `other-${tag}@e2e.holonet.local`, password: "a long e2e password", name: "Other" } });
  const { token } = (await signup.json()) as { token: string };
  for (let i = 0; i < 11; i++) {
    const res = await api.post("/api/v1/events", {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `${tag} Open ${String(i).padStart(2, "0")}`, structure: "basic", tier: "relaxed" },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto("/");
  const headings = await page.locator("h2").allTextContents();
  expect(headings[0]).toMatch(/^Your events/);
  await page.getByLabel("Find an event, store, queue or league").fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("events-mine").getByRole("link")).toHaveCount(1);
  const upcoming = page.getByTestId("events-upcoming");
  await expect(page.getByRole("heading", { name: "Upcoming (12)" })).toBeVisible();
  await expect(upcoming.locator("li")).toHaveCount(10);
  await expect(upcoming.getByText("Page 1 of 2")).toBeVisible();
  await upcoming.getByRole("link", { name: "Next →" }).click();
  await expect(page.getByTestId("events-upcoming").locator("li")).toHaveCount(2);
  await expect(page.getByTestId("events-upcoming").getByText("Page 2 of 2")).toBeVisible();
  await expect(page.getByLabel("Find an event, store, queue or league")).toHaveValue(tag);
});

test("smaller things: the bye card, hall screens without the site header, a favicon, and a kept draft of a new event", async ({ page, browser, request }) => {
  const eventUrl = await eventWithPlayers(page, "Sid Small", "Small Cup", ["Ada Ant", "Bo Bear", "Cy Cat", "Di Dog", "Ed Eel"]);
  await page.goto(eventUrl + "/manage/rounds");
  await page.getByTestId("pair-next").getByRole("button", { name: "Pair round 1" }).click();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(eventUrl + "/pairings");
  const bye = visitor.getByTestId("pairings").locator(":scope > li", { hasText: "No opponent and no table" });
  await expect(bye).toHaveCount(1);
  await expect(bye.getByText("Bye", { exact: true })).toHaveCount(1);
  await expect(visitor.getByTestId("pairings")).not.toContainText(/\b1 pts\b/);

  for (const path of ["/clock", "/poster"]) {
    await visitor.goto(eventUrl + path);
    await expect(visitor.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  }
  await visitor.goto(eventUrl + "/pairings");
  await expect(visitor.getByRole("navigation", { name: "Main" })).toHaveCount(1);

  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/image/);

  // A half-filled new-event form survives a reload, and is forgotten once sent.
  await page.goto("/events/new");
  await page.getByLabel("Event name").fill("Draft Cup");
  await page.getByLabel("Venue").fill("Mos Eisley Cantina");
  await page.getByText("Advanced", { exact: true }).click();
  await page.reload();
  await expect(page.getByLabel("Event name")).toHaveValue("Draft Cup");
  await expect(page.getByLabel("Venue")).toHaveValue("Mos Eisley Cantina");
  await expect(page.getByRole("radio", { name: /Advanced/ })).toBeChecked();
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/manage$/);
  await page.goto("/events/new");
  await expect(page.getByLabel("Event name")).toHaveValue("");
});

test("the home page is stored for visitors, shows a new event at once and still runs under its nonce", async ({ page, playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const home = async () => {
    const res = await visitor.get("/", { headers: { accept: "text/html", "sec-fetch-dest": "document" } });
    expect(res.status()).toBe(200);
    return { how: res.headers()["x-holonet-cache"], html: await res.text() };
  };
  await home();
  expect((await home()).how).toBe("hit");

  // A new event is in the next visitor's page at once: the stored page is rendered again.
  const name = `Stored Home ${Date.now().toString(36)}`;
  const signup = await visitor.post("/api/v1/auth/signup", { data: { email: `home-${Date.now()}@e2e.holonet.local`, password: "a long e2e password", name: "Homer" } });
  const { token } = (await signup.json()) as { token: string };
  // The earliest start of all: first in the upcoming list, whatever else the run created.
  const created = await visitor.post("/api/v1/events", { headers: { authorization: `Bearer ${token}` }, data: { name, structure: "basic", tier: "relaxed", startsAt: "2001-05-04T10:00:00.000Z" } });
  expect(created.status()).toBe(201);
  const fresh = await home();
  expect(fresh.how).not.toBe("hit");
  expect(fresh.html).toContain(name);
  await expect.poll(async () => (await home()).how).toBe("hit");
  await visitor.dispose();

  // In a browser the stored page's scripts carry the nonce its policy names, and it hydrates.
  const res = await page.goto("/");
  const nonce = /'nonce-([^']+)'/.exec(res!.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  const scriptNonces = await page.locator("script[src]").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  await page.getByLabel("Find an event, store, queue or league").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=/);
  await expect(page.getByTestId("events-upcoming").getByRole("link", { name: new RegExp(name) })).toBeVisible();
});
