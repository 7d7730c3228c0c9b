/**
 * The Swiss stage: from the stage's history, decide the next round (regulations
 * § Pairings, § Swiss Rounds, § Game Setup; regulation spec "Pairing", "Drops, rejoin,
 * disqualification").
 *
 * Pairing the next round:
 * 1. The history must be consistent (`validateStageHistory`) and every paired match of
 *    every round must have its result (`MISSING_RESULTS`, with the missing tables).
 * 2. Every active player must have, for each round already paired, a match or an unpaired
 *    loss (`MISSING_UNPAIRED_LOSSES`): a rejoin or a late registration is assigned an
 *    unpaired loss for each round missed (`rejoinPlayer`, `addLateEntry` do it).
 * 3. Standings are computed; the active players (dropped and disqualified removed) go to
 *    the pairing with their TP, their rank (standings order among active players), whether
 *    they had a bye in this stage, and every opponent they met in this stage.
 * 4. The pairing optimiser (`pairSwissRound`, injectable) returns pairs and the bye; its
 *    randomness is the stream `swiss/${round}/pairing`.
 * 5. Seats: playerA is the better-ranked player of the pair (current standings).
 * 6. Tables: `assignTables` (highest combined TP first, pins honoured); the bye has none.
 * 7. Dark side in game 1: one recorded coin flip per match from the stream
 *    `swiss/${round}/sides`, drawn in table order; game 2 swaps sides.
 *
 * Drops, rejoin, disqualification (pure validations and transitions):
 * - Drop: only an active player can drop. Results stay and count for opponents.
 * - Rejoin: only a dropped player; a disqualified player can never rejoin
 *   (`CANNOT_REJOIN_DISQUALIFIED`). The player gets an unpaired loss for every round of the
 *   stage already paired in which they have no match.
 * - Disqualify: an active or dropped player (a dropped player can still be disqualified
 *   for conduct, which bars a rejoin); past games keep counting for opponents.
 * - Late registration after round 1 was paired: as a rejoin, an unpaired loss for every
 *   round already paired.
 *
 * Decided here (the regulations and spec are silent):
 * - A round counts as "missed" once it is paired: a player who rejoins or registers while
 *   round k is being played gets an unpaired loss for round k too (they were not paired).
 * - The stage refuses to pair with fewer than 2 active players (`NOT_ENOUGH_PLAYERS`), and
 *   beyond the announced number of Swiss rounds when given (`SWISS_COMPLETE`).
 * - A result entered for a bye is ignored (a bye is always 6 TP).
 * - A pairing that needs rematches is accepted (the optimiser only does so when no
 *   rematch-free pairing exists) and reported in `warnings` for the organizer.
 */
import { RegulationError } from "../errors";
import { validateResult } from "../format/match";
import type { MatchFormat } from "../format/types";
import { createRng } from "../rng";
import {
  computeStandings,
  type PlayerStatus,
  type StagePlayer,
  type StandingRow,
  type SwissMatch,
  type SwissRound,
  type SwissStageHistory,
  type UnpairedLoss,
} from "../standings";
import { assignTables, type TableNote, type TablePins } from "../tables";
import type { PlayerId } from "../types";
import { pairSwissRound } from "./pairing";
import type { PairingInput, PairingOutput, PairingPlayer, PairingQuality } from "./pairing-contract";
import { explainSwissRound, type SwissRoundReasons } from "./reasons";

export type { PlayerStatus, StagePlayer, SwissMatch, SwissRound, SwissStageHistory, UnpairedLoss };

export type PairFunction = (input: PairingInput) => PairingOutput;

export interface NextSwissRoundOptions {
  /** The event's random seed. */
  seed: string;
  /** The announced number of Swiss rounds; pairing beyond it is refused. */
  swissRounds?: number;
  /** Fixed tables for players (accessibility). */
  pins?: TablePins;
  /** The stage's match format (validation, points, byes). */
  format: MatchFormat;
  /** The pairing optimiser; defaults to `pairSwissRound`. */
  pair?: PairFunction;
  /** Round 1 only: players to keep apart by group (guild) id, when the field allows. */
  groups?: ReadonlyMap<PlayerId, string>;
}

