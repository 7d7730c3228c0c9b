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
