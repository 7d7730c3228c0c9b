/**
 * Issue 34 on the pages, on a phone and a laptop: an event attached to the weeknight Sprint on a
 * Saturday says it does not count there and why; a Sprint made with one rule changed says it has
 * custom rules; a refused tag can be lifted from the manage page; a merge request its asker can
 * withdraw from their profile page. Each page is screenshotted at 390 and 1,366 px and checked by axe.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { apiSignUp } from "./helpers";

const PASSWORD = "a long e2e password";

test.beforeAll(async ({ request }) => {
  for (let i = 0; i < 120; i++) {
    if ((await request.get("/api/v1/health")).status() === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not become ready");
});

async function look(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/season-trust-${name}-${width}.png`, fullPage: true });
  }
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("an event says which seasons it does not count for, a changed Sprint says custom, a refusal is lifted, a merge request withdrawn", async ({ page, request }) => {
  test.setTimeout(180_000);
  const org = await apiSignUp(request, "Sprint Organizer");
  const H = org.headers;
  // A Saturday: the weeknight Sprint does not count it.
  const created = await request.post("/api/v1/events", { headers: H, data: { name: "Saturday Showdown", preset: "swg-swiss", startsAt: "2026-11-14T14:00:00Z" } });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: string }).id;
  expect((await request.post(`/api/v1/events/${eventId}/players`, { headers: H, data: { players: [{ name: "Typed Tarkin" }, { name: "Typed Thrawn" }, { name: "Typed Tagge" }] } })).status()).toBe(201);
  const sprint = await request.post("/api/v1/seasons", { headers: H, data: { name: "Best-of-3 Sprint", game: "swg-tcg", preset: "swg-sprint", schedule: "monthly-weekdays", rules: { bestN: 3 } } });
  expect(sprint.status()).toBe(201);
  const season = (await sprint.json()) as { id: string; preset: string; startedFrom: string; rules: { participation: number; bestN: number } };
  expect(season).toMatchObject({ preset: "custom", startedFrom: "swg-sprint", rules: { participation: 1, bestN: 3 } });
  expect((await request.post(`/api/v1/seasons/${season.id}/events`, { headers: H, data: { eventId } })).status()).toBe(200);
  const tagged = await request.post("/api/v1/seasons", { headers: H, data: { name: "Tagged Galaxies", game: "swg-tcg", preset: "custom", counts: "tagged", startsAt: "2026-01-01T00:00:00Z", endsAt: "2027-01-01T00:00:00Z" } });
  const taggedId = ((await tagged.json()) as { id: string }).id;
  expect((await request.post(`/api/v1/events/${eventId}/season-tags`, { headers: H, data: { seasonId: taggedId } })).status()).toBe(200);
  expect((await request.delete(`/api/v1/seasons/${taggedId}/tags/${eventId}`, { headers: H })).status()).toBe(200);

  const listed = (await (await request.get(`/api/v1/events/${eventId}/seasons`)).json()) as { seasons: unknown[]; notCounted: { id: string; reason: string }[] };
  expect(listed.seasons).toEqual([]);
  expect(listed.notCounted).toEqual([expect.objectContaining({ id: season.id, reason: "weekend" }), expect.objectContaining({ id: taggedId, reason: "tag-refused" })]);

  await page.goto("/login");
  await page.getByLabel("Email").fill(org.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL("/");

  await page.goto(`/events/${eventId}`);
  const notCounted = page.getByTestId("event-seasons-not-counted");
  await expect(notCounted).toContainText("Does not count for Best-of-3 Sprint: not on a weekday.");
  await expect(notCounted).toContainText("Does not count for Tagged Galaxies: the season's organizers refused its tag.");
  await look(page, "event");

  await page.goto(`/seasons/${season.id}`);
  await expect(page.getByTestId("season-preset")).toHaveText(/Custom rules \(changed from SWG Sprint/);
  await look(page, "season");

  await page.goto(`/seasons/${taggedId}/manage`);
  await expect(page.getByTestId("season-tags")).toContainText("Refused");
  await look(page, "manage");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Lift the refusal" }).click();
  await expect(page.getByRole("button", { name: "Refuse" })).toBeVisible();
  const after = (await (await request.get(`/api/v1/events/${eventId}/seasons`)).json()) as { seasons: { id: string }[] };
  expect(after.seasons.map((s) => s.id)).toEqual([taggedId]);

  // A merge request the organizer asked for: withdrawn from their profile page.
  const other = await apiSignUp(request, "Other Holder");
  const mine = (await (await request.get("/api/v1/players/me", { headers: H })).json()) as { id: string };
  const theirs = (await (await request.get("/api/v1/players/me", { headers: other.headers })).json()) as { id: string };
  expect((await request.post(`/api/v1/players/${mine.id}/merge`, { headers: H, data: { into: theirs.id } })).status()).toBe(202);
  await page.goto(`/players/${mine.id}`);
  await expect(page.getByTestId("profile-merges")).toContainText("waiting for the other account holder");
  await look(page, "profile");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Withdraw the request" }).click();
  await expect(page.getByTestId("profile-merges")).toContainText("asked, then withdrawn");
});