export interface PairedSwissRound {
  round: number;
  /** Matches in table order, then the bye (table null, playerB null). Results null. */
  matches: SwissMatch[];
  quality: PairingQuality;
  /** Pins that could not be honoured or lie beyond the round's tables. */
  tableNotes: TableNote[];
  /** Messages for the organizer (e.g. unavoidable rematches). */
  warnings: string[];
  /** The standings the round was paired from. */
  standings: StandingRow[];
  /** Why each table, float, rematch and the bye are as they are (`reasons.ts`). */
  reasons: SwissRoundReasons;
}

export interface MissingResult {
  round: number;
  table: number | null;
  playerA: PlayerId;
  playerB: PlayerId;
}

const STATUSES: ReadonlySet<string> = new Set(["active", "dropped", "disqualified"]);

/** Paired matches (byes excluded) of every round that have no result yet. */
export function missingResults(history: Pick<SwissStageHistory, "rounds">): MissingResult[] {
  const out: MissingResult[] = [];
  for (const round of history.rounds) {
    for (const m of round.matches) {
      if (m.playerB !== null && m.result === null) {
        out.push({ round: round.number, table: m.table, playerA: m.playerA, playerB: m.playerB });
      }
    }
  }
  return out;
}

/**
 * The unpaired losses `player` must be assigned on a rejoin or late registration: one for
 * each round in `rounds` where they have no match, less those in `existing`.
 */
export function unpairedLossesFor(
  player: PlayerId,
  rounds: readonly SwissRound[],
  existing: readonly UnpairedLoss[] = [],
): UnpairedLoss[] {
  const had = new Set(existing.filter((u) => u.player === player).map((u) => u.round));
  const out: UnpairedLoss[] = [];
  for (const round of rounds) {
    if (had.has(round.number)) continue;
    if (round.matches.some((m) => m.playerA === player || m.playerB === player)) continue;
    out.push({ player, round: round.number });
  }
  return out;
}

/**
 * Throws a `RegulationError` when the history is not a consistent Swiss stage: unknown or
 * duplicate players, rounds out of order, a player twice in a round or against themselves,
 * a malformed result, an unpaired loss for a round the player played or that does not
 * exist, a player paired before the round they entered.
 */
export function validateStageHistory(history: SwissStageHistory, format: MatchFormat): void {
  const entered = new Map<PlayerId, number>();
  for (const p of history.players) {
    if (entered.has(p.id)) throw new RegulationError("DUPLICATE_PLAYER", `Player ${p.id} is registered twice.`, { playerId: p.id });
    if (!STATUSES.has(p.status)) throw new RegulationError("INVALID_STATUS", `Player ${p.id} has an unknown status.`, { playerId: p.id });
    if (!Number.isInteger(p.enteredRound) || p.enteredRound < 1) {
      throw new RegulationError("INVALID_ENTERED_ROUND", `Player ${p.id} must enter in round 1 or later.`, { playerId: p.id });
    }
    entered.set(p.id, p.enteredRound);
  }
  const known = (id: PlayerId, round: number): void => {
    const e = entered.get(id);
    if (e === undefined) throw new RegulationError("UNKNOWN_PLAYER", `Player ${id} is not registered in this stage.`, { playerId: id });
    if (round < e) {
      throw new RegulationError("PAIRED_BEFORE_ENTRY", `Player ${id} entered in round ${e} but is paired in round ${round}.`, {
        playerId: id,
        round,
      });
    }
  };
  const seenInRound = new Map<number, Set<PlayerId>>();
  history.rounds.forEach((round, i) => {
    if (round.number !== i + 1) {
      throw new RegulationError("ROUNDS_OUT_OF_ORDER", `Round ${i + 1} of the stage is numbered ${round.number}.`, { index: i });
    }
    const seen = new Set<PlayerId>();
    seenInRound.set(round.number, seen);
    for (const m of round.matches) {
      for (const id of m.playerB === null ? [m.playerA] : [m.playerA, m.playerB]) {
        known(id, round.number);
        if (seen.has(id)) {
          throw new RegulationError("PLAYER_PAIRED_TWICE", `Player ${id} is in two matches of round ${round.number}.`, {
            playerId: id,
            round: round.number,
          });
        }
        seen.add(id);
      }
      if (m.playerB !== null && m.result !== null) validateResult(format, m.result);
    }
  });
  const losses = new Set<string>();
  for (const u of history.unpairedLosses) {
    known(u.player, Number.POSITIVE_INFINITY); // registered; the round may precede entry (late registration)
    const seen = seenInRound.get(u.round);
    if (!seen) {
      throw new RegulationError("INVALID_UNPAIRED_LOSS", `Unpaired loss for round ${u.round}, which has not been paired.`, u);
    }
    const key = `${u.round}\u0000${u.player}`;
    if (seen.has(u.player) || losses.has(key)) {
      throw new RegulationError("INVALID_UNPAIRED_LOSS", `Player ${u.player} already has a match or unpaired loss in round ${u.round}.`, u);
    }
    losses.add(key);
  }
}

