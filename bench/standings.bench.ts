/**
 * Standings after 9 Swiss rounds for 64 / 300 / 2,000 / 5,000 players (target: < 20 ms for
 * 2,000). The events are built with a fast score-group pairing (sort by TP, pair
 * neighbours) and random results, including byes, splits, drops and late entries: the
 * pairing's quality does not matter to the cost of standings, only the number of matches.
 * Run: `npx tsx bench/run.ts standings`.
 */
import { FFG_SWISS_FORMAT } from "../lib/tournament/format/presets";
import { performance } from "node:perf_hooks";
import { matchPoints, type SwissMatchResult } from "../lib/tournament/points";
import { createRng } from "../lib/tournament/rng";
import { computeStandings, type StagePlayer, type SwissMatch, type SwissRound, type SwissStageHistory, type UnpairedLoss } from "../lib/tournament/standings";

const OUTCOMES: SwissMatchResult[] = [
  { games: ["A", "A"] },
  { games: ["B", "B"] },
  { games: ["A", "B"] },
  { games: ["B", "A"] },
  { games: ["draw", "unplayed"] },
  { games: ["A", "draw"] },
  { intentionalSplit: true },
];

export function buildEvent(n: number, nRounds: number, seed = "bench"): SwissStageHistory {
  const rng = createRng(seed, `bench/${n}`);
  const players: StagePlayer[] = Array.from({ length: n }, (_, i) => ({ id: `player-${i}`, status: "active", enteredRound: 1 }));
  const tp = new Map(players.map((p) => [p.id, 0]));
  const rounds: SwissRound[] = [];
  const unpairedLosses: UnpairedLoss[] = [];
  const status = new Map(players.map((p) => [p.id, "active"]));
  for (let r = 1; r <= nRounds; r++) {
    if (r === 3) {
      // A few late registrations before round 3.
      for (let k = 0; k < Math.max(1, n / 200); k++) {
        const id = `late-${k}`;
        players.push({ id, status: "active", enteredRound: 3 });
        tp.set(id, 0);
        status.set(id, "active");
        unpairedLosses.push({ player: id, round: 1 }, { player: id, round: 2 });
      }
    }
    const act = rng.shuffle(players.filter((p) => status.get(p.id) === "active").map((p) => p.id));
    act.sort((a, b) => (tp.get(b) as number) - (tp.get(a) as number));
    const matches: SwissMatch[] = [];
    for (let i = 0; i + 1 < act.length; i += 2) {
      const result = rng.pick(OUTCOMES);
      const a = act[i] as string;
      const b = act[i + 1] as string;
      const pts = matchPoints(result);
      tp.set(a, (tp.get(a) as number) + pts.A);
      tp.set(b, (tp.get(b) as number) + pts.B);
      matches.push({ table: i / 2 + 1, playerA: a, playerB: b, darkSideGame1: rng.coin() ? "A" : "B", result });
    }
    if (act.length % 2 === 1) {
      const bye = act[act.length - 1] as string;
      tp.set(bye, (tp.get(bye) as number) + 6);
      matches.push({ table: null, playerA: bye, playerB: null, darkSideGame1: null, result: null });
    }
    rounds.push({ number: r, matches });
    for (const id of act) if (rng.next() < 0.01) status.set(id, "dropped");
  }
  return {
    players: players.map((p) => ({ ...p, status: status.get(p.id) as StagePlayer["status"] })),
    rounds,
    unpairedLosses,
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

export async function run(): Promise<void> {
  const rows: Array<Record<string, string | number>> = [];
  for (const n of [64, 300, 2000, 5000]) {
    const event = buildEvent(n, 9);
    const matches = event.rounds.reduce((s, r) => s + r.matches.length, 0);
    for (let i = 0; i < 10; i++) computeStandings(event, `warmup-${i}`, FFG_SWISS_FORMAT);
    const times: number[] = [];
    const runs = n <= 300 ? 51 : 21;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      computeStandings(event, "event-seed", FFG_SWISS_FORMAT);
      times.push(performance.now() - t0);
    }
    rows.push({
      registered: n,
      "in standings": event.players.length,
      rounds: 9,
      matches,
      "median ms": Number(median(times).toFixed(3)),
      "min ms": Number(Math.min(...times).toFixed(3)),
      "max ms": Number(Math.max(...times).toFixed(3)),
    });
  }
  console.table(rows);
  const big = rows.find((r) => r.registered === 2000);
  if (big) console.log(`2,000 players, 9 rounds: median ${big["median ms"]} ms (target < 20 ms)`);
}
