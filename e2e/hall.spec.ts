/**
 * The hall server (issue 40) with two real `next start` processes: a hall on the embedded
 * database (a temporary folder) and a public server on PostgreSQL (a database of its own, made
 * and dropped here).
 * - The organizer takes an event to the hall from the hall's page; the public server holds it
 *   read-only (its page's banner, a 409 with the hall's words) and refuses another account.
 * - The hall plays with the public server stopped, saves as fast as ever, and the rounds console
 *   counts the changes waiting; the public server restarted catches up and equals the hall
 *   (rounds, results, standings, history, version); an open public page follows by itself.
 * - kill -9 of the hall right after a change: restarted, the mirror resumes and nothing is applied twice.
 * - The event completes in the hall and is rated once on the public server; handed back from the
 *   rounds console, the public server writes it again and the hall's copy is read-only.
 * - Taken back on the public server (the name typed again): the hall's later pushes are refused
 *   and the public event stays as it was.
 * - An event started in the hall while the uplink is down, marked to publish from the hall's page:
 *   published under the organizer's account once the public server is back, then mirrored.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { uniqueEmail } from "./helpers";
import { adminUrl, sql, startServer, stopServer as stop, untilHealthy } from "./servers";

const base = Number(process.env.E2E_PORT || 3211);
const ports = { hall: base + 4, public: base + 5 };
const PASSWORD = "a long e2e password";
type Json = Record<string, unknown>;
interface ApiMatch {
  id: string;
  playerB: unknown;
  result: unknown;
}

/** A JSON client of one server with one account's token. */
function client(port: number, token: string) {
  const root = `http://127.0.0.1:${port}/api/v1`;
  const call = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`${root}${p}`, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
  };
  const ok = async (method: string, p: string, body?: unknown) => {
    const r = await call(method, p, body);
    expect(r.status, `${method} ${p}: ${JSON.stringify(r.body).slice(0, 300)}`).toBeLessThan(300);
    return r.body;
  };
  return { call, ok };
}

async function signUp(port: number, email: string, name: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/signup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD, name }) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

/** Pairs the next round and records a result at every table; `upTo` stops early. */
async function playRound(api: ReturnType<typeof client>, eventId: string, upTo = Infinity): Promise<number[]> {
  const round = (await api.ok("POST", `/events/${eventId}/rounds`, {})) as { matches: ApiMatch[] };
  const took: number[] = [];
  let i = 0;
  for (const m of round.matches) {
    if (m.result || !m.playerB || i++ >= upTo) continue;
    const at = Date.now();
    await api.ok("PUT", `/events/${eventId}/matches/${m.id}/result`, { games: [{ result: i % 2 ? "A" : "B" }, { result: "A" }] });
    took.push(Date.now() - at);
  }
  return took;
}

/** What both servers must agree on: the export without what each server keeps its own way. */
function comparable(doc: Json) {
  const d = doc as { event: Json; stages: unknown[]; players: Json[]; rounds: unknown[]; matches: unknown[]; audit: Json[]; reports: unknown[] };
  // `updatedAt` is each server's own (the public one stamps its apply).
  const without = (row: Json) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== "updatedAt"));
  return {
    event: without(d.event),
    stages: d.stages,
    players: d.players.map(without),
    rounds: d.rounds,
    matches: d.matches,
    reports: d.reports,
    audit: d.audit.map((a) => ({ id: a.id, action: a.action, data: a.data, createdAt: a.createdAt })).sort((a, b) => String(a.id).localeCompare(String(b.id))),
  };
}

