/**
 * The rating list at 100,000 rated players (issue 24: ≤ 50 ms server time), through the service
 * and the database (embedded PGlite, or PostgreSQL when DATABASE_URL is set). Seeds 100,000
 * profiles with a rating each in one game (1 in 200 hidden, 1 in 5 inactive) straight in SQL,
 * then times `ratingList`: the first page, a middle and the last page, searches (a common and
 * a rare part of a name) and the inactive list. Medians of warm runs.
 */
import { performance } from "node:perf_hooks";

const PLAYERS = Number(process.env.BENCH_RATED_PLAYERS ?? 100_000);
const RUNS = 15;
const GAME = "swg-tcg";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number) => x.toFixed(1);

export async function run() {
  if (!process.env.DATABASE_URL) process.env.HOLONET_DATA_DIR = "memory://";
  const { getDb } = await import("../lib/db");
  const { signUp } = await import("../lib/server/accounts/accounts");
  const { createEvent } = await import("../lib/server/events/events");
  const { ratingList } = await import("../lib/server/ratings/read");
  const db = await getDb();

  const org = await signUp({ email: `bench-ratings-${Date.now()}@bench.local`, password: "a long bench password", name: "Bench" });
  const events = [];
  for (let i = 0; i < 20; i++) events.push((await createEvent(org, { name: `Rated Open ${i + 1}`, structure: "basic", tier: "relaxed" })).id);
  const tag = `b${Date.now().toString(36)}`;
  let t = performance.now();
  await db.$executeRawUnsafe(`
    INSERT INTO "PlayerProfile" (id, "displayName", public)
    SELECT '${tag}' || i, 'Player ' || (ARRAY['Kyle','Mara','Jan','Corran','Mirax','Wedge','Talon','Tycho'])[1 + i % 8] || ' ' || md5(i::text), i % 200 <> 0
    FROM generate_series(1, ${PLAYERS}) i`);
  await db.$executeRawUnsafe(
    `INSERT INTO "PlayerRating" (game, "ratedId", name, rating, matches, provisional, "lastEventId", "lastRatedAt")
     SELECT $1, '${tag}' || i, 'Player ' || (ARRAY['Kyle','Mara','Jan','Corran','Mirax','Wedge','Talon','Tycho'])[1 + i % 8] || ' ' || md5(i::text),
            1500 + 300 * sin(i * 12.9898) * cos(i * 78.233), (i % 60), (i % 60) < 25,
            ($2::text[])[1 + i % 20], now() - (CASE WHEN i % 5 = 0 THEN 400 ELSE i % 300 END) * interval '1 day'
     FROM generate_series(1, ${PLAYERS}) i`,
    GAME,
    events,
  );
  await db.$executeRawUnsafe(`ANALYZE "PlayerRating"`);
  await db.$executeRawUnsafe(`ANALYZE "PlayerProfile"`);
  console.log(`seed ${PLAYERS} rated players: ${ms(performance.now() - t)} ms`);

  const { gameRatings, listState } = await import("../lib/server/ratings/list-cache");
  t = performance.now();
  await db.ratingRun.create({ data: { game: GAME, reason: "imported", fromPosition: 1 } }); // a new version: reload
  await gameRatings(GAME, (await listState(GAME)).version);
  console.log(`load the game's ${PLAYERS} ratings into the list's memory (once per rating run): ${ms(performance.now() - t)} ms`);
  const cases: [string, Record<string, string>][] = [
    ["first page", {}],
    ["page 1,000 (rows 49,951–50,000)", { page: "1000" }],
    ["last page", { page: String(Math.ceil((PLAYERS * 0.8) / 50)) }],
    ["search, common (\"kyle\")", { q: "kyle" }],
    ["search, common, page 100", { q: "kyle", page: "100" }],
    ["search, rare (an md5 fragment)", { q: "ab12c" }],
    ["inactive list", { inactive: "1" }],
    ["inactive list, page 200", { inactive: "1", page: "200" }],
  ];
  const rows: Record<string, string | number>[] = [];
  for (const [name, query] of cases) {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      t = performance.now();
      const list = await ratingList(GAME, query);
      times.push(performance.now() - t);
      count = list.rows.length;
    }
    rows.push({ case: name, rows: count, "first ms": ms(times[0]!), "median ms": ms(median(times.slice(1))), "max ms": ms(Math.max(...times.slice(1))) });
  }
  console.table(rows);
  await db.ratingRun.deleteMany({ where: { game: GAME, reason: "imported", fromPosition: 1 } });
  await db.$executeRawUnsafe(`DELETE FROM "PlayerRating" WHERE "ratedId" LIKE '${tag}%'`);
  await db.$executeRawUnsafe(`DELETE FROM "PlayerProfile" WHERE id LIKE '${tag}%'`);
  await db.$disconnect();
}
