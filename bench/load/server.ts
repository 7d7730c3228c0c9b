/**
 * The production servers the load bench measures: one build in `.next-bench`, `next start`
 * processes in their own process groups (killed as groups), and a throwaway PostgreSQL
 * database per run.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";
import { onCleanup } from "./cleanup";
import { sleep } from "./util";

export const DIST_DIR = ".next-bench";
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/**
 * `next build` rewrites tsconfig.json (adding the dist folder's types) and next-env.d.ts
 * (pointing at them); a bench build must leave the checkout as it found it.
 */
function preserving<T>(files: string[], work: () => Promise<T>): Promise<T> {
  const before = files.map((file) => {
    const full = path.join(ROOT, file);
    return { full, content: existsSync(full) ? readFileSync(full, "utf8") : null };
  });
  const restore = () => {
    for (const { full, content } of before) {
      const now = existsSync(full) ? readFileSync(full, "utf8") : null;
      if (now === content) continue;
      if (content === null) unlinkSync(full);
      else writeFileSync(full, content);
    }
  };
  const undo = onCleanup("restore tsconfig.json and next-env.d.ts", restore, restore);
  return work().finally(undo);
}

export async function build(): Promise<void> {
  console.log(`[bench] NEXT_DIST_DIR=${DIST_DIR} npx next build …`);
  const started = Date.now();
  await preserving(["tsconfig.json", "next-env.d.ts"], async () => {
    const child = spawn("npx", ["next", "build"], {
      cwd: ROOT,
      env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (c) => resolve(c));
    });
    if (code !== 0) throw new Error(`next build failed (exit ${code})`);
  });
  console.log(`[bench] built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

export function assertBuilt(): void {
  if (!existsSync(path.join(ROOT, DIST_DIR, "BUILD_ID"))) {
    throw new Error(`no build in ${DIST_DIR}/: run without --no-build once`);
  }
}

/** The first free TCP port at or above `from` (and not in `taken`). */
export async function freePort(from: number, taken: Set<number>): Promise<number> {
  for (let port = from; port < from + 200; port++) {
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port from ${from}`);
}

export interface Server {
  name: string;
  /** The process group (npx and the next-server under it). */
  pid: number;
  port: number;
  base: string;
  log: string;
  stop(): Promise<void>;
}

export interface Health {
  status: string;
  database: string;
  notifications: string;
  eventLoop: { meanMs: number; p99Ms: number; maxMs: number; sinceMs: number };
}

export async function health(base: string, reset = false): Promise<Health> {
  const res = await fetch(`${base}/api/v1/health${reset ? "?reset=1" : ""}`);
  if (!res.ok) throw new Error(`health: ${res.status}`);
  return (await res.json()) as Health;
}

function killGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * `NEXT_DIST_DIR=.next-bench npx next start -p <port>` in its own process group, logging to
 * `logDir`. `env` is the whole environment (the caller decides DATABASE_URL / HOLONET_DATA_DIR).
 */
export async function startServer(name: string, port: number, env: NodeJS.ProcessEnv, logDir: string, profileDir: string | null = null): Promise<Server> {
  const log = path.join(logDir, `${name}.log`);
  const fd = openSync(log, "a");
  // Node refuses --cpu-prof in NODE_OPTIONS: a profiled server runs Next's bin under node directly.
  const [command, args] = profileDir
    ? // One folder per server, Node's own file names: the embedded database's worker thread writes a profile of its own.
      [process.execPath, [`--cpu-prof`, `--cpu-prof-dir=${path.join(profileDir, name)}`, path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", String(port)]]
    : ["npx", ["next", "start", "-p", String(port)]];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", fd, fd],
    detached: true,
  });
  closeSync(fd);
  const pid = child.pid!;
  let exited = false;
  child.once("exit", () => (exited = true));
  const stop = onCleanup(
    `stop ${name} (pid ${pid})`,
    async () => {
      if (!killGroup(pid, "SIGTERM")) return;
      for (let i = 0; i < 50 && groupAlive(pid); i++) await sleep(100);
      killGroup(pid, "SIGKILL");
    },
    () => void killGroup(pid, "SIGKILL"),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`${name} exited while starting; see ${log}:\n${tail(log)}`);
    }
    const h = await health(base).catch(() => null);
    // Healthy once it hears change notices (what the live figures depend on).
    if (h?.status === "ok" && h.notifications === "listening") break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} on port ${port} did not become healthy; see ${log}:\n${tail(log)}`);
    }
    await sleep(250);
  }
  return { name, pid, port, base, log, stop };
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** A fresh `holonet_bench_<random>` database on the admin URL's server, dropped on cleanup. */
export async function createBenchDatabase(adminUrl: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `holonet_bench_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const drop = onCleanup(`drop database ${name}`, () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop };
}

/**
 * CPU time (user + system, ms) used so far by the processes of group `pgid`, from /proc (Linux);
 * NaN where there is no /proc. Sampled around a run: the server's CPU per request.
 */
export function groupCpuMs(pgid: number): number {
  let ticks = 0;
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue; // gone meanwhile
      }
      // pid (comm) state ppid pgrp … utime(14) stime(15): fields counted after the ")".
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return NaN;
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}
