/**
 * Results (organizer, judges, marshals): Swiss match results, elimination game results (a
 * winner, or the board of a game that reached time, scored by the engine), and the higher
 * seed's side choice in the first elimination round. Saves are guarded by the match's version
 * (`expectedVersion`), and every save leaves an audit entry with the old and new value.
 */
import { Prisma, type Event as EventRow, type Match as MatchRow } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import { SideInput, type Match } from "@/lib/schemas/round";
import {
  checkEliminationResult,
  recordFirstRoundSideChoice,
  tableTimerState,
  gameReachedTime,
  gameTimeAt,
  checkResultAgainstClock,
  flaggedSeat,
  stopClockAt,
  type MatchFormat,
} from "@/lib/tournament";
import { allows, authorize } from "../kernel/policy";
import type { Bumped } from "../kernel/event-versions";
import { closeMatchCalls } from "../calls/judge-calls";
import { audit } from "../kernel/audit";
import { settleEventStatus } from "../rounds/event-status";
import { assertResultOpen } from "../rounds/live";
import { syncBracket } from "../rounds/bracket";
import { conflict, forbidden, notFound } from "../kernel/errors";
import { entryOf, matchFormat } from "../kernel/event-format";
import { knowsMatch, matchViewIn } from "../rounds/match-view";
import { fromEngine } from "../kernel/engine-errors";
import { bracketState, eliminationInput } from "../store/engine-input";
import { inTransaction, type EventState } from "../store/event-state";
import { eventStore } from "../store/event-store";
import type { StoredEliminationGame, StoredEliminationResult, StoredSwissResult } from "@/lib/schemas/result";
import { asJson, clockEventsOf, swissResultOf, timerEventsOf } from "../kernel/stored";
import { eliminationStoredResult, gamesAtTime, swissStoredResult } from "./result-input";
import { saveSwissResultAtOnce } from "./swiss-save";
import { saveEliminationResultAtOnce } from "./elimination-save";
import { resultBody, savePath, saveRead, type Read as SaveRead, type ResultBody } from "./save-gate";
import { enqueueIfRated } from "../ratings/enqueue";
import { kickRatingWorker } from "../ratings/worker";
import type { Tx } from "@/lib/db";
import { parseId, parseInput } from "../kernel/validate";

function findMatch(state: EventState, matchId: string): MatchRow {
  const match = state.matchById.get(matchId);
  if (!match) throw notFound("Match");
  return match;
}

/**
 * The match as the API shows it, read after the change commits (outside the event lock; the
 * read also warms the pages' cache for everyone refreshing after this result).
 */
export async function matchDto(eventId: string, matchId: string): Promise<Match> {
  const state = await eventStore.read(eventId);
  const row = state.matchById.get(matchId);
  if (!row) throw notFound("Match");
  return matchViewIn(state, row, Date.now());
}

/**
 * A match saved in one statement as the API shows it, without loading the event: its own row as
 * the save left it, in the context (names, points before the round or seeds, format) of the
 * state this process last read — a result changes none of that. Falls back to a full read when
 * that state does not know the match's round or players yet. Keeps a save O(1) in the event's size.
 */
async function savedMatchDto(eventId: string, saved: MatchRow): Promise<Match> {
  const known = eventStore.lastRead(eventId);
  if (!known || saved.roundId === null || !knowsMatch(known, saved)) return matchDto(eventId, saved.id);
  return matchViewIn(known, saved, Date.now());
}

/** A Swiss row changed between its read and the lock: the save starts over (rare). */
class ReadAgain extends Error {}

/**
 * Records or corrects a match result. Swiss: `SwissResultInput`; elimination:
 * `EliminationResultInput` (a timed-out game is scored by the engine). 409 when
 * `expectedVersion` is stale, when the match cannot take a result now (a bye, a bracket
 * match not opened yet, a correction a later elimination result depends on). `known`: the
 * save's first read, made with the caller's token (`callerAndSaveRead`).
 */
