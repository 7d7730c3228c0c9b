/**
 * `npm run bench:load`: the production server under load, measured with autocannon.
 *
 *   npm run bench:load -- [--db=embedded|postgres|both] [--players=1000] [--quick] [--no-build]
 *                          [--big-players=5000] [--port=3600] [--profile] [--only=hall]
 *
 * Builds once into .next-bench (NEXT_DIST_DIR) unless --no-build, then for each database starts
 * `next start` processes (ports 3600+), builds a 1,000-player and a 5,000-player event through
 * the API and measures: public reads at 100 connections beside the same server's static-asset
 * rate, page weight, 25 judges saving results at once (with the home page's latency and the
 * event-loop delay meanwhile), pairing through the API, and live updates to 1,000 SSE streams
 * (on PostgreSQL also across two processes). Embedded: a fresh HOLONET_DATA_DIR; PostgreSQL: a
 * fresh `holonet_bench_<random>` database on DATABASE_URL's server (default
 * postgresql://postgres@127.0.0.1:5432/postgres), dropped at the end.
 *
 * Then the hall server (bench/load/hall.ts): a hall on the embedded database mirroring to a public
 * server of the run's kind — how soon a result saved in the hall is on the public standings (25
 * judges, the 1,000-player event), and the catch-up after 9 rounds of a 200-player event played
 * offline. `--only=hall` measures that alone.
 *
 * `--profile` keeps a V8 CPU profile of each server process (a folder printed at the end), to see
 * where the server's time goes.
 *
 * Prints one table per database and a markdown summary. Exits 0 when targets are missed (they
 * read FAIL); non-zero when the bench itself breaks. Servers, temp folders and the database are
 * cleaned up on exit, errors and Ctrl-C.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { cleanupAll, installSignalHandlers, interrupted } from "./load/cleanup";
import { printDatabase, printSummary, type DatabaseReport } from "./load/report";
import { runDatabase, type Options } from "./load/scenario";
import { runOffline } from "./offline";
import { assertBuilt, build } from "./load/server";

function parseArgs(argv: string[]): Options {
  const o: Options = {
    db: "both",
    players: 1000,
    bigPlayers: 5000,
    quick: false,
    build: true,
    adminUrl: process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres",
    basePort: 3600,
    profileDir: null,
    only: null,
  };
  for (const arg of argv) {
    const [key, value] = arg.split("=", 2) as [string, string | undefined];
    const number = (min: number, maxValue: number) => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < min || n > maxValue) throw new Error(`${key} takes a whole number from ${min} to ${maxValue}`);
      return n;
    };
    if (key === "--db" && (value === "embedded" || value === "postgres" || value === "both")) o.db = value;
    else if (key === "--players") o.players = number(50, 20_000);
    else if (key === "--big-players") o.bigPlayers = number(50, 20_000);
    else if (key === "--port") o.basePort = number(1024, 65_000);
    else if (key === "--quick") o.quick = true;
    else if (key === "--no-build") o.build = false;
    else if (key === "--only" && value === "hall") o.only = "hall";
    else if (key === "--profile") o.profileDir = mkdtempSync(path.join(tmpdir(), "holonet-bench-profiles-"));
    else if (key === "--help" || key === "-h") {
      console.log("npm run bench:load -- [--db=embedded|postgres|both] [--players=1000] [--big-players=5000] [--quick] [--no-build] [--port=3600] [--profile] [--only=hall]");
      process.exit(0);
    } else throw new Error(`unknown option ${arg} (try --help)`);
  }
  return o;
}

async function main(): Promise<void> {
  installSignalHandlers();
  const o = parseArgs(process.argv.slice(2));
  const started = performance.now();
  if (o.build) await build();
  else assertBuilt();
  const measuredFrom = performance.now();
  const kinds = o.db === "both" ? (["embedded", "postgres"] as const) : ([o.db] as const);
  const reports: DatabaseReport[] = [];
  const ports = new Set<number>();
  for (const kind of kinds) {
    const t = performance.now();
    const report = await runDatabase(kind, o, ports);
    report.notes.push(`measured in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    reports.push(report);
    printDatabase(report);
  }
  // The offline phone (issue 39): page and worker weight, an offline reload on a throttled phone.
  if (o.only === null) {
    const offline = await runOffline(o, ports);
    reports.push(offline);
    printDatabase(offline);
  }
  if (o.profileDir) console.log(`\n[bench] CPU profiles of the servers (kept): ${o.profileDir}`);
  const total = (performance.now() - started) / 1000;
  const measuring = (performance.now() - measuredFrom) / 1000;
  printSummary(
    reports,
    `Load bench summary (${o.quick ? "quick, " : ""}${new Date().toISOString().slice(0, 10)}; ${measuring.toFixed(0)} s measuring${o.build ? `, ${total.toFixed(0)} s with the build` : ""})`,
  );
}

main()
  .then(async () => {
    await cleanupAll();
    process.exit(0);
  })
  .catch(async (err: unknown) => {
    if (interrupted()) return; // Ctrl-C: the signal handler cleans up and exits
    console.error(`\n[bench] the load bench broke: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    await cleanupAll();
    process.exit(1);
  });
