/** `npm run db:new-migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PGlite } from "@electric-sql/pglite";
import { diffSchemaFromMigrations, isEmptyMigration, migrationsDir } from "../lib/db/migrate";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
if (!name) {
  console.error("usage: npm run db:new-migration -- <name>");
  process.exit(2);
}
// The diff replays the migrations on a throwaway in-memory database: no server needed.
const sql = await diffSchemaFromMigrations(new PrismaPGlite(new PGlite()));
if (isEmptyMigration(sql)) {
  console.log("prisma/schema.prisma and prisma/migrations agree: nothing to write.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(migrationsDir(), `${stamp}_${name}`);
await mkdir(dir, { recursive: true });
await writeFile(path.join(dir, "migration.sql"), sql + "\n");

console.log(`wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