export async function recordResult(user: User | null, eventId: string, matchId: string, input: unknown, known?: SaveRead | null): Promise<Match> {
  parseId("Match", matchId);
  // Parsed once, by whichever path gets to it first.
  const body = resultBody(input);
  // The gate reads once and names the path: the common saves in one statement; the rest, and a
  // save that raced a change ("again"), transactionally below.
  const read = user && known === undefined ? await saveRead(eventId, matchId, user.id) : (known ?? null);
  const path = user ? savePath(read) : ({ kind: "transactional" } as const);
  const quick =
    path.kind === "swiss" ? await saveSwissResultAtOnce(user!, eventId, matchId, body, read)
    : path.kind === "elimination" ? await saveEliminationResultAtOnce(user!, eventId, read!, body)
    : null;
  if (quick && quick !== "again") return savedMatchDto(eventId, quick);
  try {
    return await saveResult(user, eventId, matchId, body, false);
  } catch (err) {
    if (!(err instanceof ReadAgain)) throw err;
    // Raced again: this time the row is read under the event's lock, which no save can pass.
    return saveResult(user, eventId, matchId, body, true);
  }
}

async function saveResult(user: User | null, eventId: string, matchId: string, body: ResultBody, readLocked: boolean): Promise<Match> {
  const swissSave = await inTransaction(async (tx) => {
    // A Swiss save holds the event's lock for O(1) work: its row is read before the lock (and
    // written only if unchanged since), the event's gate and the caller's role come with the lock
    // in one statement, and its notice names the match, so that readers bring their state up to
    // date by reading this row (a status change, once the last result is in, is on the event row
    // every reader re-reads). Only elimination needs the whole bracket.
    const pre = await tx.match.findFirst({ where: { id: matchId, eventId } });
    const swiss = pre !== null && pre.bracketMatch === null;
    const { user: caller, role, gate } = await authorize(tx, "result.record", eventId, user, swiss ? matchId : undefined);
    const match = readLocked ? await tx.match.findFirst({ where: { id: matchId, eventId } }) : pre;
    if (!match) throw notFound("Match");
    return writeResult(tx, { eventId, match, gate, actor: { userId: caller.id, name: caller.name, role } }, body);
  });
  // The save may have completed the event (or corrected a rated one): its rating job is committed.
  kickRatingWorker();
  return swissSave ? savedMatchDto(eventId, swissSave) : matchDto(eventId, matchId);
}

/** Who records a result: a leader, or two players whose reports agree (self-report). */
export interface ResultActor {
  userId: string;
  name: string;
  role: string;
  /** Self-report: the players whose agreeing reports record the result (named in the audit entry). */
  reporters?: { playerId: string; name: string; userId: string | null }[];
}

/**
 * Records or corrects a result inside a transaction that already holds the event's lock (a
 * leader's save above; two agreeing player reports, lib/server/results/self-report.ts): one code path
 * for both. `match` is the row as read (a Swiss row is written only if unchanged since), `gate`
 * what the lock read. Closes the match's open dispute and missing-report calls. Returns the
 * saved row for a Swiss match, null for elimination.
 */
