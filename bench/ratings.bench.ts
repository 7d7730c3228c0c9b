/**
 * Player ratings (issue 24):
 * - the engine rating one completed 1,000-player, 9-round event (target ≤ 100 ms);
 * - the service re-rating from a correction in the first of 1,000 rated events of 64 players
 *   (~190,000 rated matches) through the database (embedded PGlite, or PostgreSQL when
 *   DATABASE_URL is set): collect, rate, append the ledger's runs, flip (target ≤ 5 s), and the
 *   longest the event loop was held meanwhile (target: no request waits > 100 ms behind it).
 * Run: `npx tsx bench/run.ts ratings` (RATING_BENCH_EVENTS=100 for a quick run).
 */
import { performance } from "node:perf_hooks";
import { createRng } from "../lib/tournament/rng";
import { matchScore, RATING_DEFAULTS, rateEvent, type RatedEvent, type RatedMatch } from "../lib/tournament/ratings";
import { FFG_SWISS_FORMAT } from "../lib/tournament/format/presets";

const ms = (x: number) => x.toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function bigEvent(players: number, rounds: number): RatedEvent {
  const rng = createRng("bench", "ratings");
  const ids = Array.from({ length: players }, (_, i) => `p${i}`);
  const outcomes = [{ games: ["A", "A"] }, { games: ["A", "B"] }, { games: ["B", "B"] }, { games: ["A", "draw"] }] as const;
  const matches: RatedMatch[] = [];
  for (let r = 1; r <= rounds; r++) {
    const order = rng.shuffle(ids);
    for (let i = 0; i + 1 < order.length; i += 2) {
      const score = matchScore(FFG_SWISS_FORMAT, rng.pick(outcomes));
      if (score !== null) matches.push({ matchId: `r${r}t${i}`, round: r, a: [order[i]!], b: [order[i + 1]!], score });
    }
  }
  return { eventId: "big", game: "ffg-swtcg", k: 16, matches };
}

/**
 * The longest the event loop was late for a 5 ms timer while `work` ran, and the longest a small
 * query (a request's read) waited meanwhile, one every 20 ms.
 */
async function loopHeld<T>(work: () => Promise<T>, query: () => Promise<unknown>): Promise<{ value: T; maxLateMs: number; maxQueryMs: number }> {
  let maxLate = 0;
  let maxQuery = 0;
  let done = false;
  const asking = (async () => {
    while (!done) {
      const t = performance.now();
      await query();
      maxQuery = Math.max(maxQuery, performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  let expected = performance.now() + 5;
  const timer = setInterval(() => {
    const now = performance.now();
    maxLate = Math.max(maxLate, now - expected);
    expected = now + 5;
  }, 5);
  try {
    const value = await work();
    return { value, maxLateMs: maxLate, maxQueryMs: maxQuery };
  } finally {
    done = true;
    clearInterval(timer);
    await asking;
  }
}

export async function run() {
  // ——— The engine ———
  const event = bigEvent(1_000, 9);
  const states = new Map<string, { rating: number; matches: number }>();
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    rateEvent(event, states, RATING_DEFAULTS);
    times.push(performance.now() - t);
  }
  console.log(`engine: rate a 1,000-player 9-round event (${event.matches.length} matches): median ${ms(median(times))} ms, first ${ms(times[0]!)} ms (target ≤ 100 ms)`);

  // ——— The service ———
  if (!process.env.DATABASE_URL) process.env.HOLONET_DATA_DIR ??= "memory://";
  const { getDb } = await import("../lib/db");
  const { seedCompletedEvents, seedProfiles, enqueueCompleted } = await import("../tests/server/rating-events");
  const { runRatingJobs, setRatingAutoRun } = await import("../lib/server/ratings/worker");
  const { enqueueIfRated } = await import("../lib/server/ratings/enqueue");
  setRatingAutoRun(false);
  const db = await getDb();
  const EVENTS = Number(process.env.RATING_BENCH_EVENTS ?? 1_000);
  // A request's small read, as the pages make while a re-rating runs.
  const probe = () => db.event.findFirst({ select: { id: true, version: true } });

  let t = performance.now();
  const profiles = await seedProfiles(4_000, "Bench");
  const ids = await seedCompletedEvents({ events: EVENTS, players: 64, rounds: 6, profiles, seed: 99, typed: 4 });
  console.log(`seed ${EVENTS} events of 64 players, 6 rounds: ${ms(performance.now() - t)} ms`);

  await enqueueCompleted(ids);
  t = performance.now();
  const first = await loopHeld(() => runRatingJobs(), probe);
  const pass0 = first.value[0]!;
  console.log(`rate all ${EVENTS} events at once: ${ms(performance.now() - t)} ms (${pass0.linesWritten} ledger lines), event loop held ≤ ${ms(first.maxLateMs)} ms, a read waited ≤ ${ms(first.maxQueryMs)} ms`);

  // A judge corrects a result of the first event: it and every later event re-rate.
  const match = await db.match.findFirstOrThrow({ where: { eventId: ids[0]! }, orderBy: { table: "asc" } });
  await db.match.update({ where: { id: match.id }, data: { result: { games: [{ result: "B" }, { result: "B" }] } } });
  await db.$transaction((tx) => enqueueIfRated(tx, [ids[0]!], "corrected"));
  t = performance.now();
  const again = await loopHeld(() => runRatingJobs(), probe);
  const pass = again.value[0]!;
  console.log(
    `re-rate from a correction in the first of ${EVENTS} events: ${ms(performance.now() - t)} ms (${pass.eventsRated} events rated, ${pass.eventsWritten} written, ${pass.linesWritten} lines; target ≤ 5,000 ms), event loop held ≤ ${ms(again.maxLateMs)} ms, a read waited ≤ ${ms(again.maxQueryMs)} ms (target ≤ 100 ms); ${JSON.stringify(Object.fromEntries(Object.entries(pass.ms).map(([k, v]) => [k, Math.round(v)])))}`,
  );
}
