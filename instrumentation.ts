/**
 * Runs once when the server starts: connect and migrate before the first request, start
 * listening for change notices, hand the proxy its response cache, answer result saves before
 * Next.js, watch the event loop (the health check reports it), and mail the notices a stopped
 * process left unsent.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { getDb } = await import("@/lib/db");
    const { databaseTarget, describeTarget } = await import("@/lib/db/adapter");
    await getDb();
    const { startListening } = await import("@/lib/server/event-versions");
    const { installSharedResponseCache } = await import("@/lib/web/response-cache");
    const { watchEventLoop } = await import("@/lib/server/health");
    startListening();
    installSharedResponseCache();
    const { installFastApi } = await import("@/lib/web/fast-api");
    installFastApi();
    watchEventLoop();
    const { resumeNoticeMail } = await import("@/lib/server/notifications");
    void resumeNoticeMail().catch((err) => console.error("notice mail not resumed", err));
    console.log(`[holonet] database: ${describeTarget(databaseTarget())}`);
  }
}
