/*
 * Holonet's service worker (issue 39): a phone keeps the event pages it opened, and their data,
 * for when the hall's network fails. Registered by components/offline/OfflineSupport.tsx as
 * /sw.js?v=<build>: a new build is a new worker, its caches are new and the old ones go.
 *
 * - static: the build's hashed files (/_next/static) and the icons, cache first (they never change).
 * - pages: the event pages a phone opened (event, pairings, standings, bracket, clock), the home
 *   page and the events' public JSON, network first with the cache as fallback. Each stored answer
 *   gets an `x-holonet-stored-at` header (the device's clock when stored). Signed-in pages carry
 *   private data ("my table"), so sign-out deletes this whole cache.
 * - never: writes (any method but GET), server actions, the change stream, auth and account
 *   pages, answers to a bearer token, RSC requests (a failed one makes Next.js load the page
 *   as a document, which this worker answers).
 */
const VERSION = new URL(self.location.href).searchParams.get("v") || "dev";
const STATIC = `holonet-static-${VERSION}`;
const PAGES = `holonet-pages-${VERSION}`;
const STORED_AT = "x-holonet-stored-at";
const SHELL = ["/manifest.webmanifest", "/icons/icon-192.png", "/icons/maskable-192.png"];
/**
 * Bumped at sign-out: a page fetched before it (a refresh in flight) is not stored after it, so
 * the deleted cache is not filled again with the signed-in copy.
 */
let signOuts = 0;

/** Documents kept for offline: the home page and an event's public pages. */
const KEPT_PAGE = /^\/(?:events\/[^/]+(?:\/(?:pairings|standings|bracket|clock))?)?\/?$/;
/** An event's public JSON (not its change stream, not documents' files). */
const KEPT_JSON = /^\/api\/v1\/events\/[^/]+(?:\/(?:rounds(?:\/\d+)?|standings|players|bracket))?\/?$/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(STATIC)
      .then((c) => c.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("holonet-") && k !== STATIC && k !== PAGES).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  const msg = event.data || {};
  if (msg.type === "signed-out") {
    signOuts += 1;
    event.waitUntil(caches.delete(PAGES));
  }
  // The page that registered the worker: what it loaded before the worker controlled it.
  if (msg.type === "keep" && Array.isArray(msg.urls)) event.waitUntil(Promise.all(msg.urls.map(keepUrl)));
  // The live stream said the event changed: store the page again.
  if (msg.type === "refresh" && typeof msg.url === "string") event.waitUntil(keepUrl(msg.url));
});

async function keepUrl(href) {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin) return;
  try {
    if (url.pathname.startsWith("/_next/static/")) {
      const c = await caches.open(STATIC);
      if (!(await c.match(url.href))) await c.add(url.href);
    } else if (KEPT_PAGE.test(url.pathname) || KEPT_JSON.test(url.pathname)) {
      const asked = signOuts;
      const res = await fetch(url.href, { credentials: "same-origin", headers: KEPT_JSON.test(url.pathname) ? { accept: "application/json" } : {} });
      await store(url.href, res, asked);
    }
  } catch {
    // Offline or refused: the next visit stores it.
  }
}

/** Stores a copy of a good answer, stamped with when, unless the phone signed out since it was asked for. */
async function store(key, res, asked) {
  if (!res.ok || res.status !== 200 || res.type !== "basic" || res.redirected) return;
  const headers = new Headers(res.headers);
  headers.set(STORED_AT, String(Date.now()));
  const body = await res.clone().blob();
  if (asked !== signOuts) return;
  const c = await caches.open(PAGES);
  await c.put(key, new Response(body, { status: 200, statusText: res.statusText, headers }));
}

/**
 * A stored answer, served. JSON: its Date header moved on by the time spent in the cache, so a
 * running clock computed from the server's clock (`endsAt` − Date) keeps counting. A document: a
 * `holonet-stored-at` meta tag the offline banner and the clocks read.
 */
async function served(cached) {
  const at = Number(cached.headers.get(STORED_AT)) || Date.now();
  const headers = new Headers(cached.headers);
  const date = Date.parse(cached.headers.get("date") || "");
  if (!Number.isNaN(date)) headers.set("date", new Date(date + (Date.now() - at)).toUTCString());
  if ((cached.headers.get("content-type") || "").includes("text/html")) {
    const html = (await cached.text()).replace("<head>", `<head><meta name="holonet-stored-at" content="${at}">`);
    headers.delete("content-length");
    return new Response(html, { status: 200, headers });
  }
  return new Response(await cached.blob(), { status: 200, headers });
}

async function networkFirst(event, request, key) {
  const asked = signOuts;
  try {
    const res = await fetch(request);
    // Copied as the page streams it (store clones it at once), stored after.
    event.waitUntil(store(key, res, asked));
    return res;
  } catch (err) {
    const cached = await caches.match(key, { cacheName: PAGES });
    if (cached) return served(cached);
    throw err;
  }
}

async function cacheFirst(request) {
  const c = await caches.open(STATIC);
  const hit = await c.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok && res.type === "basic") await c.put(request, res.clone());
  return res;
}

function offlinePage() {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline · Holonet</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}header{background:#0f172a;color:#fff;padding:12px 16px;font-weight:700}main{max-width:40rem;margin:0 auto;padding:24px 16px}h1{font-size:1.5rem}a{color:#0f172a;display:inline-block;padding:12px 0}</style></head>
<body><header>Holonet</header><main><h1>This page needs the network once</h1>
<p data-testid="offline-fallback">You are offline, and this phone has not opened this page before. Pages you have opened — your event's pairings, standings and clock — are kept on this phone and open without the network.</p>
<p><a href="/">Back to the home page</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/icons/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.headers.get("rsc") || url.searchParams.has("_rsc") || request.headers.has("authorization")) return;
  if (request.mode === "navigate") {
    if (KEPT_PAGE.test(url.pathname)) event.respondWith(networkFirst(event, request, url.href).catch(offlinePage));
    else event.respondWith(fetch(request).catch(offlinePage));
    return;
  }
  if (KEPT_JSON.test(url.pathname)) event.respondWith(networkFirst(event, request, url.href));
});
