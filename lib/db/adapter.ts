/**
 * One code path, two backends: DATABASE_URL set → PostgreSQL through node-postgres;
 * unset → embedded PostgreSQL (PGlite) persisted in HOLONET_DATA_DIR (default .data/pglite).
 */
import path from "node:path";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { PGliteProxy } from "./pglite-proxy";
import { databaseWaitMs } from "./wait";

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

export function databaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", url };
  const dataDir = env.HOLONET_DATA_DIR?.trim() || path.join(process.cwd(), ".data", "pglite");
  return { kind: "pglite", dataDir };
}

export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "pglite") return `embedded PostgreSQL (PGlite) in ${target.dataDir}`;
  const u = new URL(target.url);
  return `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}`;
}

// The process's one embedded database, kept where Next.js's separate bundles all find it.
const globalForPglite = globalThis as unknown as { holonetPglite?: PGliteProxy };

/** The open embedded database (change notices and direct statements use it; null: none open in this process). */
export const embeddedDatabase = (): PGliteProxy | null => globalForPglite.holonetPglite ?? null;

export async function createAdapterFactory(target: DatabaseTarget): Promise<SqlMigrationAwareDriverAdapterFactory> {
  if (target.kind === "postgres") {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    // A connection not free within the wait is refused as busy (lib/db/wait.ts), not waited for forever.
    return new PrismaPg({ connectionString: target.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), connectionTimeoutMillis: databaseWaitMs() });
  }
  // PGlite runs in a worker thread (lib/db/pglite-proxy.ts): its queries would block this
  // thread's event loop. The adapter takes the worker's proxy for a PGlite.
  const [{ openPGliteWorker }, { PrismaPGlite }] = await Promise.all([import("./pglite-proxy"), import("pglite-prisma-adapter")]);
  const pglite = await openPGliteWorker(target.dataDir);
  // The change notices (lib/live/bus.ts) listen on this same database.
  globalForPglite.holonetPglite = pglite;
  return new PrismaPGlite(pglite as unknown as ConstructorParameters<typeof PrismaPGlite>[0]);
}
