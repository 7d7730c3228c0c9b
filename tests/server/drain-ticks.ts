import { tick, type TickReport } from "@/lib/server/queues/scheduler";

/**
 * Ticks until a tick moves nothing on. A tick moves at most a batch of occurrences, oldest due
 * first, and the PostgreSQL test database keeps earlier runs' schedules, whose occurrences a tick
 * in a test's year may reach first: one tick alone might not reach the test's own.
 */
export async function drainTicks(now: Date, most = 50): Promise<TickReport> {
  const total: TickReport = { opened: 0, started: 0, cancelled: 0, missed: 0, materialized: 0 };
  for (let i = 0; i < most; i++) {
    const r = await tick(now);
    for (const k of Object.keys(total) as (keyof TickReport)[]) total[k] += r[k];
    if (r.opened + r.started + r.cancelled + r.missed === 0) break;
  }
  return total;
}
