/**
 * An event's whole tournament state, loaded in one go (event, players, rounds, matches: four
 * queries, never one per round or match). Services load it inside their transaction, after
 * `lockEventFor`, so what the engine sees is what they write back against; public reads reuse it
 * while the event's version is unchanged (`readEventState`).
 *
 * Unpaired losses: `Round.unpairedLosses` (player ids) of the Swiss round they stand for.
 * Cut: `Event.cutSeeds` (player ids by seed); the bracket's Match rows carry `bracketMatch`.
 */
import type { Event as EventRow, Match as MatchRow, Player as PlayerRow, Round as RoundRow } from "@/lib/generated/prisma/client";
import { getDb, type Db, type Tx } from "@/lib/db";
import { notFound } from "./errors";
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

export const activeCount = (state: EventState) => state.players.filter((p) => p.status === "active").length;

export function playerName(state: EventState, id: string | null): string {
  return (id && state.playerById.get(id)?.name) || "?";
}
