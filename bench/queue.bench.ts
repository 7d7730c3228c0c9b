/**
 * An on-demand queue of cap 8 with 400 players arriving over 10 seconds, through the services
 * and the database (embedded PGlite, or PostgreSQL when DATABASE_URL is set): every join locks
 * the queue's row, and every 8th starts an event and pairs its round 1 in the same transaction.
 * Prints the events started and the join latency (p50, p95, max), firing joins apart.
 */
import { performance } from "node:perf_hooks";

const PLAYERS = 400;
const CAP = 8;
const WINDOW_MS = 10_000;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;
const ms = (x: number) => x.toFixed(1);

export async function run() {
  if (!process.env.DATABASE_URL) process.env.HOLONET_DATA_DIR = "memory://";
  const { getDb } = await import("../lib/db");
  const { signUp } = await import("../lib/server/accounts/accounts");
  const { createQueue, joinQueue } = await import("../lib/server/queues/queues");
  const db = await getDb();
  const tag = Date.now();
  const org = await signUp({ email: `queue-bench-${tag}@bench.local`, password: "a long bench password", name: "Queue Bench" });
  const queue = await createQueue(org, { name: "Bench queue", cap: CAP, template: { event: { name: "Bench Queue", preset: "swg-swiss", swissRounds: 3 }, autoPairRound1: true } });
  const players = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await signUp({ email: `queue-bench-${tag}-${i}@bench.local`, password: "a long bench password", name: `Player ${i + 1}` }));

  const waits: number[] = [];
  const fires: number[] = [];
  const start = performance.now();
  await Promise.all(
    players.map(async (p, i) => {
      await new Promise((r) => setTimeout(r, (i * WINDOW_MS) / PLAYERS));
      const t = performance.now();
      const res = await joinQueue(p, queue.id);
      (res.status === "started" ? fires : waits).push(performance.now() - t);
    }),
  );
  const all = [...waits, ...fires];
  const events = await db.event.count({ where: { queueId: queue.id } });
  console.log(`${PLAYERS} joins over ${WINDOW_MS / 1000} s at cap ${CAP}: ${events} events started, done in ${ms((performance.now() - start) / 1000)} s`);
  console.table([
    { joins: "all", n: all.length, p50: ms(pct(all, 50)), p95: ms(pct(all, 95)), max: ms(Math.max(...all)) },
    { joins: "waiting", n: waits.length, p50: ms(pct(waits, 50)), p95: ms(pct(waits, 95)), max: ms(Math.max(...waits)) },
    { joins: "starting an event", n: fires.length, p50: ms(pct(fires, 50)), p95: ms(pct(fires, 95)), max: ms(Math.max(...fires)) },
  ]);
}
