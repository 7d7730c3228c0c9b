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
import type { Event as EventRow, EventStage as StageRow, Match as MatchRow, Player as PlayerRow, Round as RoundRow, TeamMember as TeamMemberRow } from "@/lib/generated/prisma/client";
import { getDb, type Db, type Tx } from "@/lib/db";
import { notFound } from "../kernel/errors";
import { shortNames } from "../kernel/short-names";
import { parseId } from "../kernel/validate";
import { eventVersion, matchChangesBetween, onReshaped } from "../kernel/event-versions";
import { teamSizeOf } from "../kernel/event-format";

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
  /** Short names, unambiguous within the event (lib/server/kernel/short-names.ts). */
  shortNames: Map<string, string>;
  /** Every round, by number, each with its matches in table order (byes last). */
  rounds: RoundWithMatches[];
  swissRounds: RoundWithMatches[];
  eliminationRounds: RoundWithMatches[];
  /** Every match of the event by id (bracket matches not opened in a round included). */
  matchById: Map<string, MatchRow>;
  /** The bracket's matches by bracket number (empty before the cut). */
  bracketMatches: MatchRow[];
  /** Team events only: each team's (entrant's) members by position (lib/server/teams/teams.ts). */
  teamMembers?: ReadonlyMap<string, TeamMemberRow[]>;
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
  // Team events (a fifth query, only for them): who sits at each team's seats.
  const members = teamSizeOf(row) ? await db.teamMember.findMany({ where: { eventId }, orderBy: [{ playerId: "asc" }, { position: "asc" }] }) : null;
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
    ...byStage(withMatches),
    matchById: new Map(matches.map((m) => [m.id, m])),
    bracketMatches: matches.filter((m) => m.bracketMatch !== null).sort((a, b) => a.bracketMatch! - b.bracketMatch!),
    ...(members ? { teamMembers: membersByTeam(members) } : {}),
  };
}

function membersByTeam(rows: TeamMemberRow[]): Map<string, TeamMemberRow[]> {
  const out = new Map<string, TeamMemberRow[]>();
  for (const m of rows) out.set(m.playerId, [...(out.get(m.playerId) ?? []), m]);
  return out;
}

/** Every round, and the rounds of each stage, as the state keeps them. */
const byStage = (rounds: RoundWithMatches[]) => ({
  rounds,
  swissRounds: rounds.filter((r) => r.stage === "swiss"),
  eliminationRounds: rounds.filter((r) => r.stage === "elimination"),
});

/** The state's match index with these rows put in (new ones added, changed ones replaced). */
function indexWith(state: EventState, rows: MatchRow[]): Map<string, MatchRow> {
  const matchById = new Map(state.matchById);
  for (const m of rows) matchById.set(m.id, m);
  return matchById;
}

/**
 * The state with a newly written Swiss round added (its matches in table order), for a service
 * that goes on deciding after the write without loading the event again. `event` is the event
 * row as the service left it (the loaded one's stage seeds kept).
 */
export function withSwissRound(state: EventState, event: EventRow, round: RoundRow, matches: MatchRow[]): EventState {
  const added: RoundWithMatches = { ...round, matches: [...matches].sort(byTable) };
  const rounds = [...state.rounds.filter((r) => r.id !== round.id), added].sort((a, b) => a.number - b.number);
  return {
    ...withEvent(state, event),
    ...byStage(rounds),
    matchById: indexWith(state, matches),
  };
}

/** The state without a Swiss round that was deleted, and without its matches. */
export function withoutRound(state: EventState, roundId: string): EventState {
  const gone = state.rounds.find((r) => r.id === roundId);
  const matchById = new Map(state.matchById);
  for (const m of gone?.matches ?? []) matchById.delete(m.id);
  return { ...state, ...byStage(state.rounds.filter((r) => r.id !== roundId)), matchById };
}

/** The state with the event row as a write returned it (the stages' seeds kept). */
export const withEvent = (state: EventState, row: EventRow): EventState => ({ ...state, event: { ...row, cutSeeds: state.event.cutSeeds } });

/** The stage of a kind ("swiss", or the elimination stage); a missing one is a bug. */
export function stageOf(state: EventState, which: "swiss" | "elimination"): StageRow {
  const stage = which === "swiss" ? state.stages.find((s) => s.kind === "swiss") : eliminationStageOf(state.stages);
  if (!stage) throw new Error(`event ${state.event.id} has no ${which} stage`);
  return stage;
}

