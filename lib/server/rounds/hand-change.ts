/**
 * What a hand change to a round (a swap, a moved table) shares: the round it may touch (the
 * latest Swiss round, tables without results checked by each change), the tables as the engine
 * reads them, the players' fixed tables, and the round's changed tables after it.
 */
import type { Seat } from "@/lib/tournament";
import { conflict, notFound } from "../kernel/errors";
import type { EventState } from "../store/event-state";

type RoundRow = EventState["rounds"][number];

/** The round `number` if a hand change may touch it; `what` names the change ("players can be swapped"). */
export function latestSwissRound(state: EventState, number: number, what: string): RoundRow {
  const round = state.rounds.find((r) => r.number === number);
  if (!round) throw notFound("Round");
  if (round.stage !== "swiss") throw conflict(`Only a Swiss round's ${what} by hand.`);
  if (round.number !== state.rounds.length || state.event.status !== "swiss") throw conflict(`Only the latest Swiss round (${state.rounds.length}) can be changed.`);
  return round;
}

/** The round's tables in the engine's shape. */
export const engineTables = (round: RoundRow) =>
  round.matches.map((m) => ({ table: m.table, playerA: m.playerAId!, playerB: m.playerBId, darkSideGame1: (m.darkSide as Seat | null) ?? null }));

/** Every player's fixed table (a player who dropped keeps theirs in the rounds they played). */
export const fixedTables = (state: EventState): Map<string, number> =>
  new Map(state.players.filter((p) => p.fixedTable !== null).map((p) => [p.id, p.fixedTable!] as const));

/** The round's tables changed by hand, with `more`, in order. */
export const withChanged = (round: RoundRow, more: readonly number[]): number[] => [...new Set([...round.changedTables, ...more])].sort((a, b) => a - b);
