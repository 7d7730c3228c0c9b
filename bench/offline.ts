/**
 * The offline phone's figures (issue 39), part of `npm run bench:load` and runnable alone:
 *
 *   npx tsx bench/offline.ts [--no-build] [--players=1000] [--port=3700]
 *
 * On its own server (embedded database, the bench build in .next-bench) with a 1,000-player
 * event whose round 1 runs: the pairings page's weight and the service worker's (what the worker
 * adds to a first visit: its script; the page is the same page), and an offline reload of the
 * pairings page in Chromium on a throttled phone profile (390 px, CPU slowed 4× and a slow 4G
 * network through CDP, then no network): the time to the first contentful paint and to the page
 * being usable (hydrated, the offline banner shown). Median of three, the load average beside.
 */
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { cleanupAll, installSignalHandlers, removeDirLater } from "./load/cleanup";
import { Api, header, PAGE_HEADERS, rawGet } from "./load/http";
import { markdownTable, printDatabase, type DatabaseReport, type Row } from "./load/report";
import { assertBuilt, build, freePort, startServer } from "./load/server";
import { int, kb, median, ms, playerNames } from "./load/util";

const KB = 1024;
const TARGET = { page: 60 * KB, worker: 30 * KB, reloadMs: 300 };
/** A mid-range phone on a hall's slow network: Lighthouse's "slow 4G" and 4× CPU slowdown. */
const PHONE = { cpuSlowdown: 4, latencyMs: 150, downloadBps: (1.6 * 1024 * 1024) / 8, uploadBps: (750 * 1024) / 8 };
const RUNS = 3;

const load1 = () => loadavg()[0]!.toFixed(2);

/** A 1,000-player event, round 1 paired and its clock running: the pairings page a hall's phones open. */
async function hallEvent(api: Api, players: number): Promise<string> {
  const email = `offline-bench-${Date.now().toString(36)}@bench.example.org`;
  const { token } = await api.call<{ token: string }>("POST", "/auth/signup", { email, password: "a long bench password", name: "Offline Bench" });
  const org = api.as(token);
  const { id } = await org.call<{ id: string }>("POST", "/events", { name: "Offline Bench Open", structure: "advanced", tier: "relaxed", randomSeed: "offline-bench" });
  const names = playerNames(players, 7);
  for (let i = 0; i < names.length; i += 1000) await org.call("POST", `/events/${id}/players`, { players: names.slice(i, i + 1000).map((name) => ({ name })) });
  await org.timed("POST", `/events/${id}/rounds`, {}, [201]);
  await org.call("POST", `/events/${id}/rounds/1/timer`, { action: "start" });
  return id;
}

/** Bytes on the wire for one GET, brotli and gzip. */
async function weight(url: string, headers: Record<string, string>) {
  const [br, gz, raw] = [await rawGet(url, { ...headers, "accept-encoding": "br" }), await rawGet(url, { ...headers, "accept-encoding": "gzip" }), await rawGet(url, { ...headers, "accept-encoding": "identity" })];
  for (const r of [br, gz, raw]) if (r.status !== 200) throw new Error(`GET ${url}: ${r.status}`);
  const enc = (r: typeof br) => header(r, "content-encoding") || "identity";
  return { br: br.bytes, gzip: gz.bytes, raw: raw.bytes, words: `${kb(br.bytes)} ${enc(br)}, ${kb(gz.bytes)} ${enc(gz)} (uncompressed ${kb(raw.bytes)})` };
}

