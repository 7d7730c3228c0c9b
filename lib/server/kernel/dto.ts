/** Database rows → the API's shapes (lib/schemas). One place, so pages and API agree. */
import type { Event as EventRow, Match as MatchRow, Player as PlayerRow, Round as RoundRow } from "@/lib/generated/prisma/client";
import type { Event } from "@/lib/schemas/event";
import type { Player } from "@/lib/schemas/player";
import type { Result } from "@/lib/schemas/result";
import type { Match, MatchClock, Round, Timer } from "@/lib/schemas/round";
import { isRegulationError, pairsAsDraft, resolveStructure, absentSince, chessClockState, forfeitDueAt, resultNamesPoints, type AnyMatchResult, type BracketDefinition, type GameEnding, matchOutcome, type MatchFormat, type GameResult, roundTimerState, timerExtensions, type RoundTimerState } from "@/lib/tournament";
import { formatSummary, planOf, traitsOf } from "./event-format";
import { ratingSettings } from "@/lib/tournament/ratings/settings";
import { bracketPart, PART_NAME, roundName } from "@/lib/words/round-names";
import { clockEventsOf, eliminationResultOf, swissResultOf, timerEventsOf } from "./stored";

export function toEvent(row: EventRow, extra: { currentRound: number; playerCount: number }): Event {
  return {
    id: row.id,
    name: row.name,
    structure: row.structure,
    tier: row.tier,
    status: row.status,
    swissRounds: row.swissRounds,
    cutSize: row.cutSize,
    currentRound: extra.currentRound,
    randomSeed: row.randomSeed,
    startsAt: row.startsAt?.toISOString() ?? null,
    venue: row.venue,
    timeZone: row.timeZone,
    description: row.description,
    roundMinutes: { swiss: row.swissMinutes, elimination: row.eliminationMinutes, final: row.finalMinutes },
    playerCount: extra.playerCount,
    format: formatSummary(row),
    rating: { ...ratingSettings(row.rating, planOf(row).game) },
    guildsApart: row.guildsApart,
    draftRounds: pairsAsDraft(row.draftRounds, row.tier),
    ...(row.swissRounds === null && traitsOf(row).structures ? { plannedStructure: plannedStructure(row.structure, extra.playerCount) } : {}),
  };
}

/** The regulations' table for the players registered now (announced before the event). */
function plannedStructure(kind: EventRow["structure"], players: number): NonNullable<Event["plannedStructure"]> {
  try {
    const s = resolveStructure(kind, players);
    return { swissRounds: s.swissRounds, cutSize: s.cutSize };
  } catch (err) {
    if (isRegulationError(err)) return { problem: err.message };
    throw err;
  }
}

export const toPlayer = (row: Pick<PlayerRow, "id" | "name" | "status"> & Partial<Pick<PlayerRow, "source" | "checkedInAt" | "registeredAt">>): Player => ({
  id: row.id,
  name: row.name,
  status: row.status,
  // Rows read whole carry the registration fields; narrow selects leave them out.
  ...(row.source !== undefined ? { source: row.source } : {}),
  ...(row.checkedInAt !== undefined ? { checkedIn: row.checkedInAt !== null } : {}),
  ...(row.registeredAt !== undefined ? { registeredAt: row.registeredAt.toISOString() } : {}),
});

// ————— Rounds, matches, results —————

/** What a stored Match.result reads back as (api-v1 "Result"). */
/**
 * A stored result as the API shows it. With the Swiss stage's `format`, a match-play result
 * (best of N) also names its winner (`result`), as elimination results do; a two-game result
 * of a format other than FFG's (SWCCG 2-on-2: the organizer's points table, modified results)
 * names the points each seat scored (`points`), which FFG's fixed table cannot tell.
 */
export function toResult(match: Pick<MatchRow, "result" | "playerBId" | "bracketMatch">, format?: MatchFormat): Result | null {
  if (match.bracketMatch === null) {
    if (match.playerBId === null) return { bye: true };
    const r = swissResultOf(match.result);
    if (!r) return null;
    if ("intentionalSplit" in r) return { intentionalSplit: true };
    const winner = format?.games.kind === "best-of" ? safeWinner(format, r) : null;
    const points = format && resultNamesPoints(format) ? safePoints(format, r) : null;
    return { games: gamesOut(r.games, r.endings), ...(r.timeLoss ? { timeLoss: r.timeLoss } : {}), ...(winner ? { result: winner } : {}), ...(points ? { points } : {}) };
  }
  const r = eliminationResultOf(match.result);
  if (!r) return null;
  if (r.kind === "bye") return { result: r.result, bye: true };
  return {
    result: r.result,
    ...(r.timeout ? { timeout: r.timeout } : {}),
    ...(r.scores ? { scores: r.scores } : {}),
    ...(r.games ? { games: r.games.map((g) => ({ result: g.result, ...(g.ending ? { ending: g.ending } : {}) })) } : {}),
    ...(r.timeLoss ? { timeLoss: r.timeLoss } : {}),
  };
}

function safeWinner(format: MatchFormat, r: AnyMatchResult): "A" | "B" | null {
  try {
    return matchOutcome(format, r).winner;
  } catch (e) {
    // A stored result the format no longer reads stays readable, without a winner.
    if (isRegulationError(e)) return null;
    throw e;
  }
}

function safePoints(format: MatchFormat, r: AnyMatchResult): { A: number; B: number } | null {
  try {
    return matchOutcome(format, r).points;
  } catch (e) {
    if (isRegulationError(e)) return null;
    throw e;
  }
}