/** Active players lacking a match or unpaired loss in some paired round. */
function missingAttendance(history: SwissStageHistory): Array<{ player: PlayerId; rounds: number[] }> {
  const present = new Set<string>();
  for (const round of history.rounds) {
    for (const m of round.matches) {
      present.add(`${round.number}\u0000${m.playerA}`);
      if (m.playerB !== null) present.add(`${round.number}\u0000${m.playerB}`);
    }
  }
  for (const u of history.unpairedLosses) present.add(`${u.round}\u0000${u.player}`);
  const out: Array<{ player: PlayerId; rounds: number[] }> = [];
  for (const p of history.players) {
    if (p.status !== "active") continue;
    const rounds = history.rounds.map((r) => r.number).filter((r) => !present.has(`${r}\u0000${p.id}`));
    if (rounds.length > 0) out.push({ player: p.id, rounds });
  }
  return out;
}

/** Pairs the next round of the Swiss stage (see the top of this file). */
export function nextSwissRound(history: SwissStageHistory, options: NextSwissRoundOptions): PairedSwissRound {
  const pair: PairFunction = options.pair ?? pairSwissRound;
  validateStageHistory(history, options.format);
  const round = history.rounds.length + 1;
  if (options.swissRounds !== undefined && round > options.swissRounds) {
    throw new RegulationError("SWISS_COMPLETE", `All ${options.swissRounds} Swiss rounds have been paired.`, {
      swissRounds: options.swissRounds,
    });
  }
  const missing = missingResults(history);
  if (missing.length > 0) {
    const where = missing.map((m) => `round ${m.round} table ${m.table ?? "?"}`).join(", ");
    throw new RegulationError("MISSING_RESULTS", `Results are missing: ${where}.`, { missing });
  }
  const absent = missingAttendance(history);
  if (absent.length > 0) {
    throw new RegulationError(
      "MISSING_UNPAIRED_LOSSES",
      `Active players without a match or unpaired loss in a round: ${absent.map((a) => `${a.player} (rounds ${a.rounds.join(", ")})`).join("; ")}.`,
      { players: absent },
    );
  }

  const standings = computeStandings(history, options.seed, options.format);
  const active = standings.filter((r) => r.status === "active");
  if (active.length < 2) {
    throw new RegulationError("NOT_ENOUGH_PLAYERS", `Round ${round} needs at least 2 active players (${active.length} active).`, {
      active: active.length,
    });
  }

  const previous = new Map<PlayerId, Set<PlayerId>>();
  const byes = new Set<PlayerId>();
  const meet = (a: PlayerId, b: PlayerId): void => {
    let s = previous.get(a);
    if (!s) previous.set(a, (s = new Set()));
    s.add(b);
  };
  for (const r of history.rounds) {
    for (const m of r.matches) {
      if (m.playerB === null) byes.add(m.playerA);
      else {
        meet(m.playerA, m.playerB);
        meet(m.playerB, m.playerA);
      }
    }
  }

  const rankOf = new Map<PlayerId, number>();
  const pointsOf = new Map<PlayerId, number>();
  const players: PairingPlayer[] = active.map((row, i) => {
    rankOf.set(row.playerId, i);
    pointsOf.set(row.playerId, row.points);
    return { id: row.playerId, points: row.points, rank: i, hadBye: byes.has(row.playerId) };
  });

  const groups: { groups?: ReadonlyMap<PlayerId, string> } = round === 1 && options.groups && options.groups.size > 0 ? { groups: options.groups } : {};
  const output = pair({ round, players, previousOpponents: previous, rng: createRng(options.seed, `swiss/${round}/pairing`), ...groups });
  checkPairing(output, players);

  const seated = output.pairs.map(([x, y]) => {
    const [a, b] = (rankOf.get(x) as number) <= (rankOf.get(y) as number) ? [x, y] : [y, x];
    return { a, b };
  });
  const { tables, notes } = assignTables(
    seated.map(({ a, b }) => ({
      players: [a, b],
      combinedPoints: (pointsOf.get(a) as number) + (pointsOf.get(b) as number),
      bestRank: rankOf.get(a) as number,
    })),
    options.pins,
  );
  const order = seated.map((s, i) => ({ ...s, table: tables[i] as number })).sort((x, y) => x.table - y.table);
  const sides = createRng(options.seed, `swiss/${round}/sides`);
  // Only a format that plays both sides in turn (FFG) flips for the dark side of game 1.
  const bothSides = options.format.games.kind === "both-sides";
  const matches: SwissMatch[] = order.map(({ a, b, table }) => ({
    table,
    playerA: a,
    playerB: b,
    darkSideGame1: bothSides ? (sides.coin() ? "A" : "B") : null,
    result: null,
  }));
  if (output.bye !== null) matches.push({ table: null, playerA: output.bye, playerB: null, darkSideGame1: null, result: null });

  const warnings: string[] = [];
  if (output.quality.rematches > 0) {
    warnings.push(
      `No pairing without rematches exists for round ${round}; ${output.quality.rematches} rematch${output.quality.rematches === 1 ? "" : "es"} had to be allowed.`,
    );
  }
  if (output.sameGroupPairs) {
    const n = output.sameGroupPairs;
    warnings.push(`${n} pair${n === 1 ? "" : "s"} of one guild could not be kept apart: a guild holds more than half of the field.`);
  }
  const pins = options.pins instanceof Map ? options.pins : options.pins ? new Map(Object.entries(options.pins)) : undefined;
  const reasons = explainSwissRound({
    round,
    players,
    previousOpponents: previous,
    matches,
    tableNotes: notes,
    ...(pins ? { pins } : {}),
    ...(groups.groups ? { groups: groups.groups } : {}),
  });
  return { round, matches, quality: output.quality, tableNotes: notes, warnings, standings, reasons };
}

