/**
 * Two `next start` processes on one PostgreSQL database behave as one: a result saved on A
 * reaches B's live stream by notification, B's cached reads and B's open pairings page; an
 * event created on A reaches B's stored home page, which a single result leaves alone. The
 * spec makes its own database and servers (whatever database the main e2e server uses), so it
 * runs the same everywhere PostgreSQL does.
 */
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./helpers";
import { adminUrl, sql, startServer, stopServer, untilHealthy } from "./servers";

const base = Number(process.env.E2E_PORT || 3211);
const ports = { a: base + 2, b: base + 3 };
/** Reads `event: version` messages from B's live stream. */
function followVersions(url: string, seen: (version: number, at: number) => void): AbortController {
  const abort = new AbortController();
  void (async () => {
    const res = await fetch(url, { signal: abort.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: version\ndata: (\d+)$/m.exec(message);
        if (data) seen(Number(data[1]), Date.now());
      }
    }
  })().catch(() => {});
  return abort;
}

test("two server processes on one database: a save on A reaches B's stream, reads and page", async ({ page }) => {
  test.setTimeout(180_000);
  const database = `holonet_e2e_two_${randomUUID().slice(0, 8)}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  await sql(adminUrl.toString(), `CREATE DATABASE ${database}`);
  const servers: ChildProcess[] = [];
  let stream: AbortController | undefined;
  try {
    // A migrates first; B then starts on the migrated database.
    servers.push(startServer(ports.a, { DATABASE_URL: databaseUrl.toString() }));
    await untilHealthy(ports.a);
    servers.push(startServer(ports.b, { DATABASE_URL: databaseUrl.toString() }));
    await untilHealthy(ports.b);
    const A = `http://127.0.0.1:${ports.a}/api/v1`;
    const B = `http://127.0.0.1:${ports.b}/api/v1`;

    const signup = await fetch(`${A}/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail("two"), password: "a long e2e password", name: "Organizer" }),
    });
    const { token } = (await signup.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const post = async (url: string, body: unknown, method = "POST") => {
      const res = await fetch(url, { method, headers: auth, body: JSON.stringify(body) });
      expect(res.status, `${method} ${url}`).toBeLessThan(300);
      return res.json() as Promise<Record<string, unknown>>;
    };
    // B's home page is stored for visitors; A's new event reaches it by notification.
    const home = async () => {
      const res = await fetch(`http://127.0.0.1:${ports.b}/`, { headers: { accept: "text/html", "sec-fetch-dest": "document" } });
      expect(res.status).toBe(200);
      return { how: res.headers.get("x-holonet-cache"), html: await res.text() };
    };
    await home();
    expect((await home()).how).toBe("hit");
    const { id } = (await post(`${A}/events`, { name: "Two Halls Open", structure: "basic", tier: "relaxed" })) as { id: string };
    await expect.poll(async () => (await home()).html.includes("Two Halls Open"), { timeout: 5_000 }).toBe(true);
    await post(`${A}/events/${id}/players`, { players: ["Rey", "Finn", "Poe", "Rose"].map((name) => ({ name })) });
    const round = (await post(`${A}/events/${id}/rounds`, {})) as { matches: { id: string; table: number; playerA: { name: string } }[] };
    const match = round.matches[0]!;

    // B has served (and cached) the round before the change.
    const before = await fetch(`${B}/events/${id}/rounds/1`);
    expect(((await before.json()) as { matches: { result: unknown }[] }).matches[0]!.result).toBeNull();
    await page.goto(`http://127.0.0.1:${ports.b}/events/${id}/pairings`);
    await expect(page.getByTestId("pairings").getByText(match.playerA.name).first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    const versions: { version: number; at: number }[] = [];
    stream = followVersions(`${B}/events/${id}/changes`, (version, at) => versions.push({ version, at }));
    await expect.poll(() => versions.length).toBeGreaterThan(0);
    const known = versions.at(-1)!.version;

    await expect.poll(async () => (await home()).how, { timeout: 5_000 }).toBe("hit");

    const savedAt = Date.now();
    await post(`${A}/events/${id}/matches/${match.id}/result`, { games: [{ result: "A" }, { result: "A" }] }, "PUT");

    // The notice crosses processes: B's stream announces the new version.
    await expect.poll(() => versions.some((v) => v.version > known), { timeout: 5_000 }).toBe(true);
    const delivered = versions.find((v) => v.version > known)!;
    expect(delivered.at - savedAt).toBeLessThan(2_000);

    // A single result leaves B's stored home page as it is.
    expect((await home()).how).toBe("hit");

    // B's cached read is already the new version.
    const after = await fetch(`${B}/events/${id}/rounds/1`);
    expect(Number(after.headers.get("x-holonet-version"))).toBeGreaterThanOrEqual(delivered.version);
    const saved = ((await after.json()) as { matches: { id: string; result: unknown }[] }).matches.find((m) => m.id === match.id)!;
    expect(saved.result).toMatchObject({ games: [{ result: "A" }, { result: "A" }] });

    // The open page on B shows the result without a reload.
    await expect(page.getByTestId("pairings").getByText(/6–0/).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  } finally {
    stream?.abort();
    await Promise.all(servers.map((server) => stopServer(server)));
    await sql(adminUrl.toString(), `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
});
