/**
 * A Star Wars CCG 2-on-2 team event (issue 12) in the browser, to final standings: the organizer
 * (on a phone) creates a `swccg-2v2` event with their own points table, types 5 teams and records
 * payments; a 6th team self-registers (a captain registers it and invites the partner, who signs
 * up with that address, verifies it through the mail and accepts). Round 1 is paired: tables for
 * four (D1, D2, L1, L2); a modified win before the game reached time is refused. Two rounds of
 * results later the event is complete, the standings follow the points of the results entered,
 * every team played 2 dark side and 2 light side games, and no teams met twice.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { linkIn, startSmtp, type Inbox } from "../tests/smtp";
import { openManageTab, signUpInBrowser, uniqueEmail } from "./helpers";

// playwright.config.ts points the server's SMTP_URL here (E2E_PORT + 1000).
const SMTP_PORT = Number(process.env.E2E_PORT || 3211) + 1000;
const PASSWORD = "a long e2e password";

/** The organizer's points per game (not the preset's defaults, so the table typed is the one used). */
const POINTS = { win: 4, modifiedWin: 3, modifiedLoss: 1, loss: 0, bye: 8 } as const;
/** Entry fee per person, in dollars. */
const FEE = 15;

const TYPED: { name: string; members: [string, string] }[] = [
  { name: "Rogue Squadron", members: ["Wedge Antilles", "Biggs Darklighter"] },
  { name: "Bounty Hunters", members: ["Boba Fett", "Dengar Bounty"] },
  { name: "Jedi Council", members: ["Mace Windu", "Plo Koon"] },
  { name: "Imperial Navy", members: ["Firmus Piett", "Kendal Ozzel"] },
  { name: "Smugglers Guild", members: ["Lando Calrissian", "Talon Karrde"] },
];
const CAPTAIN = "Ahsoka Tano";
const PARTNER = "Rex Clone";
const SELF_TEAM = "Twin Suns";
const MEMBERS: Record<string, [string, string]> = Object.fromEntries([...TYPED.map((t) => [t.name, t.members]), [SELF_TEAM, [CAPTAIN, PARTNER]]]);

type Seat = "A" | "B";
interface ApiMatch {
  id: string;
  table: number | null;
  playerA: { id: string; name: string; shortName?: string; members?: { position: number; name: string }[] };
  playerB: { id: string; name: string; shortName?: string; members?: { position: number; name: string }[] } | null;
  darkSide: Seat | null;
  result: { games?: { result: string; ending?: string }[]; points?: { A: number; B: number } } | null;
}

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

const other = (s: Seat): Seat => (s === "A" ? "B" : "A");

/** Time passes: the round's stored clock actions move `minutes` into the past. */
async function clockStartedEarlier(databaseUrl: string, eventId: string, round: number, minutes: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; timerEvents: { at: number }[] }>(`SELECT id, "timerEvents" FROM "Round" WHERE "eventId" = $1 AND number = $2`, [eventId, round]);
    const moved = rows[0]!.timerEvents.map((e) => ({ ...e, at: e.at - minutes * 60_000 }));
    await client.query(`UPDATE "Round" SET "timerEvents" = $1 WHERE id = $2`, [JSON.stringify(moved), rows[0]!.id]);
  } finally {
    await client.end();
  }
}
const short = (p: NonNullable<ApiMatch["playerB"]>) => p.shortName ?? p.name;

/** Who sits where at a table for four, worked out here from the team lists typed: D1, D2 (game's dark side team), L1, L2. */
function expectedSeats(m: ApiMatch, game: 1 | 2): Record<"D1" | "D2" | "L1" | "L2", string> {
  const dark = game === 1 ? m.darkSide! : other(m.darkSide!);
  const team = (s: Seat) => MEMBERS[s === "A" ? m.playerA.name : m.playerB!.name]!;
  const [d1, d2] = team(dark);
  const [l1, l2] = team(other(dark));
  return { D1: d1, D2: d2, L1: l1, L2: l2 };
}

async function expectTableForFour(scope: ReturnType<Page["getByTestId"]>, m: ApiMatch) {
  for (const game of [1, 2] as const) {
    const seats = scope.getByTestId(`team-game-${game}`);
    for (const [label, name] of Object.entries(expectedSeats(m, game))) {
      await expect(seats.locator(`li[data-seat="${label}"]`)).toContainText(name);
    }
  }
}

