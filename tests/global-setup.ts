/** Migrates the shared PostgreSQL database once, before test files run in parallel. */
export default async function setup() {
  if (!process.env.DATABASE_URL) return;
  const { applyMigrations } = await import("../lib/db/migrate");
  const { createAdapterFactory, databaseTarget } = await import("../lib/db/adapter");
  await applyMigrations(await createAdapterFactory(databaseTarget()));
}
