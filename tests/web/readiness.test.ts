/**
 * A process that is starting (lib/server/platform/readiness.ts) answers over real HTTP before Next.js
 * (lib/server/platform/readiness-gate.ts): the health check 503 "starting", every other request 503 with
 * Retry-After — never a 500 — while its start is retried; once ready, requests go through.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as healthRoute } from "@/app/api/v1/health/route";
import { isReady, startUp } from "@/lib/server/platform/readiness";
import { installReadinessGate } from "@/lib/server/platform/readiness-gate";

let server: Server;
let base: string;

beforeAll(async () => {
  installReadinessGate();
  // Stands in for Next.js: whatever the gate lets through is answered 200.
  server = createServer((_req, res) => res.end("next"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a process that is starting", () => {
  it("answers 503 (health: starting) until its start succeeds, retrying a failed one, then serves", async () => {
    let attempts = 0;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const started = startUp(
      async () => {
        attempts++;
        // The first attempt fails (a migration lock timeout, the database not up yet); the second waits for the test.
        if (attempts === 1) throw new Error("Timed out trying to acquire a postgres advisory lock");
        await opened;
      },
      { maxPauseMs: 20, log: () => {} },
    );
    expect(isReady()).toBe(false);
    await new Promise((r) => setTimeout(r, 100));
    expect(attempts).toBe(2);

    const health = await fetch(`${base}/api/v1/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await health.json()).toMatchObject({ status: "starting", startup: { failures: 1 } });
    const page = await fetch(`${base}/events/abc/pairings`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await page.text()).toMatch(/starting/);
    const api = await fetch(`${base}/api/v1/events`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ error: { code: "unavailable" } });
    // The route itself says the same (a request that reached Next.js some other way).
    const routed = await healthRoute(new Request(`${base}/api/v1/health`), { params: Promise.resolve({}) });
    expect(routed.status).toBe(503);

    open();
    await started;
    expect(isReady()).toBe(true);
    const after = await fetch(`${base}/events/abc/pairings`);
    expect(after.status).toBe(200);
    expect(await after.text()).toBe("next");
    expect((await healthRoute(new Request(`${base}/api/v1/health`), { params: Promise.resolve({}) })).status).toBe(200);
  });
});
