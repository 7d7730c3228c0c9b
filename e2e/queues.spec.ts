/**
 * An on-demand queue on phones (issue 27): an organizer makes a queue of cap 8 in the editor;
 * eight players on their own phones (390 px) sign up at once and open the queue page, which
 * follows the queue's push stream (/api/v1/queues/{id}/changes). Seven join at once: every
 * phone, without reloading, sees seven waiting and one more needed. The eighth join starts the
 * event, and every phone shows its round-1 table (the waiting ones pushed by the stream), linked
 * to the event, which links back to its queue. Then the organizer closes the queue from the
 * editor and a phone still on its page is told, live.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { signUpInBrowser } from "./helpers";

const NAMES = ["Ahsoka", "Bail", "Cassian", "Din", "Ezra", "Fennec", "Grogu", "Hera"];

test("eight phones join a queue of cap 8 and each sees its round-1 table", async ({ browser, page }) => {
  await signUpInBrowser(page, "Queue Organizer");
  await page.goto("/organize/queues/new");
  const form = page.getByTestId("queue-form");
  await form.getByLabel("Queue name").fill("Cantina Queue");
  await form.getByLabel("Players per event").fill("8");
  await form.getByLabel("Event name").fill("Cantina Swiss");
  await form.getByText("Galaxies TCG · Swiss", { exact: true }).click();
  await form.getByLabel("Swiss rounds (optional)").fill("3");
  await form.getByRole("button", { name: "Create the queue" }).click();
  await page.waitForURL((u) => /^\/queues\/[^/]+$/.test(u.pathname));
  const queueUrl = page.url();
  await expect(page.getByTestId("needed")).toHaveText("8 more players start the event.");

  const phones: Page[] = await Promise.all(
    NAMES.map(async (name) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const phone = await context.newPage();
      await signUpInBrowser(phone, name);
      // The page opens the queue's push stream.
      const streamed = phone.waitForRequest((r) => /\/api\/v1\/queues\/[^/]+\/changes$/.test(r.url()));
      await phone.goto(queueUrl);
      await streamed;
      return phone;
    }),
  );
  const join = (phone: Page) => phone.getByTestId("join-queue").getByRole("button", { name: "Join the queue" }).click();

  // Seven join at once; every phone follows, none reloads.
  await Promise.all(phones.slice(0, 7).map(join));
  for (const phone of phones) {
    await expect(phone.getByTestId("waiting-count")).toHaveText("7");
    await expect(phone.getByTestId("needed")).toHaveText("1 more player starts the event.");
  }
  for (const phone of phones.slice(0, 7)) await expect(phone.getByTestId("you-are-in")).toBeVisible();

  // The eighth join starts the event: every phone shows its table.
  await join(phones[7]!);
  const tables = new Map<number, number>();
  for (const phone of phones) {
    const line = phone.getByTestId("your-table");
    await expect(line).toContainText(new RegExp(`Round 1: table [1-4] against (${NAMES.join("|")})`));
    const table = Number(/table (\d)/.exec((await line.textContent()) ?? "")![1]);
    tables.set(table, (tables.get(table) ?? 0) + 1);
  }
  // Four tables of two.
  expect([...tables.entries()].sort()).toEqual([[1, 2], [2, 2], [3, 2], [4, 2]]);
  // The queue is open again, empty, and the event links back to it.
  await expect(phones[0]!.getByTestId("waiting-count")).toHaveText("0");

  // The organizer closes the queue from the editor; a phone on the queue page is told at once.
  await page.goto("/organize");
  await page.getByRole("link", { name: "Edit Cantina Queue" }).click();
  await page.getByRole("button", { name: "Close the queue" }).click();
  await expect(page.getByText("Closed: the players waiting were told.")).toBeVisible();
  await expect(phones[1]!.getByTestId("queue-closed")).toHaveText("This queue is closed for now: it takes no new players.");

  await phones[0]!.getByRole("link", { name: /Go to Cantina Swiss #1/ }).click();
  await expect(phones[0]!.getByTestId("event-origin")).toContainText("Started from the queue Cantina Queue");
  for (const phone of phones) await phone.context().close();
});

test("a scheduled event: the organizer schedules it, the server's scheduler opens it, a phone registers from the calendar", async ({ browser, page }) => {
  // A name of this run's own: the calendar lists earlier runs' schedules on a kept database.
  const name = `Tatooine Weeknight ${randomUUID().slice(0, 6)}`;
  await signUpInBrowser(page, "Schedule Organizer");
  await page.goto("/organize/schedules/new");
  const form = page.getByTestId("schedule-form");
  // 20 minutes from now, in UTC: registration (30 minutes before) is already open.
  const start = new Date(Date.now() + 20 * 60_000).toISOString().slice(0, 16);
  await form.getByLabel("Schedule name").fill(name);
  await form.getByLabel("First start").fill(start);
  await form.getByLabel("Time zone").selectOption("UTC");
  await form.getByLabel("Event name").fill("Tatooine Swiss");
  await form.getByText("Galaxies TCG · Swiss", { exact: true }).click();
  await form.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText("Scheduled: its next occurrences are listed below.")).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await signUpInBrowser(phone, "Jyn");
  // The scheduler ticks every few seconds in the server: the occurrence opens without anyone asking.
  await expect(async () => {
    await phone.goto("/calendar?game=swg-tcg");
    await expect(phone.getByTestId("calendar").getByRole("listitem").filter({ hasText: name })).toContainText("Open · waiting (0 players)", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const item = phone.getByTestId("calendar").getByRole("listitem").filter({ hasText: name });
  await item.getByRole("button", { name: "Register" }).click();
  await expect(item.getByText("You're registered.")).toBeVisible();
  await phone.reload();
  await expect(phone.getByTestId("calendar").getByRole("listitem").filter({ hasText: name })).toContainText("Open · waiting (1 player)");
  await context.close();
});
