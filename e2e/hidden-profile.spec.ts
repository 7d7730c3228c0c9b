/**
 * A hidden profile stays hidden on every public page (issue 34): a player plays a rated event of
 * eight that counts for a season, is in a guild and waits in a queue, then hides their profile.
 * Every public page is read, anonymous and as another signed-in player, for the profile's id and
 * names. The name the player registered under is the event's own (its pairings must say who sits
 * where), so it may show on the event's pages and nowhere else. Then the season's organizer
 * invites a co-organizer, who accepts from the link.
 */
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { logIn, uniqueEmail } from "./helpers";

type Headers = Record<string, string>;
const PASSWORD = "a long enough password";
const GAME = "ffg-swtcg";
const SHOTS = process.env.HOLONET_SHOTS_DIR;

async function account(request: APIRequestContext, name: string) {
  const email = uniqueEmail("hidden");
  const res = await request.post("/api/v1/auth/signup", { data: { email, password: PASSWORD, name } });
  expect(res.status()).toBe(201);
  const headers: Headers = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  const profile = (await (await request.get("/api/v1/players/me", { headers })).json()) as { id: string };
  return { email, headers, profileId: profile.id };
}

async function ok<T = unknown>(request: APIRequestContext, method: "post" | "put" | "patch", url: string, headers: Headers, data?: unknown): Promise<T> {
  const res = await request[method](url, { headers, data: data ?? {} });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [label, width] of [["phone", 390], ["laptop", 1366]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a hidden player's id and names appear on no public page, anonymous or signed in; a co-organizer joins by accepting", async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  // A server still migrating answers 503: wait until it is ready.
  await expect.poll(async () => (await request.get("/api/v1/health")).status(), { timeout: 90_000 }).toBe(200);
  const tag = randomUUID().slice(0, 6);
  const secrets = { profileName: `Hprof${tag}`, userName: `Huser${tag}` };
  const org = await account(request, `Orla ${tag}`);
  const hidden = await account(request, secrets.userName);
  await ok(request, "patch", "/api/v1/players/me", hidden.headers, { displayName: secrets.profileName });
  const others = [];
  for (let i = 1; i <= 7; i++) others.push(await account(request, `Player${i} ${tag}`));
  const viewer = others[6]!;

  // A rated event of eight accounts; everyone's result is seat A's.
  const { id: eventId } = await ok<{ id: string }>(request, "post", "/api/v1/events", org.headers, { name: `Hidden Open ${tag}`, structure: "custom", tier: "relaxed", swissRounds: 1, cutSize: 0, rating: { rated: true, k: 16 } });
  await ok(request, "put", `/api/v1/events/${eventId}/registration`, org.headers, { selfRegistration: true });
  for (const who of [hidden, ...others]) await ok(request, "post", `/api/v1/events/${eventId}/registrations`, who.headers);
  const season = await ok<{ id: string }>(request, "post", "/api/v1/seasons", org.headers, {
    name: `Hidden League ${tag}`,
    game: GAME,
    preset: "store-league",
    schedule: "dates",
    startsAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    counts: "attached",
  });
  await ok(request, "post", `/api/v1/seasons/${season.id}/events`, org.headers, { eventId });
  const round = await ok<{ matches: { id: string; playerA: { name: string }; playerB: { name: string } | null }[] }>(request, "post", `/api/v1/events/${eventId}/rounds`, org.headers);
  const table = round.matches.find((m) => m.playerA.name === secrets.userName || m.playerB?.name === secrets.userName)!;
  const opponentName = (table.playerA.name === secrets.userName ? table.playerB : table.playerA)!.name;
  const opponent = others.find((_, i) => opponentName === `Player${i + 1} ${tag}`)!;
  for (const m of round.matches.filter((x) => x.playerB)) await ok(request, "put", `/api/v1/events/${eventId}/matches/${m.id}/result`, org.headers, { games: [{ result: "A" }, { result: "A" }] });
  await expect.poll(async () => ((await (await request.get(`/api/v1/players/${opponent.profileId}/ratings/${GAME}/ledger`)).json()) as { events: unknown[] }).events.length, { timeout: 20_000 }).toBe(1);

  // A guild the hidden player joined, a queue they wait in; then they hide the profile.
  const guild = await ok<{ id: string }>(request, "post", "/api/v1/guilds", org.headers, { name: `Hidden Guild ${tag}`, tag: "HIDE" });
  const invitation = await ok<{ id: string }>(request, "post", `/api/v1/guilds/${guild.id}/invitations`, org.headers, { profileId: hidden.profileId });
  await ok(request, "post", `/api/v1/guild-invitations/${invitation.id}/accept`, hidden.headers);
  const queue = await ok<{ id: string }>(request, "post", "/api/v1/queues", org.headers, { name: `Hidden queue ${tag}`, cap: 64, template: { event: { name: `Hidden Queue ${tag}`, preset: "swg-swiss" } } });
  await ok(request, "post", `/api/v1/queues/${queue.id}/join`, hidden.headers);
  await ok(request, "patch", "/api/v1/players/me", hidden.headers, { public: false });

  const pages = [
    "/",
    `/ratings/${GAME}`,
    `/players/${opponent.profileId}`,
    `/players/${opponent.profileId}/ratings/${GAME}`,
    "/seasons",
    `/seasons/${season.id}`,
    `/seasons/${season.id}?print=1`,
    `/seasons/${season.id}/history`,
    "/guilds",
    `/guilds/${guild.id}`,
    `/queues/${queue.id}`,
    "/calendar",
    `/events/${eventId}`,
    `/events/${eventId}/pairings`,
    `/events/${eventId}/standings`,
    `/events/${eventId}/standings.csv`,
  ];
  const signedIn = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await logIn(signedIn, viewer.email, PASSWORD);
  const leaks: string[] = [];
  for (const [who, tab] of [["anonymous", page], ["another player", signedIn]] as const) {
    for (const path of pages) {
      let status: number | undefined;
      let text: string;
      if (path.endsWith(".csv")) {
        const res = await tab.request.get(path);
        [status, text] = [res.status(), await res.text()];
      } else {
        status = (await tab.goto(path))?.status();
        text = await tab.content();
      }
      expect(status, `${who} ${path}`).toBe(200);
      const own = path.startsWith(`/events/${eventId}`);
      if (text.includes(hidden.profileId)) leaks.push(`${who} ${path} shows the profile's id`);
      if (text.includes(secrets.profileName)) leaks.push(`${who} ${path} shows the profile's name`);
      if (!own && text.includes(secrets.userName)) leaks.push(`${who} ${path} shows the account's name`);
    }
    const profile = await tab.goto(`/players/${hidden.profileId}`);
    expect(profile?.status()).toBe(404);
  }
  expect(leaks).toEqual([]);

  // The season's board keeps the row; the opponent's ledger says who without saying who.
  await page.goto(`/seasons/${season.id}`);
  await expect(page.getByTestId("season-row")).toHaveCount(8);
  await expect(page.locator('[data-testid="season-row"][data-player="Hidden player"]')).toHaveCount(1);
  await page.locator('[data-testid="season-row"][data-player="Hidden player"] summary').click();
  await expect(page.getByText("This player's profile is hidden")).toBeVisible();
  await shoot(page, "season-hidden-row");
  await page.goto(`/players/${opponent.profileId}/ratings/${GAME}`);
  await expect(page.getByTestId("ledger-line").first()).toContainText("vs Hidden player");
  await shoot(page, "ledger-hidden-opponent");

  // The organizer invites a co-organizer: the link is theirs to share, the invitee accepts it.
  const orgPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await logIn(orgPage, org.email, PASSWORD);
  await orgPage.goto(`/seasons/${season.id}/manage`);
  await orgPage.getByLabel("Invite by email").fill(viewer.email);
  await orgPage.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(orgPage.getByTestId("invitation-link")).toBeVisible();
  const link = await orgPage.getByRole("textbox", { name: "Invitation link" }).inputValue();
  await expect(orgPage.getByTestId("season-invitation")).toContainText(viewer.email);
  await axeClean(orgPage);
  await shoot(orgPage, "season-manage-co-organizers");
  await signedIn.goto(new URL(link).pathname);
  await expect(signedIn.getByText(`co-organize Hidden League ${tag}`)).toBeVisible();
  await axeClean(signedIn);
  await shoot(signedIn, "season-invite");
  await signedIn.getByRole("button", { name: /Accept as/ }).click();
  await signedIn.waitForURL(`**/seasons/${season.id}/manage`);
  await orgPage.reload();
  await expect(orgPage.getByTestId("season-co-organizers")).toContainText(`Player7 ${tag}`);
  await expect(orgPage.getByTestId("season-invitation")).toHaveCount(0);
});
