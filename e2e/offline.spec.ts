/**
 * Phones that keep working when the hall's network does not (issue 39), in Chromium at 390 px:
 * - installable: the manifest's fields and icons, the apple tags, the service worker registered;
 * - a phone that opened its pairings and standings goes offline and reloads: its table, the
 *   standings, the running round clock and the table's chess clocks, with the offline banner; a page never opened says it needs
 *   the network once;
 * - a 2–1 reported offline waits on the phone, is sent when the network is back, and is stored
 *   once (the opponent's agreeing report records it);
 * - sign-out empties the private caches and the queue.
 * The organizer works through the API; players in the browser.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { uniqueEmail } from "./helpers";
import { controlled, pairedInBrowser, phone, swgEvent, type ApiMatch } from "./offline-phones";

const PASSWORD = "a long e2e password";

const pageCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith("holonet-pages-")));
/** The addresses the pages caches hold. */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((k) => k.startsWith("holonet-pages-"));
    const lists = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)));
    return lists.flat();
  });

test("installable: the manifest names the app, its icons (any and maskable) load, and the service worker is registered", async ({ page, request }) => {
  test.setTimeout(180_000);
  // The first spec of a fresh server: it answers 503 until its database is up.
  await expect(async () => expect((await page.goto("/"))?.status()).toBe(200)).toPass({ timeout: 120_000 });
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; purpose: string; type: string }[] };
  expect(manifest).toMatchObject({ short_name: "Holonet", display: "standalone", theme_color: "#0f172a" });
  expect(manifest.name).toContain("Holonet");
  expect(manifest.start_url.startsWith("/")).toBe(true);
  expect(manifest.icons.filter((i) => i.purpose === "maskable").map((i) => i.sizes)).toContain("512x512");
  expect(manifest.icons.filter((i) => i.purpose === "any").map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await request.get(apple!)).status()).toBe(200);
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute("content", "Holonet");
  const sw = await request.get("/sw.js");
  expect(sw.status()).toBe(200);
  expect((await sw.body()).length).toBeLessThan(30_000);
  await controlled(page);
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? "");
  expect(script).toMatch(/\/sw\.js\?v=\w+/);
  const build = new URL(script).searchParams.get("v")!;
  await page.reload();
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).sort())).toEqual([`holonet-pages-${build}`, `holonet-static-${build}`]);

  // A new build's worker takes over and deletes the old build's caches. From a document without
  // the app's scripts (an icon), so the page's own registration cannot race the new build's.
  await page.goto("/icons/icon-192.png");
  const state = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.register("/sw.js?v=nextbuild", { scope: "/" });
    const worker = reg.installing ?? reg.waiting ?? reg.active;
    if (worker && worker.state !== "activated") await new Promise<void>((done) => worker.addEventListener("statechange", () => worker.state === "activated" && done()));
    return `${worker?.scriptURL} ${worker?.state}`;
  });
  expect(state).toMatch(/nextbuild activated$/);
  const kept = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith("holonet-")));
  await expect.poll(async () => (await kept()).filter((k) => k.endsWith(`-${build}`)), { timeout: 20_000 }).toEqual([]);
  expect(await kept()).toContain("holonet-static-nextbuild");
});