let inbox: Inbox;
test.beforeAll(async () => {
  inbox = await startSmtp(SMTP_PORT);
});
test.afterAll(async () => {
  await inbox.close();
});

test("A 2-on-2 event of 6 teams runs in the browser to final standings", async ({ page, browser, request, baseURL }) => {
  test.setTimeout(180_000);

  // ——— 1. The organizer creates the event with their points table. ———
  await signUpInBrowser(page, "Tess Organizer");
  await page.goto("/events/new");
  await page.getByLabel("Event name").fill("Holonet 2-on-2");
  await page.getByText("Star Wars CCG · 2-on-2 teams").click();
  const teamFormat = page.getByTestId("team-format");
  await expect(teamFormat).toBeVisible();
  await teamFormat.locator("#swissRounds").fill("2");
  await teamFormat.locator("#opt-gameMinutes").fill("120");
  for (const [key, value] of Object.entries(POINTS)) await teamFormat.locator(`#opt-points-${key}`).fill(String(value));
  await page.getByRole("button", { name: "Create event" }).click();
  // A team event opens on Teams (not the single-player "Register players").
  await page.waitForURL(/\/events\/[^/]+\/manage\/teams$/);
  await expect(page.getByTestId("team-form")).toBeVisible();
  const eventUrl = page.url().replace(/\/manage\/teams$/, "");
  const eventId = eventUrl.split("/").pop()!;
  const E = `/api/v1/events/${eventId}`;
  const event = (await (await request.get(E)).json()) as { swissRounds: number; cutSize: number; format: { preset: string; teamSize: number; gameMinutes: number; scoring: Record<string, unknown> } };
  expect(event.format).toMatchObject({ preset: "swccg-2v2", teamSize: 2, gameMinutes: 120, scoring: { per: "game", ...POINTS } });
  expect(event.swissRounds).toBe(2);

  // A fee per person, so payments are money.
  await openManageTab(page, "Money");
  await page.waitForURL(/\/manage\/money$/);
  await page.getByLabel("Price at the door").fill(String(FEE));
  await page.getByRole("button", { name: "Save fees" }).click();
  await expect(page.getByTestId("fees-form").getByRole("status")).toBeVisible();

  // ——— Five teams typed on Manage → Teams. ———
  await openManageTab(page, "Teams");
  await page.waitForURL(/\/manage\/teams$/);
  const form = page.getByTestId("team-form");
  for (const t of TYPED) {
    await form.locator("#team-name").fill(t.name);
    await form.locator("#member-0-name").fill(t.members[0]);
    await form.locator("#member-1-name").fill(t.members[1]);
    if (t === TYPED[0]) await form.locator("#member-0-email").fill(uniqueEmail("wedge"));
    await form.getByRole("button", { name: "Add team" }).click();
    const card = page.locator(`[data-testid=team-card][data-team="${t.name}"]`);
    await expect(card.locator("[data-testid=team-member][data-seat='1']")).toContainText(t.members[0]);
    await expect(card.locator("[data-testid=team-member][data-seat='2']")).toContainText(t.members[1]);
    await expect(form.locator("#team-name")).toHaveValue("");
  }
  await expect(page.getByTestId("team-list").getByTestId("team-card")).toHaveCount(5);

  // A few payments: cash and card (the fee per person), and one waived.
  const payments: [string, "Cash" | "Card" | "Waived"][] = [
    ["Wedge Antilles", "Cash"],
    ["Biggs Darklighter", "Card"],
    ["Boba Fett", "Waived"],
    ["Mace Windu", "Cash"],
  ];
  for (const [name, method] of payments) {
    const pay = page.getByRole("form", { name: `Payment of ${name}` });
    await pay.getByRole("button", { name: method, exact: true }).click();
    await expect(pay.getByRole("button", { name: method, exact: true })).toHaveAttribute("aria-pressed", "true");
  }
  const member = (name: string) => page.getByTestId("team-member").filter({ hasText: name });
  await expect(member("Wedge Antilles")).toContainText(`Paid $${FEE}.00 cash`);
  await expect(member("Biggs Darklighter")).toContainText(`Paid $${FEE}.00 card`);
  await expect(member("Boba Fett")).toContainText("Waived");
  await expect(member("Dengar Bounty")).toContainText(`Owes $${FEE}.00`);
  const paid = payments.filter(([, m]) => m !== "Waived").length * FEE;
  await expect(page.getByTestId("team-fees-total")).toContainText(`$${paid}.00 taken of $${5 * 2 * FEE}.00`);

  // Self-registration opens (Manage → Registration).
  await openManageTab(page, "Registration");
  await page.waitForURL(/\/manage\/registration$/);
  await page.getByLabel("Players may register themselves").check();
  await page.getByRole("button", { name: "Save registration settings" }).click();
  await expect(page.getByTestId("registration-settings").getByRole("status")).toHaveText("Registration settings saved.");

  // ——— 2. A sixth team self-registers: the captain invites the partner by email. ———
  const captain = await phone(browser, baseURL!);
  await signUpInBrowser(captain, CAPTAIN);
  await captain.goto(eventUrl);
  const panel = captain.getByTestId("team-registration-panel");
  const register = panel.getByTestId("register-team-form");
  const partnerEmail = uniqueEmail("rex");
  await register.locator("#rt-name").fill(SELF_TEAM);
  await register.locator("#rt-partnerEmail").fill(partnerEmail);
  await register.locator("#rt-partnerName").fill("Rex");
  await register.getByRole("button", { name: "Register the team" }).click();
  await expect(panel.getByTestId("my-team")).toHaveText(`You play on team ${SELF_TEAM}.`);
  await expect(panel).toContainText("Rex");

  // The partner signs up with the invited address; the invitation needs it verified first.
  const partner = await phone(browser, baseURL!);
  await partner.goto("/signup");
  await partner.getByLabel("Your name").fill(PARTNER);
  await partner.getByLabel("Email").fill(partnerEmail);
  await partner.getByLabel("Password").fill(PASSWORD);
  await partner.getByRole("button", { name: "Create account" }).click();
  await partner.waitForURL("/");
  await partner.goto(eventUrl);
  const partnerPanel = partner.getByTestId("team-registration-panel");
  await expect(partnerPanel.getByTestId("my-team")).toHaveText(`You're invited to team ${SELF_TEAM}.`);
  // No button that cannot succeed: the ways that work, in one line.
  await expect(partnerPanel.getByTestId("accept-team")).toHaveCount(0);
  await expect(partnerPanel.getByTestId("join-by-link")).toContainText("verify your address");

  let mail = await inbox.next(partnerEmail);
  while (mail.subject !== "Verify your Holonet email") mail = await inbox.next(partnerEmail);
  // A verification link verifies nothing by itself: the signed-in account confirms it.
  await partner.goto(linkIn(mail));
  await partner.getByTestId("confirm-verification").getByRole("button").click();
  await expect(partner.getByTestId("confirm-verification").getByRole("status")).toHaveText(`Email verified: ${partnerEmail}.`);
  await partner.goto(eventUrl);
  await partnerPanel.getByTestId("accept-team").getByRole("button", { name: `Accept and join ${SELF_TEAM}` }).click();
  await expect(partnerPanel.getByTestId("my-team")).toHaveText(`You play on team ${SELF_TEAM}.`);

  // The organizer sees six teams; the self-registered one with both people linked.
  await openManageTab(page, "Teams");
  await page.waitForURL(/\/manage\/teams$/);
  await expect(page.getByTestId("team-list").getByTestId("team-card")).toHaveCount(6);
  const selfCard = page.locator(`[data-testid=team-card][data-team="${SELF_TEAM}"]`);
  await expect(selfCard.locator("[data-testid=team-member][data-seat='1']")).toContainText(CAPTAIN);
  await expect(selfCard.locator("[data-testid=team-member][data-seat='2']")).toContainText(PARTNER);
  await expect(selfCard.getByText("Account linked")).toHaveCount(2);
  await expect(page.getByTestId("team-fees-total")).toContainText(`$${paid}.00 taken of $${6 * 2 * FEE}.00`);
  const visitor = await phone(browser, baseURL!);
  await visitor.goto(`${eventUrl}/teams`);
  await expect(visitor.getByTestId("teams").getByTestId("team")).toHaveCount(6);
  await expect(visitor.locator(`[data-testid=team][data-team="${SELF_TEAM}"]`)).toContainText(PARTNER);

  // ——— 3.–5. Two Swiss rounds on the rounds console. ———
  await openManageTab(page, "Rounds");
  await page.waitForURL(/\/manage\/rounds$/);
  const points = new Map<string, number>(Object.keys(MEMBERS).map((n) => [n, 0]));
  const gamesWon = new Map<string, number>(Object.keys(MEMBERS).map((n) => [n, 0]));
  const rounds: ApiMatch[][] = [];
  /** Matches whose result was saved as a modified one (step 4), outside the played-out pattern. */
  const presaved = new Set<string>();
  for (let round = 1; round <= 2; round++) {
    await page.getByTestId("pair-next").getByRole("button", { name: round === 1 ? "Pair round 1" : "Pair next round" }).click();
    await expect(page.getByRole("heading", { name: `Swiss round ${round} of 2` })).toBeVisible();
    const matches = ((await (await request.get(`${E}/rounds/${round}`)).json()) as { matches: ApiMatch[] }).matches;
    expect(matches).toHaveLength(3);
    for (const m of matches) {
      expect(m.playerB).not.toBeNull();
      expect(m.darkSide === "A" || m.darkSide === "B").toBe(true);
    }
    rounds.push(matches);

    if (round === 1) {
      // The captain's own table, and another table on the public pairings: four seats, the right people.
      const mine = matches.find((m) => m.playerA.name === SELF_TEAM || m.playerB!.name === SELF_TEAM)!;
      await captain.goto(`${eventUrl}/pairings`);
      const myTable = captain.getByTestId("my-table");
      await expect(myTable).toContainText(`Table ${mine.table}`);
      await expectTableForFour(myTable.getByTestId("table-for-four"), mine);
      const another = matches.find((m) => m !== mine)!;
      await visitor.goto(`${eventUrl}/pairings`);
      const card = visitor.getByTestId("pairings").locator(":scope > li").filter({ hasText: another.playerA.name }).filter({ hasText: another.playerB!.name });
      await expectTableForFour(card.getByTestId("table-for-four"), another);

      // The organizer's printed slip of that table says the same.
      await page.getByRole("link", { name: "Print match slips" }).click();
      await page.waitForURL(/\/manage\/rounds\/1\/slips$/);
      const slip = page.getByTestId("match-slip").filter({ has: page.getByRole("heading", { name: `Table ${another.table}`, exact: true }) });
      await expectTableForFour(slip.getByTestId("table-for-four"), another);
      await page.goBack();
      await page.waitForURL(/\/manage\/rounds$/);

      // ——— 4. A modified win before the game reached time is refused. ———
      await page.getByRole("button", { name: /^Start the \d+-minute clock$/ }).click();
      await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
      const first = matches[0]!;
      const li = page.getByTestId(`match-${first.table}`);
      await li.getByRole("button", { name: `${short(first.playerA)} wins game 1` }).click();
      await li.getByLabel("How game 1 ended").selectOption("time");
      await li.getByRole("button", { name: `${short(first.playerB!)} wins game 2` }).click();
      await expect(li.getByTestId("games-so-far")).toContainText("Game 1: " + short(first.playerA) + " (time)");
      await li.getByTestId("save-both-games").click();
      await expect(li.getByRole("alert")).toContainText(/A modified win or loss is only for a game that reached time: 1(19|20) minutes are left on the clock for game 1\./);
      await expect(li.getByTestId("saved-result")).toHaveCount(0);
      expect(((await (await request.get(`${E}/rounds/1`)).json()) as { matches: ApiMatch[] }).matches.find((m) => m.id === first.id)!.result).toBeNull();
      if (process.env.DATABASE_URL) {
        // ——— …and accepted once it has. Two hours cannot pass in a test: the round clock's start
        // is moved back 121 minutes in the database, as if game 1 had reached time. ———
        await clockStartedEarlier(process.env.DATABASE_URL, eventId, 1, 121);
        await li.getByTestId("save-both-games").click();
        await expect(li.getByTestId("saved-result")).toBeVisible();
        const stored = ((await (await request.get(`${E}/rounds/1`)).json()) as { matches: ApiMatch[] }).matches.find((m) => m.id === first.id)!;
        expect(stored.result?.games?.map((g) => [g.result, g.ending ?? null])).toEqual([
          ["A", "time"],
          ["B", null],
        ]);
        // Game 1 a modified win for A, game 2 a win for B: the organizer's table, not a plain win.
        const here = { A: POINTS.modifiedWin + POINTS.loss, B: POINTS.modifiedLoss + POINTS.win };
        expect(stored.result?.points).toEqual(here);
        points.set(first.playerA.name, points.get(first.playerA.name)! + here.A);
        points.set(first.playerB!.name, points.get(first.playerB!.name)! + here.B);
        gamesWon.set(first.playerA.name, gamesWon.get(first.playerA.name)! + 1);
        gamesWon.set(first.playerB!.name, gamesWon.get(first.playerB!.name)! + 1);
        presaved.add(first.id);
      } else {
        await li.getByRole("button", { name: "Undo game 2" }).click();
        await li.getByRole("button", { name: "Undo game 1" }).click();
      }
    }

    // Results played out (no time): a sweep, a split and a sweep the other way, rotating by round.
    const patterns: [Seat, Seat][] = [
      ["A", "A"],
      ["A", "B"],
      ["B", "B"],
    ];
    for (const [i, m] of matches.entries()) {
      if (presaved.has(m.id)) continue;
      const games = patterns[(i + round) % 3]!;
      const li = page.getByTestId(`match-${m.table}`);
      const here = { A: 0, B: 0 };
      for (const [g, seat] of games.entries()) {
        const team = seat === "A" ? m.playerA : m.playerB!;
        await li.getByRole("button", { name: `${short(team)} wins game ${g + 1}` }).click();
        here[seat] += POINTS.win;
        here[other(seat)] += POINTS.loss;
        gamesWon.set(team.name, gamesWon.get(team.name)! + 1);
      }
      points.set(m.playerA.name, points.get(m.playerA.name)! + here.A);
      points.set(m.playerB!.name, points.get(m.playerB!.name)! + here.B);
      await li.getByTestId("save-both-games").click();
      // The saved result in words, scored by the event's own table.
      await expect(li.getByTestId("saved-result")).toContainText(` ${here.A}–${here.B} `);
    }
    const saved = ((await (await request.get(`${E}/rounds/${round}`)).json()) as { matches: ApiMatch[] }).matches;
    for (const [i, m] of saved.entries()) {
      if (presaved.has(m.id)) continue;
      const games = patterns[(i + round) % 3]!;
      expect(m.result?.games?.map((g) => [g.result, g.ending ?? null])).toEqual(games.map((s) => [s, null]));
      const won = (seat: Seat) => games.filter((g) => g === seat).length;
      expect(m.result?.points).toEqual({ A: won("A") * POINTS.win + won("B") * POINTS.loss, B: won("B") * POINTS.win + won("A") * POINTS.loss });
    }
  }

  // ——— 6. The last Swiss round with no cut: the event is complete. ———
  await expect(page.getByTestId("round-closed")).toContainText("The event is complete");
  expect(((await (await request.get(E)).json()) as { status: string }).status).toBe("complete");

  // Every team: 2 dark side and 2 light side games (game 2 reverses game 1), and no rematch.
  const sides = new Map<string, { dark: number; light: number }>(Object.keys(MEMBERS).map((n) => [n, { dark: 0, light: 0 }]));
  const met = new Set<string>();
  for (const matches of rounds) {
    for (const m of matches) {
      const dark1 = m.darkSide === "A" ? m.playerA.name : m.playerB!.name;
      const light1 = m.darkSide === "A" ? m.playerB!.name : m.playerA.name;
      sides.get(dark1)!.dark++; // game 1
      sides.get(light1)!.light++;
      sides.get(light1)!.dark++; // game 2
      sides.get(dark1)!.light++;
      const pair = [m.playerA.name, m.playerB!.name].sort().join(" vs ");
      expect(met.has(pair), `${pair} met twice`).toBe(false);
      met.add(pair);
    }
  }
  for (const [team, s] of sides) expect(s, team).toEqual({ dark: 2, light: 2 });
  expect(met.size).toBe(6);

  // Team standings: six teams, the points the results give under the event's table, in order.
  await visitor.goto(`${eventUrl}/standings`);
  const rows = visitor.getByTestId("standings-row");
  await expect(rows).toHaveCount(6);
  const shown: { name: string; points: number; record: string }[] = [];
  for (let i = 0; i < 6; i++) {
    const row = rows.nth(i);
    const cells = row.locator("td");
    shown.push({ name: (await cells.nth(1).locator("span").first().innerText()).trim(), points: Number(await cells.nth(2).innerText()), record: await row.getByTestId("record").innerText() });
  }
  expect(shown.map((r) => r.name).sort()).toEqual(Object.keys(MEMBERS).sort());
  for (const r of shown) {
    expect(r.points, r.name).toBe(points.get(r.name));
    expect(r.record, r.name).toContain(`${gamesWon.get(r.name)}–${4 - gamesWon.get(r.name)!}–0 · 2 rounds`);
  }
  for (let i = 1; i < shown.length; i++) expect(shown[i]!.points).toBeLessThanOrEqual(shown[i - 1]!.points);
});

