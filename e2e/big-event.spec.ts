/**
 * A 1,000-player event on a phone: the pairings and standings documents stay small (one page of
 * tables or ranks; the rest comes from the cached JSON reads), "me" puts the player's own table
 * first, a search finds a table on a later page, and a result saved meanwhile appears on the
 * open page without a reload. The event page lists a page of players, searchable without
 * JavaScript.
 */
import { expect, test } from "@playwright/test";
import { api, buildBigEvent, download, type ApiMatch } from "./big-event";

const LIMIT = 60 * 1024;
const SHOTS = "test-results/screens";

test("a 1,000-player event: small pages, my table first, search, live results", async ({ page, browser, baseURL }) => {
  test.setTimeout(600_000);
  const base = baseURL!;
  const event = await buildBigEvent(base);
  const call = api(base, event.token);
  const eventUrl = `/events/${event.id}`;
  const matches = event.round.matches.filter((m): m is ApiMatch & { table: number } => m.table !== null && m.playerB !== null);
  const open = matches.filter((m) => !m.result);
  const at = (table: number) => open.find((m) => m.table >= table)!;

  await test.step("each document is at most 60 KB compressed", async () => {
    for (const path of [eventUrl, `${eventUrl}?page=2`, `${eventUrl}/pairings`, `${eventUrl}/standings`]) {
      await download(base + path, "gzip"); // renders it into the cache
      const gzip = await download(base + path, "gzip");
      const br = await download(base + path, "br");
      console.log(`${path.replace(event.id, "{id}")}: gzip ${(gzip.bytes / 1024).toFixed(1)} KB, brotli ${(br.bytes / 1024).toFixed(1)} KB`);
      expect(gzip.status).toBe(200);
      expect(gzip.encoding).toBe("gzip");
      expect(gzip.bytes).toBeLessThanOrEqual(LIMIT);
      expect(br.bytes).toBeLessThanOrEqual(gzip.bytes);
    }
  });

  const mine = at(300);
  const me = mine.playerA;
  const pairings = page.getByTestId("pairings").locator(":scope > li");

  await test.step("the first page of tables, then the player's own table first", async () => {
    await page.goto(`${eventUrl}/pairings`);
    await expect(pairings).toHaveCount(50);
    await expect(page.getByRole("status").filter({ hasText: /^Tables 1–50 of \d{3}$/ })).toBeVisible();
    await expect(page.getByTestId("my-table")).not.toContainText("Table ");
    await page.screenshot({ path: `${SHOTS}/big-pairings-390.png` });
    // "Which one is me?": a thousand names are typed, not scrolled.
    const picker = page.getByLabel("Show my table first");
    await picker.fill(me.name);
    await page.getByRole("button", { name: me.name, exact: true }).click();
    const myTable = page.getByTestId("my-table");
    await expect(myTable).toContainText(`Table ${mine.table}`);
    await expect(myTable).toContainText(`vs ${mine.playerB!.name}`);
    const [own, list] = [(await myTable.boundingBox())!, (await page.getByTestId("pairings").boundingBox())!];
    expect(own.y).toBeLessThan(list.y);
    await page.screenshot({ path: `${SHOTS}/big-pairings-me-390.png` });
  });

  await test.step("a search finds a table on a later page, by name or by number", async () => {
    const later = at(420);
    await page.getByPlaceholder("Find your name…").fill(later.playerB!.name);
    await expect(pairings.filter({ hasText: later.playerB!.name }).first()).toContainText(String(later.table));
    await page.getByPlaceholder("Find your name…").fill(String(later.table));
    await expect(pairings).toHaveCount(1);
    await expect(pairings.first()).toContainText(later.playerA.name);
    await page.getByPlaceholder("Find your name…").fill("");
    await expect(pairings).toHaveCount(50);
    // Pages: real links, and the focus moves to the top of the new page.
    await page.getByRole("navigation", { name: "Tables: pages" }).getByRole("link", { name: "Next →" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Tables 51–100 of/ })).toBeFocused();
    await expect(pairings.first()).toContainText("51");
    await expect(page).toHaveURL(new RegExp(`${eventUrl}/pairings$`));
  });

  await test.step("a result saved elsewhere appears on the open page without a reload", async () => {
    await page.getByPlaceholder("Find your name…").fill(me.name);
    const card = pairings.filter({ hasText: me.name }).first();
    await expect(card).toContainText(mine.playerB!.name);
    await expect(card).not.toContainText("6–0");
    await call("PUT", `/events/${event.id}/matches/${mine.id}/result`, { games: [{ result: "A" }, { result: "A" }] });
    await expect(card).toContainText("6–0");
    await expect(page.getByTestId("my-table")).toContainText("6–0");
    // The round clock, started while the page is open, appears and runs.
    await expect(page.getByTestId("round-timer")).toContainText("Timer not started");
    await call("POST", `/events/${event.id}/rounds/2/timer`, { action: "start" });
    await expect(page.getByTestId("round-timer")).toContainText("Round in progress");
    await expect(page.getByTestId("round-timer")).toContainText(/1:09:\d\d/);
    await page.screenshot({ path: `${SHOTS}/big-pairings-search-390.png` });
  });

  await test.step("standings: a page of ranks, my rank first, search, live", async () => {
    await page.goto(`${eventUrl}/standings`);
    const rows = page.getByTestId("standings-row");
    await expect(rows).toHaveCount(50);
    await expect(page.getByRole("status").filter({ hasText: /^Ranks 1–50 of 1,000$/ })).toBeVisible();
    await expect(page.getByTestId("my-rank")).toContainText(me.name);
    await page.screenshot({ path: `${SHOTS}/big-standings-390.png` });
    await page.getByRole("button", { name: "Show in the list" }).click();
    await expect(rows.filter({ hasText: me.name })).toContainText("you");
    // Someone far down the standings, found by name; their result raises their points live.
    const other = at(480);
    await page.getByPlaceholder("Find a player…").fill(other.playerA.name);
    const row = rows.filter({ hasText: other.playerA.name });
    await expect(row).toHaveCount(1);
    const before = Number(await row.locator("td").nth(2).textContent());
    await call("PUT", `/events/${event.id}/matches/${other.id}/result`, { games: [{ result: "A" }, { result: "A" }] });
    await expect(row.locator("td").nth(2)).toHaveText(String(before + 6));
    await page.getByPlaceholder("Find a player…").fill("");
    await page.screenshot({ path: `${SHOTS}/big-standings-me-390.png` });
  });

  await test.step("the event page: a page of players, the pager and a search, without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
    const visitor = await context.newPage();
    await visitor.goto(eventUrl);
    const players = visitor.getByTestId("player-list").getByRole("listitem");
    await expect(visitor.getByRole("heading", { name: "Players (1,000)" })).toBeVisible();
    await expect(players).toHaveCount(100);
    await expect(visitor.getByTestId("player-list-status")).toHaveText("Players 1–100 of 1,000");
    await visitor.getByRole("navigation", { name: "Players: pages" }).getByRole("link", { name: "Next →" }).click();
    await expect(visitor).toHaveURL(`${base}${eventUrl}?page=2#players`);
    await expect(players).toHaveCount(100);
    await expect(players.first()).toHaveText(`101.${event.names[100]}`);
    await expect(visitor.getByTestId("player-list-status")).toHaveText("Players 101–200 of 1,000");
    // A name far down the list, found by the server: the entry keeps its number.
    const far = event.names[876]!;
    const search = visitor.getByRole("search", { name: "Players" });
    await search.getByLabel("Find a player by name").fill(far.toLowerCase());
    await search.getByRole("button", { name: "Find" }).click();
    await expect(players.filter({ hasText: far })).toHaveText([`877.${far}`]);
    await expect(visitor.getByTestId("player-list-status")).toHaveText(`1 player matches “${far.toLowerCase()}”`);
    await visitor.screenshot({ path: `${SHOTS}/big-event-players-search-360.png`, fullPage: true });
    await search.getByLabel("Find a player by name").fill("Darth Nobody");
    await search.getByRole("button", { name: "Find" }).click();
    await expect(visitor.getByTestId("player-list-status")).toHaveText("No player matches “Darth Nobody”.");
    await expect(players).toHaveCount(0);
    await visitor.getByRole("link", { name: "Show all players" }).click();
    await expect(players).toHaveCount(100);
    expect(await visitor.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await context.close();
  });
});
