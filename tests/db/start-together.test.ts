/**
 * Processes started together on one database all come up (lib/db/migrate-together.ts): their
 * migrations queue on Holonet's advisory lock and are retried rather than given up — even when
 * the schema engine's own lock is held longer than its 10-second limit — and the database ends
 * up migrated once.
 */
import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { readMigrations } from "@/lib/db/migrate";
import { migrateTogether } from "@/lib/db/migrate-together";

/** The schema engine's own advisory lock key (Prisma Migrate), which it waits 10 s for at most. */
const ENGINE_LOCK = 72707369;

describe("processes starting together", () => {
  it("a migration that fails is tried again, not given up (embedded database)", async () => {
    const real = new PrismaPGlite(new PGlite());
    let failures = 1;
    const flaky: SqlMigrationAwareDriverAdapterFactory = {
      provider: real.provider,
      adapterName: real.adapterName,
      connect: () => (failures-- > 0 ? Promise.reject(new Error("Timed out trying to acquire a postgres advisory lock (SELECT pg_advisory_lock(72707369)). Timeout: 10000ms.")) : real.connect()),
      connectToShadowDb: () => real.connectToShadowDb(),
    };
    const said: string[] = [];
    const applied = await migrateTogether({ kind: "pglite", dataDir: "memory://" }, flaky, { log: (l) => said.push(l) });
    expect(applied).toEqual((await readMigrations()).migrationDirectories.map((d) => d.path));
    expect(said).toEqual([expect.stringMatching(/migrations failed \(attempt 1\), trying again/)]);
  });

  // Registered only with a PostgreSQL server to talk to (as tests/db/migrations.test.ts).
  if (process.env.DATABASE_URL)
    it("three processes migrating a fresh PostgreSQL database at once all succeed, also past the engine's lock timeout", async () => {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const name = `holonet_start_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const target = { kind: "postgres" as const, url: url.toString() };
      // Another migrator (an older process, `prisma migrate deploy`) holds the engine's lock for 12 s.
      const other = new pg.Client({ connectionString: target.url });
      await other.connect();
      try {
        await other.query("SELECT pg_advisory_lock($1)", [ENGINE_LOCK]);
        const release = new Promise<void>((resolve) => setTimeout(() => void other.query("SELECT pg_advisory_unlock($1)", [ENGINE_LOCK]).then(() => resolve()), 12_000));
        const starts = [1, 2, 3].map(() => migrateTogether(target, undefined, { log: () => {} }));
        const results = await Promise.allSettled(starts);
        await release;
        expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
        const applied = results.map((r) => (r as PromiseFulfilledResult<string[]>).value);
        const all = (await readMigrations()).migrationDirectories.map((d) => d.path);
        // One of them applied everything; the others found it done.
        expect(applied.filter((a) => a.length > 0)).toEqual([all]);
        const { rows } = await other.query<{ n: number }>("SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL");
        expect(rows[0]!.n).toBe(all.length);
      } finally {
        await other.end();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    }, 120_000);
});
