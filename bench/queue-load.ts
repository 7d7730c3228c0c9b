/**
 * `npx tsx bench/queue-load.ts [--db=embedded|postgres] [--port=3600] [--profile] [--quick]`:
 * only the on-demand queue part of `npm run bench:load` (bench/load/queues.ts: 400 joins over
 * 10 s with the home page sampled meanwhile, then the knee), against the build in .next-bench
 * (`npm run bench:load` builds it). For working on joins without the whole bench's minutes.
 */
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { cleanupAll, installSignalHandlers } from "./load/cleanup";
import { Api, PAGE_HEADERS, rawGet } from "./load/http";
import { measureQueue } from "./load/queues";
import { sampler } from "./load/sampler";
import { assertBuilt, createBenchDatabase, freePort, health, startServer } from "./load/server";

async function main() {
  installSignalHandlers();
  const args = new Map(process.argv.slice(2).map((a) => a.split("=", 2) as [string, string | undefined]));
  const kind = args.get("--db") === "postgres" ? "postgres" : "embedded";
  assertBuilt();
  const runDir = mkdtempSync(path.join(tmpdir(), `holonet-queue-bench-${kind}-`));
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.HOLONET_DATA_DIR;
  let drop = async () => {};
  if (kind === "embedded") env.HOLONET_DATA_DIR = path.join(runDir, "pglite");
  else {
    const db = await createBenchDatabase(process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres");
    env.DATABASE_URL = db.url;
    drop = db.drop;
  }
  const profileDir = args.has("--profile") ? mkdtempSync(path.join(tmpdir(), "holonet-queue-profiles-")) : null;
  const server = await startServer(`${kind}-queue`, await freePort(Number(args.get("--port") ?? 3600), new Set()), env, runDir, profileDir);
  try {
    const api = new Api(server.base);
    const email = `organizer-${randomBytes(4).toString("hex")}@bench.example.org`;
    const { token } = await api.call<{ token: string }>("POST", "/auth/signup", { email, password: "a long bench password for load", name: "Organizer" });
    const home = `${server.base}/`;
    for (let i = 0; i < 5; i++) await rawGet(home, { ...PAGE_HEADERS });
    const load = loadavg().map((x) => x.toFixed(2)).join(" ");
    const { rows, notes } = await measureQueue({
      api,
      org: api.as(token),
      pageName: "home page /",
      quick: args.has("--quick"),
      sampleDuring: async (work) => {
        await health(server.base, true);
        const page = sampler(home, { ...PAGE_HEADERS }, 50);
        const result = await work();
        await page.stop();
        return { result, latencies: page.latencies, failures: page.failures };
      },
    });
    console.log(`[queue-bench] ${kind}, load average at start ${load}, after ${loadavg().map((x) => x.toFixed(2)).join(" ")}`);
    for (const r of rows) console.log(`${r.pass ? "ok  " : "FAIL"} ${r.id}: ${r.measured}`);
    for (const n of notes) console.log(`note: ${n}`);
    if (profileDir) console.log(`profiles in ${profileDir}`);
  } finally {
    await server.stop();
    await drop();
    await cleanupAll();
  }
}

main().catch(async (err) => {
  console.error(err);
  await cleanupAll();
  process.exit(1);
});