/** The optimiser's answer must pair every active player exactly once (bye included). */
function checkPairing(output: PairingOutput, players: readonly PairingPlayer[]): void {
  const expected = new Set(players.map((p) => p.id));
  const seen = new Set<PlayerId>();
  const take = (id: PlayerId): void => {
    if (!expected.has(id) || seen.has(id)) {
      throw new RegulationError("INVALID_PAIRING", `The pairing names ${id} who is not available or appears twice.`, { playerId: id });
    }
    seen.add(id);
  };
  for (const [a, b] of output.pairs) {
    take(a);
    take(b);
  }
  if (output.bye !== null) take(output.bye);
  if (seen.size !== expected.size || (output.bye === null) !== (players.length % 2 === 0)) {
    throw new RegulationError("INVALID_PAIRING", "The pairing leaves active players unpaired.", {
      unpaired: [...expected].filter((id) => !seen.has(id)),
    });
  }
}

// ————— Drops, rejoin, disqualification, late registration —————

function findPlayer(history: SwissStageHistory, id: PlayerId): StagePlayer {
  const p = history.players.find((x) => x.id === id);
  if (!p) throw new RegulationError("UNKNOWN_PLAYER", `Player ${id} is not registered in this stage.`, { playerId: id });
  return p;
}

/** Throws unless `player` may drop (only an active player can). */
export function checkDrop(player: StagePlayer): void {
  if (player.status === "dropped") throw new RegulationError("ALREADY_DROPPED", `Player ${player.id} has already dropped.`, { playerId: player.id });
  if (player.status === "disqualified") {
    throw new RegulationError("PLAYER_DISQUALIFIED", `Player ${player.id} is disqualified.`, { playerId: player.id });
  }
}

