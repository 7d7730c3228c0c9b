/**
 * How long a request waits for the database when it is busy: for a transaction to start (every
 * Prisma transaction's `maxWait`) and, on PostgreSQL, for a connection from a pool. Past it the
 * request is refused with 503 "busy" (lib/server/kernel/busy.ts), nothing saved. Read when the
 * client is made (`DATABASE_WAIT_MS`, 20 s).
 */
export function databaseWaitMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.DATABASE_WAIT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : 20_000;
}

/** Every transaction's options unless it gives its own: the wait above, and 30 s to finish. */
export const transactionOptions = () => ({ maxWait: databaseWaitMs(), timeout: 30_000 });
