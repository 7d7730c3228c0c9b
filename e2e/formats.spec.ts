/**
 * Another game's format in the browser (issue 10): a Star Wars Galaxies TCG event of 20 players,
 * best-of-3 Swiss then a top 8 single elimination, played game by game to a champion.
 */
import { expect, test, type Page } from "@playwright/test";
import { signUpInBrowser } from "./helpers";

const PLAYERS = Array.from({ length: 20 }, (_, i) => `Pilot ${String.fromCharCode(65 + i)}${i + 1}`);

/** Enters every missing result of the round on the console, game by game. */
async function playRound(page: Page, round: number) {
  const matches = page.getByTestId("console-matches").locator(":scope > li");
  const n = await matches.count();
  for (let i = 0; i < n; i++) {
    const li = matches.nth(i);
    if ((await li.getByTestId("saved-result").count()) > 0) continue;
    const game1 = li.getByRole("button", { name: / wins game 1$/ });
    if ((await game1.count()) === 0) continue; // a bye
    if ((i + round) % 2 === 0) {
      // 2–0 for seat A: once decided, no third game is offered.
      await game1.first().click();
      await li.getByRole("button", { name: / wins game 2$/ }).first().click();
      await expect(li.getByRole("button", { name: / wins game 3$/ })).toHaveCount(0);
    } else {
      // A, B, A: a third game is needed, and decides.
      await game1.first().click();
      await li.getByRole("button", { name: / wins game 2$/ }).last().click();
      await li.getByRole("button", { name: / wins game 3$/ }).first().click();
    }
    await li.getByRole("button", { name: /^Save: / }).click();
    await expect(li.getByTestId("saved-result")).toContainText(/ (2–[01]|[01]–2) /);
  }
}

test("SWG best-of-3 Swiss with a top 8 cut: 20 players to a champion, game by game", async ({ page, browser }) => {
  test.setTimeout(600_000);
  await signUpInBrowser(page, "Gala Organizer");
  await page.goto("/events/new");
  await page.getByLabel("Event name").fill("Galaxies Open");
  await page.getByText("Galaxies TCG · Swiss, top 8").click();
  // The structure the preset gives, in words, before anything is saved.
  await expect(page.getByTestId("structure-preview")).toContainText("Standard Constructed Cut to Top 8 Match Play (2-3)");
  await expect(page.getByTestId("structure-preview")).toContainText("best of 3");
  await expect(page.getByTestId("structure-preview")).toContainText("no late entry");
  await page.getByLabel("Swiss rounds (optional)").fill("3");
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/events\/[^/]+\/manage$/);
  const eventUrl = page.url().replace(/\/manage$/, "");
  await page.getByLabel("Paste a list").fill(PLAYERS.join("\n"));
  await page.getByRole("button", { name: "Add all" }).click();
  await page.getByText("20 players registered.").waitFor();

  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto(eventUrl);
  await expect(visitor.getByTestId("event-descriptor")).toHaveText("Standard Constructed Cut to Top 8 Match Play (2-3)");
  await expect(visitor.locator("main")).toContainText("No late entry");

  await page.goto(eventUrl + "/manage/rounds");
  for (let round = 1; round <= 3; round++) {
    await page.getByTestId("pair-next").getByRole("button", { name: round === 1 ? "Pair round 1" : "Pair next round" }).click();
    await expect(page.getByRole("heading", { name: `Swiss round ${round} of 3` })).toBeVisible();
    if (round === 1) {
      await expect(page.getByRole("heading", { name: "Late entry" })).toHaveCount(0);
      // A chess clock per table: start it with the player who goes first, hand over at the end of a turn.
      const first = page.getByTestId("console-matches").locator(":scope > li").first();
      await expect(first.getByTestId("chess-clock")).toContainText("30:00");
      await first.getByRole("button", { name: /^Start: .* first$/ }).first().click();
      await first.getByRole("button", { name: "Switch turn" }).click();
      await expect(first.getByTestId("chess-clock")).toContainText("Running");
      await visitor.goto(eventUrl + "/pairings");
      await expect(visitor.getByTestId("chess-clock").first()).toContainText("Running");
      await expect(visitor.getByText("Best of 3, chess clock 30 minutes each")).toBeVisible();
      // Absence: marked, with the time the forfeit falls due; then back.
      await first.getByText("A player is absent…").click();
      await first.getByRole("button", { name: / is absent$/ }).first().click();
      await expect(first.getByTestId("absence")).toContainText("forfeits the game in progress at");
      await first.getByRole("button", { name: / is here$/ }).click();
      await expect(first.getByTestId("absence")).toHaveCount(0);
    }
    await playRound(page, round);
  }

  // Swiss by match points: 3 rounds × 10 matches × 4 points.
  await visitor.goto(eventUrl + "/standings");
  await expect(visitor.getByText("Galaxies Open")).toBeVisible();

  await page.getByTestId("make-cut").getByRole("button", { name: "Make the cut" }).click();
  for (const name of ["Quarter-finals", "Semi-finals", "Final"]) {
    await page.getByTestId("pair-next").getByRole("button", { name: "Open next elimination round" }).click();
    await expect(page.getByRole("heading", { name, level: 2, exact: true })).toBeVisible();
    await playRound(page, 0);
  }
  await expect(page.getByTestId("round-closed")).toContainText("The event is complete");

  await visitor.goto(eventUrl);
  await expect(visitor.getByTestId("final-results")).toContainText("Champion");
  await visitor.goto(eventUrl + "/bracket");
  await expect(visitor.locator("main")).toContainText("Quarter-finals");
});
