/**
 * Where the cliff is: the same work offered at rising rates until its p95 passes the limit.
 * One offered rate says only which side of the cliff it fell on; the knee says how much room
 * there is.
 */
import { performance } from "node:perf_hooks";
import { int, ms, percentile, sleep } from "./util";

export interface KneeStep {
  /** Offered, per second. */
  rate: number;
  /** Done, per second. */
  done: number;
  p95: number;
  ok: number;
  n: number;
}

export interface Knee {
  steps: KneeStep[];
  /** The highest rate offered whose p95 stayed within the limit (all ok); null when the first did not. */
  knee: number | null;
}

export type StepRun = (rate: number) => Promise<{ latencies: number[]; ok: number; n: number; wallMs: number }>;

/** Runs `run` at each rate in turn, stopping after the first whose p95 passes `limitMs` or that fails a request. */
export async function findKnee(rates: number[], run: StepRun, limitMs = 100): Promise<Knee> {
  const steps: KneeStep[] = [];
  let knee: number | null = null;
  for (const rate of rates) {
    const r = await run(rate);
    const p95 = percentile(r.latencies, 95);
    steps.push({ rate, done: (r.ok / r.wallMs) * 1000, p95, ok: r.ok, n: r.n });
    if (!(p95 <= limitMs) || r.ok !== r.n) break;
    knee = rate;
    await sleep(500); // let the last step's tail settle
  }
  return { steps, knee };
}

/** `n` calls of `fn` started `1 / rate` seconds apart (not waiting for each other): latencies of the ok ones. */
export async function paced(n: number, rate: number, fn: (i: number) => Promise<boolean>): Promise<{ latencies: number[]; ok: number; n: number; wallMs: number }> {
  const latencies: number[] = [];
  let ok = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const wait = start + (i * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      const t = performance.now();
      if (await fn(i).catch(() => false)) {
        ok++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies, ok, n, wallMs: performance.now() - start };
}

export const kneeText = (k: Knee, unit: string) =>
  `${k.knee === null ? "below the first rate" : `${int(k.knee)} ${unit}/s`} (${k.steps.map((s) => `${int(s.rate)}/s → p95 ${ms(s.p95)}${s.ok < s.n ? `, ${s.n - s.ok} failed` : ""}`).join("; ")})`;
