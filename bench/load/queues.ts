/**
 * An on-demand queue under load (issue 27): 400 players, each with their own account, join a
 * queue of cap 8 over 10 seconds through the API; every 8th join starts an event and pairs its
 * round 1 in the same transaction. Measures the joins' latency and, meanwhile, an unrelated page's.
 */
import { performance } from "node:perf_hooks";
import { randomBytes } from "node:crypto";
import type { Api } from "./http";
import type { Row } from "./report";
import { int, max, ms, percentile, pool, seconds, sleep } from "./util";
import { findKnee, kneeText, paced } from "./knee";

const PLAYERS = 400;
const CAP = 8;
const WINDOW_MS = 10_000;
const PASSWORD = "a long bench password for load";

export interface QueueContext {
  api: Api;
  org: Api;
  /** A low-rate sampler of an unrelated page while `work` runs. */
  sampleDuring: <T>(work: () => Promise<T>) => Promise<{ result: T; latencies: number[]; failures: number }>;
  pageName: string;
  quick: boolean;
}

export async function measureQueue(ctx: QueueContext): Promise<{ rows: Row[]; notes: string[] }> {
  const t = performance.now();
  const tokens = await pool(Array.from({ length: PLAYERS }, (_, i) => i), 8, async (i) => {
    const email = `queue-player-${i}-${randomBytes(4).toString("hex")}@bench.example.org`;
    return (await ctx.api.call<{ token: string }>("POST", "/auth/signup", { email, password: PASSWORD, name: `Queue Player ${i + 1}` })).token;
  });
  const queue = await ctx.org.call<{ id: string }>("POST", "/queues", {
    name: "Bench on-demand queue",
    cap: CAP,
    template: { event: { name: "Bench Queue", preset: "swg-swiss", swissRounds: 3 }, autoPairRound1: true },
  });
  const setupMs = performance.now() - t;

  const idle = await ctx.sampleDuring(() => sleep(2_500));
  const joins: { ms: number; started: boolean; status: number }[] = [];
  const start = performance.now();
  const during = await ctx.sampleDuring(() =>
    Promise.all(
      tokens.map(async (token, i) => {
        const at = start + (i * WINDOW_MS) / PLAYERS;
        const wait = at - performance.now();
        if (wait > 0) await sleep(wait);
        try {
          const r = await ctx.api.as(token).timed<{ status: string }>("POST", `/queues/${queue.id}/join`, undefined, [200, 201]);
          joins.push({ ms: r.ms, started: r.data.status === "started", status: r.status });
        } catch (err) {
          joins.push({ ms: NaN, started: false, status: (err as { status?: number }).status ?? 0 });
        }
      }),
    ),
  );
  const wallMs = performance.now() - start;
  const ok = joins.filter((j) => Number.isFinite(j.ms));
  const latencies = ok.map((j) => j.ms);
  const fires = ok.filter((j) => j.started).map((j) => j.ms);
  // Events started, counted from the queue: every player who joined either waits or is in one
  // (a join may start two when joins at once counted before each other committed).
  const after = await ctx.org.call<{ waiting: unknown[] }>("GET", `/queues/${queue.id}`);
  const started = (ok.length - after.waiting.length) / CAP;
  const p95 = percentile(latencies, 95);
  const pageP95 = percentile(during.latencies, 95);
  const idleP95 = percentile(idle.latencies, 95);

  // The knee: the same players joining again (all 400 are in events now) at rising rates.
  let k = 0;
  const knee = await findKnee(ctx.quick ? [40, 80, 160, 240, 320] : [20, 40, 80, 120, 160, 200, 240, 320, 400], (rate) =>
    paced(Math.min(PLAYERS, Math.max(40, Math.round(rate * (ctx.quick ? 1.5 : 3)))), rate, async () => {
      const token = tokens[k++ % PLAYERS]!;
      await ctx.api.as(token).call("POST", `/queues/${queue.id}/join`);
      return true;
    }),
  );

  return {
    rows: [
      {
        id: "queue-joins",
        figure: `queue of cap ${CAP}: ${PLAYERS} players join over ${seconds(WINDOW_MS)} (each 8th join starts an event and pairs round 1)`,
        measured: `join p50 ${ms(percentile(latencies, 50))}, p95 ${ms(p95)}, max ${ms(max(latencies))}; the joins that started an event p95 ${ms(percentile(fires, 95))}; ${started} events started; ${ok.length}/${PLAYERS} ok in ${seconds(wallMs)}`,
        static: "–",
        ratio: "–",
        target: `p95 ≤ 100 ms, ${PLAYERS / CAP} events, all ok`,
        pass: p95 <= 100 && started === PLAYERS / CAP && ok.length === PLAYERS,
        short: `p95 ${ms(p95)}, ${started} events`,
      },
      {
        id: "queue-knee",
        figure: `queue joins: the knee (rising rates of joins, the rate at which p95 passes 100 ms)`,
        measured: `p95 ≤ 100 ms up to ${kneeText(knee, "joins")}`,
        static: "–",
        ratio: "–",
        target: "≥ 200 joins/s",
        pass: (knee.knee ?? 0) >= 200,
        short: knee.knee === null ? `below ${knee.steps[0]?.rate ?? "–"}/s` : `${int(knee.knee)} joins/s`,
      },
      {
        id: "queue-page",
        figure: `${ctx.pageName} during the joins (one request every 50 ms)`,
        measured: `p95 ${ms(pageP95)}, max ${ms(max(during.latencies))} (${during.latencies.length} requests${during.failures ? `, ${during.failures} failed` : ""}); idle before: p95 ${ms(idleP95)}`,
        static: "–",
        ratio: "–",
        target: "p95 < 100 ms, no failures",
        pass: during.latencies.length > 0 && pageP95 < 100 && during.failures === 0,
        short: `p95 ${ms(pageP95)} (idle ${ms(idleP95)})`,
      },
    ],
    notes: [`queue: ${int(PLAYERS)} player accounts and the queue made through the API in ${seconds(setupMs)}`],
  };
}
