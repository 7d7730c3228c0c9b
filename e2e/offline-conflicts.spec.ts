/**
 * Offline phones when results collide (issue 39), in Chromium at 390 px:
 * - a player reports offline while the opponent reports a different result: back online the
 *   player reads the dispute, the judge queue gets it, and neither report is overwritten;
 * - the judge enters the result on a phone without the network: kept, sent once when the network
 *   is back (a second send changes nothing);
 * - signing out with reports still on the phone asks first, naming how many will be lost;
 * - on a plain-HTTP hall address (no service worker there) the pages work with no error.
 * The organizer (who judges here) is made over the API and logs in on a phone.
 */
import AxeBuilder from "@axe-core/playwright";
import { chromium, expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiSignUp, logIn, signUpInBrowser } from "./helpers";
import { controlled, pairedInBrowser, phone, swgEvent, type ApiMatch } from "./offline-phones";

/** What the phone keeps for sign-out to delete: the worker's page caches and the report queue. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const pages = (await caches.keys()).filter((k) => k.startsWith("holonet-pages-"));
    const queued = await new Promise<number>((resolve, reject) => {
      const req = indexedDB.open("holonet-offline");
      req.onsuccess = () => {
        const db = req.result;
        if (!db.objectStoreNames.contains("reports")) return resolve(0);
        const count = db.transaction("reports").objectStore("reports").count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      };
      req.onerror = () => reject(req.error);
    });
    return { pages, queued };
  });

/** A fresh server answers 503 until its database is up. */
const ready = (request: APIRequestContext) => expect(async () => expect((await request.get("/")).status()).toBe(200)).toPass({ timeout: 120_000 });


