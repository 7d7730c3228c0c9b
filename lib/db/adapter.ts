/**
 * One code path, two backends: DATABASE_URL set → PostgreSQL through node-postgres;
 * unset → embedded PostgreSQL (PGlite) persisted in HOLONET_DATA_DIR (default .data/pglite).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

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

export async function createAdapterFactory(target: DatabaseTarget): Promise<SqlMigrationAwareDriverAdapterFactory> {
  if (target.kind === "postgres") {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    return new PrismaPg({ connectionString: target.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  }
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("pglite-prisma-adapter"),
  ]);
  if (!target.dataDir.startsWith("memory://")) mkdirSync(target.dataDir, { recursive: true });
  const pglite = new PGlite({ dataDir: target.dataDir });
  // The change notices (lib/server/event-versions.ts) listen on this same instance.
  (globalThis as unknown as { holonetPglite?: typeof pglite }).holonetPglite = pglite;
  return new PrismaPGlite(pglite);
}
