/**
 * The Prisma client of this process. The first call migrates the database, so `npm start`,
 * tests and scripts all run on an up-to-date schema with no separate step; processes started
 * together queue for the migrations and retry them (./migrate-together.ts).
 */
import { PrismaClient } from "@/lib/generated/prisma/client";
import { createAdapterFactory, databaseTarget, describeTarget } from "./adapter";
import { migrateTogether } from "./migrate-together";
import { transactionOptions } from "./wait";

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

const globalForDb = globalThis as unknown as { holonetDb?: Promise<PrismaClient> };

async function connect(): Promise<PrismaClient> {
  const target = databaseTarget();
  const factory = await createAdapterFactory(target);
  const applied = await migrateTogether(target, factory);
  if (applied.length > 0 && process.env.NODE_ENV !== "test") {
    console.log(`[db] ${describeTarget(target)}: applied ${applied.join(", ")}`);
  }
  // Every transaction waits the same bounded time to start (Prisma's own default is 2 s).
  return new PrismaClient({ adapter: factory, transactionOptions: transactionOptions() });
}

export function getDb(): Promise<PrismaClient> {
  if (!globalForDb.holonetDb) {
    globalForDb.holonetDb = connect().catch((err: unknown) => {
      globalForDb.holonetDb = undefined; // let the next request try again
      throw err;
    });
  }
  return globalForDb.holonetDb;
}