test("a report made offline meets the opponent's different one: a dispute for the judge, nothing overwritten; the judge's entry made offline is sent once; sign-out asks before losing a report", async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  await ready(request);
  const org = await apiSignUp(request, "Jude Organizer");
  const headers = org.headers;
  const eventId = await swgEvent(request, headers, "Offline Conflict Cup");
  const E = `/api/v1/events/${eventId}`;

  const ana = await phone(browser, baseURL!);
  const ben = await phone(browser, baseURL!);
  const judge = await phone(browser, baseURL!);
  const match = await pairedInBrowser(request, headers, eventId, [
    [ana.page, "Ana Solo"],
    [ben.page, "Ben Kenobi"],
  ]);
  const anaSeat = match.playerA.name === "Ana Solo" ? "A" : "B";
  const benSeat = anaSeat === "A" ? "B" : "A";
  const current = async () => ((await (await request.get(`${E}/rounds/1`)).json()) as { matches: ApiMatch[] }).matches.find((m) => m.id === match.id)!;

  // Ana's phone loses the network; she reports that she won 2–0.
  const page = ana.page;
  await page.goto(`/events/${eventId}/pairings`);
  await controlled(page);
  await ana.context.setOffline(true);
  const report = page.getByTestId("self-report");
  await report.getByRole("button", { name: "Ana wins game 1" }).click();
  await report.getByRole("button", { name: "Ana wins game 2" }).click();
  await report.getByRole("button", { name: "Save: Ana wins 2–0" }).click();
  await expect(report.getByTestId("report-queued")).toContainText("Waiting for the network — will be sent");

  // Signing out now would lose it: the phone asks, and "cancel" keeps everything.
  const asked: string[] = [];
  page.once("dialog", (d) => void (asked.push(d.message()), d.dismiss()));
  await page.getByRole("button", { name: "Log out" }).click();
  await expect.poll(() => asked).toHaveLength(1);
  expect(asked[0]).toMatch(/^1 unsent report will be lost/);
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  expect((await kept(page)).queued).toBe(1);

  // Meanwhile Ben, online, reports that he won 2–0.
  await ben.page.goto(`/events/${eventId}/pairings`);
  const benReport = ben.page.getByTestId("self-report");
  await benReport.getByRole("button", { name: "Ben wins game 1" }).click();
  await benReport.getByRole("button", { name: "Ben wins game 2" }).click();
  await benReport.getByRole("button", { name: "Save: Ben wins 2–0" }).click();
  await expect(benReport.getByTestId("report-state")).toHaveAttribute("data-state", "waiting");

  // Ana's network is back: her report goes, and she reads that the two reports disagree.
  await ana.context.setOffline(false);
  await expect(report.getByTestId("report-queued")).toHaveCount(0, { timeout: 15_000 });
  await expect(report.getByTestId("report-state")).toHaveAttribute("data-state", "disputed");
  await expect(report).toContainText("Disputed — a judge is coming.");
  // The judge queue has the dispute; no result was recorded over either report.
  const calls = (await (await request.get(`${E}/judge-calls`, { headers })).json()) as { calls: { kind: string; matchId: string | null }[] };
  expect(calls.calls.filter((c) => c.kind === "dispute" && c.matchId === match.id)).toHaveLength(1);
  const disputed = await current();
  expect(disputed.result).toBeNull();

  // The judge, on a phone with the judge queue open, loses the network and enters 2–1 for Ben.
  await logIn(judge.page, org.email);
  await judge.page.goto(`/events/${eventId}/manage/judge`);
  const call = judge.page.getByTestId("open-calls");
  await expect(call.getByRole("form", { name: `Result for table ${match.table}` })).toBeVisible();
  await judge.context.setOffline(true);
  await call.getByRole("button", { name: "Ben wins game 1" }).click();
  await call.getByRole("button", { name: "Ana wins game 2" }).click();
  await call.getByRole("button", { name: "Ben wins game 3" }).click();
  await call.getByRole("button", { name: "Save: Ben wins 2–1" }).click();
  await expect(call.getByTestId("report-queued").first()).toContainText("Waiting for the network — will be sent");
  expect((await current()).result).toBeNull();
  const { violations } = await new AxeBuilder({ page: judge.page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // Back online: sent once, the dispute is settled; a second send (another tab, a lost answer) changes nothing.
  await judge.context.setOffline(false);
  await expect.poll(async () => (await current()).result?.games?.map((g) => g.result), { timeout: 15_000 }).toEqual([benSeat, anaSeat, benSeat]);
  await expect(judge.page.getByTestId("report-queued")).toHaveCount(0);
  const saved = await current();
  expect(saved.version).toBe(disputed.version + 1);
  await judge.page.evaluate(() => window.dispatchEvent(new Event("online")));
  await judge.page.reload();
  expect((await current()).version).toBe(saved.version);
  await expect(page.getByTestId("self-report").getByTestId("report-state")).toHaveAttribute("data-state", "recorded", { timeout: 15_000 });
  for (const c of [ana, ben, judge]) await c.context.close();
});

test("sign-out with a judge's entry that never reached the server: the phone says it will be lost, then keeps nothing", async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  await ready(request);
  const org = await apiSignUp(request, "Olga Organizer");
  const eventId = await swgEvent(request, org.headers, "Unsent Entry Cup");
  const E = `/api/v1/events/${eventId}`;
  expect((await request.post(`${E}/players`, { headers: org.headers, data: { name: "Cy Ando" } })).status()).toBe(201);
  expect((await request.post(`${E}/players`, { headers: org.headers, data: { name: "Dee Rex" } })).status()).toBe(201);
  const paired = await request.post(`${E}/rounds`, { headers: org.headers });
  expect(paired.status()).toBe(201);
  const match = ((await paired.json()) as { matches: ApiMatch[] }).matches.find((m) => m.playerB)!;

  const { context, page } = await phone(browser, baseURL!);
  await logIn(page, org.email);
  await page.goto(`/events/${eventId}/pairings`);
  await controlled(page);
  await page.goto(`/events/${eventId}/manage/rounds`);
  // The hall's Wi-Fi is up but the server cannot be reached: the entry stays on the phone.
  await page.route("**/*", (r) => (r.request().method() === "POST" ? r.abort("internetdisconnected") : r.continue()));
  const form = page.getByRole("form", { name: `Result for table ${match.table}` });
  await form.getByRole("button", { name: "Cy wins game 1" }).click();
  await form.getByRole("button", { name: "Cy wins game 2" }).click();
  await form.getByRole("button", { name: "Save: Cy wins 2–0" }).click();
  await expect(page.getByTestId("report-queued").first()).toContainText("Waiting for the network — will be sent");
  await page.unroute("**/*");
  expect(await kept(page)).toMatchObject({ queued: 1 });
  expect((await kept(page)).pages.length).toBeGreaterThan(0);

  const asked: string[] = [];
  page.once("dialog", (d) => void (asked.push(d.message()), d.accept()));
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL("/");
  expect(asked).toEqual([expect.stringMatching(/^1 unsent report will be lost: it was made offline and has not reached the server\./)]);
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect.poll(() => kept(page)).toEqual({ pages: [], queued: 0 });
  // Lost on purpose, never sent: the table is still open.
  const round = (await (await request.get(`${E}/rounds/1`)).json()) as { matches: ApiMatch[] };
  expect(round.matches.find((m) => m.id === match.id)!.result).toBeNull();
  await context.close();
});

test("a plain-HTTP hall address (no service worker there): the pages work, say nothing broken, and say when the network is gone", async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  await ready(request);
  const port = new URL(baseURL!).port;
  const org = await apiSignUp(request, "Lan Organizer");
  const eventId = await swgEvent(request, org.headers, "LAN Hall Cup");
  // "hall.test" is not localhost: Chromium treats http://hall.test as an insecure origin.
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", `--host-resolver-rules=MAP hall.test 127.0.0.1`],
  });
  try {
    const context = await browser.newContext({ baseURL: `http://hall.test:${port}`, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    await signUpInBrowser(page, "Lan Player");
    await page.goto(`/events/${eventId}`);
    await page.getByTestId("register-form").getByRole("button", { name: "Register" }).click();
    await expect(page.getByTestId("registered")).toContainText("You're registered as Lan Player");
    await page.goto(`/events/${eventId}/pairings`);
    expect(await page.evaluate(() => ({ secure: window.isSecureContext, worker: "serviceWorker" in navigator }))).toEqual({ secure: false, worker: false });
    await expect(page.getByTestId("offline-banner")).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.setOffline(true);
    await expect(page.getByTestId("offline-banner")).toContainText(/Offline since \d\d:\d\d/);
    await context.setOffline(false);
    await expect(page.getByTestId("offline-banner")).toHaveCount(0);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL("/");
    // Requests the browser could not make while the network was gone are no error of the page's.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  } finally {
    await browser.close();
  }
});
