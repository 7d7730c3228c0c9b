/**
 * An event's whole tournament state, loaded in one go (event, players, rounds, matches: four
 * queries, never one per round or match), and the engine inputs built from it: the Swiss
 * stage history (`swissHistory`) and the elimination bracket input (`eliminationInput`).
 * Services load this inside their transaction, after `lockEventFor`, so what the engine sees
 * is what they write back against.
 *
 * Stored shapes (Match.result, JSON):
 * - Swiss: `{games: [{result}, {result}]}` or `{intentionalSplit: true}`, as the API takes it;
 *   a bye (playerB null) stores nothing (always 6 TP).
 * - Elimination: `{kind: "game", result: "A"|"B", timeout?, scores?}` or
 *   `{kind: "bye", result, resolution: "bye"|"double-forfeit"}` (the opponent had dropped).
 * Unpaired losses: `Round.unpairedLosses` (player ids) of the Swiss round they stand for.
 * Cut: `Event.cutSeeds` (player ids by seed); the bracket's Match rows carry `bracketMatch`.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Event as EventRow, Match as MatchRow, Player as PlayerRow, Round as RoundRow } from "@/lib/generated/prisma/client";
import { getDb, type Db, type Tx } from "@/lib/db";
import {
  computeStandings,
  eliminationState,
  isRegulationError,
  type EliminationInput,
  type EliminationResultInput,
  type EliminationState,
  type MissingResult,
  type MatchClockEvent,
  type RoundTimerEvent,
  type Seat,
  type AnyMatchResult,
  type GameEnding,
  type GameResult,
  type StandingRow,
  type SwissStageHistory,
  type TimedOutGameBoard,
} from "@/lib/tournament";
import { notFound, ServiceError } from "./errors";
import { bracketDefinitionOf, swissFormat } from "./event-format";
import { shortNames } from "./short-names";
import { parseId } from "./validate";

export type RoundWithMatches = RoundRow & { matches: MatchRow[] };

export interface EventState {
  event: EventRow;
  /** In registration order. */
  players: PlayerRow[];
  playerById: Map<string, PlayerRow>;
  /** Short names, unambiguous within the event (lib/server/short-names.ts). */
  shortNames: Map<string, string>;
  /** Every round, by number, each with its matches in table order (byes last). */
  rounds: RoundWithMatches[];
  swissRounds: RoundWithMatches[];
  eliminationRounds: RoundWithMatches[];
  /** Every match of the event by id (bracket matches not opened in a round included). */
  matchById: Map<string, MatchRow>;
  /** The bracket's matches by bracket number (empty before the cut). */
  bracketMatches: MatchRow[];
}

/** One stored game: its winner (or draw / unplayed) and how it ended when not played out. */
export type StoredGame = { result: GameResult; ending?: GameEnding };
/** FFG: two games; best-of formats: the games played, and the seat that lost on the chess clock. */
export type StoredSwissResult = { games: StoredGame[]; timeLoss?: Seat } | { intentionalSplit: true };
export type StoredEliminationResult =
  | { kind: "game"; result: Seat; timeout?: TimedOutGameBoard; scores?: { ls: number; ds: number }; games?: StoredGame[]; timeLoss?: Seat }
  | { kind: "bye"; result: Seat; resolution: "bye" | "double-forfeit" };

/** Runs `fn` in one interactive transaction; lock waits are long enough for a busy event. */
export async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.$transaction(fn, { maxWait: 20_000, timeout: 30_000 });
}

const byTable = (a: MatchRow, b: MatchRow) =>
  (a.table ?? Number.MAX_SAFE_INTEGER) - (b.table ?? Number.MAX_SAFE_INTEGER) || (a.bracketMatch ?? 0) - (b.bracketMatch ?? 0);

/** Loads the event's state; 404 for an unknown event. */
export async function loadEventState(db: Tx | Db, eventId: string): Promise<EventState> {
  parseId("Event", eventId);
  const [event, players, rounds, matches] = await Promise.all([
    db.event.findUnique({ where: { id: eventId } }),
    db.player.findMany({ where: { eventId }, orderBy: { seq: "asc" } }),
    db.round.findMany({ where: { eventId }, orderBy: { number: "asc" } }),
    db.match.findMany({ where: { eventId } }),
  ]);
  if (!event) throw notFound("Event");
  const byRound = new Map<string, MatchRow[]>();
  for (const m of matches) {
    if (m.roundId === null) continue;
    const list = byRound.get(m.roundId) ?? [];
    list.push(m);
    byRound.set(m.roundId, list);
  }
  const withMatches = rounds.map((r) => ({ ...r, matches: (byRound.get(r.id) ?? []).sort(byTable) }));
  return {
    event,
    players,
    playerById: new Map(players.map((p) => [p.id, p])),
    shortNames: shortNames(players),
    rounds: withMatches,
    swissRounds: withMatches.filter((r) => r.stage === "swiss"),
    eliminationRounds: withMatches.filter((r) => r.stage === "elimination"),
    matchById: new Map(matches.map((m) => [m.id, m])),
    bracketMatches: matches.filter((m) => m.bracketMatch !== null).sort((a, b) => a.bracketMatch! - b.bracketMatch!),
  };
}

