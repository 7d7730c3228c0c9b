/** Runs once when the server starts: connect and migrate before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { getDb } = await import("@/lib/db");
    const { databaseTarget, describeTarget } = await import("@/lib/db/adapter");
    await getDb();
    console.log(`[holonet] database: ${describeTarget(databaseTarget())}`);
  }
}
