/**
 * Draws in another game (issue 34): a Young Jedi Swiss event made with `draws: true` through the
 * API; on the judge console a table is recorded as a draw with one tap, scores the draw's point
 * on the standings, and the console passes axe on the phone.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signUpInBrowser } from "./helpers";

test("a drawn game is recorded from the console and scored", async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = await signUpInBrowser(page, "Draw Organizer");
  const login = await request.post("/api/v1/auth/login", { data: { email, password: "a long e2e password" } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const made = await request.post("/api/v1/events", { headers, data: { name: "Young Jedi Draw Night", preset: "generic-swiss", presetOptions: { game: "young-jedi", draws: true }, swissRounds: 2 } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  expect((await request.post(`/api/v1/events/${id}/players`, { headers, data: { players: ["Luke", "Leia", "Han", "Chewie"].map((name) => ({ name })) } })).status()).toBe(201);

  await page.goto(`/events/${id}/manage/rounds`);
  await page.getByTestId("pair-next").getByRole("button", { name: "Pair round 1" }).click();
  const first = page.getByTestId("console-matches").locator(":scope > li").first();
  await expect(first.getByRole("button", { name: "Draw", exact: true })).toBeVisible();
  for (const [width, height] of [[390, 844], [1366, 900]] as const) {
    await page.setViewportSize({ width, height });
    await first.screenshot({ path: `test-results/draws-console-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await first.getByRole("button", { name: "Draw", exact: true }).click();
  await expect(first.getByTestId("saved-result")).toBeVisible();
  const standings = (await (await request.get(`/api/v1/events/${id}/standings`)).json()) as { rows: { points: number }[] };
  expect(standings.rows.map((r) => r.points).sort()).toEqual([0, 0, 1, 1]);
});
