/**
 * Issue 28, from the players' seats: prices typed with a decimal comma, a no-show who is told,
 * the bracket named by its own stages, the prize list's given box, history in words, wording,
 * and one format for dates and times. Set up over the API where the page is not the point.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { logIn, signUpInBrowser, uniqueEmail } from "./helpers";

const PASSWORD = "a long e2e password";
/** The event's zone's short name after a time: "CET", "UTC", "GMT-5". */
const ZONE = String.raw`(?:[A-Z]{2,5}|GMT[+-]\d{1,2}(?::\d{2})?)`;
/** "Wed, 25 Nov 2026, 11:04 CET": the one date-time format (24-hour, no seconds, no AM/PM), in the event's zone. */
const DATE_TIME = new RegExp(String.raw`^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} ${ZONE}$`);

async function signUp(request: APIRequestContext, name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, ""));
  const res = await request.post("/api/v1/auth/signup", { data: { email, password: PASSWORD, name } });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { email, name, headers: { authorization: `Bearer ${token}` } };
}

async function ok<T>(res: Promise<import("@playwright/test").APIResponse>): Promise<T> {
  const answer = await res;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as T;
}

test("a price with a decimal comma is read as one, shown as it will be charged, and an ambiguous one is refused beside its field", async ({ page }) => {
  await signUpInBrowser(page, "Penny Prices");
  await page.goto("/events/new");
  await page.getByLabel("Event name").fill("Comma Cup");
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/manage$/);
  await page.goto(page.url() + "/money");

  const door = page.getByLabel("Price at the door");
  await page.getByLabel("Currency").fill("EUR");
  await door.fill("15,50");
  await expect(page.locator("#door-preview")).toHaveText("Charged as €15.50");
  await page.getByLabel("Early price", { exact: true }).fill("1.234,00");
  await expect(page.locator("#early-preview")).toHaveText("Charged as €1,234.00");
  // The organizer picks the last day that still pays early; it reads back as that day.
  await page.getByLabel("Last day of the early price").fill("2031-04-27");
  await page.getByRole("button", { name: "Save fees" }).click();
  await expect(page.getByTestId("fees-form").getByRole("status")).toContainText("Fees saved.");
  await page.reload();
  // With a price set, the setup waits behind its disclosure: payments are the day's job.
  await page.getByTestId("money-setup").locator("summary").click();
  await expect(door).toHaveValue("15.50");
  await expect(page.getByLabel("Early price", { exact: true })).toHaveValue("1234.00");
  await expect(page.getByLabel("Last day of the early price")).toHaveValue("2031-04-27");

  // "1,250": a thousand and more, or 1.25? Refused beside the field, with both readings; nothing saved.
  await door.fill("1,250");
  await expect(page.locator("#door-preview")).toContainText("could mean 1250");
  await page.getByRole("button", { name: "Save fees" }).click();
  await expect(page.locator("#door-error")).toContainText('"1,250" could mean 1250');
  await page.reload();
  await expect(door).toHaveValue("15.50");
});

test("a player removed as a no-show is told: the staff's confirmation says so, then a notice and their event page", async ({ page, browser, request }) => {
  const org = await signUp(request, "Nora Organizer");
  const late = await signUp(request, "Lando Late");
  const early = await signUp(request, "Erin Early");
  const waiting = await signUp(request, "Wes Waiting");
  const startsAt = new Date(Date.now() + 30 * 60_000).toISOString();
  const { id } = await ok<{ id: string }>(request.post("/api/v1/events", { headers: org.headers, data: { name: "No-show Night", structure: "basic", tier: "relaxed", startsAt } }));
  const E = `/api/v1/events/${id}`;
  await ok(request.put(`${E}/registration`, { headers: org.headers, data: { selfRegistration: true, cap: 2, checkInMinutes: 60 } }));
  for (const p of [early, late, waiting]) await ok(request.post(`${E}/registrations`, { headers: p.headers, data: {} }));
  await ok(request.post(`${E}/registrations/me/check-in`, { headers: early.headers }));

  await logIn(page, org.email);
  await page.goto(`/events/${id}/manage`);
  let confirmation = "";
  page.once("dialog", (d) => {
    confirmation = d.message();
    void d.accept();
  });
  await page.getByTestId("drop-no-shows").getByRole("button", { name: "Remove 1 no-show" }).click();
  await expect(page.getByTestId("check-in-panel")).toContainText("1 of 2 checked in");
  expect(confirmation).toMatch(/told: a notice, and their event page says they were removed as a no-show/);

  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await logIn(phone, late.email);
  await phone.goto(`/events/${id}`);
  // The place went to Wes: the event is full, and Lando is told why he is not registered.
  await expect(phone.getByTestId("removed-no-show")).toHaveText(new RegExp(String.raw`^You were removed as a no-show at \d{2}:\d{2} ${ZONE} — join the waitlist if you still want to play\.$`));
  await expect(phone.getByTestId("registration-panel")).toContainText("All 2 places are taken");
  await phone.goto("/account/notifications");
  await expect(phone.getByTestId("notice-list").locator("li").first()).toContainText("You were removed from No-show Night as a no-show");
});

