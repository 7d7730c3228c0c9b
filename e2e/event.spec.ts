import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUpInBrowser } from "./helpers";

const PLAYERS = ["Kyle Katarn", "Jan Ors", "Mara Jade", "Corran Horn", "Tycho Celchu", "Wedge Antilles", "Mirax Terrik", "Gavin Darklighter"];

const matches = (page: Page) => page.getByTestId("console-matches").locator(":scope > li");

/** Clicks a control inside the i-th match and waits until that match shows a saved result. */
async function save(page: Page, i: number, click: (li: Locator) => Promise<void>) {
  const li = matches(page).nth(i);
  await click(li);
  await expect(matches(page).nth(i).getByTestId("saved-result")).toBeVisible();
}

test("an 8-player event from registration to champion, in the browser", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signUpInBrowser(page, "Olga Organa");

  // Setup: custom structure, 3 Swiss rounds and a top 4 cut.
  await page.goto("/events/new");
  await page.getByLabel("Event name").fill("Holonet Open");
  await page.getByText("Custom", { exact: true }).click();
  await page.getByLabel("Swiss rounds", { exact: true }).fill("3");
  await page.getByLabel("Cut", { exact: true }).selectOption("4");
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/manage$/);
  const eventUrl = page.url().replace(/\/manage$/, "");
  await page.getByLabel("Paste a list").fill(PLAYERS.join("\n"));
  await page.getByRole("button", { name: "Add all" }).click();
  await expect(page.getByText("8 players registered.")).toBeVisible();

  // Kyle needs the accessible table 4, every round.
  await page.getByRole("link", { name: /Kyle Katarn/ }).first().click();
  await page.getByLabel("Fixed table").fill("four");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("#fixed-table-error")).toBeVisible();
  await page.getByLabel("Fixed table").fill("4");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Always seated at table 4.")).toBeVisible();

  // Round 1.
  await page.goto(eventUrl + "/manage/rounds");
  await page.getByTestId("pair-next").getByRole("button", { name: "Pair round 1" }).click();
  await expect(page.getByRole("heading", { name: "Swiss round 1 of 3" })).toBeVisible();
  await expect(matches(page)).toHaveCount(4);
  await expect(page.getByTestId("match-4")).toContainText("Kyle Katarn");
  await page.getByRole("button", { name: "Start the 70-minute clock" }).click();
  await expect(page.getByTestId("round-timer").first()).toContainText("Round in progress");

  // Players see the pairings without an account, and find themselves by name.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(eventUrl + "/pairings");
  await expect(visitor.getByTestId("pairings").locator(":scope > li")).toHaveCount(4);
  await visitor.getByPlaceholder("Find your name…").fill("mara");
  await expect(visitor.getByTestId("pairings").locator(":scope > li")).toHaveCount(1);
  await expect(visitor.getByTestId("pairings")).toContainText("Mara Jade");
  await expect(visitor.getByTestId("pairings")).toContainText(/DS first|LS first/);
  await visitor.getByPlaceholder("Find your name…").fill("");
  // A player tells this phone who they are once; their table stays on top.
  await visitor.getByLabel("Show my table first").selectOption({ label: "Mara Jade" });
  await expect(visitor.getByTestId("my-table")).toContainText(/Table \d/);
  await expect(visitor.getByTestId("my-table")).toContainText("vs ");
  await visitor.getByRole("button", { name: "By name" }).click();
  const byName = visitor.getByTestId("pairings-by-name").locator(":scope > li");
  await expect(byName).toHaveCount(8);
  await expect(byName.first()).toContainText("Corran Horn"); // alphabetical
  await visitor.goto(eventUrl + "/poster");
  await expect(visitor.getByTestId("poster-url")).toHaveText(/\/pairings$/);
  await expect(visitor.getByRole("img", { name: /QR code/ }).locator("svg")).toBeVisible();
  await visitor.goto(eventUrl + "/clock");
  await expect(visitor.getByTestId("round-timer")).toContainText("Round in progress");

  // A player watching the pairings sees the result appear without reloading (live updates).
  await visitor.goto(eventUrl + "/pairings");
  await expect(visitor.getByTestId("pairings").locator(":scope > li").first()).not.toContainText("6–0");
  await save(page, 0, (li) => li.locator('button[name=preset][value="AA"]').click()); // 6–0
  await expect(visitor.getByTestId("pairings").locator(":scope > li").first()).toContainText("6–0");
  await save(page, 1, (li) => li.locator('button[name=preset][value="AB"]').click()); // 3–3
  await save(page, 2, async (li) => {
    await li.getByText("Draw or unplayed game…").click();
    await li.locator('select[name="game1"]').selectOption("draw");
    await li.locator('select[name="game2"]').selectOption("unplayed");
    await li.getByRole("button", { name: "Save games" }).click();
  });
  await expect(matches(page).nth(2).getByTestId("saved-result")).toContainText("1–1");

  // With a result missing there is nothing to pair yet: the round says which table.
  await expect(page.getByTestId("pair-next")).toHaveCount(0);
  await expect(page.getByTestId("round-state")).toHaveText("1 result missing: table 4");
  await save(page, 3, (li) => li.locator('button[name=preset][value="split"]').click());
  await expect(matches(page).nth(3).getByTestId("saved-result")).toContainText(/ 3–3 .+ \(split\)$/);

  // A player drops after round 1: seven remain, so round 2 has a bye.
  const dropRow = page.locator("li", { hasText: "Gavin Darklighter" }).filter({ has: page.getByRole("button", { name: "Drop" }) });
  // Drop asks first: dismissing changes nothing, accepting drops.
  page.once("dialog", (d) => void d.dismiss());
  await dropRow.getByRole("button", { name: "Drop" }).click();
  await expect(dropRow.getByRole("button", { name: "Drop" })).toBeVisible();
  await expect(page.getByText("Player dropped.")).toHaveCount(0);
  page.once("dialog", (d) => {
    expect(d.message()).toContain("Drop Gavin Darklighter?");
    void d.accept();
  });
  await dropRow.getByRole("button", { name: "Drop" }).click();
  await expect(page.getByText("Player dropped.")).toBeVisible();

  for (const round of [2, 3]) {
    if (round === 3) {
      // A late entry before round 3: an unpaired loss for rounds 1 and 2, then eight players again.
      await page.getByLabel("Player name").fill("Kir Kanos");
      await page.getByRole("button", { name: "Add player" }).click();
      await expect(page.getByText("Kir Kanos is registered.")).toBeVisible();
    }
    await page.getByTestId("pair-next").getByRole("button", { name: "Pair next round" }).click();
    await expect(page.getByRole("heading", { name: `Swiss round ${round} of 3` })).toBeVisible();
    await expect(matches(page)).toHaveCount(4);
    if (round === 2) await expect(page.getByTestId("console-matches")).toContainText("— bye");
    else await expect(page.getByTestId("console-matches")).not.toContainText("— bye");
    const count = await matches(page).count();
    for (let i = 0; i < count; i++) {
      if ((await matches(page).nth(i).locator('button[name=preset][value="AA"]').count()) === 0) continue; // the bye
      await save(page, i, (li) => li.locator('button[name=preset][value="AA"]').click());
    }
  }

  // An earlier round's pairings show the points players had when it was paired: 0 in round 1.
  await visitor.goto(eventUrl + "/pairings?round=1");
  const round1Points = await visitor.getByTestId("pairings").getByText(/\bpts?\b/).allTextContents();
  expect(round1Points.length).toBeGreaterThan(0);
  expect(new Set(round1Points)).toEqual(new Set(["0 pts"]));

  // Standings: everyone listed, the dropped player marked, SoS and ESoS to 4 decimals.
  await visitor.goto(eventUrl + "/standings");
  const rows = visitor.getByTestId("standings").locator("tbody tr");
  await expect(rows).toHaveCount(9);
  await expect(visitor.getByTestId("standings").locator("tr", { hasText: "Kir Kanos" })).toHaveCount(1);
  await expect(visitor.getByTestId("standings").locator("tr", { hasText: "Gavin Darklighter" })).toContainText("dropped");
  await expect(rows.first().locator("td").nth(3)).toHaveText(/^\d\.\d{4}$/);
  // Each row shows the games won–lost–drawn and rounds played, and a row tied on points with
  // the one above says which tiebreaker put it below.
  for (const record of await visitor.getByTestId("record").allTextContents()) expect(record).toMatch(/^\d+–\d+–\d+ · \d+ rounds?$/);
  const table = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({ points: tr.querySelectorAll("td")[2]!.textContent, note: tr.querySelector("[data-testid=tiebreak-note]")?.textContent ?? null })),
  );
  for (let i = 1; i < table.length; i++) {
    if (table[i]!.points === table[i - 1]!.points) expect(table[i]!.note).toMatch(new RegExp(`^Tied with #${i} on points`));
    else expect(table[i]!.note).toBeNull();
  }
  const csv = await visitor.request.get(eventUrl + "/standings.csv");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe("rank,name,points,sos,esos,rounds_played,games_won,games_lost,games_drawn,status");
  expect(lines).toHaveLength(10);
  expect(lines.find((l) => l.includes("Gavin Darklighter"))).toMatch(/,dropped$/);

  // The cut.
  await expect(page.getByTestId("cut-preview").locator("li")).toHaveCount(4);
  await page.getByTestId("make-cut").getByRole("button").click();
  await expect(page.getByTestId("pair-next").getByRole("button", { name: "Open next elimination round" })).toBeVisible();

  // Elimination round 1: the higher seed chooses a side, then one game each.
  await page.getByTestId("pair-next").getByRole("button").click();
  await expect(page.getByRole("heading", { name: "Top 4 · round 1" })).toBeVisible();
  // A player outside the cut sees their place instead of "Not paired this round".
  await visitor.goto(eventUrl + "/standings");
  const fifth = (await visitor.getByTestId("standings-row").nth(4).locator("td").nth(1).locator("span").first().textContent())!.trim();
  await visitor.goto(eventUrl + "/pairings");
  await visitor.getByRole("button", { name: "Not you?" }).click();
  await visitor.getByLabel("Show my table first").selectOption({ label: fifth });
  await expect(visitor.getByTestId("my-standing")).toHaveText("5th after Swiss: the top 4 play on.");
  await expect(matches(page)).toHaveCount(2);
  for (let i = 0; i < 2; i++) {
    await matches(page).nth(i).getByRole("button", { name: /plays dark side/ }).click();
    await expect(matches(page).nth(i).getByRole("button", { name: /wins$/ }).first()).toBeVisible();
  }
  for (let i = 0; i < 2; i++) await save(page, i, (li) => li.getByRole("button", { name: /wins$/ }).first().click());

  // Round 2 (M3, M4): sides come from the deck-choice rules.
  await page.getByTestId("pair-next").getByRole("button").click();
  await expect(page.getByRole("heading", { name: "Top 4 · round 2" })).toBeVisible();
  for (let i = 0; i < 2; i++) await save(page, i, (li) => li.getByRole("button", { name: /wins$/ }).first().click());

  // Round 3 (M5) reaches time: the calculator decides.
  await page.getByTestId("pair-next").getByRole("button").click();
  await expect(page.getByRole("heading", { name: "Top 4 · lower bracket round 3" })).toBeVisible();
  await save(page, 0, async (li) => {
    await li.getByText("The game reached time…").click();
    await li.locator('input[name="lsVictoryPileObjectives"]').fill("2");
    await li.locator('input[name="damageOnDsObjectives"]').fill("7");
    await li.locator('input[name="deathStarDial"]').fill("9");
    await li.locator('input[name="damageOnLsObjectives"]').fill("4");
    await li.locator('input[name="balanceOfTheForce"][value="ds"]').check();
    // The regulations' example: light side 2×40 + 7 = 87, dark side 80 + 4 + 0.5 = 84.5.
    await expect(li.getByTestId("timeout-preview")).toContainText("Light side 87 – dark side 84.5");
    await li.getByRole("button", { name: "Save the timed-out result" }).click();
  });
  await expect(matches(page).nth(0).getByTestId("saved-result")).toContainText("on time");

  // The final (M6): the lower-bracket finalist (seat B) wins, so a second final is needed.
  await page.getByTestId("pair-next").getByRole("button").click();
  await expect(page.getByRole("heading", { level: 2, name: "Final", exact: true })).toBeVisible();
  await save(page, 0, (li) => li.getByRole("button", { name: /wins$/ }).nth(1).click());
  await page.getByTestId("pair-next").getByRole("button").click();
  await expect(page.getByRole("heading", { level: 2, name: "Second final", exact: true })).toBeVisible();
  await expect(matches(page).first()).toContainText("M7");
  await save(page, 0, (li) => li.getByRole("button", { name: /wins$/ }).first().click());

  // Complete: final placements on the public bracket.
  await visitor.goto(eventUrl + "/bracket");
  const placements = visitor.getByTestId("placements").locator("li");
  await expect(placements).toHaveCount(4);
  await expect(placements.first()).toContainText("1st");
  await expect(visitor.getByTestId("bracket-M7")).toBeVisible();
  const champion = (await placements.first().textContent())!.replace(/^.*1st\s*/, "").trim();
  await visitor.goto(eventUrl);
  await expect(visitor.getByText("Complete")).toBeVisible();
  // The event page names the champion and the placements; no stale "Round 5 pairings" button.
  await expect(visitor.getByTestId("final-results")).toContainText("Champion");
  await expect(visitor.getByTestId("final-results")).toContainText(champion.split(/\s+/)[0]!);
  await expect(visitor.getByRole("link", { name: /Round \d+ pairings/ })).toHaveCount(0);
  // The hall clock says it is over instead of "Timer not started".
  await visitor.goto(eventUrl + "/clock");
  await expect(visitor.getByTestId("clock-finished")).toContainText("The event is complete");
  await expect(visitor.getByText("Timer not started")).toHaveCount(0);
  // The console: no clock, drops or late entry once the event is over; the organizer may still
  // correct the final's result (the result form stays, saying so).
  await page.reload();
  await expect(page.getByTestId("round-closed")).toContainText("The event is complete. As its organizer you can still correct a result");
  // The recorded final is one line; "edit" opens its form.
  await matches(page).first().getByText("edit", { exact: true }).click();
  await expect(page.getByRole("button", { name: /wins$/ }).first()).toBeVisible();
  await expect(page.getByRole("group", { name: "Round timer" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Drops and disqualifications" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Late entry" })).toHaveCount(0);
});
