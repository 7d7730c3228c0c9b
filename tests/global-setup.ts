/** Migrates the shared PostgreSQL database once, before test files run in parallel. */
export default async function setup() {
  if (!process.env.DATABASE_URL) return;
  const { migrateTogether } = await import("../lib/db/migrate-together");
  const { createAdapterFactory, databaseTarget } = await import("../lib/db/adapter");
  await migrateTogether(databaseTarget(), await createAdapterFactory(databaseTarget()));
}
