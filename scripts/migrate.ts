/** `npm run db:migrate`: applies prisma/migrations to DATABASE_URL, or to the embedded database. */
import { applyMigrations } from "../lib/db/migrate";
import { createAdapterFactory, databaseTarget, describeTarget } from "../lib/db/adapter";

const target = databaseTarget();
const applied = await applyMigrations(await createAdapterFactory(target));
console.log(`${describeTarget(target)}: ${applied.length ? `applied ${applied.join(", ")}` : "up to date"}`);
