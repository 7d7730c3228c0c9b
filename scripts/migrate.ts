/** `npm run db:migrate`: applies prisma/migrations to DATABASE_URL, or to the embedded database. */
import { migrateTogether } from "../lib/db/migrate-together";
import { createAdapterFactory, databaseTarget, describeTarget } from "../lib/db/adapter";

const target = databaseTarget();
const applied = await migrateTogether(target, await createAdapterFactory(target));
console.log(`${describeTarget(target)}: ${applied.length ? `applied ${applied.join(", ")}` : "up to date"}`);
