/**
 * Extra `next start` processes for the specs that need more than the one Playwright starts
 * (two processes on one database, a hall and a public server), and the PostgreSQL admin
 * connection that makes and drops their databases.
 */
import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";

/** The server's own PostgreSQL, at its `postgres` database (where databases are made and dropped). */
export const adminUrl = (() => {
  const url = new URL(process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres");
  url.pathname = "/postgres";
  return url;
})();

/** One statement on its own connection. */
export async function sql<T extends object = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A production server on `port` with `env` for its database: nothing of the main server's database is inherited. */
export function startServer(port: number, env: Record<string, string>): ChildProcess {
  const own = { ...process.env };
  delete own.HOLONET_DATA_DIR;
  delete own.DATABASE_URL;
  return spawn("npx", ["next", "start", "-p", String(port)], {
    env: { ...own, ...env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  });
}

/** Waits until the server answers its health check with its change notices listening. */
export async function untilHealthy(port: number): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`)
      .then((r) => (r.ok ? (r.json() as Promise<{ notifications: string }>) : null))
      .catch(() => null);
    if (health?.notifications === "listening") return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

/** Stops the server's whole process group and waits (15 s at most) for it to exit. */
export async function stopServer(server: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  const exited = new Promise((r) => server.once("exit", r));
  try {
    process.kill(-server.pid!, signal);
  } catch {
    return; // already gone
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
}
