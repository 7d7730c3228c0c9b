/** The API as a script drives it, and raw GETs that see the bytes on the wire. */
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";

/** The API's own round and match, as lib/schemas/round.ts defines them. */
import type { Match as ApiMatch, Round as ApiRound } from "../../lib/schemas/round";
export type { ApiMatch, ApiRound };

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** JSON in and out with a bearer token; anything but the expected status throws. */
export class Api {
  constructor(
    readonly base: string,
    readonly token?: string,
  ) {}

  as(token: string): Api {
    return new Api(this.base, token);
  }

  /** The call and its wall time (request sent → body read), in ms. */
  async timed<T>(method: string, path: string, body?: unknown, expect = [200, 201, 204]): Promise<{ data: T; ms: number; status: number }> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const started = performance.now();
    const res = await fetch(`${this.base}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    const elapsed = performance.now() - started;
    if (!expect.includes(res.status)) throw new ApiError(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`, res.status);
    return { data: (text ? JSON.parse(text) : null) as T, ms: elapsed, status: res.status };
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    return (await this.timed<T>(method, path, body)).data;
  }
}

export interface RawResponse {
  status: number;
  bytes: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}

export const PAGE_HEADERS = { "accept-encoding": "gzip, br", "sec-fetch-dest": "document", accept: "text/html" } as const;
export const API_HEADERS = { "accept-encoding": "gzip, br", accept: "application/json" } as const;

const defaultAgent = new Agent({ keepAlive: true, maxSockets: 64 });

/** A GET whose body is not decoded: `bytes` is what crossed the wire (compressed or not). */
/**
 * A GET, tried once more when a kept-alive socket turns out closed (the server drops idle ones
 * after its keep-alive timeout; the request raced it and never reached the app).
 */
export async function rawGet(url: string, headers: Record<string, string>, agent: Agent = defaultAgent, timeoutMs = 30_000): Promise<RawResponse> {
  try {
    return await getOnce(url, headers, agent, timeoutMs);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ECONNRESET") throw err;
    return getOnce(url, headers, agent, timeoutMs);
  }
}

function getOnce(url: string, headers: Record<string, string>, agent: Agent, timeoutMs: number): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { method: "GET", headers, agent, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, bytes: body.length, headers: res.headers, body, ms: performance.now() - started });
      });
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${url}: no answer in ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end();
  });
}

export const header = (res: RawResponse, name: string): string => {
  const v = res.headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(", ") : (v ?? "");
};
