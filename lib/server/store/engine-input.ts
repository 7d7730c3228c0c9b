/**
 * The engine's inputs built from a loaded event: the Swiss stage history, its standings (once per
 * loaded state), the points shown on each round's pairings, the bracket, fixed tables.
 */
import {
  computeStandings,
  eliminationState,
  type EliminationInput,
  type EliminationResultInput,
  type EliminationState,
  type Seat,
  type StandingRow,
  type SwissStageHistory,
} from "@/lib/tournament";
import { fromEngine } from "../kernel/engine-errors";
import { bracketDefinitionOf, swissFormat } from "../kernel/event-format";
import type { EventState } from "./event-state";
import { eliminationResultOf, swissResultOf } from "../kernel/stored";

/** The Swiss stage as the engine reads it. */
export function swissHistory(state: EventState): SwissStageHistory {
  return {
    players: state.players.map((p) => ({ id: p.id, status: p.status, enteredRound: p.enteredRound })),
    rounds: state.swissRounds.map((r) => ({
      number: r.stageRound,
      matches: r.matches.map((m) => ({
        table: m.table,
        playerA: m.playerAId!,
        playerB: m.playerBId,
        darkSideGame1: (m.darkSide as Seat | null) ?? null,
        result: m.playerBId === null ? null : swissResultOf(m.result),
      })),
    })),
    unpairedLosses: state.swissRounds.flatMap((r) => r.unpairedLosses.map((player) => ({ player, round: r.stageRound }))),
  };
}

/** Swiss standings of the event (all players, dropped and disqualified marked). */
/** Standings per loaded state: a cached state (see eventStore.read) computes them once. */
const standingsOf = new WeakMap<EventState, StandingRow[]>();

export function swissStandings(state: EventState): StandingRow[] {
  let rows = standingsOf.get(state);
  if (!rows) {
    const history = swissHistory(state);
    rows = fromEngine(() => computeStandings(history, state.event.randomSeed, swissFormat(state.event)));
    standingsOf.set(state, rows);
  }
  return rows;
}

/** Each player's TP before Swiss round `stageRound` was played (what its pairings show). */
const pointsBeforeOf = new WeakMap<EventState, Map<number, Map<string, number>>>();

export function pointsBefore(state: EventState, stageRound: number): Map<string, number> {
  const perRound = pointsBeforeOf.get(state) ?? new Map<number, Map<string, number>>();
  pointsBeforeOf.set(state, perRound);
  let points = perRound.get(stageRound);
  if (!points) {
    const history = swissHistory(state);
    const earlier: SwissStageHistory = {
      ...history,
      rounds: history.rounds.filter((r) => r.number < stageRound),
      unpairedLosses: history.unpairedLosses.filter((u) => u.round < stageRound),
    };
    points = new Map(fromEngine(() => computeStandings(earlier, state.event.randomSeed, swissFormat(state.event))).map((r) => [r.playerId, r.points]));
    perRound.set(stageRound, points);
  }
  return points;
}

/** The bracket as the engine reads it; null before the cut. */
export function eliminationInput(state: EventState): EliminationInput | null {
  const def = bracketDefinitionOf(state.event);
  const seeds = state.event.cutSeeds;
  if (!def || seeds.length === 0) return null;
  const results: EliminationResultInput[] = [];
  for (const m of state.bracketMatches) {
    const r = eliminationResultOf(m.result);
    if (!r) continue;
    const players = m.playerAId && m.playerBId ? ([m.playerAId, m.playerBId] as const) : undefined;
    results.push(
      r.kind === "game"
        ? { bracketMatch: m.bracketMatch!, kind: "game", winner: r.result, darkSide: (m.darkSide as Seat | null) ?? null, players }
        : { bracketMatch: m.bracketMatch!, kind: "bye", winner: r.result, players },
    );
  }
  const dropped = seeds.filter((id) => state.playerById.get(id)?.status !== "active");
  return { kind: def.kind, size: def.size, thirdPlace: def.matches.some((m) => m.part === "third-place"), seeds, results, dropped };
}

export function bracketState(state: EventState): EliminationState | null {
  const input = eliminationInput(state);
  return input ? fromEngine(() => eliminationState(input)) : null;
}

/** Fixed tables of active players, for the pairing. */
export function tablePins(state: EventState): Map<string, number> {
  return new Map(state.players.filter((p) => p.status === "active" && p.fixedTable !== null).map((p) => [p.id, p.fixedTable!]));
}