/**
 * Loads the event in one snapshot (a read-only, repeatable-read transaction): a change that
 * commits while the queries run is either wholly in the state or wholly out of it, so the state
 * never pairs an older version number with newer matches. `pause` lets a test land a write
 * between the first query and the rest.
 */
export async function loadEventSnapshot(eventId: string, pause?: () => Promise<void>): Promise<EventState> {
  parseId("Event", eventId);
  const db = await getDb();
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SET TRANSACTION READ ONLY`;
      if (pause) {
        await tx.event.findUnique({ where: { id: eventId }, select: { version: true } });
        await pause();
      }
      return loadEventState(tx, eventId);
    },
    { isolationLevel: "RepeatableRead", maxWait: 20_000, timeout: 30_000 },
  );
}

/**
 * Reads for the public pages: the event's state, reused while the event's version is unchanged.
 * Every change bumps the version (`lockEventFor`) and the process hears of it
 * (lib/server/kernel/event-versions.ts), so a current read costs no query at all; after a change the
 * first reader loads the new state once and everyone asking meanwhile shares that load. Never
 * use inside a transaction that writes.
 */
interface Reads {
  cache: Map<string, EventState>;
  loading: Map<string, { version: number; promise: Promise<EventState> }>;
  /** The version a transaction of this process is about to commit with its state (inTransactionKeeping). */
  keeping: Map<string, number>;
}
const READ_CACHE_EVENTS = 64;
const globalForReads = globalThis as unknown as { holonetReads?: Reads };
const reads: Reads = (globalForReads.holonetReads ??= { cache: new Map(), loading: new Map(), keeping: new Map() });
const { keeping } = reads;

function keep(state: EventState): void {
  const id = state.event.id;
  const cached = reads.cache.get(id);
  if (cached && cached.event.version >= state.event.version) return;
  reads.cache.delete(id);
  if (reads.cache.size >= READ_CACHE_EVENTS) reads.cache.delete(reads.cache.keys().next().value!);
  reads.cache.set(id, state);
}

/**
 * Runs a service's transaction that leaves the event in a state it built under the event's lock,
 * complete at the version it bumped the event to (`state` in its outcome, or null when it built
 * none). Once committed, the read cache takes that state as it is: after a pairing or a deleted
 * round this process reloads nothing, neither for the hall's first phone nor for the organizer's
 * next pairing, and its own reshaping notice asks for no reload meanwhile.
 */
export async function inTransactionKeeping<T extends { state?: EventState | null }>(eventId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let version: number | undefined;
  try {
    const out = await inTransaction(async (tx) => {
      const result = await fn(tx);
      version = result.state?.event.version;
      if (version !== undefined) keeping.set(eventId, version);
      return result;
    });
    if (out.state) keep(out.state);
    return out;
  } finally {
    if (version !== undefined && keeping.get(eventId) === version) keeping.delete(eventId);
  }
}

/**
 * After a change that reshaped an event this process reads (a pairing, a deleted round, a drop:
 * not a single match's), its state is loaded again at once rather than by the first phone or
 * the organizer's next action that needs it — a hall refreshes right after a pairing, and the
 * organizer re-pairs right after deleting a round.
 */
onReshaped("read-cache", (eventId, version) => {
  // A notice that arrives late, after a read already took its change in, asks for nothing.
  const cached = reads.cache.get(eventId);
  if (cached && cached.event.version < version && (keeping.get(eventId) ?? -1) < version) void readEventState(eventId).catch(() => {});
});

export async function readEventState(eventId: string): Promise<EventState> {
  parseId("Event", eventId);
  const version = await eventVersion(eventId);
  if (version === null) throw notFound("Event");
  const cached = reads.cache.get(eventId);
  if (cached && cached.event.version >= version) return cached;
  const loading = reads.loading.get(eventId);
  if (loading && loading.version >= version) return loading.promise;
  const changed = cached ? matchChangesBetween(eventId, cached.event.version, version) : null;
  const promise = (cached && changed ? patchedState(cached, changed) : loadEventSnapshot(eventId))
    .then((state) => {
      keep(state);
      return state;
    })
    .finally(() => {
      if (reads.loading.get(eventId)?.promise === promise) reads.loading.delete(eventId);
    });
  reads.loading.set(eventId, { version, promise });
  return promise;
}

/**
 * A read state brought up to date by re-reading only what changed since it was loaded: the
 * event row and the given matches, in one snapshot. Falls back to a whole load when the event
 * moved on meanwhile by a change that was not a single match's. Keeps every reader's cost after
 * a result O(1) in the event's size, on every process.
 */
async function patchedState(state: EventState, matchIds: string[]): Promise<EventState> {
  const eventId = state.event.id;
  const db = await getDb();
  const [row, matches] = await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SET TRANSACTION READ ONLY`;
      return Promise.all([tx.event.findUnique({ where: { id: eventId } }), tx.match.findMany({ where: { eventId, id: { in: matchIds } } })]);
    },
    { isolationLevel: "RepeatableRead", maxWait: 20_000, timeout: 30_000 },
  );
  if (!row) throw notFound("Event");
  const more = matchChangesBetween(eventId, state.event.version, row.version);
  if (!more || more.some((id) => !matchIds.includes(id)) || matches.length !== matchIds.length) return loadEventSnapshot(eventId);
  return caughtUp(state, row, matches);
}

