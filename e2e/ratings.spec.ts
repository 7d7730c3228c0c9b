/**
 * Ratings on a phone (issue 24): from the site's footer to a game's rating list, its search and
 * its inactive players; then a player opens their profile after a rated event and reads why their
 * rating changed, a corrected result's earlier rating included.
 *
 * The ledger rows are the rating worker's to write; here they are seeded in SQL as it would leave
 * them (a completed run superseded by a correction), which needs PostgreSQL (DATABASE_URL): the
 * embedded database belongs to the server's process alone. Without it the spec checks the pages
 * of a player with no rated event.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { uniqueEmail } from "./helpers";

const PASSWORD = "a long enough password";
const GAME = "ffg-swtcg";

async function account(request: APIRequestContext, name: string) {
  const res = await request.post("/api/v1/auth/signup", { data: { email: uniqueEmail("ratings"), password: PASSWORD, name } });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get("/api/v1/players/me", { headers })).json()) as { id: string };
  return { headers, profileId: profile.id };
}

/** Kyle's 8-player event, rated, then re-rated after a corrected result: he lost round 1 to Mara, then beat Jan. */
async function seedRatedEvent(databaseUrl: string, eventId: string, kyle: string, mara: string, tag: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const first = `run1${tag}`;
    const second = `run2${tag}`;
    const jan = `entry:jan${tag}`;
    await client.query(`INSERT INTO "RatingRun" (id, game, reason, "eventId", "fromPosition", "createdAt") VALUES ($1, $3, 'completed', $4, $5, now() - interval '1 hour'), ($2, $3, 'corrected', $4, $5, now())`, [
      first,
      second,
      GAME,
      eventId,
      1_000_000 + Math.floor(Math.random() * 1_000_000_000),
    ]);
    // The ledger's entries (lib/server/ratings/ledger.ts): a person's lines of the event, as JSON
    // [matchId, round, opponents, ratingBefore, opponentRating, expected, k, provisional, score, change, ratingAfter].
    const entry = `INSERT INTO "RatingEntry" ("runId", game, "eventId", "ratedId", matches, "ratingAfter", change, lines) VALUES ($1, '${GAME}', $2, $3, 2, $4, $5, $6)`;
    const lines = (r1: [number, number, number], r2: [number, number, number]) =>
      JSON.stringify([
        [`m1${tag}`, 1, [mara], 1500, 1500, 0.5, 32, true, ...r1],
        [`m2${tag}`, 2, [jan], 1500, 1500, 0.5, 32, true, ...r2],
      ]);
    await client.query(entry, [first, eventId, kyle, 1532, 32, lines([1, 16, 1516], [1, 16, 1532])]);
    await client.query(entry, [second, eventId, kyle, 1500, 0, lines([0, -16, 1484], [1, 16, 1500])]);
    const position = (await client.query<{ p: number }>(`SELECT "fromPosition" AS p FROM "RatingRun" WHERE id = $1`, [first])).rows[0]!.p;
    await client.query(`INSERT INTO "RatedEvent" ("eventId", game, position, k, entrants, "runId") VALUES ($1, $2, $3, 16, 8, $4)`, [eventId, GAME, position, second]);
    await client.query(
      `INSERT INTO "PlayerRating" (game, "ratedId", name, rating, matches, provisional, "lastEventId", "lastRatedAt")
       VALUES ($1, $2, $5, 1500, 2, true, $4, now()), ($1, $3, $6, 1516, 1, true, $4, now())`,
      [GAME, kyle, mara, eventId, `Kyle ${tag}`, `Mara ${tag}`],
    );
  } finally {
    await client.end();
  }
}

test("a player on a phone finds the rating list and reads why their rating changed", async ({ page, request }) => {
  const tag = randomUUID().slice(0, 6);
  const org = await account(request, "Orla Organizer");
  const kyle = await account(request, `Kyle ${tag}`);
  const mara = await account(request, `Mara ${tag}`);
  const created = await request.post("/api/v1/events", { headers: org.headers, data: { name: `Rated Open ${tag}`, structure: "basic", tier: "relaxed" } });
  const eventId = ((await created.json()) as { id: string }).id;
  const seeded = Boolean(process.env.DATABASE_URL);
  if (seeded) await seedRatedEvent(process.env.DATABASE_URL!, eventId, kyle.profileId, mara.profileId, tag);

  // The footer names the rating lists on every page; each game has one.
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Player ratings" }).click();
  await expect(page.getByRole("heading", { name: "Player ratings" })).toBeVisible();
  await page.getByRole("link", { name: /Star Wars: The Card Game \(FFG\)/ }).click();
  await expect(page).toHaveURL(/\/ratings\/ffg-swtcg$/);
  await page.getByRole("searchbox", { name: "Find a player by name" }).fill(`kyle ${tag}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=kyle`));
  if (seeded) {
    const row = page.getByTestId("rating-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Kyle ${tag}`);
    await expect(row).toContainText("1500");
    await expect(row).toContainText(`Rated Open ${tag}`);
  } else {
    await expect(page.getByRole("status").filter({ hasText: "none" })).toBeVisible();
  }
  await page.getByTestId("inactive-link").click();
  await expect(page).toHaveURL(/inactive=1/);
  await expect(page.getByText("Inactive players, listed apart and not ranked")).toBeVisible();

  // Kyle's profile: his rating with its course, and the way to every rated match.
  await page.goto(`/players/${kyle.profileId}`);
  if (!seeded) {
    await expect(page.getByTestId("profile-ratings")).toHaveCount(0);
    return;
  }
  const rating = page.getByTestId("game-rating");
  await expect(rating.getByTestId("rating")).toHaveText("1500");
  await expect(rating.getByText("Provisional")).toBeVisible();
  await expect(rating.getByTestId("rating-sparkline")).toBeVisible();
  await expect(rating).toContainText(`Rated Open ${tag}`);
  await rating.getByTestId("rating-ledger-link").click();

  // Why: round 1 lost to Mara (expected ½, K 32 while provisional) −16.0, round 2 won +16.0.
  const ledger = page.getByTestId("ledger-event");
  await expect(ledger).toContainText("Rated: a result was corrected");
  const lines = ledger.getByTestId("ledger-current").getByTestId("ledger-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText(`vs Mara ${tag}`);
  await expect(lines.first()).toContainText("expected 0.50 · K 32");
  await expect(lines.first().getByTestId("ledger-change")).toHaveText("−16.0");
  await expect(lines.nth(1).getByTestId("ledger-change")).toHaveText("+16.0");
  // The rating as first computed, before the correction, stays readable.
  await ledger.getByTestId("ledger-history").getByText("Earlier rating of this event (1)").click();
  await expect(ledger.getByTestId("ledger-history")).toContainText("The event completed");
  await expect(ledger.getByTestId("ledger-history").getByTestId("ledger-change").first()).toHaveText("+16.0");
  await page.getByRole("link", { name: `Mara ${tag}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`/players/${mara.profileId}$`));
});
