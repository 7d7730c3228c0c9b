/**
 * Accessibility (WCAG 2.1 A and AA, axe-core) on every page type, on a 390 px phone and a
 * 1366 px laptop: any serious or critical violation fails, with its rule and elements.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { logIn, uniqueEmail } from "./helpers";

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
  return { email, headers, upcoming, live, done, player };
}

type Headers = { authorization: string };

async function account(request: APIRequestContext, name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, ""));
  const res = await request.post("/api/v1/auth/signup", { data: { email, password: PASSWORD, name } });
  expect(res.status(), name).toBe(201);
  return { email, headers: { authorization: `Bearer ${((await res.json()) as { token: string }).token}` } as Headers };
}

/** An API call that must succeed; its JSON body. */
async function ok<T = unknown>(request: APIRequestContext, method: "post" | "put", url: string, headers: Headers, data?: unknown): Promise<T> {
  const res = await request[method](url, { headers, data: data ?? {} });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

const SWG_DECK = ["Avatar: 1 Jedi Guardian [Jedi]", "Quests:", "1 Training [2]", "1 Holocron [quest 4, Jedi]", "1 Outpost [5]", "1 Final Stand [6]", "Deck:", "4 Lightsaber Strike [Jedi]", ...Array.from({ length: 12 }, (_, i) => `4 Generic Card ${i + 1}`)].join("\n");
const RULINGS = ["# Hall rulings", "", "Rulings of the head judge for this event.", "", "## Sealed play", "", "1.1 A player whose sealed deck is not valid when the build clock ends plays round 1 with the basic starter deck.", "", "1.2 Wookiee holograms printed at home are not legal proxies: a judge replaces them with a token.", ""].join("\n");

/**
 * The pages of players as people, teams, money, sealed play and the library, set up over the API
 * by the organizer of `finishedEvent` (`org`) and four players; Pia is the one signed in in the browser.
 *  - `reg`: self-registration with a cap of 2 and check-in open: Pia and Ben registered, Cal waitlisted.
 *  - `people`: players report results; round 1 paired, Ben and Cal disagree (an open dispute), Pia has not reported.
 *  - `team`: an SWCCG 2-on-2 event open for self-registration, two typed teams, a fee, a payment.
 *  - `swg`: an SWG limited event with pools, a deck, an uploaded rulings sheet and a running build clock.
 *  - `done` gets fees, a prize table and payments (Manage → Money).
 */
async function newPages(request: APIRequestContext, org: Headers, done: string) {
  const [pia, ben, cal, dee] = await Promise.all([account(request, "Pia Player"), account(request, "Ben Kenobi"), account(request, "Cal Kestis"), account(request, "Dee Lastname-Averyverylongsurname")]);
  const event = async (data: Record<string, unknown>) => (await ok<{ id: string }>(request, "post", "/api/v1/events", org, data)).id;
  const startsAt = new Date(Date.now() + 10 * 60_000).toISOString();

  const reg = await event({ name: "Axe Registration Open", structure: "custom", tier: "relaxed", swissRounds: 2, cutSize: 0, startsAt });
  await ok(request, "put", `/api/v1/events/${reg}/registration`, org, { selfRegistration: true, cap: 2, checkInMinutes: 30, selfReport: true });
  for (const who of [pia, ben, cal]) await ok(request, "post", `/api/v1/events/${reg}/registrations`, who.headers);
  await ok(request, "post", `/api/v1/events/${reg}/registrations/me/check-in`, ben.headers);

  const people = await event({ name: "Axe Players' Cup", structure: "custom", tier: "relaxed", swissRounds: 2, cutSize: 0, startsAt });
  await ok(request, "put", `/api/v1/events/${people}/registration`, org, { selfRegistration: true, checkInMinutes: 30, selfReport: true });
  for (const who of [pia, ben, cal, dee]) await ok(request, "post", `/api/v1/events/${people}/registrations`, who.headers);
  const round = await ok<{ matches: { id: string; playerA: { name: string }; playerB: { name: string } | null }[] }>(request, "post", `/api/v1/events/${people}/rounds`, org);
  const other = round.matches.find((m) => m.playerA.name !== "Pia Player" && m.playerB?.name !== "Pia Player")!;
  const byName: Record<string, Headers> = { "Ben Kenobi": ben.headers, "Cal Kestis": cal.headers, "Dee Lastname-Averyverylongsurname": dee.headers };
  const headersOf = (name: string) => byName[name]!;
  await ok(request, "put", `/api/v1/events/${people}/matches/${other.id}/report`, headersOf(other.playerA.name), { games: [{ result: "A" }, { result: "A" }] });
  await ok(request, "put", `/api/v1/events/${people}/matches/${other.id}/report`, headersOf(other.playerB!.name), { games: [{ result: "B" }, { result: "B" }] });

  const team = await event({ name: "Axe 2-on-2", preset: "swccg-2v2", startsAt });
  await ok(request, "put", `/api/v1/events/${team}/registration`, org, { selfRegistration: true });
  await ok(request, "put", `/api/v1/events/${team}/fees`, org, { doorCents: 1500 });
  const teams: string[] = [];
  for (const [name, members] of [
    ["Rogue Squadron", ["Wedge Antilles", "Biggs Darklighter"]],
    ["The Extraordinarily Long-Named Bounty Hunters' Guild", ["Boba Fett", "Dengar Bounty"]],
  ] as const) {
    teams.push((await ok<{ id: string }>(request, "post", `/api/v1/events/${team}/teams`, org, { name, members: members.map((n) => ({ name: n })) })).id);
  }
  await ok(request, "post", `/api/v1/events/${team}/teams/${teams[0]}/members/1/payment`, org, { method: "cash" });

  const swg = await event({ name: "Axe Sealed Galaxies", preset: "swg-swiss", presetOptions: { deckKind: "limited", buildMinutes: 30 } });
  await ok(request, "post", `/api/v1/events/${swg}/players`, org, { players: ["Ayla Secura", "Bail Organa", "Cad Bane", "Dash Rendar"].map((name) => ({ name })) });
  const swgPlayers = ((await (await request.get(`/api/v1/events/${swg}/players`)).json()) as { players: { id: string }[] }).players.map((p) => p.id);
  for (const id of swgPlayers) await ok(request, "put", `/api/v1/events/${swg}/players/${id}/pool`, org, { list: `${SWG_DECK}\n4 Smuggler's Run` });
  await ok(request, "put", `/api/v1/events/${swg}/players/${swgPlayers[0]}/deck`, org, { list: SWG_DECK });
  await ok(request, "put", `/api/v1/events/${swg}/players/${swgPlayers[1]}/deck`, org, { list: SWG_DECK.replace("4 Generic Card 12", "4 Wookiee Bowcaster") });
  const document = (await ok<{ id: string }>(request, "post", `/api/v1/events/${swg}/documents`, org, { title: "Hall rulings", kind: "markdown", text: RULINGS })).id;
  await ok(request, "post", `/api/v1/events/${swg}/build`, org, { action: "start" });

  const donePlayers = ((await (await request.get(`/api/v1/events/${done}/players`)).json()) as { players: { id: string }[] }).players.map((p) => p.id);
  await ok(request, "put", `/api/v1/events/${done}/fees`, org, { doorCents: 1000 });
  await ok(request, "put", `/api/v1/events/${done}/prizes`, org, { notation: "3-2-1*", rows: [{ fromPlace: 1, toPlace: 1, item: "Champion's trophy", quantity: 1 }] });
  await ok(request, "post", `/api/v1/events/${done}/players/${donePlayers[0]}/payment`, org, { method: "cash" });
  await ok(request, "post", `/api/v1/events/${done}/players/${donePlayers[1]}/payment`, org, { method: "waived" });

  const profile = ((await (await request.get("/api/v1/players/me", { headers: pia.headers })).json()) as { id: string }).id;
  return { pia, reg, people, team, swg, swgPlayers, document, profile };
}

/**
 * Visits every page of `newPages` with `visit`: the public ones signed out, the organizer's, then
 * Pia's (signed in: her registration, her team registration, her table's report form, a claim
 * link, her sealed deck once she has claimed an entry, her notices).
 */
async function visitNewPages(page: Page, request: APIRequestContext, orgEmail: string, org: Headers, done: string, visit: (path: string) => Promise<void>) {
  const n = await newPages(request, org, done);
  await page.context().clearCookies();
  for (const path of ["/ratings", "/ratings/ffg-swtcg", "/ratings/ffg-swtcg?inactive=1&q=kyle", `/events/${done}/standings?ratings=1`, "/library", "/library/swg-tcg-rulebook", "/library?q=modified", `/events/${n.team}/teams`, `/events/${n.swg}/documents/${n.document}`, `/events/${n.swg}/clock`, `/players/${n.profile}`]) {
    await visit(path);
  }
  await logIn(page, orgEmail);
  for (const path of [
    `/events/${n.reg}`,
    `/events/${n.reg}/manage/registration`,
    `/events/${done}/manage/money`,
    `/events/${n.people}/manage/judge`,
    `/events/${n.team}/manage/teams`,
    `/events/${n.swg}/manage/documents`,
    `/events/${n.swg}/manage/build`,
    `/events/${n.swg}/manage/players/${n.swgPlayers[1]}`,
  ]) {
    await visit(path);
  }
  const claimable = await claimPathOf(page, n.swg, n.swgPlayers[2]!);
  const [, mine, code] = (await claimPathOf(page, n.swg, n.swgPlayers[1]!)).split("/").slice(1);
  await page.context().clearCookies();
  await logIn(page, n.pia.email);
  for (const path of [`/events/${n.reg}`, `/events/${n.team}`, `/events/${n.people}/pairings`, claimable]) await visit(path);
  await ok(request, "post", `/api/v1/events/${n.swg}/players/${mine}/claim`, n.pia.headers, { code: decodeURIComponent(code!) });
  for (const path of [`/events/${n.swg}/my-deck`, "/account/notifications"]) await visit(path);
}

/** The claim link of a typed entry, from its page in Manage (the organizer signed in). */
async function claimPathOf(page: Page, eventId: string, playerId: string) {
  await page.goto(`/events/${eventId}/manage/players/${playerId}`);
  return (await page.getByTestId("claim-card").textContent())!.match(/\/claim\/[^\s/]+\/[^\s/]+/)![0];
}

/** A second tab of the test's browser context (signed in as the test's page is), for the laptop. */
const laptops = new WeakMap<BrowserContext, Page>();

/** Axe on the page at `path`, on the phone and the laptop side by side (two tabs of one context). */
async function check(page: Page, path: string, found: string[]) {
  let laptop = laptops.get(page.context());
  if (!laptop) {
    laptop = await page.context().newPage();
    laptops.set(page.context(), laptop);
  }
  await Promise.all(
    Object.entries(VIEWPORTS).map(async ([label, size]) => {
      const tab = label === "phone" ? page : laptop;
      await tab.setViewportSize(size);
      await tab.goto(path);
      await tab.waitForLoadState("networkidle").catch(() => undefined);
      // Kept for people to look at (test-results/screens).
      await tab.screenshot({ path: `test-results/screens/${path.replace(/cm[a-z0-9]{20,}/g, "E").replace(/[^\w]+/g, "_")}-${label}.png`, fullPage: true });
      const { violations } = await new AxeBuilder({ page: tab }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
        found.push(`${path} @${label}: ${v.id} (${v.impact}) — ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n    ")}`);
      }
    }),
  );
}

test("every page type passes axe (WCAG 2.1 A/AA) on a phone and a laptop", async ({ page, request }) => {
  // About 40 pages, each axed twice: 4 min on this 2-core box while another suite runs beside it.
  test.setTimeout(480_000);
  const { email, headers, upcoming, live, done, player } = await finishedEvent(request);
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
  await visitNewPages(page, request, email, headers, done, (path) => check(page, path, found));
  expect(found, `axe found serious or critical violations:\n${found.join("\n")}`).toEqual([]);
});

test("phones: nothing is cut or overflows at 360 px, and the bracket shows its parts whole on a laptop", async ({ page, request }) => {
  test.setTimeout(180_000);
  const { email, headers, done, live } = await finishedEvent(request);
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
  // On a phone the sections are one menu: opened, every one of them is on screen.
  const manage = page.getByRole("navigation", { name: "Manage" });
  await manage.getByTestId("manage-menu").locator("summary").click();
  for (const tab of ["Players", "Rounds", "Staff", "Settings", "History"]) await expect(manage.getByRole("link", { name: tab, exact: true })).toBeInViewport();
  expect(await overflow()).toEqual({ wide: false, cut: [] });

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

  // The pages of players as people, teams, money, sealed play and the library.
  await page.setViewportSize({ width: 360, height: 780 });
  const found: Record<string, unknown> = {};
  await visitNewPages(page, request, email, headers, done, async (path) => {
    await page.goto(path);
    const result = await overflow();
    if (result.wide || result.cut.length) found[path] = result;
  });
  expect(found).toEqual({});
});
