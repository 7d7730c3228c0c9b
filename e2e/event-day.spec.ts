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
  await expect(kenobi).toContainText(/Dark side: (Ben K\.|Corran|Mara) \(game 1\)/);
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
  await expect(table.getByTestId("saved-result")).toContainText(`(draw, ${opponentShort} won)`);
  await expect(game1).toHaveValue("draw");
  await expect(game2).toHaveValue((await table.locator("option", { hasText: `${opponent} wins` }).first().getAttribute("value"))!);

  // Correcting game 2 alone leaves game 1 as saved.
  await game2.selectOption({ label: "Ben Kenobi wins" });
  await table.getByRole("button", { name: "Save games" }).click();
  await expect(table.getByTestId("saved-result")).toContainText("(draw, Ben K. won)");
  await expect(game1).toHaveValue("draw");
  await page.reload();
  const again = page.getByTestId("console-matches").locator(":scope > li", { hasText: "Ben Kenobi" });
  await again.getByText("Draw or unplayed game…").click();
  await expect(again.getByLabel("Game 1")).toHaveValue("draw");
  await expect(again.getByTestId("saved-result")).toContainText("(draw, Ben K. won)");
});
