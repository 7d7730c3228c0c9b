import { expect, test } from "@playwright/test";
import { signUpInBrowser } from "./helpers";

test("an organizer signs up, creates an event, registers 8 players; anyone sees them", async ({ page, browser }) => {
  await signUpInBrowser(page, "Olga Organa");
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();

  await page.getByRole("link", { name: "New event" }).click();
  await page.getByRole("button", { name: "Create event" }).click();
  // Refused: the reason sits beside the field, and nothing was created.
  await expect(page.locator("#name-error")).toHaveText("Event name is required.");
  await expect(page.getByText("Nothing was saved")).toBeVisible();

  await page.getByLabel("Event name").fill("Store Championship — Echo Base");
  await page.getByLabel("Date and start time").fill("2026-12-05T10:00");
  await page.getByLabel("Venue").fill("Echo Base Games, Hoth");
  await page.getByText("Advanced", { exact: true }).click();
  await page.getByText("Formal", { exact: true }).click();
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/events\/[^/]+\/manage$/);
  const eventUrl = page.url().replace(/\/manage$/, "");

  // One by one…
  for (const name of ["Kyle Katarn", "Jan Ors"]) {
    await page.getByLabel("Player name").fill(name);
    await page.getByRole("button", { name: "Add player" }).click();
    await expect(page.getByText(`${name} is registered.`)).toBeVisible();
  }
  // …a duplicate is refused beside the field…
  await page.getByLabel("Player name").fill("kyle katarn");
  await page.getByRole("button", { name: "Add player" }).click();
  await expect(page.locator("#player-name-error")).toContainText("already registered");
  await page.getByLabel("Player name").fill("");

  // …and the rest pasted as a list.
  await page.getByLabel("Paste a list").fill("Mara Jade\nCorran Horn, corran@example.org\nTycho Celchu\nWedge Antilles\nMirax Terrik\nGavin Darklighter");
  await page.getByRole("button", { name: "Add all" }).click();
  await expect(page.getByText("6 players registered.")).toBeVisible();
  await expect(page.getByTestId("player-list").getByRole("listitem")).toHaveCount(8);

  // The public page needs no account.
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(eventUrl);
  await expect(visitor.getByRole("heading", { name: "Store Championship — Echo Base" })).toBeVisible();
  await expect(visitor.getByText("Advanced —")).toBeVisible();
  await expect(visitor.getByText("Echo Base Games, Hoth")).toBeVisible();
  const list = visitor.getByTestId("player-list");
  await expect(list.getByRole("listitem")).toHaveCount(8);
  for (const name of ["Kyle Katarn", "Jan Ors", "Mara Jade", "Gavin Darklighter"]) await expect(list).toContainText(name);
  await expect(visitor.getByRole("link", { name: "Manage" })).toHaveCount(0);
  await visitor.goto(eventUrl + "/manage");
  await expect(visitor).toHaveURL(/\/login\?next=/);
  await anonymous.close();
});
