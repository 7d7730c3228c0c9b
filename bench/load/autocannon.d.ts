/** The part of autocannon's programmatic API the load bench uses (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Client extends EventEmitter {
      setRequests(requests: Request[]): void;
      setHeaders(headers: Record<string, string>): void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      /** Requests per second per connection (paced load). */
      connectionRate?: number;
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
      setupClient?: (client: Client) => void;
      warmup?: { connections?: number; duration?: number };
    }
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p2_5: number;
      p50: number;
      p75: number;
      p90: number;
      p97_5: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
      start: Date;
      finish: Date;
    }
    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
      on(event: "response", listener: (client: Client, statusCode: number, resBytes: number, responseTime: number) => void): this;
      on(event: "reqError", listener: (error: Error) => void): this;
      on(event: string, listener: (...args: unknown[]) => void): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
