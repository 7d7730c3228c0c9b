import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@e2e.holonet.local`;

export async function signUpInBrowser(page: Page, name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, ""));
  await page.goto("/signup");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long e2e password");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("/");
  return email;
}

/** Signs up in the browser, creates a Relaxed event and registers `players` by pasting them. */
export async function eventWithPlayers(page: Page, organizer: string, eventName: string, players: string[]) {
  await signUpInBrowser(page, organizer);
  await page.goto("/events/new");
  await page.getByLabel("Event name").fill(eventName);
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/events\/[^/]+\/manage$/);
  const eventUrl = page.url().replace(/\/manage$/, "");
  await page.getByLabel("Paste a list").fill(players.join("\n"));
  await page.getByRole("button", { name: "Add all" }).click();
  await page.getByText(`${players.length} players registered.`).waitFor();
  return eventUrl;
}

/** Opens a section of an event's manage pages; on a phone the sections are behind a menu. */
export async function openManageTab(page: Page, name: string) {
  const nav = page.getByRole("navigation", { name: "Manage" });
  const menu = nav.getByTestId("manage-menu");
  if ((await menu.isVisible()) && !(await menu.evaluate((d) => (d as HTMLDetailsElement).open))) await menu.locator("summary").click();
  await nav.getByRole("link", { name, exact: true }).click();
}

/** An account made over the API: its email and the bearer header of its token. */
export async function apiSignUp(request: APIRequestContext, name: string, password = "a long e2e password") {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, ""));
  const res = await request.post("/api/v1/auth/signup", { data: { email, password, name } });
  expect(res.status()).toBe(201);
  return { email, headers: { authorization: `Bearer ${((await res.json()) as { token: string }).token}` } };
}

/** Logs in through the page; lands on the home page. */
export async function logIn(page: Page, email: string, password = "a long e2e password") {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL("/");
}

interface Seated { table: number | null; playerA: { id: string }; playerB: { id: string } | null }

/**
 * On the rounds console (signed in as the organizer): swaps table 1's second player with the
 * round-1 opponent of table 1's first player, so the swap makes a rematch — warned about, then
 * confirmed — and waits for "Players swapped".
 */
export async function swapIntoRematch(page: Page, round: Seated[], round1: Seated[]) {
  const t1 = round.find((m) => m.table === 1)!;
  const a = t1.playerA.id;
  const met = round1.find((m) => m.playerA.id === a || m.playerB?.id === a)!;
  const opponent = met.playerA.id === a ? met.playerB!.id : met.playerA.id;
  expect(opponent).not.toBe(t1.playerB!.id);
  const swap = page.getByTestId("swap-players");
  await swap.getByText("Swap two players").tap();
  await swap.getByRole("combobox", { name: "Player", exact: true }).selectOption(t1.playerB!.id);
  await swap.getByRole("combobox", { name: "Swap with" }).selectOption(opponent);
  await swap.getByRole("textbox", { name: /Why/ }).fill("Seating request");
  await swap.getByRole("button", { name: "Swap" }).tap();
  await expect(swap.getByRole("alert")).toContainText("have already played each other in this stage");
  await swap.getByLabel("Swap anyway if it breaks a pairing rule").check();
  await swap.getByRole("button", { name: "Swap" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Players swapped" })).toBeVisible();
}
