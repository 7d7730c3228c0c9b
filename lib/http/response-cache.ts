/**
 * The public reads of an event — its page, pairings, standings and bracket, and their JSON API
 * reads — and a season's leaderboard (page and API, per its version: the season's and its counted
 * events', lib/server/seasons/season-versions.ts), rendered once per version and served from memory, compressed, with an ETag.
 * A hall of phones refreshing the pairings then costs a map lookup per request instead of a
 * render, and the version check is free while change notices flow. Versions come from the live
 * floor (lib/live: `versionOf`, `knownVersionOf`) and from nothing else of the services.
 *
 * On a miss the cache asks this same server for the address (a loopback request marked with a
 * per-process secret, which the proxy lets through to Next.js), so what is stored is exactly
 * what Next.js renders, with a nonce chosen here and served with the page later. Concurrent
 * misses share one render; while a newer version renders, the previous one is served, so a wave
 * of results never queues readers behind renders. A stored read is also refreshed in the
 * background after `FRESH_MS` when it shows clocks, which bounds how old their seconds can be.
 *
 * Only what is cacheable by `cacheableRequest` (lib/http/cacheable.ts) comes here; anything but
 * a 200 is not kept, and Next.js answers that request itself.
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { eventGuildTagsVersion, guildTagsVersion, knownVersionOf, showsClocks, versionOf, type Followed } from "@/lib/live";
import { answerBeforeNext } from "./before-next";
import { ENCODING_MARKER, sendPrecompressedBodies } from "./precompressed";
import { API_CSP, BASE_SECURITY_HEADERS, newNonce, pageCsp, requestIsHttps } from "./security-headers";
import { cacheableRequest, installResponseCache, RENDER_HEADER, RENDER_NONCE_HEADER, RENDER_ORIGIN_HEADER, type CacheableRequest, type SharedResponseCache } from "./cacheable";
import { linkOrigin } from "./link-origin";

const FRESH_MS = 2000;
/**
 * Only what shows a running clock changes with time alone (the round's pairings and the
 * bracket's matches carry their clocks as of the render); the rest changes only with the
 * version, so it is never re-rendered for its age.
 */
const TIMED = /\/(pairings|rounds|bracket)(\/|$)|\/rounds\/\d+$/;
/**
 * Pages that show guild tags or profile links beside names: stored per event version and per the
 * guild tags' version (`guildTagsVersion`, announced too when a profile is hidden or shown), so a
 * guild change or a hidden profile shows without waiting for the event's next version.
 */
const TAGGED = /^\/events\/[^/]+\/(pairings|standings|bracket)$/;
/**
 * The guild tags' version a request depends on: 0 for what shows no tags; null: not known now (not
 * served from the cache). A leaderboard names profiles (a hidden one shows no link), so it
 * follows it too: its own version is numbered alike by every process and leaves that out.
 */
const tagsVersionOf = (what: CacheableRequest, pathname: string): number | null => {
  if (what.season) return guildTagsVersion();
  if (what.kind !== "page" || !TAGGED.test(pathname)) return 0;
  // An event's pages follow only the profiles they show (its entrants'): a guild change elsewhere costs them nothing.
  return what.eventId === null ? guildTagsVersion() : eventGuildTagsVersion(what.eventId);
};
const stale = (entry: Entry, pathname: string) => entry.timed && TIMED.test(pathname) && Date.now() - entry.renderedAt > FRESH_MS;
/** What a request's stored render follows, in the live floor's terms. */
const followed = (what: CacheableRequest): Followed =>
  what.season ? { eventId: null, derived: { kind: "season-board", id: what.season.id, part: what.season.period } } : { eventId: what.eventId };
const MAX_BYTES = 128 * 1024 * 1024;
const RENDER_TIMEOUT_MS = 30_000;
const COMPRESS_ABOVE = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface Entry {
  version: number;
  /** The guild tags' version it was rendered at (0: shows no tags). */
  tags: number;
  renderedAt: number;
  etag: string;
  contentType: string;
  nonce: string | null;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  bytes: number;
  /** Shows a clock that runs on its own (a chess clock, an absence): re-rendered as it ages. */
  timed: boolean;
}

type Outcome = { entry: Entry } | { passed: number };

interface Flight {
  version: number;
  tags: number;
  promise: Promise<Outcome>;
}


