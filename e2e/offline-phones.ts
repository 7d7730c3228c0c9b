/** Phones for the offline specs: a 390 px touch context with the service worker allowed, and two players paired at an SWG event. */
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signUpInBrowser } from "./helpers";

export interface ApiMatch {
  id: string;
  table: number | null;
  version: number;
  playerA: { id: string; name: string };
  playerB: { id: string; name: string } | null;
  result: { games?: { result: string }[] } | null;
}

export async function phone(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "allow" });
  return { context, page: await context.newPage() };
}

/** Waits until the service worker controls the page (it claims the page it was registered from). */
export const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

/** An SWG best-of-3 Swiss event starting in ten minutes, players registering and reporting themselves. */
export async function swgEvent(request: APIRequestContext, headers: Record<string, string>, name: string): Promise<string> {
  const startsAt = new Date(Date.now() + 10 * 60_000).toISOString();
  const created = await request.post("/api/v1/events", { headers, data: { name, preset: "swg-swiss", presetOptions: { style: "bo3" }, swissRounds: 3, startsAt } });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: string }).id;
  expect((await request.put(`/api/v1/events/${eventId}/registration`, { headers, data: { selfRegistration: true, selfReport: true } })).status()).toBe(200);
  return eventId;
}

/** Each phone signs up as its player and registers in the browser; then round 1 is paired. Its played match. */
export async function pairedInBrowser(request: APIRequestContext, headers: Record<string, string>, eventId: string, players: readonly (readonly [Page, string])[]): Promise<ApiMatch> {
  for (const [p, name] of players) {
    await signUpInBrowser(p, name);
    await p.goto(`/events/${eventId}`);
    await p.getByTestId("register-form").getByRole("button", { name: "Register" }).click();
    await expect(p.getByTestId("registered")).toContainText(`You're registered as ${name}`);
  }
  const paired = await request.post(`/api/v1/events/${eventId}/rounds`, { headers });
  expect(paired.status()).toBe(201);
  return ((await paired.json()) as { matches: ApiMatch[] }).matches.find((m) => m.playerB)!;
}
