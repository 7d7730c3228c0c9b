/**
 * Live updates as a hall of phones sees them: many open `GET /api/v1/events/{id}/changes`
 * streams (one socket each, plain `node:http`), and after each change every phone fetching
 * the round's JSON again, as the pairings page does.
 */
import { Agent, request, type ClientRequest } from "node:http";
import { performance } from "node:perf_hooks";
import { onCleanup } from "./cleanup";
import { API_HEADERS, header, rawGet } from "./http";
import { sleep, until } from "./util";

interface Stream {
  req: ClientRequest;
  /** Latest version heard, -1 before the first. */
  version: number;
  /** performance.now() of the first message announcing each version. */
  heard: Map<number, number>;
  ended: boolean;
}

export class Streams {
  private readonly agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  private readonly streams: Stream[] = [];
  private readonly forget: () => Promise<void>;
  private readonly listeners = new Set<(index: number, version: number, at: number) => void>();

  constructor(readonly url: string) {
    this.forget = onCleanup(`close streams to ${url}`, () => this.destroy());
  }

  get size(): number {
    return this.streams.length;
  }

  get endedCount(): number {
    return this.streams.filter((s) => s.ended).length;
  }

  /** Opens `count` streams, `batch` at a time, and waits until each has announced a version. */
  async open(count: number, batch = 100): Promise<void> {
    for (let i = 0; i < count; i += batch) {
      const from = this.streams.length;
      for (let k = 0; k < Math.min(batch, count - i); k++) this.openOne();
      await until(`streams ${from}…${this.streams.length - 1} to announce a version`, () => this.streams.slice(from).every((s) => s.version >= 0 || s.ended), 60_000);
    }
    const ended = this.endedCount;
    if (ended > 0) throw new Error(`${ended} of ${count} streams to ${this.url} closed while opening`);
  }

  private openOne(): void {
    const index = this.streams.length;
    const stream: Stream = { req: undefined as unknown as ClientRequest, version: -1, heard: new Map(), ended: false };
    let buffer = "";
    stream.req = request(this.url, { agent: this.agent, headers: { accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) {
        stream.ended = true;
        res.resume();
        return;
      }
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: version\ndata: (\d+)$/m.exec(message);
          if (!data) continue;
          const version = Number(data[1]);
          if (!stream.heard.has(version)) stream.heard.set(version, at);
          if (version > stream.version) stream.version = version;
          for (const listener of this.listeners) listener(index, version, at);
        }
      });
      res.on("close", () => (stream.ended = true));
    });
    stream.req.on("error", () => (stream.ended = true));
    stream.req.end();
    this.streams.push(stream);
  }

  /** The lowest version every open stream has heard. */
  get settledVersion(): number {
    return Math.min(...this.streams.filter((s) => !s.ended).map((s) => s.version));
  }

  onVersion(listener: (index: number, version: number, at: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * After a change: when each stream first announced a version newer than `before`
   * (performance.now() values). Waits up to `timeoutMs` for all of them.
   */
  async delivery(before: number, timeoutMs = 5000): Promise<{ arrivals: number[]; missed: number }> {
    const newer = (s: Stream) => [...s.heard.entries()].filter(([v]) => v > before).map(([, at]) => at);
    await until("every stream to hear the change", () => this.streams.every((s) => s.ended || newer(s).length > 0), timeoutMs).catch(() => {});
    const arrivals: number[] = [];
    let missed = 0;
    for (const s of this.streams) {
      const ats = newer(s);
      if (ats.length === 0) missed++;
      else arrivals.push(Math.min(...ats));
    }
    return { arrivals, missed };
  }

  destroy(): void {
    for (const s of this.streams) s.req.destroy();
    this.agent.destroy();
  }

  async close(): Promise<void> {
    await this.forget();
  }
}

export interface PhoneFetch {
  /** Save's response → payload in hand, ms. */
  ms: number;
  status: number;
  bytes: number;
  cache: string;
  /** The version the stream announced, and the version the payload is of. */
  announced: number;
  served: number;
}

/**
 * Every stream that hears a version newer than `before` fetches `readUrl` once (the pairings
 * page's JSON), on a keep-alive socket of `agent`, as a phone does after a change.
 */
export class PhoneRefetch {
  private readonly fetches: Promise<(Omit<PhoneFetch, "ms"> & { doneAt: number }) | null>[] = [];
  private readonly asked = new Set<number>();
  private readonly stop: () => void;

  constructor(
    private readonly streams: Streams,
    readUrl: string,
    agent: Agent,
    before: number,
    timeoutMs = 15_000,
  ) {
    this.stop = streams.onVersion((index, version) => {
      if (version <= before || this.asked.has(index)) return;
      this.asked.add(index);
      this.fetches.push(
        rawGet(readUrl, { ...API_HEADERS }, agent, timeoutMs).then(
          (res) => ({
            doneAt: performance.now(),
            status: res.status,
            bytes: res.bytes,
            cache: header(res, "x-holonet-cache") || "none",
            announced: version,
            served: Number(header(res, "x-holonet-version") || -1),
          }),
          () => null,
        ),
      );
    });
  }

  /** Waits for every open stream's fetch (or `timeoutMs`); times are from `savedAt`. */
  async finish(savedAt: number, timeoutMs = 15_000): Promise<{ fetches: PhoneFetch[]; failed: number }> {
    const deadline = Date.now() + timeoutMs;
    while (this.asked.size < this.streams.size - this.streams.endedCount && Date.now() < deadline) await sleep(20);
    this.stop();
    const done = await Promise.all(this.fetches);
    const fetches = done.filter((f) => f !== null).map(({ doneAt, ...f }) => ({ ...f, ms: doneAt - savedAt }));
    return { fetches, failed: this.streams.size - fetches.length };
  }
}
