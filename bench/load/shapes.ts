/**
 * Result saves at every kind of event (issue 29): the same judges save the results of an FFG
 * Swiss round without a cut, an SWG best-of-3 Swiss round without a cut, the first round of a
 * single-elimination stage of 64 and a 2-on-2 team round, back to back and then paced at 200 a
 * second. Each shape is its own event, built through the API; the judges are invited to each.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { wave, type WaveRequest } from "./cannon";
import { type Api, type ApiMatch, type ApiRound } from "./http";
import type { Row } from "./report";
import { int, max, ms, percentile, playerNames, pool, seconds } from "./util";

/** Whatever the scenario gives a shape: the server, its organizer and the judges' tokens. */
export interface ShapeContext {
  kind: string;
  base: string;
  api: Api;
  org: Api;
  judges: string[];
  savesPerJudge: number;
  players: number;
  /** A low-rate sampler of an unrelated page, running while `work` runs: its latencies. */
  sampleDuring: <T>(work: () => Promise<T>) => Promise<{ result: T; latencies: number[]; failures: number }>;
  serverCpuMs: () => number;
}

/** A result body for match `m` of the shape, variant `v` (variants of one match keep its winner). */
type Body = (m: number, v: number) => unknown;

interface Shape {
  id: string;
  what: string;
  create: Record<string, unknown>;
  /** Entrants: players by name, or teams of two. */
  entrants: "players" | "teams";
  size: (players: number) => number;
  body: Body;
}

const other = (w: "A" | "B") => (w === "A" ? "B" : "A");
/** Best of three keeping the winner: 2–0 or 2–1 alternately. */
const bestOf3: Body = (m, v) => {
  const w = m % 2 === 0 ? "A" : "B";
  return { games: v % 2 === 0 ? [{ result: w }, { result: w }] : [{ result: w }, { result: other(w) }, { result: w }] };
};
const FFG_GAMES = [["A", "A"], ["A", "B"], ["B", "B"], ["B", "A"], ["A", "draw"]] as const;
const ffgRound: Body = (m, v) => ({ games: FFG_GAMES[(m + v) % FFG_GAMES.length]!.map((result) => ({ result })) });
/** A 2-on-2 round: two games, no draws. */
const teamRound: Body = (m, v) => ({ games: FFG_GAMES[(m + v) % 4]!.map((result) => ({ result })) });

export const SHAPES: Shape[] = [
  {
    id: "ffg-nocut",
    what: "FFG Swiss, 6 rounds, no cut",
    create: { structure: "custom", tier: "relaxed", swissRounds: 6, cutSize: 0 },
    entrants: "players",
    size: (p) => p,
    body: ffgRound,
  },
  {
    id: "swg-bo3",
    what: "SWG best-of-3 Swiss, no cut",
    create: { preset: "swg-swiss", presetOptions: { style: "bo3" } },
    entrants: "players",
    size: (p) => p,
    body: bestOf3,
  },
  {
    id: "elim-64",
    what: "single elimination of 64 (best of 3), round 1 corrected over and over",
    create: { preset: "swg-single-elimination", presetOptions: { style: "bo3" } },
    entrants: "players",
    size: () => 64,
    body: bestOf3,
  },
  {
    id: "teams",
    what: "SWCCG 2-on-2 team event",
    create: { preset: "swccg-2v2" },
    entrants: "teams",
    size: (p) => Math.floor(p / 2),
    body: teamRound,
  },
];

/** The shape's event with its round 1 paired and every judge on its staff. */
async function buildShape(c: ShapeContext, shape: Shape, salt: number): Promise<{ id: string; matches: ApiMatch[] }> {
  const { id } = await c.org.call<{ id: string }>("POST", "/events", { name: `Bench ${shape.what}`, randomSeed: `bench-${shape.id}`, venue: "Bench Hall", ...shape.create });
  const count = shape.size(c.players);
  const names = playerNames(shape.entrants === "teams" ? count * 2 : count, salt);
  if (shape.entrants === "players") {
    for (let i = 0; i < names.length; i += 1000) await c.org.call("POST", `/events/${id}/players`, { players: names.slice(i, i + 1000).map((n) => ({ name: n })) });
  } else {
    const teams = Array.from({ length: count }, (_, t) => ({ name: `Team ${t + 1}`, members: [{ name: names[2 * t]! }, { name: names[2 * t + 1]! }] }));
    await pool(teams, 5, (team) => c.org.call("POST", `/events/${id}/teams`, team));
  }
  await pool(c.judges, 5, async (token, i) => {
    const email = `judge-${i + 1}-${randomBytes(3).toString("hex")}@bench.example.org`;
    const invited = await c.org.call<{ invitation: { url: string } }>("POST", `/events/${id}/staff`, { email, role: "judge" });
    await c.api.as(token).call("POST", "/invitations/accept", { token: invited.invitation.url.split("/").pop()! });
  });
  const round = await c.org.call<ApiRound>("POST", `/events/${id}/rounds`, {});
  return { id, matches: round.matches.filter((m) => m.playerB) };
}