export async function writeResult(
  tx: Tx,
  { eventId, match: pre, gate, actor }: { eventId: string; match: MatchRow; gate: Omit<Bumped, "version" | "role">; actor: ResultActor },
  input: unknown,
): Promise<MatchRow | null> {
  const body = resultBody(input);
  const matchId = pre.id;
  const swiss = pre.bracketMatch === null;
  const state = swiss ? null : await eventStore.load(tx, eventId);
  const match = state ? findMatch(state, matchId) : pre;
  const old = { result: match.result, darkSide: match.darkSide, version: match.version };
  let stored: StoredSwissResult | StoredEliminationGame;
  let darkSide = match.darkSide;
  const extra: Record<string, unknown> = {};

  const event = state?.event ?? gate;
  const format = matchFormat(event, match.bracketMatch);
  if (match.bracketMatch === null) {
    if (match.playerBId === null) throw conflict(`A bye needs no result: it is always ${format.scoring.bye} points.`);
    if (assertResultOpen(event, "swiss", { correction: match.result !== null, role: actor.role })) extra.afterCompletion = true;
    // A draft round takes no result: players have not seen it (lib/server/rounds/publish.ts).
    if (match.roundId !== null && (await tx.round.findUnique({ where: { id: match.roundId }, select: { draft: true } }))?.draft) {
      throw conflict("This round is a draft: publish it before entering results.");
    }
    ({ stored, darkSide } = swissStoredResult(format, match, body));
  } else {
    if (assertResultOpen(event, "elimination", { correction: match.result !== null, role: actor.role })) extra.afterCompletion = true;
    if (match.roundId === null) throw conflict(`M${match.bracketMatch} has not been opened yet: pair the next round first.`);
    let winner: "A" | "B";
    ({ stored, darkSide, winner } = eliminationStoredResult(format, entryOf(event), match, body));
    const bracketInput = eliminationInput(state!);
    if (!bracketInput || !match.playerAId || !match.playerBId) throw conflict("This match cannot take a result yet.");
    const after = fromEngine(() =>
      checkEliminationResult(bracketInput, {
        bracketMatch: match.bracketMatch!,
        kind: "game",
        winner,
        darkSide: (darkSide as "A" | "B" | null) ?? null,
        players: [match.playerAId!, match.playerBId!],
      }),
    );
    extra.bracketMatch = match.bracketMatch;
    extra.complete = after.complete;
  }

  const clockOverride = await assertAgreesWithClock(tx, match, format, stored, body, actor);
  if (clockOverride) extra.clockOverride = clockOverride;
  const atTime = gamesAtTime(stored);
  if (atTime.length > 0) await assertTimeReached(tx, match, format, atTime);
  // The match has its result: a chess clock still running stops now.
  const events = clockEventsOf(match);
  const stopped = stopClockAt(format, events, Date.now());
  const clock = stopped === events ? {} : { clockEvents: asJson(stopped) };
  let saved: MatchRow;
  if (swiss) {
    const data = { result: asJson(stored), darkSide, version: match.version + 1, updatedAt: new Date(), ...clock };
    const written = await tx.match.updateMany({ where: { id: match.id, version: match.version }, data });
    if (written.count === 0) throw new ReadAgain();
    saved = { ...match, ...data, result: stored as unknown as MatchRow["result"], clockEvents: (clock.clockEvents ?? match.clockEvents) as MatchRow["clockEvents"] };
  } else {
    saved = await tx.match.update({ where: { id: match.id }, data: { result: asJson(stored), darkSide, version: { increment: 1 }, ...clock } });
  }

  if (match.bracketMatch !== null) {
    const sync = await syncBracket(tx, eventId, actor.userId);
    if (sync.autoByes.length) extra.autoByes = asJson(sync.autoByes);
  } else {
    await completeIfSwissOver(tx, event, saved, eventId, actor.userId);
  }
  const reporters = actor.reporters ? { reporters: actor.reporters } : {};
  // A correction names its round in the history: a table number comes back every round.
  if (old.result !== null && match.roundId !== null) extra.round = (await tx.round.findUnique({ where: { id: match.roundId }, select: { number: true } }))?.number;
  await audit(tx, {
    eventId,
    userId: actor.userId,
    action: old.result === null ? "result.record" : "result.correct",
    data: { matchId, table: match.table, bracketMatch: match.bracketMatch, players: [match.playerAId, match.playerBId], by: { userId: actor.userId, name: actor.name, role: actor.role }, old, new: { result: stored, darkSide }, ...reporters, ...extra },
  });
  await closeMatchCalls(tx, eventId, matchId, actor);
  // A correction in a rated event re-rates it and every later rated event of its players. Only a
  // complete event is rated, and the fast path (swiss-save.ts) never saves in one.
  if (event.status === "complete") await enqueueIfRated(tx, [eventId], "corrected");
  return swiss ? saved : null;
}

/**
 * A chess clock that ran out decides the match (engine: `checkResultAgainstClock`): a result
 * other than the flagged player's time loss is refused (409, naming them), unless the organizer
 * or a judge overrides the clock (`overrideClock`), which the audit entry records. Returns what
 * was overridden, or null.
 */
