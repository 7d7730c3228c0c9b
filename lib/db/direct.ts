/**
 * Single statements straight to the driver, for the few hot ones a hall repeats hundreds of
 * times a minute (a judge's result save, the token behind every API call). Prisma's client
 * spends ~0.4 ms of CPU and ~1 ms of latency around even a raw query; the driver spends a
 * tenth of that. Each call is one autocommitted statement on its own connection — never use it
 * inside a Prisma transaction, whose writes it cannot see.
 *
 * A `name` prepares the statement once and reuses it (on each PostgreSQL connection, and once in
 * the embedded database's worker), which saves the planner's time on every call; a name must
 * always come with the same text.
 *
 * Values come back as Prisma gives them: `timestamp(3)` columns (stored in UTC) as Dates,
 * jsonb parsed, text[] as arrays. Send Dates as ISO strings cast in SQL (`$1::timestamp(3)`).
 */
import { getDb } from "./index";
import { databaseTarget, embeddedDatabase } from "./adapter";
import { databaseWaitMs } from "./wait";

type Query = <T>(text: string, values: unknown[], name?: string) => Promise<T[]>;

const TIMESTAMP = 1114;
/** Stored in UTC without a zone: read as UTC whatever the process's time zone. */
const utcTimestamp = (text: string) => new Date(`${text.replace(" ", "T")}Z`);

const globalForDirect = globalThis as unknown as { holonetDirect?: Promise<Query> };

async function connect(): Promise<Query> {
  await getDb(); // migrated, and the embedded database open
  const target = databaseTarget();
  if (target.kind === "pglite") {
    const pglite = embeddedDatabase();
    if (!pglite) throw new Error("the embedded database is not open");
    const options = { parsers: { [TIMESTAMP]: utcTimestamp } };
    return async <T,>(text: string, values: unknown[], name?: string) =>
      (await (name ? pglite.named<T>(name, text, values, options) : pglite.query<T>(text, values, options))).rows;
  }
  const pg = (await import("pg")).default;
  const pool = new pg.Pool({
    connectionString: target.url,
    max: Number(process.env.DATABASE_DIRECT_POOL_SIZE ?? 6),
    application_name: "holonet-direct",
    connectionTimeoutMillis: databaseWaitMs(),
    // Point reads and writes by key, whose generic plans are as good as any: planned once per
    // connection instead of on every call (Postgres would otherwise re-plan them each time).
    options: "-c plan_cache_mode=force_generic_plan",
    types: { getTypeParser: ((oid: number, format?: "text" | "binary") => (oid === TIMESTAMP ? utcTimestamp : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
  });
  // An idle connection that drops is replaced on the next query; it must not crash the process.
  pool.on("error", (err) => console.error("[db] direct pool connection lost:", err.message));
  return async <T,>(text: string, values: unknown[], name?: string) => (await pool.query(name ? { name, text, values } : { text, values })).rows as T[];
}

export async function directQuery<T>(text: string, values: unknown[] = [], name?: string): Promise<T[]> {
  if (!globalForDirect.holonetDirect) {
    globalForDirect.holonetDirect = connect().catch((err: unknown) => {
      globalForDirect.holonetDirect = undefined;
      throw err;
    });
  }
  return (await globalForDirect.holonetDirect)<T>(text, values, name);
}