test("A partner joins by the captain's link, unverified; round 1 waits for the team until then", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // The organizer: a 2-on-2 event with one typed team and self-registration open.
  await signUpInBrowser(page, "Lena Organizer");
  await page.goto("/events/new");
  await page.getByLabel("Event name").fill("Link 2-on-2");
  await page.getByText("Star Wars CCG · 2-on-2 teams").click();
  await page.getByRole("button", { name: "Create event" }).click();
  // A new team event opens on its Teams page.
  await page.waitForURL(/\/events\/[^/]+\/manage\/teams$/);
  const eventUrl = page.url().replace(/\/manage\/teams$/, "");
  const form = page.getByTestId("team-form");
  await form.locator("#team-name").fill("Typed Pair");
  await form.locator("#member-0-name").fill("Mon Mothma");
  await form.locator("#member-1-name").fill("Bail Organa");
  await form.getByRole("button", { name: "Add team" }).click();
  await expect(page.locator(`[data-testid=team-card][data-team="Typed Pair"]`)).toBeVisible();
  await openManageTab(page, "Registration");
  await page.waitForURL(/\/manage\/registration$/);
  await page.getByLabel("Players may register themselves").check();
  await page.getByRole("button", { name: "Save registration settings" }).click();
  await expect(page.getByTestId("registration-settings").getByRole("status")).toHaveText("Registration settings saved.");

  // The captain registers, naming the partner's address only: the public list shows no address.
  const captain = await phone(browser, baseURL!);
  await signUpInBrowser(captain, "Hera Syndulla");
  await captain.goto(eventUrl);
  const panel = captain.getByTestId("team-registration-panel");
  const partnerEmail = uniqueEmail("kanan");
  await panel.locator("#rt-name").fill("Ghost Crew");
  await panel.locator("#rt-partnerEmail").fill(partnerEmail);
  await panel.getByRole("button", { name: "Register the team" }).click();
  await expect(panel.getByTestId("my-team")).toHaveText("You play on team Ghost Crew.");
  const visitor = await phone(browser, baseURL!);
  await visitor.goto(`${eventUrl}/teams`);
  const listed = visitor.locator(`[data-testid=team][data-team="Ghost Crew"]`);
  await expect(listed).toContainText("Partner");
  await expect(listed).toContainText("not paired until they join");
  await expect(visitor.getByTestId("teams")).not.toContainText(partnerEmail.split("@")[0]!);

  // Round 1 is not paired while the partner has not joined.
  await openManageTab(page, "Rounds");
  await page.waitForURL(/\/manage\/rounds$/);
  const pair = page.getByTestId("pair-next");
  await pair.getByRole("button", { name: "Pair round 1" }).click();
  await expect(pair.getByRole("alert")).toContainText("Team Ghost Crew is still waiting for a partner to join");

  // The captain hands over the join link; the partner signs up with another address (never verified) and joins.
  const pending = panel.getByTestId("partner-pending");
  await pending.getByRole("button", { name: "Get a join link for your partner" }).click();
  const link = await pending.getByRole("textbox", { name: "Invitation link" }).inputValue();
  expect(link).toMatch(/\/join\/hn_team_/);
  const partner = await phone(browser, baseURL!);
  await signUpInBrowser(partner, "Kanan Jarrus");
  await partner.goto(link);
  await partner.getByTestId("join-team").getByRole("button", { name: "Join Ghost Crew as Kanan Jarrus" }).click();
  await partner.waitForURL(eventUrl);
  await expect(partner.getByTestId("team-registration-panel").getByTestId("my-team")).toHaveText("You play on team Ghost Crew.");
  // The link worked once.
  await partner.goto(link);
  await expect(partner.getByRole("alert").filter({ hasText: "not valid" })).toContainText("already been used");

  // Now round 1 pairs both teams.
  await page.reload();
  await page.getByTestId("pair-next").getByRole("button", { name: "Pair round 1" }).click();
  await expect(page.getByRole("heading", { name: /^Swiss round 1 of/ })).toBeVisible();
  await expect(page.getByTestId("console-matches")).toContainText("Ghost Crew");
});