/**
 * The event's state inside a transaction that holds its lock, having bumped it to `version`:
 * the read cache's state brought up to date by re-reading the event row and the matches changed
 * since (when every change since was a single match's and this process heard of each), else a
 * whole load. Under the lock nothing else commits, so the result is what a load would give;
 * pairing a big round then skips reloading every player and match a reader just loaded.
 */
export async function lockedEventState(tx: Tx, eventId: string, version: number): Promise<EventState> {
  const cached = reads.cache.get(eventId);
  const changed = cached ? matchChangesBetween(eventId, cached.event.version, version - 1) : null;
  if (!cached || !changed) return loadEventState(tx, eventId);
  const [row, matches] = await Promise.all([
    tx.event.findUnique({ where: { id: eventId } }),
    changed.length > 0 ? tx.match.findMany({ where: { eventId, id: { in: changed } } }) : Promise.resolve([]),
  ]);
  if (!row || row.version !== version || matches.length !== changed.length) return loadEventState(tx, eventId);
  return caughtUp(cached, row, matches);
}

/** A state brought to the event row as re-read, with the matches changed since (a hint-only change keeps the stages). */
const caughtUp = (state: EventState, row: EventRow, matches: MatchRow[]): EventState =>
  withMatches({ ...state, event: { ...row, cutSeeds: state.event.cutSeeds } }, matches);

/** The state with these match rows replaced (same ids, same rounds). */
export function withMatches(state: EventState, changed: MatchRow[]): EventState {
  const byId = new Map(changed.map((m) => [m.id, m]));
  const swap = (m: MatchRow) => byId.get(m.id) ?? m;
  const touched = new Set(changed.map((m) => m.roundId));
  const rounds = state.rounds.map((r) => (touched.has(r.id) ? { ...r, matches: r.matches.map(swap) } : r));
  return {
    ...state,
    ...byStage(rounds),
    matchById: indexWith(state, changed),
    bracketMatches: state.bracketMatches.some((m) => byId.has(m.id)) ? state.bracketMatches.map(swap) : state.bracketMatches,
  };
}

/**
 * Whether a table of the event has a clock of its own going (a chess clock or an absence: a
 * match with clock events and no result), as this process last read it; true when it has not
 * read the event. What such a table shows changes with time alone; the round clock does not
 * count (pages count it down from its end time).
 */
export function tablesClocking(eventId: string): boolean {
  const state = reads.cache.get(eventId);
  if (!state) return true;
  for (const m of state.matchById.values()) {
    if (m.result === null && Array.isArray(m.clockEvents) && m.clockEvents.length > 0) return true;
  }
  return false;
}

/** The newest state this process has loaded for the event, whatever its version (or null). */
export const lastReadState = (eventId: string): EventState | null => reads.cache.get(eventId) ?? null;

export const activeCount = (state: EventState) => state.players.filter((p) => p.status === "active").length;

export function playerName(state: EventState, id: string | null): string {
  return (id && state.playerById.get(id)?.name) || "?";
}
