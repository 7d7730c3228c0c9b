/**
 * An organizer on a phone deletes an event (the name typed again; a wrong name is refused beside
 * the field) and brings it back from Deleted events, players included.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { eventWithPlayers } from "./helpers";

test("an organizer deletes an event and restores it, players included", async ({ page }) => {
  const name = `Dagobah Open ${randomUUID().slice(0, 6)}`;
  const eventUrl = await eventWithPlayers(page, "Dora Deleter", name, ["Luke", "Yoda", "Ben", "Leia"]);

  await page.goto(`${eventUrl}/manage/settings`);
  const field = page.getByLabel(/Type the event's name/);
  await field.fill("Dagobah");
  await page.getByRole("button", { name: "Delete event" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "to delete it" })).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(name);
  await page.getByRole("button", { name: "Delete event" }).click();
  await page.waitForURL(/\/events\/deleted\?deleted=1$/);
  await expect(page.getByRole("status")).toContainText("The event was deleted");
  const row = page.getByTestId("deleted-event").filter({ hasText: name });
  await expect(row).toBeVisible();
  // Gone from its own address and from the organizer's list.
  expect((await page.request.get(eventUrl)).status()).toBe(404);
  await page.goto("/");
  await expect(page.getByTestId("events-mine")).not.toContainText(name);

  await page.getByRole("link", { name: "Deleted events" }).click();
  await row.getByRole("button", { name: "Restore" }).click();
  await page.waitForURL(eventUrl);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.goto(`${eventUrl}/manage`);
  for (const player of ["Luke", "Yoda", "Ben", "Leia"]) await expect(page.getByText(player, { exact: true }).first()).toBeVisible();
});
