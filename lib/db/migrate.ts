/**
 * Applies prisma/migrations to a database through the WebAssembly schema engine, and diffs the
 * schema against the migrations (used to write a new migration, and by the drift test).
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList } from "@prisma/schema-engine-wasm";
import { openSchemaEngine } from "./schema-engine";

const root = () => process.env.HOLONET_ROOT ?? process.cwd();
export const schemaPath = () => path.join(root(), "prisma", "schema.prisma");
export const migrationsDir = () => path.join(root(), "prisma", "migrations");
const noFilters = { externalTables: [], externalEnums: [] };

async function readSchema() {
  const p = schemaPath();
  return { path: p, content: await readFile(p, "utf8") };
}

export async function readMigrations(): Promise<MigrationList> {
  const baseDir = migrationsDir();
  const entries = await readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const dirs = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const lockPath = path.join(baseDir, "migration_lock.toml");
  return {
    baseDir,
    lockfile: { path: "migration_lock.toml", content: await readFile(lockPath, "utf8").catch(() => null) },
    shadowDbInitScript: "",
    migrationDirectories: await Promise.all(
      dirs.map(async (name) => {
        const content = await readFile(path.join(baseDir, name, "migration.sql"), "utf8")
          .then((c) => ({ tag: "ok" as const, value: c }))
          .catch((e: Error) => ({ tag: "error" as const, value: e.message }));
        return { path: name, migrationFile: { path: "migration.sql", content } };
      }),
    ),
  };
}

/** Applies every migration not yet in `_prisma_migrations`; returns the names applied. */
export async function applyMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const engine = await openSchemaEngine(await readSchema(), adapterFactory);
  try {
    const out = await engine.applyMigrations({ migrationsList: await readMigrations(), filters: noFilters });
    return out.appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/** The schema engine's answer for "nothing to do". */
export const isEmptyMigration = (sql: string) => sql === "" || /^-- This is an empty migration\.?$/.test(sql);

/**
 * The SQL that takes a database built by prisma/migrations to prisma/schema.prisma; empty when
 * they agree. Replays the migrations on the adapter's shadow database.
 */
export async function diffSchemaFromMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const schema = await readSchema();
  const engine = await openSchemaEngine(schema, adapterFactory);
  try {
    const out = await engine.diff({
      from: { tag: "migrations", ...(await readMigrations()) },
      to: { tag: "schemaDatamodel", files: [schema] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return (out.stdout ?? "").trim();
  } finally {
    engine.free();
  }
}
