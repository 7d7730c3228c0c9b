/** A low-rate sampler of one page while a burst runs: bench:load's and the queue bench's. */
import { Agent } from "node:http";
import { performance } from "node:perf_hooks";
import { rawGet } from "./http";
import { sleep } from "./util";

/** A low-rate loop of GETs (one in flight, every `everyMs`) until stopped: the latencies. */
export function sampler(url: string, headers: Record<string, string>, everyMs: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let failures = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const res = await rawGet(url, headers, agent);
        if (res.status === 200) latencies.push(res.ms);
        else failures++;
      } catch {
        failures++;
      }
      const wait = everyMs - (performance.now() - started);
      if (wait > 0 && !stopped) await sleep(wait);
    }
    agent.destroy();
  })();
  return {
    latencies,
    get failures() {
      return failures;
    },
    async stop() {
      stopped = true;
      await done;
    },
  };
}