/**
 * The judges saving `perJudge` results each, judge j taking every judges-th match (wrapping round
 * a small round: later saves correct earlier ones), variant `variant` of each body.
 */
function requests(eventId: string, matches: ApiMatch[], judges: string[], perJudge: number, body: Body, variant: number) {
  return judges.map((token, j) => ({
    token,
    requests: Array.from({ length: perJudge }, (_, k): WaveRequest => {
      const n = k * judges.length + j;
      const m = n % matches.length;
      return { path: `/api/v1/events/${eventId}/matches/${matches[m]!.id}/result`, body: JSON.stringify(body(m, variant + Math.floor(n / matches.length))) };
    }),
  }));
}

/**
 * Back to back and paced at 200 a second, with an unrelated page sampled meanwhile: the rows of
 * one shape, against issue 29's targets.
 */
export async function measureSaves(c: ShapeContext, id: string, what: string, eventId: string, matches: ApiMatch[], body: Body): Promise<Row[]> {
  const perJudge = Math.max(c.savesPerJudge, 1);
  const cpu = c.serverCpuMs();
  const back = await c.sampleDuring(() => wave(c.base, requests(eventId, matches, c.judges, perJudge, body, 1)));
  const w = back.result;
  const cpuPerSave = (c.serverCpuMs() - cpu) / w.saves;
  const rate = (w.ok / w.wallMs) * 1000;
  const p95 = percentile(w.latencies, 95);
  const paced = await c.sampleDuring(() => wave(c.base, requests(eventId, matches, c.judges, perJudge, body, 2), 200 / c.judges.length));
  const pw = paced.result;
  const pacedRate = (pw.ok / pw.wallMs) * 1000;
  const pacedP95 = percentile(pw.latencies, 95);
  const pageP95 = percentile(paced.latencies, 95);
  const statuses = (s: Record<string, number>) => Object.entries(s).filter(([code]) => !code.startsWith("2")).map(([code, n]) => `${n}× ${code}`).join(", ");
  const bad = (f: typeof w) => (f.ok === f.saves && f.errors === 0 ? "" : `; ${f.saves - f.ok} not saved (${statuses(f.statuses) || `${f.errors} errors`})`);
  console.log(`[bench] ${c.kind}: ${what}: ${int(rate)} saves/s back to back (p95 ${ms(p95)}), paced p95 ${ms(pacedP95)}, page p95 ${ms(pageP95)}`);
  return [
    {
      id: `saves-${id}`,
      figure: `${what}: ${c.judges.length} judges back to back, ${int(w.saves)} saves over ${int(matches.length)} tables`,
      measured: `${int(rate)} saves/s; p50 ${ms(percentile(w.latencies, 50))}, p95 ${ms(p95)}; server CPU ${ms(cpuPerSave)}/save${bad(w)}; page p95 ${ms(percentile(back.latencies, 95))}`,
      static: "–",
      ratio: "–",
      target: "≥ 400 saves/s, p95 ≤ 80 ms, all 2xx",
      pass: rate >= 400 && p95 <= 80 && w.ok === w.saves && w.errors === 0,
      short: `${int(rate)} saves/s, p95 ${ms(p95)}`,
    },
    {
      id: `saves-paced-${id}`,
      figure: `${what}: ${c.judges.length} judges at 200 saves/s in all`,
      measured: `p95 ${ms(pacedP95)}, p50 ${ms(percentile(pw.latencies, 50))}, max ${ms(max(pw.latencies))}; ${int(pacedRate)} saves/s done${bad(pw)}; unrelated page p95 ${ms(pageP95)} (${paced.latencies.length} requests${paced.failures ? `, ${paced.failures} failed` : ""})`,
      static: "–",
      ratio: "–",
      target: "p95 ≤ 50 ms at ≥ 190 saves/s done, page p95 ≤ 50 ms",
      pass: pacedP95 <= 50 && pacedRate >= 190 && pageP95 <= 50 && pw.ok === pw.saves && pw.errors === 0 && paced.failures === 0,
      short: `p95 ${ms(pacedP95)}, page p95 ${ms(pageP95)}`,
    },
  ];
}

/** Every shape of SHAPES: built, then measured one after the other. */
export async function measureShapes(c: ShapeContext): Promise<{ rows: Row[]; notes: string[] }> {
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const [i, shape] of SHAPES.entries()) {
    const t = performance.now();
    const event = await buildShape(c, shape, 11 + i);
    notes.push(`${shape.what}: ${int(event.matches.length)} tables in round 1, built through the API in ${seconds(performance.now() - t)}`);
    rows.push(...(await measureSaves(c, shape.id, shape.what, event.id, event.matches, shape.body)));
  }
  return { rows, notes };
}
