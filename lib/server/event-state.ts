/**
 * An event's whole tournament state, loaded in one go (event, players, rounds, matches: four
 * queries, never one per round or match). Services load it inside their transaction, after
 * `lockEventFor`, so what the engine sees is what they write back against; public reads reuse it
 * while the event's version is unchanged (`readEventState`).
 *
 * Unpaired losses: `Round.unpairedLosses` (player ids) of the Swiss round they stand for.
 * Stages: `EventStage` rows in order; the elimination stage holds its entrants by seed (the cut,
 * or the draw), shown on the loaded event as `cutSeeds`; the bracket's Match rows carry
 * `bracketMatch`, unique within their stage.
 */
import type { Event as EventRow, EventStage as StageRow, Match as MatchRow, Player as PlayerRow, Round as RoundRow } from "@/lib/generated/prisma/client";
import { getDb, type Db, type Tx } from "@/lib/db";
import { notFound } from "./errors";
import { shortNames } from "./short-names";
import { parseId } from "./validate";

export type RoundWithMatches = RoundRow & { matches: MatchRow[] };

/** The event row with its elimination stage's seeds (empty until the cut or the draw). */
export type LoadedEvent = EventRow & { cutSeeds: string[] };

/** The stage after the Swiss rounds, or the only stage of an elimination-only event. */
export const eliminationStageOf = <S extends Pick<StageRow, "kind">>(stages: readonly S[]): S | null => stages.find((s) => s.kind !== "swiss") ?? null;

export interface EventState {
  event: LoadedEvent;
  /** The event's stages so far, in order. */
  stages: StageRow[];
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
  const [row, stages, players, rounds, matches] = await Promise.all([
    db.event.findUnique({ where: { id: eventId } }),
    db.eventStage.findMany({ where: { eventId }, orderBy: { number: "asc" } }),
    db.player.findMany({ where: { eventId }, orderBy: { seq: "asc" } }),
    db.round.findMany({ where: { eventId }, orderBy: { number: "asc" } }),
    db.match.findMany({ where: { eventId } }),
  ]);
  if (!row) throw notFound("Event");
  const event: LoadedEvent = { ...row, cutSeeds: eliminationStageOf(stages)?.seeds ?? [] };
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
    stages,
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
 * What the result, timer and clock services check before a change (status, whether the cut is
 * made, the preset), read without loading the whole event.
 */
export async function eventGate(db: Tx | Db, eventId: string) {
  const row = await db.event.findUniqueOrThrow({
    where: { id: eventId },
    select: {
      status: true,
      preset: true,
      presetOptions: true,
      cutSize: true,
      swissRounds: true,
      stages: { select: { kind: true, seeds: true }, orderBy: { number: "asc" } },
    },
  });
  const { stages, ...event } = row;
  return { ...event, cutSeeds: eliminationStageOf(stages)?.seeds ?? [] };
}

/** The stage of a kind ("swiss", or the elimination stage); a missing one is a bug. */
export function stageOf(state: EventState, which: "swiss" | "elimination"): StageRow {
  const stage = which === "swiss" ? state.stages.find((s) => s.kind === "swiss") : eliminationStageOf(state.stages);
  if (!stage) throw new Error(`event ${state.event.id} has no ${which} stage`);
  return stage;
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

export const activeCount = (state: EventState) => state.players.filter((p) => p.status === "active").length;

export function playerName(state: EventState, id: string | null): string {
  return (id && state.playerById.get(id)?.name) || "?";
}
