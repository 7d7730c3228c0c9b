/**
 * Accessibility (WCAG 2.1 A and AA, axe-core) on every page type, on a 390 px phone and a
 * 1366 px laptop: any serious or critical violation fails, with its rule and elements.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { uniqueEmail } from "./helpers";

const VIEWPORTS = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 900 } } as const;
const PASSWORD = "a long e2e password";

interface Match { id: string; darkSide: "A" | "B" | null; playerB: unknown }
interface Round { stageRound: number; matches: Match[] }

/** An organizer and one event run over the API to its champion: Swiss, the cut, the bracket. */
async function finishedEvent(request: APIRequestContext) {
  const email = uniqueEmail("axe");
  const signup = await request.post("/api/v1/auth/signup", { data: { email, password: PASSWORD, name: "Ada Axe" } });
  const headers = { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
  const make = async (name: string, players: number) => {
    const res = await request.post("/api/v1/events", { headers, data: { name, structure: "custom", tier: "relaxed", swissRounds: 2, cutSize: 4 } });
    const { id } = (await res.json()) as { id: string };
    const names = ["Wedge Antilles", "Gavin Darklighter", "Corran Horn", "Mara Jade", "Tycho Celchu", "Mirax Terrik", "Kyle Katarn", "Jan Ors", "Ben Kenobi"];
    await request.post(`/api/v1/events/${id}/players`, { headers, data: { players: names.slice(0, players).map((n) => ({ name: n })) } });
    return id;
  };
  const upcoming = await make("Axe Upcoming Open", 6);
  const live = await make("Axe Live Open", 9);
  await request.post(`/api/v1/events/${live}/rounds`, { headers });
  const done = await make("Axe Finished Open", 9);
  const E = `/api/v1/events/${done}`;
  for (let round = 0; round < 2; round++) {
    const r = (await (await request.post(`${E}/rounds`, { headers })).json()) as Round;
    for (const m of r.matches.filter((m) => m.playerB)) await request.put(`${E}/matches/${m.id}/result`, { headers, data: { games: [{ result: "A" }, { result: "draw" }] } });
  }
  expect((await request.post(`${E}/cut`, { headers })).status()).toBe(201);
  for (let guard = 0; guard < 8; guard++) {
    const res = await request.post(`${E}/rounds`, { headers });
    if (res.status() === 409) break;
    const r = (await res.json()) as Round;
    for (const m of r.matches) {
      let darkSide = m.darkSide;
      if (!darkSide) {
        await request.put(`${E}/matches/${m.id}/side`, { headers, data: { darkSide: "A" } });
        darkSide = "A";
      }
      await request.put(`${E}/matches/${m.id}/result`, { headers, data: { darkSide, result: "B" } });
    }
  }
  const player = ((await (await request.get(`${E}/players`)).json()) as { players: { id: string }[] }).players[0]!.id;
  return { email, upcoming, live, done, player };
}

async function logIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL("/");
}

async function check(page: Page, path: string, found: string[]) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.goto(path);
    await page.waitForLoadState("networkidle").catch(() => undefined);
    // Kept for people to look at (test-results/screens).
    await page.screenshot({ path: `test-results/screens/${path.replace(/cm[a-z0-9]{20,}/g, "E").replace(/[^\w]+/g, "_")}-${label}.png`, fullPage: true });
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
      found.push(`${path} @${label}: ${v.id} (${v.impact}) — ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n    ")}`);
    }
  }
}

test("every page type passes axe (WCAG 2.1 A/AA) on a phone and a laptop", async ({ page, request }) => {
  test.setTimeout(300_000);
  const { email, upcoming, live, done, player } = await finishedEvent(request);
  const found: string[] = [];
  for (const path of ["/", "/login", "/signup", `/events/${upcoming}`, `/events/${live}`, `/events/${live}/pairings`, `/events/${done}`, `/events/${done}/pairings`, `/events/${done}/pairings?round=1`, `/events/${done}/standings`, `/events/${done}/bracket`, `/events/${live}/clock`, `/events/${done}/clock`, `/events/${live}/poster`]) {
    await check(page, path, found);
  }
  await logIn(page, email);
  for (const path of [
    "/",
    "/events/new",
    `/events/${upcoming}/manage`,
    `/events/${live}/manage/rounds`,
    `/events/${live}/manage/rounds/1/slips`,
    `/events/${done}/manage/rounds`,
    `/events/${done}/manage/staff`,
    `/events/${done}/manage/settings`,
    `/events/${done}/manage/players/${player}`,
    `/events/${done}/history`,
    "/account",
  ]) {
    await check(page, path, found);
  }
  expect(found, `axe found serious or critical violations:\n${found.join("\n")}`).toEqual([]);
});

test("phones: nothing is cut or overflows at 360 px, and the bracket shows its parts whole on a laptop", async ({ page, request }) => {
  test.setTimeout(180_000);
  const { email, done, live } = await finishedEvent(request);
  const overflow = () =>
    page.evaluate(() => {
      const wide = document.scrollingElement!.scrollWidth > window.innerWidth + 1;
      // Text cut with an ellipsis, or clipped by its box.
      const cut = [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((el) => el.children.length === 0 && el.textContent?.trim() && !el.closest(".sr-only"))
        .filter((el) => {
          const s = getComputedStyle(el);
          return (s.textOverflow === "ellipsis" || s.overflow === "hidden") && el.scrollWidth > el.clientWidth + 1;
        })
        .map((el) => el.textContent!.trim());
      return { wide, cut };
    });
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of [`/events/${done}`, `/events/${done}/pairings`, `/events/${done}/pairings?round=1`, `/events/${done}/standings`, `/events/${done}/bracket`, `/events/${live}/pairings`, `/events/${live}/clock`]) {
    await page.goto(path);
    expect(await overflow(), path).toEqual({ wide: false, cut: [] });
  }
  // Every tab of the event is on screen.
  await page.goto(`/events/${done}/standings`);
  for (const tab of ["Event", "Pairings", "Standings", "Bracket"]) await expect(page.getByRole("navigation", { name: "Event" }).getByRole("link", { name: tab })).toBeInViewport();
  await logIn(page, email);
  await page.goto(`/events/${done}/manage/rounds`);
  expect(await overflow()).toEqual({ wide: false, cut: [] });
  for (const tab of ["Players", "Rounds", "Staff", "Settings", "History"]) await expect(page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: tab })).toBeInViewport();

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/events/${done}/bracket`);
  for (const part of ["Upper bracket", "Lower bracket", "Final", "Second final"]) {
    await expect(page.getByRole("region", { name: part, exact: true })).toBeVisible();
  }
  expect(await overflow()).toEqual({ wide: false, cut: [] });
  await expect(page.getByTestId("bracket-M7")).toBeInViewport({ ratio: 0 }).catch(async () => {
    await page.getByTestId("bracket-M7").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("bracket-M7")).toBeInViewport();
  });
  const box = (await page.getByTestId("bracket-M7").boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1366);
});
