/**
 * Several processes started at once on one PostgreSQL each migrate on start. Prisma's schema
 * engine takes its own advisory lock but gives up after 10 seconds, which a fresh database's
 * first migration can outlast; the process that gave up then had no database at all. Here the
 * processes queue on Holonet's own advisory lock, without a time limit (a lock whose session
 * dies is released by PostgreSQL), so the engine runs in one process at a time and the later ones
 * find the migrations applied and go on. A failure anyway (the database not up yet, another tool
 * migrating) is tried again, with a growing pause, until `retryForMs` has passed.
 *
 * On PostgreSQL each attempt migrates on connections of its own whose lock waits end at
 * `lock_timeout` (9 s), before the engine's 10-second limit: a wait the engine gives up on would
 * otherwise stay queued on a pooled connection, take the engine's lock when it frees and hold it
 * for good, so that no later attempt — of any process — could get it.
 */
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { DatabaseTarget } from "./adapter";
import { applyMigrations } from "./migrate";

/** The advisory lock key Holonet's processes queue on (not the engine's own, 72707369). */
export const MIGRATION_LOCK = "holonet.migrations";
const POLL_MS = 250;
const SAY_WAITING_EVERY_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` holding the migration lock (PostgreSQL); the embedded database has one process anyway. */
export async function withMigrationLock<T>(target: DatabaseTarget, fn: () => Promise<T>, log: (line: string) => void = () => {}): Promise<T> {
  if (target.kind !== "postgres") return fn();
  const { Client } = (await import("pg")).default;
  const client = new Client({ connectionString: target.url });
  client.on("error", () => {}); // a dropped session releases the lock; the query in flight fails
  await client.connect();
  try {
    const started = Date.now();
    let said = started;
    // Polled, not a blocking pg_advisory_lock: it can say that it waits, and never hangs a statement.
    while (!(await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtext($1)) AS locked", [MIGRATION_LOCK])).rows[0]!.locked) {
      if (Date.now() - said >= SAY_WAITING_EVERY_MS) {
        said = Date.now();
        log(`waiting ${Math.round((said - started) / 1000)} s for another process's migrations`);
      }
      await sleep(POLL_MS);
    }
    return await fn();
  } finally {
    await client.end().catch(() => {}); // ends the session: the lock goes with it
  }
}

/** Connections for one attempt (PostgreSQL); the embedded database's own adapter otherwise. */
async function attemptFactory(target: DatabaseTarget, embedded: SqlMigrationAwareDriverAdapterFactory | undefined): Promise<SqlMigrationAwareDriverAdapterFactory> {
  if (target.kind !== "postgres") {
    if (!embedded) throw new Error("The embedded database migrates through its own adapter: pass it.");
    return embedded;
  }
  const { PrismaPg } = await import("@prisma/adapter-pg");
  return new PrismaPg({ connectionString: target.url, max: 2, idleTimeoutMillis: 1000, options: `-c lock_timeout=${ENGINE_WAIT_MS}` });
}

/** Below the schema engine's 10 s advisory lock timeout (see the module's note). */
const ENGINE_WAIT_MS = 9000;

/**
 * Applies the migrations not yet applied, queued behind any other process doing the same; tries
 * again on failure until `retryForMs` is over (then throws the last error). Returns the names
 * applied. `embedded`: the embedded database's adapter (one per process; PostgreSQL needs none).
 */
export async function migrateTogether(
  target: DatabaseTarget,
  embedded?: SqlMigrationAwareDriverAdapterFactory,
  { retryForMs = 5 * 60_000, log = (line: string) => console.warn(`[db] ${line}`) }: { retryForMs?: number; log?: (line: string) => void } = {},
): Promise<string[]> {
  const deadline = Date.now() + retryForMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await withMigrationLock(target, async () => applyMigrations(await attemptFactory(target, embedded)), log);
    } catch (err) {
      const pause = Math.min(500 * attempt, 5000);
      if (Date.now() + pause > deadline) throw err;
      log(`migrations failed (attempt ${attempt}), trying again in ${pause} ms: ${err instanceof Error ? err.message.split("\n")[0] : String(err)}`);
      await sleep(pause);
    }
  }
}
