/**
 * An event's whole tournament state, loaded in one go (event, players, rounds, matches: four
 * queries, never one per round or match), and the pure transformers a service applies to it.
 * Services get it from the event store (lib/server/store/event-store.ts): inside their
 * transaction, after `authorize`, so what the engine sees is what they write back against;
 * public reads reuse it while the event's version is unchanged (`eventStore.read`).
 *
 * Unpaired losses: `Round.unpairedLosses` (player ids) of the Swiss round they stand for.
 * Stages: `EventStage` rows in order; the elimination stage holds its entrants by seed (the cut,
 * or the draw), shown on the loaded event as `cutSeeds`; the bracket's Match rows carry
 * `bracketMatch`, unique within their stage.
 */
import type { Event as EventRow, EventStage as StageRow, Match as MatchRow, Player as PlayerRow, Round as RoundRow, TeamMember as TeamMemberRow } from "@/lib/generated/prisma/client";
import { getDb, type Tx } from "@/lib/db";
import { transactionOptions } from "@/lib/db/wait";
import { shortNames } from "../kernel/short-names";

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
  return db.$transaction(fn, transactionOptions());
}

const byTable = (a: MatchRow, b: MatchRow) =>
  (a.table ?? Number.MAX_SAFE_INTEGER) - (b.table ?? Number.MAX_SAFE_INTEGER) || (a.bracketMatch ?? 0) - (b.bracketMatch ?? 0);

/** The rows an event's state is made of, as its queries return them (players by `seq`, stages and rounds by number). */
export interface EventRows {
  event: EventRow;
  stages: StageRow[];
  players: PlayerRow[];
  rounds: RoundRow[];
  matches: MatchRow[];
  /** Team events only, by player and position. */
  teamMembers?: TeamMemberRow[] | null;
}

/** The state made of the event's rows: one assembly for every store (lib/server/store/event-store.ts). */
export function eventStateOf({ event: row, stages, players, rounds, matches, teamMembers: members }: EventRows): EventState {
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

/** Public states by the state they were made from: a draft round taken out once per state. */
const published = new WeakMap<EventState, EventState>();

/**
 * The state as players, public pages and the public API see it: without a draft round (issue 41;
 * only the latest Swiss round can be one), so they keep showing the previous round until it is
 * published. The same object for the same state, so what is derived per state stays shared.
 */
export function withoutDraft(state: EventState): EventState {
  const draft = state.rounds.at(-1);
  if (!draft?.draft) return state;
  let out = published.get(state);
  if (!out) published.set(state, (out = withoutRound(state, draft.id)));
  return out;
}

/** The draft round of the state (the latest round, not yet published), if any. */
export const draftRoundOf = (state: EventState): RoundWithMatches | null => {
  const latest = state.rounds.at(-1);
  return latest?.draft ? latest : null;
};

/** The state with the event row as a write returned it (the stages' seeds kept). */
export const withEvent = (state: EventState, row: EventRow): EventState => ({ ...state, event: { ...row, cutSeeds: state.event.cutSeeds } });

/** The stage of a kind ("swiss", or the elimination stage); a missing one is a bug. */
export function stageOf(state: EventState, which: "swiss" | "elimination"): StageRow {
  const stage = which === "swiss" ? state.stages.find((s) => s.kind === "swiss") : eliminationStageOf(state.stages);
  if (!stage) throw new Error(`event ${state.event.id} has no ${which} stage`);
  return stage;
}

/** A state brought to the event row as re-read, with the matches changed since (a hint-only change keeps the stages). */
export const caughtUp = (state: EventState, row: EventRow, matches: MatchRow[]): EventState =>
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
 * match with clock events and no result). What such a table shows changes with time alone; the
 * round clock does not count (pages count it down from its end time).
 */
export function hasTableClocks(state: EventState): boolean {
  for (const m of state.matchById.values()) {
    if (m.result === null && Array.isArray(m.clockEvents) && m.clockEvents.length > 0) return true;
  }
  return false;
}

export const activeCount = (state: EventState) => state.players.filter((p) => p.status === "active").length;

export function playerName(state: EventState, id: string | null): string {
  return (id && state.playerById.get(id)?.name) || "?";
}
