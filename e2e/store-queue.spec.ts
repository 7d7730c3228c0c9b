/**
 * A store's queue from the players' seats (issue 35): the organizer on a Berlin laptop makes a
 * best-of-3 Galaxies queue at their store — the form fills in the browser's zone and offers the
 * new-event form's options — and its page says what it is in players' words, with a share link,
 * QR code and a printable poster. A player on a phone (390 px) searches the store's name on the
 * home page, opens the store's page, sees "0 of 8 waiting", opens the queue and joins it. The
 * store's page and the queue's poster are clean for axe at 390 px.
 */
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUpInBrowser } from "./helpers";

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a player finds a store's queue from the home page and joins it; the queue has a poster and a QR code", async ({ browser }) => {
  test.setTimeout(180_000);
  const store = `Echo Base Games ${randomUUID().slice(0, 6)}`;
  const laptop = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: "Europe/Berlin" });
  const page = await laptop.newPage();
  await signUpInBrowser(page, "Store Organizer");
  await page.goto("/organize/queues/new");
  const form = page.getByTestId("queue-form");
  // The browser's zone is filled in, as on the new-event form.
  await expect(form.getByLabel("Time zone")).toHaveValue("Europe/Berlin");
  await form.getByLabel("Queue name").fill("Galaxies Bo3");
  await form.getByLabel("Players per event").fill("8");
  await form.getByLabel("Event name").fill("Galaxies Night");
  await form.getByLabel("Store or venue").fill(store);
  await form.getByText("Galaxies TCG · Swiss", { exact: true }).click();
  // The new-event form's options: best of 1, 3 or 5.
  await form.getByLabel("Match", { exact: true }).selectOption("bo3");
  await form.getByLabel("Swiss rounds (optional)").fill("3");
  await expect(form.getByLabel("Players report their own results")).toBeChecked();
  await form.getByRole("button", { name: "Create the queue" }).click();
  await page.waitForURL((u) => /^\/queues\/[^/]+$/.test(u.pathname));
  const queueUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId("queue-format")).toHaveText("Star Wars Galaxies TCG · best of 3 · 3 Swiss rounds · rated K 16");
  // Share: the address, its QR code and a poster to print.
  await expect(page.getByTestId("share-url")).toHaveText(new RegExp(`${queueUrl}$`));
  await expect(page.getByTestId("share").getByRole("img", { name: /^QR code for / })).toBeVisible();
  await page.getByRole("link", { name: "Print a poster" }).click();
  await expect(page.getByTestId("poster-url")).toHaveText(new RegExp(`${queueUrl}$`));
  await expect(page.getByRole("img", { name: /^QR code for / })).toBeVisible();
  await expect(page.getByText("Scan to join: the event starts when 8 players are in.")).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const player = await phone.newPage();
  await signUpInBrowser(player, "Mira Player");
  await player.goto("/");
  await player.getByRole("searchbox", { name: "Find an event, store, queue or league" }).fill(store);
  await player.getByRole("button", { name: "Search" }).click();
  await player.getByTestId("place-results").getByRole("list", { name: "Stores" }).getByRole("link", { name: store }).click();
  await expect(player.getByRole("heading", { level: 1 })).toHaveText(store);
  const listed = player.getByTestId("venue-queues").getByRole("listitem").filter({ hasText: "Galaxies Bo3" });
  await expect(listed).toContainText("0 of 8 waiting");
  await expect(listed).toContainText("best of 3");
  await axeClean(player);
  await listed.getByRole("link", { name: "Galaxies Bo3" }).click();
  await player.getByTestId("join-queue").getByRole("button", { name: "Join the queue" }).click();
  await expect(player.getByTestId("you-are-in")).toBeVisible();
  await player.getByRole("link", { name: store }).click();
  await expect(player.getByTestId("venue-queues")).toContainText("1 of 8 waiting");
  await player.goto(`${queueUrl}/poster`);
  await axeClean(player);
  await laptop.close();
  await phone.close();
});