test("a Galaxies single elimination: the bracket is named by its stages, the given box ticks at once, and the history reads in words", async ({ page, request }) => {
  const org = await signUp(request, "Gala Organizer");
  const { id } = await ok<{ id: string }>(request.post("/api/v1/events", { headers: org.headers, data: { name: "Galaxies Knockout", preset: "swg-single-elimination", presetOptions: { style: "single" } } }));
  const E = `/api/v1/events/${id}`;
  await ok(request.post(`${E}/players`, { headers: org.headers, data: { players: [{ name: "Kyle Katarn" }, { name: "Jan Ors" }] } }));
  await ok(request.put(`${E}/prizes`, { headers: org.headers, data: { rows: [{ fromPlace: 1, toPlace: 1, item: "Mos Espa trophy", quantity: 1 }] } }));
  const round = await ok<{ matches: { id: string }[] }>(request.post(`${E}/rounds`, { headers: org.headers }));
  await ok(request.put(`${E}/matches/${round.matches[0]!.id}/result`, { headers: org.headers, data: { games: [{ result: "A" }] } }));
  await ok(request.post(`${E}/prizes/awards`, { headers: org.headers }));

  await logIn(page, org.email);
  await page.goto(`/events/${id}/bracket`);
  await expect(page.getByRole("heading", { name: "Single elimination — 2 players" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("double elimination");

  await page.goto(`/events/${id}/manage/money`);
  const row = page.getByTestId("award-row").first();
  const box = row.getByRole("checkbox");
  await expect(box).toHaveAccessibleDescription(/Tick a prize once it is in the player's hands/);
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(row).toContainText(/Given (Mon|Tue|Wed|Thu|Fri|Sat|Sun), /);
  await expect(box).toBeChecked();
  await page.waitForTimeout(500);
  await expect(box).toBeChecked();
  await page.reload();
  await expect(box).toBeChecked();

  await page.goto(`/events/${id}/history`);
  const history = page.getByTestId("history");
  await expect(history).toContainText("1st: Mos Espa trophy");
  await expect(history).toContainText(/Gave: 1 × Mos Espa trophy to (Kyle Katarn|Jan Ors)/);
  await expect(history).not.toContainText('[{"');
  await expect(history).not.toContainText('{"');
});

test("wording: teams counted as teams, a team event opens on Teams, the opponent sees an absence, the phone header, one date format", async ({ page, browser, request }) => {
  // A 2-on-2 event of 4 teams is listed as "4 teams".
  const org = await signUp(request, "Tia Organizer");
  // A name of its own: the e2e database keeps earlier runs' events.
  const doubles = `Wording Doubles ${randomUUID().slice(0, 6)}`;
  const { id: teamsId } = await ok<{ id: string }>(request.post("/api/v1/events", { headers: org.headers, data: { name: doubles, preset: "swccg-2v2" } }));
  for (let i = 1; i <= 4; i++) {
    await ok(request.post(`/api/v1/events/${teamsId}/teams`, { headers: org.headers, data: { name: `Squad ${i}`, members: [{ name: `Squad ${i} Lead` }, { name: `Squad ${i} Wing` }] } }));
  }
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto(`/?q=${encodeURIComponent(doubles)}`);
  await expect(visitor.getByRole("link", { name: new RegExp(doubles) })).toContainText("4 teams");

  // A new team event opens on Teams; on the phone the header's New event is not the orange button, and the name stays on one line.
  await signUpInBrowser(page, "Maximilian Bartholomew Organizer-Smythe");
  const header = page.getByRole("navigation", { name: "Main" });
  const newEvent = header.getByRole("link", { name: "New event" });
  // Not an organizer yet: the header has no New event, the home page invites instead.
  await expect(newEvent).toHaveCount(0);
  await expect(page.getByTestId("organize-invitation").getByRole("link", { name: "New event" })).toBeVisible();
  const name = page.getByTestId("signed-in-as");
  const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await name.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 16 + 1);
  // Not cut either: a long name shows its first word on a phone, whole.
  await expect(name).toHaveText("Maximilian", { useInnerText: true });
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await page.getByTestId("organize-invitation").getByRole("link", { name: "New event" }).click();
  await page.getByLabel("Event name").fill("Doubles Night");
  await page.getByText("Star Wars CCG · 2-on-2 teams").click();
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/manage\/teams$/);
  await expect(page.getByTestId("team-form")).toBeVisible();
  // Now an organizer: New event in the header, a plain link on the phone; no invitation at home.
  expect(await newEvent.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");

  // The invitation's expiry in the one format.
  await page.goto(page.url().replace(/\/teams$/, "/staff"));
  await page.getByLabel("Email").fill(uniqueEmail("judge"));
  await page.getByRole("button", { name: "Invite" }).click();
  const expiry = page.getByTestId("invitation-link").locator("time");
  await expect(expiry).toHaveText(DATE_TIME);

  // Galaxies: staff mark a player absent; the opponent's phone shows it with the forfeit time.
  const { id } = await ok<{ id: string }>(request.post("/api/v1/events", { headers: org.headers, data: { name: "Absent Open", preset: "swg-swiss", presetOptions: { style: "bo3" }, swissRounds: 1 } }));
  const E = `/api/v1/events/${id}`;
  await ok(request.post(`${E}/players`, { headers: org.headers, data: { players: [{ name: "Kyle Katarn" }, { name: "Jan Ors" }] } }));
  const round = await ok<{ matches: { id: string; playerA: { name: string } }[] }>(request.post(`${E}/rounds`, { headers: org.headers }));
  const match = round.matches[0]!;
  const seat = match.playerA.name === "Kyle Katarn" ? "A" : "B";
  await visitor.goto(`/events/${id}/pairings`);
  await visitor.getByTestId("my-table").getByRole("combobox").selectOption({ label: "Jan Ors" });
  await expect(visitor.getByTestId("my-table")).toContainText("vs Kyle Katarn");
  await ok(request.post(`${E}/matches/${match.id}/clock`, { headers: org.headers, data: { action: "absent", seat } }));
  await visitor.reload();
  await expect(visitor.getByTestId("opponent-absent")).toHaveText(new RegExp(String.raw`^Kyle Katarn was marked absent at \d{2}:\d{2} ${ZONE} — the game in progress is forfeited at \d{2}:\d{2} ${ZONE} unless they arrive\.$`));
});