const gamesOut = (games: readonly GameResult[], endings?: readonly (GameEnding | null)[]) =>
  games.map((result, i) => (endings?.[i] ? { result, ending: endings[i]! } : { result }));

export interface MatchContext {
  playerById: ReadonlyMap<string, Pick<PlayerRow, "id" | "name">>;
  shortNames?: ReadonlyMap<string, string>;
  /** Swiss: current TP of each player. */
  points?: ReadonlyMap<string, number>;
  /** Elimination: seed of each player. */
  seeds?: ReadonlyMap<string, number>;
  /** Table → minutes of extension. */
  extensions?: ReadonlyMap<number, number>;
  /** The event's cut size: names each bracket match's part. */
  /** The event's bracket, for the parts and names of elimination matches and rounds. */
  bracket?: BracketDefinition | null;
  /** The Swiss stage's match format (best-of results name their winner; its match clock). */
  format?: MatchFormat;
  /** The time of reading, for the match clock. */
  now?: number;
  /** Team events: each team's members (the seats of a table for four). */
  members?: ReadonlyMap<string, readonly { position: number; name: string }[]>;
}

/** A match's own clock under its format (chess clock, absence), or undefined for formats without one. */
export function matchClockOf(row: Pick<MatchRow, "clockEvents" | "playerBId">, format: MatchFormat | undefined, now: number): MatchClock | undefined {
  if (!format || row.playerBId === null) return undefined;
  const chess = format.clock.kind === "chess" ? format.clock.minutesPerPlayer : null;
  if (chess === null && format.absenceForfeitMinutes === null) return undefined;
  const events = clockEventsOf(row);
  const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
  const since = { A: absentSince(events, "A", now), B: absentSince(events, "B", now) };
  const state = chess === null ? null : chessClockState(events, { minutesPerPlayer: chess, now });
  return {
    chess: state && {
      minutesPerPlayer: chess!,
      started: state.started,
      running: state.running,
      paused: state.paused,
      remainingSeconds: state.remaining,
      flagged: state.flagged,
    },
    absentSince: { A: iso(since.A), B: iso(since.B) },
    forfeitAt: iso(forfeitDueAt(format, events, now)),
  };
}

function matchPlayer(id: string | null, ctx: MatchContext): Match["playerA"] | null {
  if (id === null) return null;
  const p = ctx.playerById.get(id);
  const out: Match["playerA"] = { id, name: p?.name ?? "?", shortName: ctx.shortNames?.get(id) ?? p?.name ?? "?" };
  const points = ctx.points?.get(id);
  if (points !== undefined) out.points = points;
  const seed = ctx.seeds?.get(id);
  if (seed !== undefined) out.seed = seed;
  const members = ctx.members?.get(id);
  if (members) out.members = members.map((m) => ({ position: m.position, name: m.name }));
  return out;
}

const partOf = (bracket: BracketDefinition | null, bracketMatch: number | null) => {
  const part = bracketPart(bracket, bracketMatch);
  return part ? { bracketPart: part, bracketPartName: PART_NAME[part] } : {};
};

const clockOf = (row: MatchRow, ctx: MatchContext) => {
  const clock = matchClockOf(row, ctx.format, ctx.now ?? Date.now());
  return clock ? { clock } : undefined;
};

export function toMatch(row: MatchRow, ctx: MatchContext): Match {
  const extra = row.table !== null ? (ctx.extensions?.get(row.table) ?? 0) : 0;
  return {
    id: row.id,
    table: row.table,
    playerA: matchPlayer(row.playerAId, ctx) ?? { id: "", name: "?" },
    playerB: matchPlayer(row.playerBId, ctx),
    bracketMatch: row.bracketMatch,
    darkSide: (row.darkSide as Match["darkSide"]) ?? null,
    result: toResult(row, ctx.format),
    version: row.version,
    ...(extra > 0 ? { extraMinutes: extra } : {}),
    ...partOf(ctx.bracket ?? null, row.bracketMatch),
    ...(clockOf(row, ctx) ?? {}),
  };
}

export function toTimer(state: RoundTimerState): Timer {
  return {
    state: state.state,
    endsAt: state.endsAt === null ? null : new Date(state.endsAt).toISOString(),
    remainingSeconds: state.remainingSeconds,
    minutes: Math.round(state.durationSeconds / 60),
  };
}

export function toRound(row: RoundRow & { matches: MatchRow[] }, ctx: Omit<MatchContext, "extensions">, now: number): Round {
  const events = timerEventsOf(row);
  const timer = roundTimerState(events, { minutes: row.minutes, now });
  const extensions = timerExtensions(events, { minutes: row.minutes });
  return {
    number: row.number,
    name: roundName({ stage: row.stage, stageRound: row.stageRound, bracketMatches: row.matches.map((m) => m.bracketMatch) }, ctx.bracket ?? null),
    stage: row.stage,
    stageRound: row.stageRound,
    timer: toTimer(timer),
    matches: row.matches.map((m) => {
      const match = toMatch(m, { ...ctx, extensions, now });
      // Tables the organizer changed by hand (a swap, a re-seat) say so to players (0: the bye).
      return row.changedTables.includes(m.table ?? 0) && row.stage === "swiss" ? { ...match, changedByOrganizer: true as const } : match;
    }),
    unpairedLosses: row.unpairedLosses.map((id) => ({ id, name: ctx.playerById.get(id)?.name ?? "?" })),
    warnings: row.warnings,
    ...(row.draft ? { draft: true as const } : {}),
  };
}
