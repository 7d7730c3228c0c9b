/**
 * Players as people, on two phones: each player signs up, registers from the public event page,
 * checks in, finds their table on the pairings page and reports their match. Round 1 they agree
 * and the result is recorded; round 2 they disagree, the match goes to the judge queue, and a
 * judge settles it from there. The organizer works through the API; the players and the judge
 * in the browser.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpInBrowser, uniqueEmail } from "./helpers";

const PASSWORD = "a long e2e password";

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

const reportState = (page: Page) => page.getByTestId("report-state");

test("two players self-register, check in, agree on round 1, disagree on round 2 and a judge resolves it from the queue", async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const orgEmail = uniqueEmail("people-org");
  const signup = await request.post("/api/v1/auth/signup", { data: { email: orgEmail, password: PASSWORD, name: "Orla Organizer" } });
  const headers = { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
  const startsAt = new Date(Date.now() + 10 * 60_000).toISOString();
  const created = await request.post("/api/v1/events", { headers, data: { name: "Players' Cup", structure: "custom", tier: "relaxed", swissRounds: 2, cutSize: 0, startsAt } });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: string }).id;
  const E = `/api/v1/events/${eventId}`;
  const settings = await request.put(`${E}/registration`, { headers, data: { selfRegistration: true, checkInMinutes: 30, selfReport: true } });
  expect(settings.status()).toBe(200);

  // Two phones: sign up, register, check in.
  const ana = await phone(browser, baseURL!);
  const ben = await phone(browser, baseURL!);
  for (const [page, name] of [
    [ana, "Ana Solo"],
    [ben, "Ben Kenobi"],
  ] as const) {
    await signUpInBrowser(page, name);
    await page.goto(`/events/${eventId}`);
    await page.getByTestId("register-form").getByRole("button", { name: "Register" }).click();
    await expect(page.getByTestId("registered")).toContainText(`You're registered as ${name}`);
    await page.getByTestId("check-in").getByRole("button", { name: "Check in" }).click();
    await expect(page.getByTestId("registered")).toContainText("Checked in");
  }

  // The organizer sees both entries as self-registered and checked in; nobody is a no-show.
  const players = (await (await request.get(`${E}/players`)).json()) as { players: { name: string; source?: string; checkedIn?: boolean }[] };
  expect(players.players.map((p) => [p.name, p.source, p.checkedIn])).toEqual([
    ["Ana Solo", "self", true],
    ["Ben Kenobi", "self", true],
  ]);
  expect((await request.post(`${E}/no-shows/drop`, { headers })).status()).toBe(200);
  expect(((await (await request.get(`${E}/players`)).json()) as { players: unknown[] }).players).toHaveLength(2);

  // Round 1: each phone shows its table; both report a 3–3 and the result is recorded.
  expect((await request.post(`${E}/rounds`, { headers })).status()).toBe(201);
  for (const page of [ana, ben]) {
    await page.goto(`/events/${eventId}/pairings`);
    await expect(page.getByTestId("my-table")).toContainText("Table 1");
  }
  await ana.getByTestId("self-report").getByRole("button", { name: "3–3 (1 win each)" }).click();
  await expect(reportState(ana)).toHaveAttribute("data-state", "waiting");
  // Ben sees Ana's claim and confirms it (issue 35).
  await ben.getByTestId("self-report").getByRole("button", { name: "Confirm" }).click();
  await expect(reportState(ben)).toHaveAttribute("data-state", "recorded");
  await expect(reportState(ana)).toHaveAttribute("data-state", "recorded", { timeout: 20_000 });
  const round1 = (await (await request.get(`${E}/rounds/1`)).json()) as { matches: { result: { games: { result: string }[] } | null }[] };
  expect(round1.matches[0]!.result!.games.map((g) => g.result).sort()).toEqual(["A", "B"]);

  // Round 2: each claims the win for their own seat.
  const paired = await request.post(`${E}/rounds`, { headers });
  expect(paired.status()).toBe(201);
  const round2 = (await paired.json()) as { matches: { id: string; playerA: { name: string }; playerB: { name: string } | null }[] };
  const seatOf = (name: string) => (round2.matches[0]!.playerA.name === name ? 0 : 1);
  for (const page of [ana, ben]) await page.goto(`/events/${eventId}/pairings`);
  // The 6–0 buttons read "<seat A> 6–0" then "<seat B> 6–0": each player taps their own.
  await ana.getByTestId("self-report").getByRole("button", { name: /6–0/ }).nth(seatOf("Ana Solo")).click();
  await expect(reportState(ana)).toHaveAttribute("data-state", "waiting");
  // Ben sees her claim, says it is not right and enters his own.
  await ben.getByTestId("self-report").getByRole("button", { name: "That's not right" }).click();
  await ben.getByTestId("claim-correction").getByRole("button", { name: /6–0/ }).nth(seatOf("Ben Kenobi")).click();
  await expect(reportState(ben)).toHaveAttribute("data-state", "disputed");
  await expect(reportState(ana)).toHaveAttribute("data-state", "disputed", { timeout: 20_000 });

  // The organizer, as judge, opens the queue on a phone and records what the judge decided.
  const judge = await phone(browser, baseURL!);
  await judge.goto("/login");
  await judge.getByLabel("Email").fill(orgEmail);
  await judge.getByLabel("Password").fill(PASSWORD);
  await judge.getByRole("button", { name: "Log in" }).click();
  await judge.waitForURL((url) => !url.pathname.startsWith("/login"));
  await judge.goto(`/events/${eventId}/manage/judge`);
  const call = judge.locator('li[data-testid="judge-call"][data-kind="dispute"]');
  await expect(call).toContainText("Table 1");
  await expect(call.getByTestId("call-reports")).toContainText("Ana Solo");
  await call.getByRole("button", { name: /6–0/ }).nth(seatOf("Ana Solo")).click();
  await expect(judge.getByText("No open calls")).toBeVisible();
  await expect(judge.getByTestId("resolved-calls")).toContainText("Table 1");

  // Recorded as the judge decided, and both phones show it.
  const final = (await (await request.get(`${E}/rounds/2`)).json()) as { matches: { id: string; result: { games: { result: string }[] } | null }[] };
  const anaSeat = seatOf("Ana Solo") === 0 ? "A" : "B";
  expect(final.matches[0]!.result!.games.map((g) => g.result)).toEqual([anaSeat, anaSeat]);
  for (const page of [ana, ben]) await expect(reportState(page)).toHaveAttribute("data-state", "recorded", { timeout: 20_000 });
});