async function organizer(request: APIRequestContext) {
  const signup = await request.post("/api/v1/auth/signup", { data: { email: uniqueEmail("offline-org"), password: PASSWORD, name: "Orla Organizer" } });
  expect(signup.status()).toBe(201);
  return { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
}

test("offline: the table, standings and the running clock with the banner; a 2–1 reported offline is sent once when the network is back; sign-out empties the caches", async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const headers = await organizer(request);
  const eventId = await swgEvent(request, headers, "Offline Hall Cup");
  const E = `/api/v1/events/${eventId}`;

  const ana = await phone(browser, baseURL!);
  const ben = await phone(browser, baseURL!);
  const match = await pairedInBrowser(request, headers, eventId, [
    [ana.page, "Ana Solo"],
    [ben.page, "Ben Kenobi"],
  ]);
  expect((await request.post(`${E}/rounds/1/timer`, { headers, data: { action: "start" } })).status()).toBe(200);
  // The table's chess clocks run too (SWG): player A's is counting.
  expect((await request.post(`${E}/matches/${match.id}/clock`, { headers, data: { action: "start", seat: "A" } })).status()).toBe(200);

  // Ana opens her pairings and the standings while the network works.
  const page = ana.page;
  await page.goto(`/events/${eventId}/pairings`);
  await controlled(page);
  await page.reload();
  await expect(page.getByTestId("my-table")).toContainText(`Table ${match.table}`);
  await page.goto(`/events/${eventId}/standings`);
  await expect(page.getByText("Ben Kenobi").first()).toBeVisible();
  await page.goto(`/events/${eventId}/pairings`);
  await expect(page.getByTestId("round-timer")).toContainText("Round in progress");

  // The hall's network fails; she reloads.
  await ana.context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("my-table")).toContainText(`Table ${match.table}`);
  await expect(page.getByTestId("my-table")).toContainText("vs Ben Kenobi");
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toContainText(/Offline since \d\d:\d\d/);
  await expect(banner).toContainText(/round 1 pairings as of \d\d:\d\d/i);
  await expect(page.getByTestId("clock-offline")).toBeVisible();
  const shown = async () => (await page.getByTestId("round-timer").locator("span").first().textContent())!;
  const before = await shown();
  await expect.poll(shown, { timeout: 5_000 }).not.toBe(before);
  // The chess clocks, from the kept copy, keep counting player A's time and say "offline".
  const chess = page.getByTestId("chess-clock").first();
  await expect(chess).toContainText("Running · offline");
  const chessShown = async () => (await chess.locator(".font-mono").first().textContent())!;
  const chessBefore = await chessShown();
  await expect.poll(chessShown, { timeout: 5_000 }).not.toBe(chessBefore);

  await page.goto(`/events/${eventId}/standings`);
  await expect(page.getByText("Ben Kenobi").first()).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toContainText(/standings as of \d\d:\d\d/);
  // A page this phone never opened.
  await page.goto(`/events/${eventId}/bracket`);
  await expect(page.getByTestId("offline-fallback")).toContainText("has not opened this page before");

  // She reports 2–1 offline: kept on the phone.
  await page.goto(`/events/${eventId}/pairings`);
  const report = page.getByTestId("self-report");
  await report.getByRole("button", { name: "Ana wins game 1" }).click();
  await report.getByRole("button", { name: "Ben wins game 2" }).click();
  await report.getByRole("button", { name: "Ana wins game 3" }).click();
  await report.getByRole("button", { name: "Save: Ana wins 2–1" }).click();
  await expect(report.getByTestId("report-queued")).toContainText("Waiting for the network — will be sent");
  await page.screenshot({ path: "test-results/offline-pairings-390.png", fullPage: true });
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // The network is back: the report goes, the banner goes, the page reads again.
  await ana.context.setOffline(false);
  await expect(report.getByTestId("report-queued")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  await expect(report.getByTestId("report-state")).toHaveAttribute("data-state", "waiting");
  // Sent again (a second tab, a lost answer): still one report.
  await page.evaluate(() => window.dispatchEvent(new Event("online")));

  // Ben's phone shows her claim; he confirms it in one tap and 2–1 is recorded.
  await ben.page.goto(`/events/${eventId}/pairings`);
  const benReport = ben.page.getByTestId("self-report");
  await expect(benReport).toContainText("Your opponent has reported");
  await benReport.getByRole("button", { name: "Confirm" }).click();
  await expect(benReport.getByTestId("report-state")).toHaveAttribute("data-state", "recorded");
  const round = (await (await request.get(`${E}/rounds/1`)).json()) as { matches: ApiMatch[] };
  const anaSeat = match.playerA.name === "Ana Solo" ? "A" : "B";
  const benSeat = anaSeat === "A" ? "B" : "A";
  expect(round.matches.find((m) => m.id === match.id)!.result?.games?.map((g) => g.result)).toEqual([anaSeat, benSeat, anaSeat]);

  // Sign-out: the pages kept for her (her table) are gone from the phone.
  expect((await pageCaches(page)).length).toBeGreaterThan(0);
  expect(await keptUrls(page)).toContain(`/events/${eventId}/pairings`);
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL("/");
  await expect.poll(() => keptUrls(page)).toEqual([]);
  // A refresh in flight when the phone signs out (the live stream's, another tab's) is not stored
  // after the cache is emptied.
  await page.evaluate((url) => {
    const worker = navigator.serviceWorker.controller!;
    worker.postMessage({ type: "refresh", url });
    worker.postMessage({ type: "signed-out" });
  }, `/events/${eventId}/pairings`);
  await page.waitForTimeout(2_000);
  expect(await keptUrls(page)).toEqual([]);
  await ana.context.close();
  await ben.context.close();
});