function preferredEncoding(accept: string | null): "br" | "gzip" | null {
  const offered = new Map<string, number>();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  if ((offered.get("br") ?? 0) > 0) return "br";
  if ((offered.get("gzip") ?? 0) > 0) return "gzip";
  return null;
}

function selfOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`;
}

/**
 * The key of an address as the visitor reached it. Next.js adds `x-forwarded-host` and
 * `-proto` to a request before the proxy sees it, and the fast path sees the request before
 * that, so both read the origin the same way: the forwarded value, else the socket's own.
 */
const keyOf = (kind: string, pathAndQuery: string, header: (name: string) => string | null) =>
  [
    kind,
    pathAndQuery,
    header("x-forwarded-host")?.split(",")[0]?.trim() || header("host") || "",
    header("x-forwarded-proto")?.split(",")[0]?.trim() || "http",
    header("forwarded") ?? "",
  ].join("|");

/** A Node request's headers as the few `Headers` methods the cache reads. */
const nodeHeaders = (req: IncomingMessage) => {
  const get = (name: string): string | null => {
    const v = req.headers[name];
    return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
  };
  return { get, has: (name: string) => req.headers[name] !== undefined };
};

class ResponseCache implements SharedResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  private bytes = 0;
  private readonly secret = (process.env.HOLONET_RENDER_SECRET ??= randomBytes(24).toString("base64url"));

  async serve(request: Request, what: CacheableRequest): Promise<Response | null> {
    const version = await versionOf(followed(what));
    if (version === null) return null; // no such event (Next.js answers 404), or no notices to trust
    const url = new URL(request.url);
    const tags = tagsVersionOf(what, url.pathname);
    if (tags === null) return null;
    const key = keyOf(what.kind, url.pathname + url.search, (h) => request.headers.get(h));
    const entry = this.entries.get(key);
    if (entry && entry.version >= version && entry.tags >= tags) {
      if (stale(entry, url.pathname)) void this.flight(key, request, what, version, tags).promise.catch(() => {});
      return this.respond(entry, request, "hit");
    }
    const flight = this.flight(key, request, what, version, tags);
    if (entry && (flight.version < version || flight.tags < tags)) return this.respond(entry, request, "stale");
    const outcome = await flight.promise;
    // Not found, a redirect, an error: not kept, and Next.js answers this request itself.
    if ("passed" in outcome) return null;
    return this.respond(outcome.entry, request, "miss");
  }

  /** The render in progress for `key`, or a new one for `version`. */
  private flight(key: string, request: Request, what: CacheableRequest, version: number, tags: number): Flight {
    const running = this.flights.get(key);
    if (running) return running;
    const promise = this.render(request, what, version, tags)
      .then((outcome) => {
        if ("entry" in outcome) this.keep(key, outcome.entry);
        return outcome;
      })
      .finally(() => this.flights.delete(key));
    const flight = { version, tags, promise };
    this.flights.set(key, flight);
    return flight;
  }

  private async render(request: Request, what: CacheableRequest, version: number, tags: number): Promise<Outcome> {
    const url = new URL(request.url);
    const nonce = what.kind === "page" ? newNonce() : null;
    const headers = new Headers({ [RENDER_HEADER]: this.secret, "accept-encoding": "identity", accept: request.headers.get("accept") ?? "*/*" });
    if (nonce) headers.set(RENDER_NONCE_HEADER, nonce);
    // The page prints the address the player came to (its links' origin, worked out from the visitor's request).
    headers.set(RENDER_ORIGIN_HEADER, linkOrigin(request.headers, url.host));
    // Forwarded as a proxy in front would (the cache key and Next.js read them).
    headers.set("x-forwarded-host", request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host);
    headers.set("x-forwarded-proto", request.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", ""));
    const forwarded = request.headers.get("forwarded");
    if (forwarded) headers.set("forwarded", forwarded);
    const res = await fetch(`${selfOrigin()}${url.pathname}${url.search}`, { headers, redirect: "manual", signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) return { passed: res.status };
    const big = body.length > COMPRESS_ABOVE;
    const [gz, br] = big
      ? await Promise.all([
          gzipAsync(body, { level: 6 }),
          brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        ])
      : [null, null];
    const hash = createHash("sha1").update(body).digest("base64url").slice(0, 16);
    return {
      entry: {
        timed: what.eventId !== null && showsClocks(what.eventId),
        version,
        tags,
        renderedAt: Date.now(),
        // Pages carry their nonce, so a re-render is a new document even with the same content.
        etag: `"${hash}${nonce ? `-${nonce.slice(0, 8)}` : ""}"`,
        contentType: res.headers.get("content-type") ?? "application/octet-stream",
        nonce,
        identity: body,
        gzip: gz,
        br,
        bytes: body.length + (gz?.length ?? 0) + (br?.length ?? 0),
      },
    };
  }

  /**
   * The fast path, before Next.js sees the request: a current, fresh entry is written straight
   * to the socket (a version lookup in memory and a map read, ~0.1 ms), so a hall of phones
   * costs less than a static file. Anything else — a miss, a stale or old entry, a version not
   * known from notices — returns false and goes the usual way (proxy.ts, then `serve`).
   */
  serveNow(req: IncomingMessage, res: ServerResponse): boolean {
    const at = (req.url ?? "").indexOf("?");
    const pathname = at < 0 ? (req.url ?? "") : req.url!.slice(0, at);
    const search = at < 0 ? "" : req.url!.slice(at);
    const headers = nodeHeaders(req);
    const what = cacheableRequest({ method: req.method ?? "", pathname, search, headers: headers as Headers });
    if (!what) return false;
    const version = knownVersionOf(followed(what));
    const tags = tagsVersionOf(what, pathname);
    if (version === null || tags === null) return false;
    const entry = this.entries.get(keyOf(what.kind, pathname + search, headers.get));
    if (!entry || entry.version < version || entry.tags < tags || stale(entry, pathname)) return false;
    const https = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" || /proto=https/i.test(headers.get("forwarded") ?? "") || Boolean((req.socket as { encrypted?: boolean }).encrypted);
    const { status, headers: out, body } = this.answer(entry, headers.get("if-none-match"), headers.get("accept-encoding"), https, "hit");
    res.writeHead(status, out);
    res.end(body);
    return true;
  }

  private keep(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) {
      if (old.version > entry.version || (old.version === entry.version && old.tags > entry.tags)) return;
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }

  private respond(entry: Entry, request: Request, how: "hit" | "miss" | "stale"): Response {
    const https = requestIsHttps(request.url, request.headers);
    const { status, headers, body } = this.answer(entry, request.headers.get("if-none-match"), request.headers.get("accept-encoding"), https, how);
    // no-transform: Next.js must not compress these bytes again (lib/http/precompressed.ts).
    if (headers["content-encoding"]) {
      headers[ENCODING_MARKER] = headers["content-encoding"];
      delete headers["content-encoding"];
    }
    return new Response(body ? new Uint8Array(body) : null, { status, headers });
  }

  /** Status, headers and bytes for an entry: 304 on a matching ETag, else the best encoding. */
  private answer(entry: Entry, ifNoneMatch: string | null, acceptEncoding: string | null, https: boolean, how: "hit" | "miss" | "stale") {
    const csp = entry.nonce ? pageCsp(entry.nonce, { https, dev: false }) : API_CSP;
    const headers: Record<string, string> = {
      ...BASE_SECURITY_HEADERS,
      "content-security-policy": csp,
      "content-type": entry.contentType,
      etag: entry.etag,
      "cache-control": "no-cache, no-transform",
      vary: "accept-encoding",
      "x-holonet-cache": how,
      "x-holonet-version": String(entry.version),
      date: new Date().toUTCString(),
    };
    if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === entry.etag)) return { status: 304, headers, body: null };
    const encoding = preferredEncoding(acceptEncoding);
    const body = (encoding === "br" && entry.br) || (encoding === "gzip" && entry.gzip) || entry.identity;
    if (body !== entry.identity) headers["content-encoding"] = encoding!;
    headers["content-length"] = String(body.length);
    return { status: 200, headers, body };
  }
}

/** A cache not installed anywhere (tests call `serve` directly). */
export const newResponseCache = (): SharedResponseCache => new ResponseCache();

/** Creates this process's cache and hands it to the proxy (once per process). */
export function installSharedResponseCache(): void {
  sendPrecompressedBodies();
  const cache = new ResponseCache();
  installResponseCache(cache);
  answerBeforeNext("response-cache", (req, res) => cache.serveNow(req, res));
}
