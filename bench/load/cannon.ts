/** autocannon runs: a read at 100 connections, and a wave of result saves by many judges. */
import autocannon from "autocannon";
import { performance } from "node:perf_hooks";
import { onCleanup } from "./cleanup";

export interface ReadFigure {
  path: string;
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  seconds: number;
  /** Server CPU ms per request, and server / bench CPU as a share of one core (NaN without /proc). */
  serverCpuPerRequest: number;
  serverCpuShare: number;
  benchCpuShare: number;
}

/** Runs an autocannon instance so Ctrl-C stops it first. */
async function running(instance: autocannon.Instance): Promise<autocannon.Result> {
  let finished = false;
  const forget = onCleanup("stop autocannon", () => {
    if (!finished) instance.stop();
  });
  try {
    return await instance;
  } finally {
    finished = true;
    await forget();
  }
}

/**
 * autocannon on one address for `duration` seconds after `warmup` seconds (not counted), with
 * the server's CPU time (`serverCpuMs`, sampled around the measured part) and this process's
 * (autocannon's) CPU share, so a saturated load generator shows.
 */
export async function read(
  base: string,
  path: string,
  {
    connections = 100,
    duration,
    warmup = 1,
    headers,
    serverCpuMs,
  }: { connections?: number; duration: number; warmup?: number; headers: Record<string, string>; serverCpuMs?: () => number },
): Promise<ReadFigure> {
  const url = `${base}${path}`;
  if (warmup > 0) await running(autocannon({ url, connections, duration: warmup, timeout: 10, headers }));
  const cpuBefore = serverCpuMs?.() ?? NaN;
  const ownBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const result = await running(autocannon({ url, connections, duration, timeout: 10, headers }));
  const own = process.cpuUsage(ownBefore);
  const wall = performance.now() - wallBefore;
  const serverMs = (serverCpuMs?.() ?? NaN) - cpuBefore;
  return {
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    seconds: result.duration,
    serverCpuPerRequest: serverMs / Math.max(1, result.requests.total),
    serverCpuShare: serverMs / wall,
    benchCpuShare: (own.user + own.system) / 1000 / wall,
  };
}

export interface WaveRequest {
  path: string;
  body: string;
}

export interface WaveFigure {
  saves: number;
  ok: number;
  failed: number;
  errors: number;
  latencies: number[];
  statuses: Record<string, number>;
  wallMs: number;
}

/**
 * One connection per token, each sending its own list of PUTs once, all at the same time: the
 * judges of a hall entering the results of their tables. Back to back (the server's capacity),
 * or paced at `perJudgeRate` saves a second each (the latency a hall sees at that rate).
 */
export async function wave(base: string, perClient: { token: string; requests: WaveRequest[] }[], perJudgeRate?: number): Promise<WaveFigure> {
  const total = perClient.reduce((n, c) => n + c.requests.length, 0);
  const perConnection = perClient[0]?.requests.length ?? 0;
  if (perClient.some((c) => c.requests.length !== perConnection)) throw new Error("wave: every client needs the same number of requests");
  let next = 0;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const started = performance.now();
  let lastResponse = started;
  const instance = autocannon({
    url: base,
    connections: perClient.length,
    amount: total,
    timeout: 30,
    ...(perJudgeRate ? { connectionRate: perJudgeRate } : {}),
    setupClient: (client) => {
      const mine = perClient[next++ % perClient.length]!;
      client.setRequests(
        mine.requests.map((r) => ({
          method: "PUT",
          path: r.path,
          headers: { authorization: `Bearer ${mine.token}`, "content-type": "application/json" },
          body: r.body,
        })),
      );
    },
  });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    lastResponse = performance.now();
  });
  instance.on("reqError", () => errors++);
  await running(instance);
  const ok = Object.entries(statuses).reduce((n, [code, count]) => n + (code.startsWith("2") ? count : 0), 0);
  return { saves: total, ok, failed: latencies.length - ok, errors, latencies, statuses, wallMs: lastResponse - started };
}
