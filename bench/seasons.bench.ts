/**
 * A season's recomputation (issue 25): 200 events with 5,000 distinct players (64 entrants each,
 * 12,800 results), through the engine's `seasonStandings` and `periodAwards`, under the store
 * league's best-N, the circuit's tiers and a best-N per group. The target is ≤ 200 ms.
 */
import { performance } from "node:perf_hooks";
import { CIRCUIT_RULES, periodAwards, seasonStandings, STORE_LEAGUE_RULES, SWG_SPRINT_RULES, type SeasonEvent, type SeasonRules } from "../lib/tournament/seasons";

const EVENTS = 200;
const PLAYERS = 5000;
const ENTRANTS = 64;
const RUNS = 7;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * A fixed season: slot k = e × 64 + j of the 12,800 goes to player (k × 2477) mod 5,000 — a
 * bijection on 0…4,999 (2477 is coprime to 5,000), so every player plays and an event's 64 differ.
 */
function season(): SeasonEvent[] {
  const events: SeasonEvent[] = [];
  for (let e = 0; e < EVENTS; e++) {
    const ids = Array.from({ length: ENTRANTS }, (_, j) => ((e * ENTRANTS + j) * 2477) % PLAYERS);
    const results = ids.map((p, i) => {
      const wins = (p + e) % 6;
      return { playerId: `p${p}`, name: `Player ${p}`, place: i + 1, wins, losses: 5 - wins, draws: 0, byes: 0 };
    });
    const day = String((e % 28) + 1).padStart(2, "0");
    events.push({ id: `e${e}`, name: `Event ${e}`, startsAt: `2026-03-${day}T18:00:00Z`, entrants: ENTRANTS, tier: ["store", "regional", "national"][e % 3]!, group: e % 4 === 0 ? "side" : null, results });
  }
  return events;
}

export function run() {
  const events = season();
  const cases: [string, SeasonRules][] = [
    ["store league (best 8)", STORE_LEAGUE_RULES],
    ["circuit (tiers, best 5)", CIRCUIT_RULES],
    ["best 10, best 2 of group", { ...STORE_LEAGUE_RULES, bestN: 10, bestNPerGroup: { side: 2 } }],
    ["SWG Sprint + medals", { ...SWG_SPRINT_RULES, weekdaysOnly: false }],
  ];
  const rows = cases.map(([label, rules]) => {
    const times: number[] = [];
    let players = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const standings = seasonStandings(rules, events, "UTC");
      periodAwards(rules, standings);
      times.push(performance.now() - t);
      players = standings.length;
    }
    return { rules: label, events: EVENTS, players, results: EVENTS * ENTRANTS, "median ms": median(times).toFixed(1), "max ms": Math.max(...times).toFixed(1), "≤ 200 ms": median(times) <= 200 ? "yes" : "NO" };
  });
  console.table(rows);
}
