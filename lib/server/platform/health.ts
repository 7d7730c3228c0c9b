/**
 * What a load balancer or an operator asks a server process: is it up, which database, does it
 * hear change notices, and how long has its event loop been blocked (the delay histogram, kept
 * once per process in the live floor's process state, so every bundle reads the same one).
 */
import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";
import { databaseTarget } from "@/lib/db/adapter";
import type { Health } from "@/lib/schemas/health";
import { notificationsState, processState } from "@/lib/live";
import { readiness } from "./readiness";

interface LoopWatch {
  histogram: IntervalHistogram;
  since: number;
}
const loopWatch = (): LoopWatch =>
  processState("event-loop", () => {
    const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    histogram.enable();
    return { histogram, since: Date.now() };
  });

export function watchEventLoop(): void {
  loopWatch();
}

const RESOLUTION_MS = 10;
/** The histogram measures its timer's interval; what exceeds the interval is the blocking. */
const ms = (ns: number) => Math.max(0, Math.round(ns / 1e4) / 100 - RESOLUTION_MS);

export function health({ reset = false } = {}): Health {
  watchEventLoop();
  const loop = loopWatch();
  const h = loop.histogram;
  const eventLoop = h.count === 0 ? { meanMs: 0, p99Ms: 0, maxMs: 0 } : { meanMs: ms(h.mean), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max) };
  const start = readiness();
  const report: Health = {
    status: start.ready ? "ok" : "starting",
    database: databaseTarget().kind === "postgres" ? "postgresql" : "embedded",
    notifications: notificationsState(),
    eventLoop: { ...eventLoop, sinceMs: Date.now() - loop.since },
    ...(start.ready ? {} : { startup: { failures: start.failures, sinceMs: start.sinceMs } }),
  };
  if (reset) {
    h.reset();
    loop.since = Date.now();
  }
  return report;
}
