/**
 * An on-demand queue on phones (issue 27): an organizer makes a queue of cap 4 in the editor;
 * four players on their own phones join from the queue page, each seeing who waits and how many
 * more are needed; the fourth join starts the event, and every phone shows its round-1 table
 * (the waiting ones within a few seconds, by the page's refresh), linked to the event, which
 * links back to its queue.
 */
import { expect, test, type Page } from "@playwright/test";
import { signUpInBrowser } from "./helpers";

test("four phones join a queue of cap 4 and each sees its round-1 table", async ({ browser, page }) => {
  await signUpInBrowser(page, "Queue Organizer");
  await page.goto("/organize");
  const form = page.getByTestId("queue-form");
  await form.getByLabel("Queue name").fill("Cantina Queue");
  await form.getByLabel("Players per event").fill("4");
  await form.getByLabel("Event name").fill("Cantina Swiss");
  await form.getByLabel("Game and format").selectOption("swg-swiss");
  await form.getByLabel("Swiss rounds").fill("2");
  await form.getByRole("button", { name: "Create the queue" }).click();
  await page.waitForURL(/\/queues\/[^/]+$/);
  const queueUrl = page.url();
  await expect(page.getByTestId("needed")).toHaveText("4 more players start the event.");

  const phones: Page[] = [];
  for (const [i, name] of ["Ahsoka", "Bail", "Cassian", "Din"].entries()) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await context.newPage();
    await signUpInBrowser(phone, name);
    await phone.goto(queueUrl);
    await phone.getByTestId("join-queue").getByRole("button", { name: "Join the queue" }).click();
    if (i < 3) {
      await expect(phone.getByTestId("you-are-in")).toBeVisible();
      await expect(phone.getByTestId("waiting-count")).toHaveText(String(i + 1));
      await expect(phone.getByTestId("needed")).toHaveText(3 - i === 1 ? "1 more player starts the event." : `${3 - i} more players start the event.`);
    }
    phones.push(phone);
  }

  // The fourth join started the event: every phone shows its table (the first three by refreshing).
  for (const phone of phones) {
    await expect(phone.getByTestId("your-table")).toContainText(/Round 1: table [12] against (Ahsoka|Bail|Cassian|Din)/, { timeout: 15_000 });
  }
  // The queue is open again, empty, and the event links back to it.
  await expect(phones[0]!.getByTestId("waiting-count")).toHaveText("0");
  await phones[0]!.getByRole("link", { name: /Go to Cantina Swiss #1/ }).click();
  await expect(phones[0]!.getByTestId("event-origin")).toContainText("Started from the queue Cantina Queue");
  for (const phone of phones) await phone.context().close();
});

test("a scheduled event: the organizer schedules it, the server's scheduler opens it, a phone registers from the calendar", async ({ browser, page }) => {
  await signUpInBrowser(page, "Schedule Organizer");
  await page.goto("/organize");
  const form = page.getByTestId("schedule-form");
  // 20 minutes from now, in UTC: registration (30 minutes before) is already open.
  const start = new Date(Date.now() + 20 * 60_000).toISOString().slice(0, 16);
  await form.getByLabel("Schedule name").fill("Tatooine Weeknight");
  await form.getByLabel("First start").fill(start);
  await form.getByLabel("Time zone").fill("UTC");
  await form.getByLabel("Event name").fill("Tatooine Swiss");
  await form.getByLabel("Game and format").selectOption("swg-swiss");
  await form.getByRole("button", { name: "Schedule" }).click();
  await expect(form.getByText("Scheduled: its next occurrences are listed below.")).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await signUpInBrowser(phone, "Jyn");
  // The scheduler ticks every few seconds in the server: the occurrence opens without anyone asking.
  await expect(async () => {
    await phone.goto("/calendar?game=swg-tcg");
    await expect(phone.getByTestId("calendar").getByRole("listitem").filter({ hasText: "Tatooine Weeknight" })).toContainText("Open · waiting (0 players)", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const item = phone.getByTestId("calendar").getByRole("listitem").filter({ hasText: "Tatooine Weeknight" });
  await item.getByRole("button", { name: "Register" }).click();
  await expect(item.getByText("You're registered.")).toBeVisible();
  await phone.reload();
  await expect(phone.getByTestId("calendar").getByRole("listitem").filter({ hasText: "Tatooine Weeknight" })).toContainText("Open · waiting (1 player)");
  await context.close();
});