async function assertAgreesWithClock(
  tx: Tx,
  match: MatchRow,
  format: MatchFormat,
  stored: StoredSwissResult | StoredEliminationResult,
  body: ResultBody,
  actor: ResultActor,
): Promise<{ flagged: "A" | "B" } | null> {
  const flagged = flaggedSeat(format, clockEventsOf(match), Date.now());
  if (flagged === null) return null;
  const result = swissResultOf("games" in stored ? { games: stored.games, ...(stored.timeLoss ? { timeLoss: stored.timeLoss } : {}) } : stored);
  if (!result) return null;
  const override = body.overrideClock === true;
  if (override && !allows("result.overrideClock", actor.role)) throw forbidden("Only the organizer or a judge can override a chess clock that ran out.");
  const players = await tx.player.findMany({ where: { id: { in: [match.playerAId ?? "", match.playerBId ?? ""] } }, select: { id: true, name: true } });
  const name = (id: string | null) => players.find((p) => p.id === id)?.name ?? "?";
  fromEngine(() => checkResultAgainstClock(format, result, flagged, { override, names: { A: name(match.playerAId), B: name(match.playerBId) } }));
  const agrees = "timeLoss" in result && result.timeLoss === flagged;
  return override && !agrees ? { flagged } : null;
}

/**
 * A modified result (a game decided at time, SWCCG) needs that game to have reached time on the
 * table's clock (the round's, plus the table's extension): the clock has run out, or — a format
 * with several games in one round clock (SWCCG 2-on-2) — that game's slot is over (engine:
 * `gameReachedTime`; game 1 at 120 minutes, game 2 at 240). 409 with the time left.
 */
async function assertTimeReached(tx: Tx, match: MatchRow, format: MatchFormat, games: number[]): Promise<void> {
  const round = match.roundId ? await tx.round.findUnique({ where: { id: match.roundId } }) : null;
  if (!round || match.table === null) throw conflict("A modified result needs the game to have reached time on the round clock.");
  const clock = tableTimerState(timerEventsOf(round), match.table, { minutes: round.minutes, now: Date.now() });
  for (const game of games) {
    const time = gameReachedTime(format, game, clock);
    if (time.reached) continue;
    const left = time.secondsLeft === null ? "the round clock has not started" : `${Math.ceil(time.secondsLeft / 60)} minutes are left on the clock`;
    // Per-game slots name the game (its time is not the round's end); otherwise as before.
    const which = gameTimeAt(format, 1) !== null ? ` for game ${game}` : "";
    throw conflict(`A modified win or loss is only for a game that reached time: ${left}${which}.`);
  }
}

/**
 * An event without a cut is complete once the last Swiss round has all its results. `event` is
 * the row read before the save (the save changes no status, cut or rounds).
 */
async function completeIfSwissOver(tx: Tx, event: Pick<EventRow, "status" | "cutSize" | "swissRounds">, saved: MatchRow, eventId: string, userId: string): Promise<void> {
  // Only then can a Swiss result change the status: skip loading the event otherwise.
  if (event.status !== "swiss" || event.cutSize !== 0 || event.swissRounds === null) return;
  // ... and only the round's last missing result: one count keeps the other saves O(1).
  const open = await tx.match.count({ where: { roundId: saved.roundId, result: { equals: Prisma.DbNull }, playerBId: { not: null } } });
  if (open > 0) return;
  await settleEventStatus(tx, eventId, userId);
}

/**
 * Records the higher seed's side choice for a first-round elimination match (leaders). Later
 * rounds get their sides from the deck-choice rules when they are opened.
 */
export async function setEliminationSide(user: User | null, eventId: string, matchId: string, input: unknown): Promise<Match> {
  await inTransaction(async (tx) => {
    const { user: caller, role } = await authorize(tx, "match.side", eventId, user);
    const data = parseInput(SideInput, input);
    const state = await eventStore.load(tx, eventId);
    const match = findMatch(state, matchId);
    if (match.bracketMatch === null) {
      throw conflict("Swiss sides come from the recorded coin flip; send darkSide with the result to correct game 1.");
    }
    const bracket = bracketState(state);
    if (!bracket) throw conflict("The cut has not been made.");
    const choice = fromEngine(() => recordFirstRoundSideChoice(bracket, match.bracketMatch!, { darkSide: data.darkSide }));
    await tx.match.update({ where: { id: match.id }, data: { darkSide: choice.darkSide, version: { increment: 1 } } });
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "match.side",
      data: { matchId, bracketMatch: match.bracketMatch, players: [match.playerAId, match.playerBId], chooser: choice.chooser, old: match.darkSide, new: choice.darkSide, role },
    });
  });
  return matchDto(eventId, matchId);
}
