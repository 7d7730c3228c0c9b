/**
 * The hall server's figures (issue 40): a hall (embedded database) mirroring to a public server,
 * both real `next start` processes.
 *
 * - Online: a 1,000-player event started in the hall and published; round 1 paired there; 25
 *   judges save results on the hall at once. For every version the hall announces (its change
 *   stream), the time until the public server announces that version or a later one (its change
 *   stream, sent when a push is applied): a result saved in the hall is on the public server's
 *   standings then. Target p95 ≤ 1 s. At the end the two servers' standings are compared.
 * - Offline: a 200-player event published, the public server stopped, 9 rounds played in the
 *   hall (25 judges saving); the public server started again while the judges save round 10:
 *   the catch-up (from the public server healthy to its version reaching the hall's of the 9
 *   rounds) ≤ 10 s, and the hall's saves meanwhile against their p95 offline.
 */
import { mkdtempSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { randomBytes } from "node:crypto";
import { wave, type WaveRequest } from "./cannon";
import { Api, type ApiRound } from "./http";
import { Streams } from "./live";
import type { Row } from "./report";
import { freePort, startServer, type Server } from "./server";
import { int, ms, percentile, playerNames, seconds, sleep } from "./util";

const PASSWORD = "a long bench password for the hall";
const GAMES = [["A", "A"], ["A", "B"], ["B", "B"], ["B", "A"]] as const;
const resultBody = (i: number) => JSON.stringify({ games: GAMES[i % GAMES.length]!.map((result) => ({ result })) });

export interface HallBenchInput {
  runDir: string;
  ports: Set<number>;
  basePort: number;
  /** The public server's environment (its database); the hall gets a fresh embedded one. */
  publicEnv: NodeJS.ProcessEnv;
  baseEnv: NodeJS.ProcessEnv;
  players: number;
  offlinePlayers: number;
  offlineRounds: number;
  judges: number;
  savesPerJudge: number;
  say: (text: string) => void;
}

/** One stream of an event's change notices: when each version was first announced. */
function versionsOf(base: string, eventId: string) {
  const streams = new Streams(`${base}/api/v1/events/${eventId}/changes`);
  const heard: { version: number; at: number }[] = [];
  const off = streams.onVersion((_i, version, at) => heard.push({ version, at }));
  return {
    heard,
    open: () => streams.open(1),
    get latest() {
      return heard.reduce((m, h) => Math.max(m, h.version), -1);
    },
    close: async () => {
      off();
      await streams.close();
    },
  };
}

async function signUpBoth(hall: Api, pub: Api): Promise<{ hall: Api; pub: Api; publicToken: string }> {
  const email = `hall-bench-${randomBytes(4).toString("hex")}@bench.example.org`;
  const body = { email, password: PASSWORD, name: "Hall Organizer" };
  const [h, p] = await Promise.all([hall.call<{ token: string }>("POST", "/auth/signup", body), pub.call<{ token: string }>("POST", "/auth/signup", body)]);
  return { hall: hall.as(h.token), pub: pub.as(p.token), publicToken: p.token };
}

async function hallEvent(org: Api, name: string, players: number, swissRounds: number): Promise<string> {
  const { id } = await org.call<{ id: string }>("POST", "/events", { name, structure: "custom", tier: "relaxed", swissRounds, cutSize: 0, randomSeed: `bench-${name}` });
  const names = playerNames(players, 3);
  for (let i = 0; i < names.length; i += 1000) await org.call("POST", `/events/${id}/players`, { players: names.slice(i, i + 1000).map((n) => ({ name: n })) });
  return id;
}

/** Published on the public server and caught up: its hold there has the hall's version. */
async function untilMirrored(pub: Api, eventId: string, version: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hold = await pub.timed<{ appliedVersion: number | null }>("GET", `/events/${eventId}/hall`, undefined, [200, 404]).catch(() => null);
    if (hold?.status === 200 && (hold.data.appliedVersion ?? -1) >= version) return;
    if (Date.now() > deadline) throw new Error(`the public server did not reach version ${version} of ${eventId} within ${seconds(timeoutMs)}`);
    await sleep(50);
  }
}

