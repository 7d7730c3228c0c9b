/**
 * Whether this server process is ready to serve: its database connected and migrated (and the
 * rest of its start: change notices, caches). The start runs in the background and is retried
 * until it succeeds — a process never stays up broken — and until then `/api/v1/health` answers
 * 503 "starting" and every other request 503 with Retry-After (readiness-gate.ts).
 * Kept in the live floor's process state (instrumentation and the routes are separate bundles). A process that never
 * began a start (tests, scripts) counts as ready.
 */
import { processState } from "@/lib/live";
interface Readiness {
  ready: boolean;
  since: number;
  /** Attempts that failed so far. */
  failures: number;
}

const held = processState("readiness", () => ({ start: null as Readiness | null }));

export const isReady = (): boolean => held.start?.ready ?? true;

export function readiness(): { ready: boolean; failures: number; sinceMs: number } {
  const r = held.start;
  return r ? { ready: r.ready, failures: r.failures, sinceMs: Date.now() - r.since } : { ready: true, failures: 0, sinceMs: 0 };
}

/** Seconds a client is told to wait while the process starts. */
export const RETRY_AFTER_SECONDS = 2;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Marks the process as starting and runs `start` until it succeeds (a growing pause between
 * attempts, at most `maxPauseMs`), then marks it ready. Resolves when ready; rejects only with an
 * error `fatal` names (one no retry can mend, such as an embedded data folder in use).
 */
export async function startUp(
  start: () => Promise<void>,
  { maxPauseMs = 10_000, log = console.error, fatal = () => false }: { maxPauseMs?: number; log?: (...args: unknown[]) => void; fatal?: (err: unknown) => boolean } = {},
): Promise<void> {
  const state: Readiness = (held.start = { ready: false, since: Date.now(), failures: 0 });
  for (;;) {
    try {
      await start();
      state.ready = true;
      return;
    } catch (err) {
      if (fatal(err)) throw err;
      state.failures++;
      const pause = Math.min(1000 * 2 ** Math.min(state.failures - 1, 10), maxPauseMs);
      log(`[holonet] start failed (attempt ${state.failures}); trying again in ${pause} ms:`, err);
      await sleep(pause);
    }
  }
}