/** Throws unless `player` may rejoin (only a dropped player; never a disqualified one). */
export function checkRejoin(player: StagePlayer): void {
  if (player.status === "disqualified") {
    throw new RegulationError("CANNOT_REJOIN_DISQUALIFIED", `Player ${player.id} is disqualified and cannot rejoin.`, { playerId: player.id });
  }
  if (player.status === "active") throw new RegulationError("ALREADY_ACTIVE", `Player ${player.id} is still in the event.`, { playerId: player.id });
}

/**
 * Rejoining is entering an event in progress: a format without late entry (SWG: "you cannot join
 * tournaments in progress", SWG:314-315) refuses it once round 1 is paired; before that, nothing
 * is in progress. The reason, or null when a dropped player may come back.
 */
export function rejoinRefusal(o: { lateEntry: boolean; roundsPaired: number }): string | null {
  if (o.lateEntry || o.roundsPaired === 0) return null;
  return "This format has no late entry: nobody joins an event in progress, so a dropped player cannot rejoin.";
}

/** Throws `NO_LATE_ENTRY` when the format keeps a dropped player out (`rejoinRefusal`). */
export function checkRejoinTiming(o: { lateEntry: boolean; roundsPaired: number }): void {
  const reason = rejoinRefusal(o);
  if (reason) throw new RegulationError("NO_LATE_ENTRY", reason, o);
}

/** Throws unless `player` may be disqualified (active or dropped). */
export function checkDisqualify(player: StagePlayer): void {
  if (player.status === "disqualified") {
    throw new RegulationError("ALREADY_DISQUALIFIED", `Player ${player.id} is already disqualified.`, { playerId: player.id });
  }
}

function withStatus(history: SwissStageHistory, id: PlayerId, status: PlayerStatus): StagePlayer[] {
  return history.players.map((p) => (p.id === id ? { ...p, status } : p));
}

/** The history after `id` drops. */
export function dropPlayer(history: SwissStageHistory, id: PlayerId): SwissStageHistory {
  checkDrop(findPlayer(history, id));
  return { ...history, players: withStatus(history, id, "dropped") };
}

/** The history after `id` is disqualified. */
export function disqualifyPlayer(history: SwissStageHistory, id: PlayerId): SwissStageHistory {
  checkDisqualify(findPlayer(history, id));
  return { ...history, players: withStatus(history, id, "disqualified") };
}

/** The history after `id` rejoins, with an unpaired loss for each round missed. */
export function rejoinPlayer(history: SwissStageHistory, id: PlayerId): SwissStageHistory {
  checkRejoin(findPlayer(history, id));
  return {
    ...history,
    players: withStatus(history, id, "active"),
    unpairedLosses: [...history.unpairedLosses, ...unpairedLossesFor(id, history.rounds, history.unpairedLosses)],
  };
}

/** The history after `id` registers late: enters the next round, an unpaired loss for each round already paired. */
export function addLateEntry(history: SwissStageHistory, id: PlayerId): SwissStageHistory {
  if (history.players.some((p) => p.id === id)) {
    throw new RegulationError("DUPLICATE_PLAYER", `Player ${id} is already registered.`, { playerId: id });
  }
  return {
    players: [...history.players, { id, status: "active", enteredRound: history.rounds.length + 1 }],
    rounds: history.rounds,
    unpairedLosses: [...history.unpairedLosses, ...unpairedLossesFor(id, history.rounds)],
  };
}
