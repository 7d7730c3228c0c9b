/**
 * A 500-player regional through the application services and the database (embedded PGlite,
 * or PostgreSQL when DATABASE_URL is set): time to pair each round (load, engine, write, in one
 * transaction), to save one result, and to serve the pages' reads (a round's pairings, the
 * standings). Results are written in bulk between rounds, except a timed sample through the
 * service. "first" is the first read after a change (the state is reloaded); "cached" is every
 * read after it until the next change.
 */
import { performance } from "node:perf_hooks";

const PLAYERS = 500;
const SAMPLE_RESULTS = 40;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number) => x.toFixed(1);

export async function run() {
  if (!process.env.DATABASE_URL) process.env.HOLONET_DATA_DIR = "memory://";
  const { getDb } = await import("../lib/db");
  const { signUp } = await import("../lib/server/accounts/accounts");
  const { createEvent } = await import("../lib/server/events/events");
  const { registerPlayers } = await import("../lib/server/entrants/players");
  const { pairNextRound, getRound } = await import("../lib/server/rounds/rounds");
  const { recordResult } = await import("../lib/server/results/results");
  const { getStandings } = await import("../lib/server/standings/standings");
  const { inTransaction } = await import("../lib/server/store/event-state");
  const { bumpVersion } = await import("../lib/server/kernel/event-versions");
  const db = await getDb();

  const org = await signUp({ email: `bench-${Date.now()}@bench.local`, password: "a long bench password", name: "Bench" });
  const event = await createEvent(org, { name: "Bench Regional", structure: "advanced", tier: "relaxed", randomSeed: "bench" });
  let t = performance.now();
  await registerPlayers(org, event.id, { players: Array.from({ length: PLAYERS }, (_, i) => ({ name: `Player ${i + 1}` })) });
  console.log(`register ${PLAYERS} players in one request: ${ms(performance.now() - t)} ms`);

  const rows: Record<string, string | number>[] = [];
  for (let r = 1; ; r++) {
    t = performance.now();
    const round = await pairNextRound(org, event.id).catch((err: unknown) => {
      // The Swiss rounds are over (409); anything else is the bench's failure.
      if ((err as { code?: string }).code !== "conflict") throw err;
      return null;
    });
    const pairMs = performance.now() - t;
    if (!round) break;
    const games = [["A", "A"], ["A", "B"], ["B", "B"], ["B", "A"], ["A", "draw"]] as const;
    const played = round.matches.filter((m) => m.playerB);
    const saveTimes: number[] = [];
    for (const [i, m] of played.entries()) {
      const [g1, g2] = games[(i * 7 + r) % games.length]!;
      const result = { games: [{ result: g1 }, { result: g2 }] };
      if (i < SAMPLE_RESULTS) {
        const s = performance.now();
        await recordResult(org, event.id, m.id, result);
        saveTimes.push(performance.now() - s);
      } else {
        await db.match.update({ where: { id: m.id }, data: { result } });
      }
    }
    // The bulk writes went around the services: announce them as a change, as a service would,
    // or every process's read state (and the next pairing) would not know of them.
    await inTransaction((tx) => bumpVersion(tx, event.id));
    const reads: number[] = [];
    const standings: number[] = [];
    for (let k = 0; k < 5; k++) {
      let s = performance.now();
      await getRound(event.id, round.number);
      reads.push(performance.now() - s);
      s = performance.now();
      await getStandings(event.id);
      standings.push(performance.now() - s);
    }
    rows.push({
      round: r,
      matches: round.matches.length,
      "pair ms": ms(pairMs),
      "save result ms (median)": ms(median(saveTimes)),
      "pairings read ms (first / cached)": `${ms(reads[0]!)} / ${ms(median(reads.slice(1)))}`,
      "standings read ms (cached)": ms(median(standings)),
    });
  }
  console.table(rows);
  await db.$disconnect();
}
