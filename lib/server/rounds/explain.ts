/**
 * Why a round is paired as it is, and the proof anyone can verify it with. Nothing is stored:
 * the reasons and the proof are derived from the round's inputs (the stage's earlier rounds and
 * results, the entrants paired in it, fixed tables, the event's seed and format) by the engine
 * (`explainSwissRound`, `explainEliminationMatch`), the same way every time.
 *
 * - Active entrants of a Swiss round are exactly those it pairs (the engine pairs every active
 *   entrant); others are read as dropped then, with their results kept.
 * - Fixed tables and guilds are as they stand now (neither is kept per round): a change since
 *   the pairing shows as a difference when the round is verified.
 * - Guilds appear in the proof as labels (`g1`, `g2`, … in entrant order), never as ids: the
 *   engine only compares them, and a hidden profile's guild stays private. Entrants are ids only.
 */
import { getDb } from "@/lib/db";
import type { Match as MatchRow } from "@/lib/generated/prisma/client";
import {
  computeStandings,
  explainEliminationMatch,
  explainSwissRound,
  type PairingPlayer,
  type PlayerStatus,
  type Seat,
  type EliminationRoundProof,
  type SwissRoundProof,
  type SwissStageHistory,
} from "@/lib/tournament";
import { fromEngine } from "../kernel/engine-errors";
import { bracketDefinitionOf, entryOf, swissFormat } from "../kernel/event-format";
import { notFound } from "../kernel/errors";
import { parseId, parseRoundNumber } from "../kernel/validate";
import { guildGroupsOf } from "../guilds/event-guilds";
import { bracketState, eliminationInput, swissHistory } from "../store/engine-input";
import type { EventState, RoundWithMatches } from "../store/event-state";
import type { User } from "@/lib/schemas/auth";
import { stateFor } from "./draft-read";
import type { RoundReasons } from "@/lib/views/round-reasons";
import { fixedTables } from "./hand-change";

export type { RoundReasons };

function roundRow(state: EventState, number: number): RoundWithMatches {
  const row = state.rounds.find((r) => r.number === number);
  if (!row) throw notFound("Round");
  return row;
}

/** The Swiss stage as it stood when round `stageRound` was paired: earlier rounds, its entrants active. */
function historyBefore(state: EventState, row: RoundWithMatches): SwissStageHistory {
  const full = swissHistory(state);
  const inRound = new Set(row.matches.flatMap((m) => [m.playerAId!, ...(m.playerBId ? [m.playerBId] : [])]));
  return {
    players: full.players.map((p) => ({ ...p, status: inRound.has(p.id) ? "active" : p.status === "active" ? "dropped" : p.status })),
    rounds: full.rounds.filter((r) => r.number < row.stageRound),
    unpairedLosses: full.unpairedLosses.filter((u) => u.round < row.stageRound),
  };
}

const tableOf = (m: MatchRow) => ({ table: m.table, playerA: m.playerAId!, playerB: m.playerBId, darkSideGame1: (m.darkSide as Seat | null) ?? null });

/** Reasons derived per loaded state and round (a cached state derives them once). */
const derived = new WeakMap<EventState, Map<number, RoundReasons>>();

/** The reasons of round `number` of a loaded event (engine-derived; see the top of this file). */
export function reasonsOf(state: EventState, number: number): RoundReasons {
  const cache = derived.get(state) ?? new Map<number, RoundReasons>();
  derived.set(state, cache);
  const hit = cache.get(number);
  if (hit) return hit;
  const row = roundRow(state, number);
  let out: RoundReasons;
  if (row.stage === "swiss") {
    const history = historyBefore(state, row);
    const standings = fromEngine(() => computeStandings(history, state.event.randomSeed, swissFormat(state.event)));
    const hadBye = new Set(history.rounds.flatMap((r) => r.matches.filter((m) => m.playerB === null).map((m) => m.playerA)));
    const players: PairingPlayer[] = standings
      .filter((s) => s.status === "active")
      .map((s, i) => ({ id: s.playerId, points: s.points, rank: i, hadBye: hadBye.has(s.playerId) }));
    const previous = new Map<string, Set<string>>();
    for (const r of history.rounds) {
      for (const m of r.matches) {
        if (m.playerB === null) continue;
        previous.set(m.playerA, (previous.get(m.playerA) ?? new Set()).add(m.playerB));
        previous.set(m.playerB, (previous.get(m.playerB) ?? new Set()).add(m.playerA));
      }
    }
    const pins = fixedTables(state);
    const reasons = explainSwissRound({ round: row.stageRound, players, previousOpponents: previous, matches: row.matches.map(tableOf), pins });
    out = { stage: "swiss", round: row.number, reasons };
  } else {
    const def = bracketDefinitionOf(state.event);
    const bracket = bracketState(state);
    // Deck choice decides later elimination sides only where the family's result entry says so.
    const sides = entryOf(state.event).laterSidesByDeckChoice;
    const matches =
      def && bracket
        ? row.matches.filter((m) => m.bracketMatch !== null).map((m) => explainEliminationMatch(def, bracket, m.bracketMatch!, state.event.randomSeed, sides))
        : [];
    out = { stage: "elimination", round: row.number, matches };
  }
  cache.set(number, out);
  return out;
}

