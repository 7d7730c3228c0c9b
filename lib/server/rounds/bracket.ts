/**
 * The double elimination bracket: read it, and keep its stored Match rows in step with the
 * engine's `eliminationState` after any change (a result, a drop, a replacement in the cut).
 */
import type { Tx } from "@/lib/db";
import type { Bracket } from "@/lib/schemas/round";
import { decideEliminationSides, type EliminationAutoResolution, type EliminationState } from "@/lib/tournament";
import { toResult } from "../kernel/dto";
import { settleEventStatus } from "./event-status";
import { fromEngine } from "../kernel/engine-errors";
import { bracketState } from "../store/engine-input";
import { eventStore } from "../store/event-store";
import type { StoredEliminationResult } from "@/lib/schemas/result";
import { asJson } from "../kernel/stored";

export interface BracketSync {
  bracket: EliminationState | null;
  /** Byes derived from drops, stored by this sync. */
  autoByes: EliminationAutoResolution[];
}

/**
 * Brings the bracket rows in line with the engine: stores every `autoResolutions` entry as a
 * `{kind: "bye"}` result at once, fills in players as they become known (and clears them when
 * a correction takes them away), takes matches that are no longer playable out of their round,
 * and sets the event's status (complete once the bracket has a champion).
 */
export async function syncBracket(tx: Tx, eventId: string, userId: string | null): Promise<BracketSync> {
  let state = await eventStore.load(tx, eventId);
  let bracket = bracketState(state);
  if (!bracket) return { bracket: null, autoByes: [] };
  const autoByes: EliminationAutoResolution[] = [];
  // A stored bye can open the next match to another dropped player: repeat until none is left.
  for (let guard = 0; bracket.autoResolutions.length > 0 && guard < 64; guard++) {
    const rows = new Map(state.bracketMatches.map((m) => [m.bracketMatch!, m]));
    for (const a of bracket.autoResolutions) {
      const row = rows.get(a.bracketMatch)!;
      const result: StoredEliminationResult = { kind: "bye", result: a.winner, resolution: a.resolution };
      await tx.match.update({
        where: { id: row.id },
        data: { playerAId: a.playerA, playerBId: a.playerB, result: asJson(result), version: { increment: 1 } },
      });
      autoByes.push(a);
    }
    state = await eventStore.load(tx, eventId);
    bracket = bracketState(state)!;
  }

  const rows = new Map(state.bracketMatches.map((m) => [m.bracketMatch!, m]));
  for (const ms of bracket.matches) {
    const row = rows.get(ms.bracketMatch);
    if (!row) continue;
    const data: { playerAId?: string | null; playerBId?: string | null; darkSide?: string | null; roundId?: null; table?: null } = {};
    const changed = row.playerAId !== ms.playerA || row.playerBId !== ms.playerB;
    if (changed) {
      data.playerAId = ms.playerA;
      data.playerBId = ms.playerB;
      if (row.result === null) data.darkSide = null;
    }
    if ((ms.status === "pending" || ms.status === "skipped") && row.roundId !== null && row.result === null) {
      data.roundId = null;
      data.table = null;
      data.darkSide = null;
    } else if (changed && ms.status === "ready" && row.roundId !== null && ms.round > 1) {
      // Opened with other players (an earlier result was corrected): decide the sides again.
      data.darkSide = fromEngine(() => decideEliminationSides(bracket!, ms.bracketMatch, state.event.randomSeed)).darkSide;
    }
    if (Object.keys(data).length > 0) await tx.match.update({ where: { id: row.id }, data: { ...data, version: { increment: 1 } } });
  }

  // The latest elimination round may have lost all its matches to a correction.
  const latest = state.rounds.at(-1);
  if (latest?.stage === "elimination") {
    const left = await tx.match.count({ where: { roundId: latest.id } });
    if (left === 0) await tx.round.delete({ where: { id: latest.id } });
  }

  // Later updates above fill players and rounds only; the results the status reads are in `state`.
  await settleEventStatus(tx, eventId, userId, state);
  return { bracket, autoByes };
}

/** The whole bracket (public): every match, players when known, places with names. */
export async function getBracket(eventId: string): Promise<Bracket> {
  const state = await eventStore.read(eventId);
  const bracket = bracketState(state);
  if (!bracket) return { size: state.event.cutSize ?? 0, matches: [], placements: [] };
  const rows = new Map(state.bracketMatches.map((m) => [m.bracketMatch!, m]));
  const roundNumber = new Map(state.rounds.map((r) => [r.id, r.number]));
  const player = (id: string | null, seed: number | null) =>
    id === null ? null : { id, name: state.playerById.get(id)?.name ?? "?", ...(seed !== null ? { seed } : {}) };
  return {
    size: bracket.size,
    matches: bracket.matches.map((ms) => {
      const row = rows.get(ms.bracketMatch);
      const stored = row ? toResult(row) : null;
      return {
        bracketMatch: ms.bracketMatch,
        round: ms.round,
        playerA: player(ms.playerA, ms.seedA),
        playerB: player(ms.playerB, ms.seedB),
        darkSide: ((row?.darkSide ?? ms.result?.darkSide ?? null) as "A" | "B" | null),
        result: stored ?? (ms.result ? { result: ms.result.winner, bye: true } : null),
        winnerTo: ms.winnerTo?.match ?? null,
        loserTo: ms.loserTo?.match ?? null,
        status: ms.status,
        matchId: row?.id ?? null,
        roundNumber: row?.roundId ? (roundNumber.get(row.roundId) ?? null) : null,
        part: ms.part,
      };
    }),
    placements: bracket.placements.map((p) => ({ place: p.place, playerId: p.playerId, name: state.playerById.get(p.playerId)?.name ?? "?" })),
  };
}