/**
 * Reads for the public pages: the event's state, reused while the event's version is unchanged.
 * Every change goes through `lockEventFor`, which bumps the version, so one cheap query tells
 * whether the cached state is current — hundreds of phones refreshing the pairings cost one
 * small query each instead of reloading every match. Never use inside a transaction that writes.
 */
const readCache = new Map<string, EventState>();
const READ_CACHE_EVENTS = 64;

export async function readEventState(eventId: string): Promise<EventState> {
  parseId("Event", eventId);
  const db = await getDb();
  const current = await db.event.findUnique({ where: { id: eventId }, select: { version: true } });
  if (!current) throw notFound("Event");
  const cached = readCache.get(eventId);
  if (cached && cached.event.version === current.version) return cached;
  const state = await loadEventState(db, eventId);
  readCache.delete(eventId);
  if (readCache.size >= READ_CACHE_EVENTS) readCache.delete(readCache.keys().next().value!);
  readCache.set(eventId, state);
  return state;
}

/** A stored Swiss result as the engine reads it (any format: games in order, endings, time loss). */
export function swissResultOf(stored: unknown): AnyMatchResult | null {
  if (!stored || typeof stored !== "object") return null;
  if ("intentionalSplit" in stored && stored.intentionalSplit === true) return { intentionalSplit: true };
  if ("games" in stored && Array.isArray(stored.games) && stored.games.length > 0) {
    const games = stored.games as StoredGame[];
    const endings = games.some((g) => g.ending) ? games.map((g) => g.ending ?? null) : undefined;
    const timeLoss = "timeLoss" in stored && (stored.timeLoss === "A" || stored.timeLoss === "B") ? stored.timeLoss : undefined;
    return { games: games.map((g) => g.result), ...(endings ? { endings } : {}), ...(timeLoss ? { timeLoss } : {}) };
  }
  return null;
}

export function eliminationResultOf(stored: unknown): StoredEliminationResult | null {
  if (!stored || typeof stored !== "object" || !("kind" in stored)) return null;
  return stored as StoredEliminationResult;
}

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
/** Standings per loaded state: a cached state (see readEventState) computes them once. */
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

/** A match's own clock events (chess clock, absence), in time order. */
export function clockEventsOf(match: Pick<MatchRow, "clockEvents">): MatchClockEvent[] {
  return Array.isArray(match.clockEvents) ? (match.clockEvents as unknown as MatchClockEvent[]) : [];
}

export function timerEventsOf(round: RoundRow): RoundTimerEvent[] {
  return Array.isArray(round.timerEvents) ? (round.timerEvents as unknown as RoundTimerEvent[]) : [];
}

/** Fixed tables of active players, for the pairing. */
export function tablePins(state: EventState): Map<string, number> {
  return new Map(state.players.filter((p) => p.status === "active" && p.fixedTable !== null).map((p) => [p.id, p.fixedTable!]));
}

/** "Results missing at tables 3, 7" (elimination: with the bracket match numbers). */
export function missingMessage(missing: readonly { table: number | null; bracketMatch?: number | null }[]): string {
  const tables = [...new Set(missing.map((m) => m.table).filter((t): t is number => t !== null))].sort((a, b) => a - b);
  const bracket = missing.map((m) => m.bracketMatch).filter((b): b is number => typeof b === "number");
  const where = tables.length === 1 ? `table ${tables[0]}` : `tables ${tables.join(", ")}`;
  return `Results missing at ${where}${bracket.length ? ` (${bracket.map((b) => `M${b}`).join(", ")})` : ""}.`;
}

export function missingConflict(missing: readonly (MissingResult | { table: number | null; bracketMatch: number | null })[]): ServiceError {
  return new ServiceError(
    "conflict",
    missingMessage(missing),
    missing.map((m) => ({ path: ["tables"], message: `No result at table ${m.table ?? "?"}.`, code: "missing_result" })),
  );
}

/** Engine errors that are about the caller's input (400) rather than the event's state (409). */
const INPUT_ERRORS = /^(TIMEOUT_|ROUND_TIME_INVALID_MINUTES|INVALID_RESULT|INVALID_PIN|DECK_CHOICE_INVALID$)/;

/** Calls the engine; a `RegulationError` becomes a 400 or 409 `ServiceError` with its message. */
export function fromEngine<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (isRegulationError(e)) {
      const input = INPUT_ERRORS.test(e.code);
      const path = e.code === "INVALID_RESULT" ? ["games"] : [];
      throw new ServiceError(input ? "invalid_input" : "conflict", e.message, [{ path, message: e.message, code: e.code }]);
    }
    throw e;
  }
}

export const activeCount = (state: EventState) => state.players.filter((p) => p.status === "active").length;

export function playerName(state: EventState, id: string | null): string {
  return (id && state.playerById.get(id)?.name) || "?";
}


/** Plain data for an audit entry or a JSON column (drops undefined, readonly-ness). */
export const asJson = (value: unknown): Prisma.InputJsonValue => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
