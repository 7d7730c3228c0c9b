/**
 * The organizer reviews a round before players see it (issue 41): an event that pairs drafts; the
 * organizer pairs round 2 in the console (a draft), swaps two players — the rematch it creates is
 * warned about before it is made — and publishes. A player's phone, following the pairings live,
 * keeps showing round 1 through the draft and the swap, and shows round 2 at the moment of
 * publishing, with the swapped tables marked as changed by the organizer.
 */
import { expect, test } from "@playwright/test";
import { apiSignUp, logIn, swapIntoRematch } from "./helpers";

interface Match { id: string; table: number | null; playerA: { id: string; name: string }; playerB: { id: string; name: string } | null }

test("an organizer drafts, swaps (the rematch warned), publishes; the phone sees the round only at publish", async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  await expect.poll(async () => (await request.get("/api/v1/health")).status(), { timeout: 120_000 }).toBe(200);
  const org = await apiSignUp(request, "Reviewer");
  const created = await request.post("/api/v1/events", {
    headers: org.headers,
    data: { name: "Hoth Premier Trial", structure: "custom", tier: "relaxed", swissRounds: 3, cutSize: 0, randomSeed: "e2e-drafts", draftRounds: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const E = `/api/v1/events/${id}`;
  const names = ["Kim", "Lee", "Max", "Noa", "Ori", "Pat", "Quin", "Rey"];
  expect((await request.post(`${E}/players`, { headers: org.headers, data: { players: names.map((name) => ({ name })) } })).status()).toBe(201);
  // Round 1: a draft until published; then played.
  const r1 = await request.post(`${E}/rounds`, { headers: org.headers });
  expect(r1.status()).toBe(201);
  expect(((await r1.json()) as { draft?: boolean }).draft).toBe(true);
  expect((await request.get(`${E}/rounds/1`)).status()).toBe(404);
  const published = await request.post(`${E}/rounds/1/publish`, { headers: org.headers, data: {} });
  expect(published.status()).toBe(200);
  const round1 = ((await published.json()) as { matches: Match[] }).matches;
  for (const m of round1.filter((x) => x.playerB)) {
    expect((await request.put(`${E}/matches/${m.id}/result`, { headers: org.headers, data: { games: [{ result: "A" }, { result: "A" }] } })).status()).toBe(200);
  }

  // A player's phone follows the pairings: round 1.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phone = await phoneContext.newPage();
  await phone.goto(`/events/${id}/pairings`);
  await expect(phone.getByRole("heading", { name: /Swiss round 1/ }).first()).toBeVisible();

  // The organizer pairs round 2: a draft, with its summary, that only staff see.
  await logIn(page, org.email);
  await page.goto(`/events/${id}/manage/rounds`);
  await page.getByTestId("pair-next").getByRole("button").tap();
  await expect(page.getByTestId("round-state")).toContainText("is a draft: only staff see it");
  await expect(page.getByTestId("round-summary")).toBeVisible();
  const draft = (await (await request.get(`${E}/rounds/2`, { headers: org.headers })).json()) as { draft?: boolean; matches: Match[] };
  expect(draft.draft).toBe(true);
  expect((await request.get(`${E}/rounds/2`)).status()).toBe(404);

  // Swap a player of table 1 with their round-1 opponent: the rematch is warned about first.
  await swapIntoRematch(page, draft.matches, round1);
  // The summary names the rematch as the organizer's, not as one the rules could not avoid.
  await expect(page.getByTestId("round-summary")).toContainText(/rematch(es)? made by the organizer's change after pairing \(tables? 1\b/);
  await expect(page.getByTestId("round-summary")).not.toContainText("no pairing of this round avoids");
  await page.screenshot({ path: "test-results/draft-console-390.png", fullPage: true });

  // Through the draft and the swap the phone still shows round 1, also after a reload.
  await phone.reload();
  await expect(phone.getByRole("heading", { name: /Swiss round 1/ }).first()).toBeVisible();
  await expect(phone.getByText("Swiss round 2")).toHaveCount(0);

  // Publish: the phone, without reloading, shows round 2 with the swapped table marked.
  await page.getByTestId("publish").getByRole("button").tap();
  // The console shows the live round: its tables wait for results, and nothing is left to publish.
  await expect(page.getByTestId("round-state")).toContainText("results missing");
  await expect(page.getByTestId("publish-round")).toHaveCount(0);
  await expect(phone.getByRole("heading", { name: /Swiss round 2/ }).first()).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByText("Changed by the organizer after pairing").first()).toBeVisible();
  // The verify link follows the round on screen, not the round the page was opened on.
  await expect(phone.getByRole("link", { name: /^Verify Swiss round 2/ })).toBeVisible();
  await phone.screenshot({ path: "test-results/draft-published-phone-390.png", fullPage: true });
  await phoneContext.close();
});