/** Offline reloads of the pairings page on the throttled phone: ms to first contentful paint and to usable, each run. */
async function offlineReloads(base: string, eventId: string): Promise<{ fcp: number[]; usable: number[]; loads: string[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "allow" });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: PHONE.latencyMs, downloadThroughput: PHONE.downloadBps, uploadThroughput: PHONE.uploadBps });
    const url = `/events/${eventId}/pairings`;
    // Online first: the worker installs, takes the page over and keeps it (and what it loaded).
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await page.reload({ waitUntil: "load", timeout: 120_000 });
    await page.waitForFunction(async () => (await (await caches.open((await caches.keys()).find((k) => k.startsWith("holonet-pages-"))!)).match(location.href)) !== undefined, undefined, { timeout: 60_000 });
    await context.setOffline(true);
    const fcp: number[] = [];
    const usable: number[] = [];
    const loads: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await page.reload({ waitUntil: "commit" });
      await page.getByTestId("offline-banner").waitFor({ timeout: 30_000 });
      usable.push(performance.now() - started);
      fcp.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const entry = performance.getEntriesByName("first-contentful-paint")[0];
              if (entry) return resolve(entry.startTime);
              new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({ type: "paint", buffered: true });
            }),
        ),
      );
      loads.push(load1());
    }
    return { fcp, usable, loads };
  } finally {
    await browser.close();
  }
}

/** The offline rows, on a server of their own (started and stopped here). */
export async function runOffline(o: { players: number; basePort: number }, ports: Set<number>): Promise<DatabaseReport> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const runDir = mkdtempSync(path.join(tmpdir(), "holonet-bench-offline-"));
  const removeRunDir = removeDirLater(runDir);
  const env: NodeJS.ProcessEnv = { ...process.env, HOLONET_DATA_DIR: path.join(runDir, "pglite") };
  delete env.DATABASE_URL;
  const server = await startServer("offline", await freePort(o.basePort, ports), env, runDir);
  try {
    const t = performance.now();
    const eventId = await hallEvent(new Api(server.base), o.players);
    notes.push(`${int(o.players)}-player event built in ${ms(performance.now() - t)}; load average ${load1()} before measuring`);

    const page = await weight(`${server.base}/events/${eventId}/pairings`, PAGE_HEADERS);
    const worker = await weight(`${server.base}/sw.js`, { accept: "*/*" });
    rows.push({
      id: "offline-weight",
      figure: `pairings page with the service worker, ${int(o.players)} players`,
      measured: `page ${page.words}; worker ${worker.words}`,
      static: "–",
      ratio: "–",
      target: "page ≤ 60 KB compressed, worker ≤ 30 KB",
      pass: Math.max(page.br, page.gzip) <= TARGET.page && Math.max(worker.br, worker.gzip, worker.raw) <= TARGET.worker,
      short: `page ${kb(Math.min(page.br, page.gzip))}, worker ${kb(Math.min(worker.br, worker.gzip))} compressed`,
    });

    const r = await offlineReloads(server.base, eventId);
    rows.push({
      id: "offline-reload",
      figure: `offline reload of the pairings page, throttled phone (CPU ÷${PHONE.cpuSlowdown}, 390 px)`,
      measured: `first paint ${r.fcp.map(ms).join(", ")} (median ${ms(median(r.fcp))}); usable ${r.usable.map(ms).join(", ")} (median ${ms(median(r.usable))}); load average ${r.loads.join(", ")}`,
      static: "–",
      ratio: "–",
      target: "≤ 300 ms to render (first contentful paint)",
      pass: median(r.fcp) <= TARGET.reloadMs,
      short: `paint ${ms(median(r.fcp))}, usable ${ms(median(r.usable))} (load ${r.loads.join("/")})`,
    });
    notes.push("usable: from the reload until the offline banner is shown (the page hydrated and read what the worker kept)");
  } finally {
    await server.stop();
    await removeRunDir();
  }
  return { db: "embedded", label: "Offline phone (embedded database)", rows, notes };
}

// Alone: `npx tsx bench/offline.ts [--no-build] [--players=N] [--port=N]`.
if (import.meta.url === `file://${process.argv[1]}`) {
  installSignalHandlers();
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const o = { players: Number(arg("players") ?? 1000), basePort: Number(arg("port") ?? 3700) };
  (async () => {
    if (process.argv.includes("--no-build")) assertBuilt();
    else await build();
    const report = await runOffline(o, new Set());
    printDatabase(report);
    console.log(`\n${markdownTable(["figure", "measured"], report.rows.map((x) => [x.figure, x.short]))}`);
  })()
    .then(() => cleanupAll())
    .then(() => process.exit(0))
    .catch(async (err: unknown) => {
      console.error(err);
      await cleanupAll();
      process.exit(1);
    });
}