/** Reasons of a round, as public as its pairings (a draft's: the event's staff only). */
export async function getRoundReasons(eventId: string, number: number, user: User | null = null): Promise<RoundReasons> {
  parseId("Event", eventId);
  parseRoundNumber(number);
  const state = await stateFor(user, eventId);
  return reasonsOf(state, number);
}

/** The proof of a Swiss round from a loaded event and the event's guilds (see the top of this file). */
export function proofOf(state: EventState, number: number, guilds: ReadonlyMap<string, string>): SwissRoundProof {
  const row = roundRow(state, number);
  if (row.stage !== "swiss") throw notFound("Swiss round");
  const history = historyBefore(state, row);
  const { event } = state;
  const labels = new Map<string, string>();
  const label = (guild: string | undefined): string | null => {
    if (guild === undefined) return null;
    if (!labels.has(guild)) labels.set(guild, `g${labels.size + 1}`);
    return labels.get(guild)!;
  };
  // Only round 1 of an event keeping guilds apart reads guilds.
  const withGuilds = event.guildsApart && row.stageRound === 1;
  const statusOf = new Map(history.players.map((p) => [p.id, p.status] as const));
  return {
    event: {
      seed: event.randomSeed,
      preset: event.preset,
      presetOptions: (event.presetOptions ?? {}) as Record<string, unknown>,
      swissRounds: event.swissRounds,
      guildsApart: event.guildsApart,
    },
    round: { number: row.number, stageRound: row.stageRound, pairingAttempt: row.pairingAttempt },
    entrants: state.players.map((p) => ({
      id: p.id,
      status: statusOf.get(p.id) as PlayerStatus,
      enteredRound: p.enteredRound,
      fixedTable: p.fixedTable,
      guild: withGuilds ? label(guilds.get(p.id)) : null,
    })),
    earlierRounds: [...history.rounds],
    unpairedLosses: [...history.unpairedLosses],
    published: row.matches.map(tableOf),
    changedByOrganizer: [...row.changedTables],
  };
}

/**
 * The proof of an elimination round: the bracket (kind, size, third place), the seeds, the seeds
 * who dropped, and the results of the bracket's matches played in earlier rounds; the round's
 * matches as published. A drop is read as it stands now (as fixed tables are for Swiss).
 */
export function eliminationProofOf(state: EventState, number: number): EliminationRoundProof {
  const row = roundRow(state, number);
  const input = eliminationInput(state);
  if (row.stage !== "elimination" || !input) throw notFound("Elimination round");
  const earlier = new Set(state.rounds.filter((r) => r.number < row.number).map((r) => r.id));
  const played = new Set(state.bracketMatches.filter((m) => m.roundId !== null && earlier.has(m.roundId)).map((m) => m.bracketMatch!));
  const { event } = state;
  return {
    stage: "elimination",
    event: { seed: event.randomSeed, preset: event.preset, presetOptions: (event.presetOptions ?? {}) as Record<string, unknown> },
    round: { number: row.number, stageRound: row.stageRound },
    bracket: { kind: input.kind ?? "double", size: input.size, thirdPlace: input.thirdPlace ?? false },
    seeds: [...input.seeds],
    dropped: [...(input.dropped ?? [])],
    earlierResults: input.results.filter((r) => played.has(r.bracketMatch)),
    published: row.matches.map((m) => ({ table: m.table, bracketMatch: m.bracketMatch!, playerA: m.playerAId, playerB: m.playerBId, darkSideGame1: (m.darkSide as Seat | null) ?? null })),
    changedByOrganizer: [...row.changedTables],
  };
}

/** `GET …/rounds/{n}/proof`: the round's proof, as public as its pairings (a draft's: the event's staff only). */
export async function getRoundProof(eventId: string, number: number, user: User | null = null): Promise<SwissRoundProof | EliminationRoundProof> {
  parseId("Event", eventId);
  parseRoundNumber(number);
  const state = await stateFor(user, eventId);
  const row = roundRow(state, number);
  if (row.stage === "elimination") return eliminationProofOf(state, number);
  const guilds = state.event.guildsApart && row.stageRound === 1 && row.stage === "swiss" ? await guildGroupsOf(await getDb(), eventId) : new Map<string, string>();
  return proofOf(state, number, guilds);
}
