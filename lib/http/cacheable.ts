/**
 * Which requests the shared response cache (lib/http/response-cache.ts) may answer: public reads
 * whose response depends only on the address and the event's version, and the home page, whose
 * lists depend only on the version of the lists of events (`catalogVersion`). The API reads are the
 * same for every caller (but a round read with a token: staff see a draft round); a page is only when nobody is signed in (the header and the staff
 * buttons depend on the account) and it is a document load, not a client-side navigation.
 *
 * Imported by proxy.ts: keep it free of server-only code.
 */
import { processState } from "@/lib/live/process";
import { SESSION_COOKIE } from "./session-cookie";

/** Set on the cache's own render requests, which must reach Next.js and not the cache. */
export const RENDER_HEADER = "x-holonet-render";
/** The CSP nonce a cached page is rendered with (and later served with). */
export const RENDER_NONCE_HEADER = "x-holonet-render-nonce";
/** The origin of links (lib/http/link-origin.ts) as the visitor's own request gave it, for a page the cache renders. */
export const RENDER_ORIGIN_HEADER = "x-holonet-render-origin";

const ID = "([a-z0-9]{20,32})";
const PAGE = new RegExp(`^/events/${ID}(/pairings|/standings|/bracket)?$`);
const API = new RegExp(`^/api/v1/events/${ID}(/rounds|/rounds/\\d{1,3}|/standings|/bracket|/players)?$`);
/** A season's leaderboard, page and API (its version: lib/server/seasons/season-versions.ts), of a period asked for or the current one. */
const SEASON_PAGE = new RegExp(`^/seasons/${ID}$`);
const SEASON_API = new RegExp(`^/api/v1/seasons/${ID}/leaderboard$`);
const SEASON_QUERY = /^(\?period=(\d{4}-\d{2}|season))?$/;
/** The only query a cached address may carry: another round's pairings, a page of the list. */
const ALLOWED_QUERY = /^(\?(round=\d{1,3}|page=\d{1,4}|round=\d{1,3}&page=\d{1,4}))?$/;

export interface CacheableRequest {
  /** Null: the home page (its version is the lists of events'), or a season's leaderboard. */
  eventId: string | null;
  kind: "page" | "api";
  /** A season's leaderboard: the season and the period asked for (null: the current one). */
  season?: { id: string; period: string | null };
}

const periodOf = (search: string) => (search ? search.slice("?period=".length) : null);

interface RequestLike {
  method: string;
  pathname: string;
  search: string;
  headers: Headers;
}

const hasSession = (headers: Headers) => (headers.get("cookie") ?? "").split(/;\s*/).some((c) => c.startsWith(`${SESSION_COOKIE}=`));

export function cacheableRequest({ method, pathname, search, headers }: RequestLike): CacheableRequest | null {
  if (method !== "GET" || headers.has(RENDER_HEADER)) return null;
  const season = SEASON_QUERY.test(search) ? (SEASON_API.exec(pathname) ?? SEASON_PAGE.exec(pathname)) : null;
  if (season) {
    const kind = pathname.startsWith("/api/") ? "api" : "page";
    if (kind === "page" && !isDocumentLoad(headers)) return null;
    return { eventId: null, kind, season: { id: season[1]!, period: periodOf(search) } };
  }
  if (!ALLOWED_QUERY.test(search)) return null;
  const api = API.exec(pathname);
  // A round read with a token may be the event's staff asking for a draft round (issue 41): its
  // answer is theirs, not the stored public one (which the cache renders without credentials).
  if (api) return api[2]?.startsWith("/rounds") && headers.has("authorization") ? null : { eventId: api[1]!, kind: "api" };
  // The home page as a visitor first sees it: no search, no list paged on.
  const home = pathname === "/" && search === "";
  const page = PAGE.exec(pathname);
  if ((!page && !home) || !isDocumentLoad(headers)) return null;
  return { eventId: page ? page[1]! : null, kind: "page" };
}

/**
 * A page is cached only for someone not signed in, and only as a document load: client-side
 * navigations, refreshes and prefetches ask for the React payload, not the document. Next.js
 * hides their RSC headers from the proxy, but a browser marks every fetch (`sec-fetch-dest:
 * empty`) apart from a document load.
 */
function isDocumentLoad(headers: Headers): boolean {
  if (hasSession(headers)) return false;
  const dest = headers.get("sec-fetch-dest");
  return dest === null || dest === "document";
}

/** What the proxy calls: installed in the process state by the server at start (instrumentation.ts). */
export interface SharedResponseCache {
  serve(request: Request, what: CacheableRequest): Promise<Response | null>;
}

const installed = processState("response-cache", () => ({ cache: undefined as SharedResponseCache | undefined }));
export const sharedResponseCache = (): SharedResponseCache | undefined => installed.cache;
export function installResponseCache(cache: SharedResponseCache): void {
  installed.cache = cache;
}

/** Whether a request is the cache's own render (the secret is per process, never sent out). */
export const isRenderRequest = (headers: Headers): boolean => {
  const secret = process.env.HOLONET_RENDER_SECRET;
  return Boolean(secret) && headers.get(RENDER_HEADER) === secret;
};
