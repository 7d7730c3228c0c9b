/**
 * The judges' library from the judge pages (issue 13): one event per game (set up through the
 * API), and from each event's rounds console or judge queue a judge searches the event's documents
 * for a distinctive rule of that game's seed document — FFG regulations, SWG rulebook, SWCCG 2-on-2
 * rulings, Young Jedi VCS1 rules updates, WotC errata and rulings. Each search finds a hit with
 * the words marked that links to the right document and section, and following it lands there.
 * A rule of another game is not in the event's documents; the "whole library" link finds it.
 * The organizer uploads a Markdown rulings sheet, and the judge page finds a ruling in it.
 */
import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail } from "./helpers";

const PASSWORD = "a long e2e password";

interface Case {
  game: string;
  event: Record<string, unknown>;
  /** The judge page the search starts from. */
  from: "rounds" | "judge";
  query: string;
  slug: string;
  anchor: string;
  /** Words the hit must mark. */
  marked: RegExp;
}

const CASES: Case[] = [
  {
    game: "FFG SW:TCG",
    event: { structure: "custom", tier: "relaxed", swissRounds: 2, cutSize: 0 },
    from: "rounds",
    query: "intentional round split",
    slug: "ffg-swtcg-tournament-regulations-v3-1",
    anchor: "intentional-round-split",
    marked: /^(intentional|round|split)/i,
  },
  {
    game: "SWG TCG",
    event: { preset: "swg-swiss" },
    from: "judge",
    query: "Sprint Leaderboard",
    slug: "swg-tcg-rulebook",
    anchor: "sprint-tournaments",
    marked: /^(sprint|leaderboard)/i,
  },
  {
    game: "SWCCG",
    event: { preset: "generic-swiss", presetOptions: { game: "swccg" } },
    from: "judge",
    query: "Death Star 2 locations",
    slug: "swccg-2v2-team-tournament-rules",
    anchor: "7.7",
    marked: /^(death|star|2|location)/i,
  },
  {
    game: "Young Jedi",
    event: { preset: "generic-swiss", presetOptions: { game: "young-jedi" } },
    from: "rounds",
    query: "deck construction dot",
    slug: "young-jedi-vcs1-rules-updates",
    anchor: "deck-construction",
    marked: /^(deck|construction|dot)/i,
  },
  {
    game: "WotC SW TCG",
    event: { preset: "generic-swiss", presetOptions: { game: "wotc-swtcg" } },
    from: "judge",
    query: "held triggered abilities",
    slug: "swtcg-errata-rulings-2002-07",
    anchor: "held-triggered-abilities",
    marked: /^"?(held|trigger|abilit)/i,
  },
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Types the query into the event's Documents card on a judge page and searches. */
async function searchFromJudgePage(page: Page, eventId: string, from: "rounds" | "judge", query: string) {
  await page.goto(`/events/${eventId}/manage/${from}`);
  const card = page.getByTestId("event-documents");
  await card.getByLabel("Search this event's rules and rulings").fill(query);
  await card.getByRole("button", { name: "Search" }).click();
  await page.waitForURL((url) => url.pathname === "/library" && url.searchParams.get("event") === eventId);
}

/** The hit linking to `path#anchor` has the words marked; following it lands on that section with the words marked. */
async function followHit(page: Page, path: string, anchor: string, marked: RegExp) {
  const hit = page.getByTestId("library-hits").locator(`a[href^="${path}?q="][href$="#${encodeURIComponent(anchor)}"]`).first();
  await expect(hit).toBeVisible();
  const marks = await hit.locator("mark").allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  expect(marks.every((m) => marked.test(m.trim()))).toBe(true);
  await hit.click();
  await page.waitForURL(new RegExp(`${escapeRe(path)}\\?q=[^#]+#${escapeRe(encodeURIComponent(anchor))}$`));
  const target = page.locator(`[id="${anchor}"]`);
  await expect(target).toBeInViewport();
  // A numbered ruling is its own block; a heading's text is the section it labels.
  const section = page.locator(`div[id="${anchor}"], section[aria-labelledby="${anchor}"]`).first();
  await expect(section.locator("mark").first()).toBeVisible();
  for (const m of await section.locator("mark").allTextContents()) expect(m.trim()).toMatch(marked);
}

test("the library's search finds a rule in each seed document from the judge pages", async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("library-org");
  const signup = await request.post("/api/v1/auth/signup", { data: { email, password: PASSWORD, name: "Lore Judge" } });
  expect(signup.status()).toBe(201);
  const headers = { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
  const events = new Map<string, string>();
  for (const c of CASES) {
    const created = await request.post("/api/v1/events", { headers, data: { name: `Library ${c.game}`, ...c.event } });
    expect(created.status()).toBe(201);
    events.set(c.game, ((await created.json()) as { id: string }).id);
  }

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));

  // Each game's seed document, from that event's judge page.
  for (const c of CASES) {
    const eventId = events.get(c.game)!;
    await searchFromJudgePage(page, eventId, c.from, c.query);
    await expect(page.getByText("Limited to this event’s game and its uploaded rulings.")).toBeVisible();
    await followHit(page, `/library/${c.slug}`, c.anchor, c.marked);
  }

  // The errata document says it has no errata, with its date.
  await page.goto("/library/swtcg-errata-rulings-2002-07");
  await expect(page.getByTestId("library-notice")).toContainText("July 1, 2002");
  await expect(page.getByTestId("library-notice")).toContainText("There are currently no new errata");

  // A Young Jedi rule is not among the SWG event's documents; the whole library has it.
  const swg = events.get("SWG TCG")!;
  await searchFromJudgePage(page, swg, "judge", "Wild Card deck construction dot");
  await expect(page.getByRole("status")).toContainText("Nothing found");
  await page.goto(`/events/${swg}/manage/judge`);
  await page.getByTestId("event-documents").getByRole("link", { name: "The whole judges' library" }).click();
  await page.waitForURL((url) => url.pathname === "/library" && url.search === "");
  await page.getByLabel("Search every document").fill("Wild Card deck construction dot");
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/\/library\?q=/);
  await followHit(page, "/library/young-jedi-vcs1-rules-updates", "deck-construction", /^(wild|card|deck|construction|dot)/i);

  // The organizer uploads a Markdown rulings sheet (a .md file); the judge page finds its ruling.
  await page.goto(`/events/${swg}/manage/documents`);
  await page.getByLabel("Title").fill("Hall rulings");
  await page.getByLabel("File", { exact: true }).setInputFiles({
    name: "hall-rulings.md",
    mimeType: "text/markdown",
    buffer: Buffer.from(
      [
        "# Hall rulings",
        "",
        "Rulings of the head judge for this event.",
        "",
        "## Sealed play",
        "",
        "1.1 A player whose sealed deck is not valid when the build clock ends plays round 1 with the basic starter deck.",
        "",
        "1.2 Wookiee holograms printed at home are not legal proxies: a judge replaces them with a token.",
        "",
      ].join("\n"),
    ),
  });
  await page.getByRole("button", { name: "Add document" }).click();
  await expect(page.getByText("Hall rulings is added to the event's documents.")).toBeVisible();
  const sheet = page.getByTestId("event-documents").getByRole("link", { name: "Hall rulings" });
  const sheetPath = (await sheet.getAttribute("href"))!;
  expect(sheetPath).toMatch(new RegExp(`^/events/${swg}/documents/[^/?#]+$`));

  await searchFromJudgePage(page, swg, "rounds", "Wookiee holograms");
  await expect(page.getByTestId("library-hits").locator("li").first()).toContainText("Hall rulings");
  await followHit(page, sheetPath, "1.2", /^(wookiee|hologram)/i);
  await expect(page.locator(`[id="1.2"]`)).toContainText("not legal proxies");
});