async function takeInBrowser(browser: Browser, email: string, publicToken: string, eventName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${ports.hall}`, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/login?next=/hall");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((u) => u.pathname === "/hall" || u.pathname === "/");
  await page.goto("/hall");
  // The poster phones scan: the laptop's LAN address as a QR code.
  await expect(page.getByTestId("hall-poster").getByRole("img", { name: /^QR code for http:\/\// })).toBeVisible();
  await page.getByLabel("Public Holonet address").fill(`http://127.0.0.1:${ports.public}`);
  await page.getByLabel("API token of your account there").fill(publicToken);
  await page.getByLabel("This hall's name").fill("Laptop by the door");
  await page.getByRole("button", { name: "List my events there" }).click();
  const row = page.getByRole("listitem").filter({ hasText: eventName });
  await row.getByRole("button", { name: "Take to this hall" }).click();
  await page.waitForURL(/\/manage\/rounds$/, { timeout: 30_000 });
  await expect(page.getByTestId("mirror-status")).toContainText(`Mirrored to 127.0.0.1:${ports.public}`);
  return page;
}

test("an event taken to the hall, played offline, mirrored, completed, handed back; another taken back from a lost hall", async ({ browser }) => {
  test.setTimeout(300_000);
  const database = `holonet_hall_${randomUUID().slice(0, 8)}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const publicDb = databaseUrl.toString();
  await sql(adminUrl.toString(), `CREATE DATABASE ${database}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "holonet-hall-"));
  // A short backoff: the hall retries soon after the public server is back.
  const mirror = { HOLONET_MIRROR_MAX_BACKOFF_MS: "1000" };
  const startPublic = () => startServer(ports.public, { DATABASE_URL: publicDb, ...mirror });
  const startHall = () => startServer(ports.hall, { HOLONET_DATA_DIR: dataDir, ...mirror });
  let publicServer = startPublic();
  let hallServer = startHall();
  try {
    await Promise.all([untilHealthy(ports.public), untilHealthy(ports.hall)]);
    const email = uniqueEmail("hall-org");
    // The organizer's API token on the public server: what the hall's page asks for.
    const token = await signUp(ports.public, email, "Organizer");
    const pub = client(ports.public, token);
    const stranger = client(ports.public, await signUp(ports.public, uniqueEmail("hall-stranger"), "Stranger"));
    const hall = client(ports.hall, await signUp(ports.hall, email, "Organizer"));

    const { id: eventId } = (await pub.ok("POST", "/events", { name: "Hall Open", structure: "custom", tier: "relaxed", swissRounds: 3, cutSize: 0 })) as { id: string };
    await pub.ok("POST", `/events/${eventId}/players`, { players: ["Rey", "Finn", "Poe", "Rose", "Jyn", "Cassian", "Bodhi", "Chirrut"].map((name) => ({ name })) });

    // ── Take it to the hall from the hall's page.
    const rounds = await takeInBrowser(browser, email, token, "Hall Open");
    const hold = await pub.ok("GET", `/events/${eventId}/hall`);
    expect(hold).toMatchObject({ held: true, hall: "Laptop by the door" });
    const refused = await pub.call("POST", `/events/${eventId}/rounds`, {});
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toMatch(/run from the hall · last update \d\d:\d\d:\d\d/);
    const publicPage = await (await fetch(`http://127.0.0.1:${ports.public}/events/${eventId}`)).text();
    expect(publicPage).toContain("Run from the hall");
    // Another account may neither take it nor push to it.
    expect((await stranger.call("POST", `/events/${eventId}/hall/take`, { hall: "Mine" })).status).toBe(403);
    const theirs = await stranger.call("POST", `/events/${eventId}/hall/push`, { hallId: "x", secret: "y", document: (await hall.ok("GET", `/events/${eventId}/export`)) });
    expect(theirs.status).toBe(403);

    const caughtUp = async (id = eventId) => {
      const [h, p] = await Promise.all([hall.ok("GET", `/events/${id}/export`), pub.call("GET", `/events/${id}/export`)]);
      return p.status === 200 && (p.body.event as Json).version === (h.event as Json).version;
    };
    const same = async () => {
      const [h, p] = await Promise.all([hall.ok("GET", `/events/${eventId}/export`), pub.ok("GET", `/events/${eventId}/export`)]);
      expect(comparable(p)).toEqual(comparable(h));
      const [hs, ps] = await Promise.all([hall.ok("GET", `/events/${eventId}/standings`), pub.ok("GET", `/events/${eventId}/standings`)]);
      expect(ps).toEqual(hs);
    };

    // ── Round 1 online: mirrored within moments.
    await playRound(hall, eventId);
    await expect.poll(() => caughtUp(), { timeout: 15_000 }).toBe(true);
    await same();

    // ── The uplink down: the hall plays on at its usual speed.
    await stop(publicServer);
    const took = [...(await playRound(hall, eventId)), ...(await playRound(hall, eventId, 2))];
    expect(Math.max(...took)).toBeLessThan(3_000);
    await rounds.reload();
    await expect(rounds.getByTestId("mirror-waiting")).not.toHaveText(/^0 changes/);

    // ── Started in the hall while the uplink is down: marked to publish from the hall's page, played on.
    const { id: startedId } = (await hall.ok("POST", "/events", { name: "Hall Started Cup", structure: "custom", tier: "relaxed", swissRounds: 2, cutSize: 0 })) as { id: string };
    await hall.ok("POST", `/events/${startedId}/players`, { players: ["Ahsoka", "Ezra", "Sabine", "Hera"].map((name) => ({ name })) });
    await rounds.goto("/hall");
    const publishForm = rounds.getByTestId("hall-publish");
    await publishForm.getByLabel("Event to publish").selectOption({ label: "Hall Started Cup" });
    await publishForm.getByLabel("Publish on (public Holonet address)").fill(`http://127.0.0.1:${ports.public}`);
    await publishForm.getByLabel("API token of your account there").fill(token);
    await publishForm.getByLabel("This hall's name").fill("Laptop by the door");
    await publishForm.getByRole("button", { name: "Publish when the link is up" }).click();
    await rounds.waitForURL(`**/events/${startedId}/manage/rounds`);
    await expect(rounds.getByTestId("mirror-status")).toContainText(`To be published on 127.0.0.1:${ports.public}`);
    await playRound(hall, startedId);
    await rounds.goto(`/events/${eventId}/manage/rounds`);

    // ── Back up: the public server catches up by itself and equals the hall.
    publicServer = startPublic();
    await untilHealthy(ports.public);
    await expect.poll(() => caughtUp(), { timeout: 30_000 }).toBe(true);
    await same();
    // The event started in the hall is published under the organizer's account, once, held by the
    // hall, and equals the hall's (its history here adds the publish).
    await expect.poll(() => caughtUp(startedId), { timeout: 30_000 }).toBe(true);
    const mine = (await pub.ok("GET", "/me/organized-events")) as { events: { id: string; held: boolean }[] };
    expect(mine.events.filter((e) => e.id === startedId)).toEqual([expect.objectContaining({ held: true })]);
    const [startedHall, startedPublic] = await Promise.all([hall.ok("GET", `/events/${startedId}/export`), pub.ok("GET", `/events/${startedId}/export`)]);
    const { audit: hallAudit, ...hallRest } = comparable(startedHall);
    const { audit: publicAudit, ...publicRest } = comparable(startedPublic);
    expect(publicRest).toEqual(hallRest);
    expect(publicAudit.filter((a) => a.action === "hall.publish")).toHaveLength(1);
    expect(hallAudit.every((a) => publicAudit.some((b) => b.id === a.id))).toBe(true);
    expect((await pub.call("POST", `/events/${startedId}/rounds`, {})).status).toBe(409);
    await playRound(hall, startedId);
    await expect.poll(() => caughtUp(startedId), { timeout: 15_000 }).toBe(true);

    // An open public page follows the hall's next change by itself.
    const viewer = await browser.newPage({ baseURL: `http://127.0.0.1:${ports.public}` });
    await viewer.goto(`/events/${eventId}/pairings`);
    await viewer.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const round3 = (await hall.ok("GET", `/events/${eventId}/rounds/3`)) as { matches: (ApiMatch & { table: number })[] };
    const open = round3.matches.filter((m) => !m.result && m.playerB);
    await hall.ok("PUT", `/events/${eventId}/matches/${open[0]!.id}/result`, { games: [{ result: "A" }, { result: "A" }] });
    await expect.poll(() => caughtUp(), { timeout: 15_000 }).toBe(true);
    await expect(viewer.getByTestId("pairings").getByText(/6–0/).first()).toBeVisible({ timeout: 15_000 });
    expect(await viewer.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    // ── kill -9 right after a change: the mirror resumes after the restart; nothing twice.
    await hall.ok("PUT", `/events/${eventId}/matches/${open[1]!.id}/result`, { games: [{ result: "B" }, { result: "B" }] });
    await stop(hallServer, "SIGKILL");
    hallServer = startHall();
    await untilHealthy(ports.hall);
    await expect.poll(() => caughtUp(), { timeout: 30_000 }).toBe(true);
    await same();

    // ── Complete in the hall: rated once on the public server.
    for (const m of open.slice(2)) await hall.ok("PUT", `/events/${eventId}/matches/${m.id}/result`, { games: [{ result: "A" }, { result: "B" }, { result: "A" }] });
    await expect.poll(() => caughtUp(), { timeout: 15_000 }).toBe(true);
    expect(((await pub.ok("GET", `/events/${eventId}`)) as { status: string }).status).toBe("complete");
    await expect.poll(async () => (await sql(publicDb, `SELECT count(*)::int AS n FROM "RatingRun" WHERE "eventId" = $1 AND reason = 'completed'`, [eventId]))[0]!.n, { timeout: 15_000 }).toBe(1);
    await same();

    // ── Hand it back from the rounds console.
    await rounds.reload();
    rounds.once("dialog", (d) => void d.accept());
    await rounds.getByTestId("hand-back").getByRole("button").click();
    // The page comes back with the copy read-only.
    await expect(rounds.getByTestId("hall-banner")).toContainText(`Handed back to 127.0.0.1:${ports.public}`, { timeout: 20_000 });
    expect((await pub.ok("GET", `/events/${eventId}/hall`)).held).toBe(false);
    await pub.ok("PATCH", `/events/${eventId}`, { description: "Played in the hall." });
    const readOnly = await hall.call("PATCH", `/events/${eventId}`, { description: "Too late." });
    expect(readOnly.status).toBe(409);
    expect(JSON.stringify(readOnly.body)).toMatch(/handed back/);

    // ── A second event, taken back from a hall that lost its disk.
    const { id: lostId } = (await pub.ok("POST", "/events", { name: "Lost Laptop Cup", structure: "custom", tier: "relaxed", swissRounds: 2, cutSize: 0 })) as { id: string };
    await pub.ok("POST", `/events/${lostId}/players`, { players: ["Han", "Leia", "Luke", "Lando"].map((name) => ({ name })) });
    await takeInBrowser(browser, email, token, "Lost Laptop Cup");
    expect((await pub.call("POST", `/events/${lostId}/hall/abandon`, { confirm: "Lost Laptop" })).status).toBe(400);
    expect((await pub.ok("POST", `/events/${lostId}/hall/abandon`, { confirm: "Lost Laptop Cup" })).held).toBe(false);
    const before = await pub.ok("GET", `/events/${lostId}/export`);
    // The lost hall's change: its push is refused, its copy turns read-only, the public event is as it was.
    await hall.ok("POST", `/events/${lostId}/rounds`, {});
    await expect.poll(async () => (await hall.call("PATCH", `/events/${lostId}`, { description: "From the lost hall." })).status, { timeout: 15_000 }).toBe(409);
    expect(JSON.stringify((await hall.call("PATCH", `/events/${lostId}`, { description: "x" })).body)).toMatch(/taken back/);
    const after = await pub.ok("GET", `/events/${lostId}/export`);
    expect({ ...after, exportedAt: null }).toEqual({ ...before, exportedAt: null });
    await pub.ok("POST", `/events/${lostId}/rounds`, {});
  } finally {
    await Promise.all([stop(publicServer), stop(hallServer)]);
    rmSync(dataDir, { recursive: true, force: true });
    await sql(adminUrl.toString(), `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
});
