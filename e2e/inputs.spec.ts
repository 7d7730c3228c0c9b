/**
 * Bad input through the real forms and over real HTTP on `next start`: a message beside the
 * field (forms) or a 4xx (API and addresses), never an error page or a 500.
 */
import { expect, test } from "@playwright/test";
import { signUpInBrowser } from "./helpers";

test("forms refuse a NUL or invisible player name and a time zone that does not exist beside the field", async ({ page }) => {
  await signUpInBrowser(page, "Ines Input");
  await page.goto("/events/new");
  await page.getByLabel("Event name").fill("Input Cup");
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/manage$/);
  const eventUrl = page.url().replace(/\/manage$/, "");

  // The browser keeps a NUL typed into a field by script; the add-player action refuses it.
  const name = page.getByLabel("Player name");
  await name.evaluate((el: HTMLInputElement) => (el.value = "Kyle\u0000Katarn"));
  await page.getByRole("button", { name: "Add player" }).click();
  await expect(page.locator("#player-name-error")).toHaveText("Player name cannot contain control characters (such as NUL).");
  await name.evaluate((el: HTMLInputElement) => (el.value = "\u200b\u200b"));
  await page.getByRole("button", { name: "Add player" }).click();
  await expect(page.locator("#player-name-error")).toHaveText("Player name needs at least one visible character.");
  await name.fill("\u202eKyle Katarn");
  await page.getByRole("button", { name: "Add player" }).click();
  await expect(page.getByText("Kyle Katarn is registered.")).toBeVisible();

  // The settings form's time zone, given a zone that does not exist by script, is refused beside it.
  await page.goto(`${eventUrl}/manage/settings`);
  await page.getByLabel("Date and start time").fill("2026-06-01T10:00");
  await page.getByLabel("Time zone").evaluate((el: HTMLSelectElement) => el.add(new Option("Mars/Olympus_Mons", "Mars/Olympus_Mons", true, true)));
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.locator("#timeZone-error")).toContainText("is not a time zone");
  await expect(page.getByText("Nothing was saved")).toBeVisible();
});

test("undecodable addresses are 400, NUL ids 404, out-of-range round numbers 400 — never 500", async ({ request }) => {
  for (const path of ["/events/%E0%A4%A", "/events/abc%ZZ/manage", "/events/%ED%A0%80/standings.csv"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
  }
  const api = await request.get("/api/v1/events/%E0%A4%A/rounds/1");
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({ error: { code: "invalid_input" } });
  expect((await request.get("/events/%00")).status()).toBe(404);
  expect((await request.get("/api/v1/events/%00")).status()).toBe(404);
  for (const number of ["2147483648", "1e20"]) {
    const res = await request.post(`/api/v1/events/some-event/rounds/${number}/timer`, { data: { action: "start" } });
    expect(res.status(), number).toBe(400);
    expect(await res.json()).toMatchObject({ error: { issues: [{ path: ["number"] }] } });
  }
  const big = await request.post("/api/v1/auth/signup", { headers: { "content-type": "application/json" }, data: JSON.stringify({ name: "x".repeat(1_100_000) }) });
  expect(big.status()).toBe(413);
  const form = await request.post("/api/v1/auth/signup", { form: { email: "a@b.org" } });
  expect(form.status()).toBe(415);
});
