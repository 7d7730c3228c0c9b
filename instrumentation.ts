/**
 * Runs once when the server starts. Until the process is ready, requests are answered 503
 * (health "starting", others with Retry-After) by the readiness gate; in the background it
 * connects and migrates — queued behind other processes starting on the same PostgreSQL, and
 * retried until it succeeds rather than staying up broken — then starts listening for change
 * notices, hands the proxy its response cache, answers result saves before Next.js, watches the
 * event loop (the health check reports it), mails the notices a stopped process left unsent,
 * runs the rating jobs left pending, settles the seasons' periods that ended while it was down
 * (then every few minutes), and starts the scheduler that opens and starts scheduled events.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installReadinessGate } = await import("@/lib/server/platform/readiness-gate");
    const { startUp } = await import("@/lib/server/platform/readiness");
    // First, so that it answers before the other answerers while the process starts.
    installReadinessGate();
    const { watchEventLoop } = await import("@/lib/server/platform/health");
    watchEventLoop();
    const start = async () => {
      const { getDb } = await import("@/lib/db");
      const { databaseTarget, describeTarget } = await import("@/lib/db/adapter");
      await getDb();
      const { startListening } = await import("@/lib/live");
      const { installSharedResponseCache } = await import("@/lib/http/response-cache");
      startListening();
      // What only the services can work out for the cache's versions (a season's counted events, an event's clocks).
      await import("@/lib/server/seasons/season-versions");
      await import("@/lib/server/store/event-store");
      installSharedResponseCache();
      const { installFastApi } = await import("@/lib/api/fast-result");
      installFastApi();
      const { resumeNoticeMail } = await import("@/lib/server/notices/notifications");
      void resumeNoticeMail().catch((err) => console.error("notice mail not resumed", err));
      // Ratings left to compute by a stopped process, then whatever is enqueued.
      const { startRatingWorker } = await import("@/lib/server/ratings/worker");
      startRatingWorker();
      const { startSeasonSettlements } = await import("@/lib/server/seasons/settle");
      startSeasonSettlements();
      // Queues' and schedules' due times are the database's: each process ticks (lib/server/queues/scheduler.ts).
      const { startScheduler } = await import("@/lib/server/queues/scheduler");
      startScheduler();
      // Events taken to this hall are mirrored to their public server in the background (lib/server/hall/mirror.ts).
      const { startMirror } = await import("@/lib/server/hall/mirror");
      startMirror();
      console.log(`[holonet] database: ${describeTarget(databaseTarget())}`);
    };
    // The embedded database's folder belongs to one process: a second one stops (README).
    const fatal = (err: unknown) => err instanceof Error && err.message.includes("in use by another process");
    void startUp(start, { fatal }).catch((err: unknown) => {
      console.error("[holonet] cannot start:", err);
      process.exit(1);
    });
  }
}