/** `judges` connections saving the round's open results (each `per` of them, or all). */
async function saveWave(base: string, token: string, eventId: string, round: ApiRound, judges: number, per?: number) {
  const open = round.matches.filter((m) => m.playerB && !m.result);
  const each = per ?? Math.floor(open.length / judges);
  const result = await wave(
    base,
    Array.from({ length: judges }, (_, j) => ({
      token,
      requests: Array.from({ length: each }, (_, k): WaveRequest => {
        const i = k * judges + j;
        return { path: `/api/v1/events/${eventId}/matches/${open[i]!.id}/result`, body: resultBody(i) };
      }),
    })),
  );
  // What the wave left (fewer than one per judge): saved one by one.
  const org = new Api(base, token);
  if (per === undefined) for (const m of open.slice(each * judges)) await org.call("PUT", `/events/${eventId}/matches/${m.id}/result`, JSON.parse(resultBody(0)));
  return result;
}

export async function measureHall(input: HallBenchInput): Promise<{ rows: Row[]; notes: string[] }> {
  const { runDir, ports, basePort, say } = input;
  const rows: Row[] = [];
  const notes: string[] = [];
  const servers: Server[] = [];
  const hallEnv = { ...input.baseEnv, HOLONET_DATA_DIR: mkdtempSync(path.join(runDir, "hall-")) };
  const publicPort = await freePort(basePort + 20, ports);
  const startPublic = async () => {
    const server = await startServer("hall-public", publicPort, input.publicEnv, runDir);
    servers.push(server);
    return server;
  };
  try {
    const [H, P0] = await Promise.all([startServer("hall-hall", await freePort(basePort + 30, ports), hallEnv, runDir), startPublic()]);
    servers.push(H);
    let P = P0;
    const { hall, pub, publicToken } = await signUpBoth(new Api(H.base), new Api(P.base));
    const publishTo = (eventId: string) => hall.call("POST", `/events/${eventId}/hall/publish-to`, { publicUrl: P.base, token: publicToken, hall: "Bench hall" });

    // ---- Online: 25 judges saving in the hall, the public standings following ----
    const big = await hallEvent(hall, "Bench Hall Open", input.players, 9);
    const round1 = await hall.call<ApiRound>("POST", `/events/${big}/rounds`, {});
    const hallStream = versionsOf(H.base, big);
    await hallStream.open();
    let t = performance.now();
    await publishTo(big);
    await untilMirrored(pub, big, hallStream.latest, 60_000);
    notes.push(`hall: the ${int(input.players)}-player event (round 1 paired, ${int(round1.matches.length)} tables) published on the public server in ${seconds(performance.now() - t)}`);
    const publicStream = versionsOf(P.base, big);
    await publicStream.open();
    const from = hallStream.heard.length;
    const online = await saveWave(H.base, hall.token!, big, round1, input.judges, input.savesPerJudge);
    const last = hallStream.latest;
    t = performance.now();
    await untilMirrored(pub, big, last, 60_000);
    const tail = performance.now() - t;
    await sleep(200);
    const lags = hallStream.heard.slice(from).map(({ version, at }) => {
      const seen = publicStream.heard.find((p) => p.version >= version);
      return seen ? Math.max(0, seen.at - at) : NaN;
    });
    const measured = lags.filter(Number.isFinite);
    const p95 = percentile(measured, 95);
    const [hs, ps] = await Promise.all([hall.call("GET", `/events/${big}/standings`), pub.call("GET", `/events/${big}/standings`)]);
    const sameStandings = JSON.stringify(hs) === JSON.stringify(ps);
    const pushes = new Set(publicStream.heard.map((h) => h.version)).size;
    rows.push({
      id: "hall-online",
      figure: `hall → public: a result saved in the hall on the public standings, ${int(input.players)} players, ${input.judges} judges saving`,
      measured: `p95 ${ms(p95)}, median ${ms(percentile(measured, 50))}, max ${ms(Math.max(...measured))} (${int(measured.length)} versions, ${int(pushes)} pushes applied; last one ${ms(tail)} after the wave)`,
      static: "–",
      ratio: "–",
      target: "p95 ≤ 1 s",
      pass: p95 <= 1000 && sameStandings,
      short: `p95 ${ms(p95)}${sameStandings ? "" : " (standings differ!)"}`,
    });
    rows.push({
      id: "hall-online-saves",
      figure: `hall: result saves while mirroring (${input.judges} judges)`,
      measured: `p95 ${ms(percentile(online.latencies, 95))}, median ${ms(percentile(online.latencies, 50))} (${int(online.ok)} saves, ${int(online.errors)} errors)`,
      static: "–",
      ratio: "–",
      target: "–",
      pass: null,
      short: `p95 ${ms(percentile(online.latencies, 95))}`,
    });
    say(`hall online: lag p95 ${ms(p95)}; standings ${sameStandings ? "equal" : "DIFFER"}`);
    await Promise.all([hallStream.close(), publicStream.close()]);

    // ---- Offline: 9 rounds in the hall, then the catch-up ----
    const small = await hallEvent(hall, "Bench Hall Cup", input.offlinePlayers, input.offlineRounds + 1);
    const smallStream = versionsOf(H.base, small);
    await smallStream.open();
    await publishTo(small);
    await untilMirrored(pub, small, smallStream.latest, 60_000);
    await P.stop();
    servers.splice(servers.indexOf(P), 1);
    t = performance.now();
    const offline: number[] = [];
    for (let r = 1; r <= input.offlineRounds; r++) {
      const round = await hall.call<ApiRound>("POST", `/events/${small}/rounds`, {});
      offline.push(...(await saveWave(H.base, hall.token!, small, round, input.judges)).latencies);
    }
    const playedMs = performance.now() - t;
    const round10 = await hall.call<ApiRound>("POST", `/events/${small}/rounds`, {});
    await sleep(300);
    const backlog = smallStream.latest;
    say(`hall offline: ${input.offlineRounds} rounds played in ${seconds(playedMs)}; public server restarting`);
    P = await startPublic();
    const up = performance.now();
    const during = saveWave(H.base, hall.token!, small, round10, input.judges);
    await untilMirrored(pub, small, backlog, 120_000);
    const catchUp = performance.now() - up;
    const meanwhile = (await during).latencies;
    const usual = percentile(offline, 95);
    const then = percentile(meanwhile, 95);
    rows.push({
      id: "hall-catch-up",
      figure: `hall → public catch-up after ${input.offlineRounds} rounds offline, ${int(input.offlinePlayers)} players`,
      measured: `${seconds(catchUp)} from the public server healthy to version ${int(backlog)} applied (${input.offlineRounds} rounds played offline in ${seconds(playedMs)})`,
      static: "–",
      ratio: "–",
      target: "≤ 10 s",
      pass: catchUp <= 10_000,
      short: seconds(catchUp),
    });
    rows.push({
      id: "hall-catch-up-saves",
      figure: `hall: result saves during the catch-up (${input.judges} judges) vs offline`,
      measured: `p95 ${ms(then)} during (${int(meanwhile.length)} saves), p95 ${ms(usual)} offline (${int(offline.length)} saves)`,
      static: "–",
      ratio: Number.isFinite(then / usual) ? `${(then / usual).toFixed(2)}×` : "–",
      target: "within their usual p95 (≤ 1.5× offline)",
      pass: then <= usual * 1.5,
      short: `p95 ${ms(then)} vs ${ms(usual)}`,
    });
    say(`hall catch-up: ${seconds(catchUp)}; saves p95 ${ms(then)} during vs ${ms(usual)} offline`);
    await smallStream.close();
    return { rows, notes };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    for (const server of servers) ports.delete(server.port);
  }
}
