/**
 * One match as the API shows it, from its own row and its event's state: the context of its
 * round (names, points before the round or seeds, the event's plan: `roundContext`, whose
 * standings and plan are computed once per state) and the round's time extensions. Answering for
 * one match (a saved result, a side choice) builds no round listing.
 */
import type { Match as MatchRow } from "@/lib/generated/prisma/client";
import type { Match } from "@/lib/schemas/round";
import { timerExtensions } from "@/lib/tournament";
import { toMatch, toResult } from "../kernel/dto";
import { swissFormat } from "../kernel/event-format";
import { timerEventsOf } from "../kernel/stored";
import type { EventState } from "../store/event-state";
import { roundContext } from "./rounds";

/** Whether `state` (an older one, say) knows the match's round and players: then it can show the row. */
export function knowsMatch(state: EventState, row: MatchRow): boolean {
  const round = row.roundId === null || state.rounds.some((r) => r.id === row.roundId);
  return round && [row.playerAId, row.playerBId].every((id) => id === null || state.playerById.has(id));
}

/** The match's view in `state`. */
export function matchViewIn(state: EventState, row: MatchRow, now: number): Match {
  const round = row.roundId === null ? undefined : state.rounds.find((r) => r.id === row.roundId);
  if (round) return toMatch(row, { ...roundContext(state, round), extensions: timerExtensions(timerEventsOf(round), { minutes: round.minutes }), now });
  // A bracket match not opened in a round.
  const seeds = new Map(state.event.cutSeeds.map((id, i) => [id, i + 1]));
  const player = (id: string | null) => (id === null ? null : { id, name: state.playerById.get(id)?.name ?? "?", shortName: state.shortNames.get(id) ?? "?", ...(seeds.has(id) ? { seed: seeds.get(id)! } : {}) });
  return {
    id: row.id,
    table: row.table,
    playerA: player(row.playerAId) ?? { id: "", name: "?" },
    playerB: player(row.playerBId),
    bracketMatch: row.bracketMatch,
    darkSide: (row.darkSide as Match["darkSide"]) ?? null,
    result: toResult(row, swissFormat(state.event)),
    version: row.version,
  };
}
