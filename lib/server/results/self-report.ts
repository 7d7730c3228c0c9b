/**
 * Results from the players (issue 11): each player of a match reports its result from their
 * phone when the event allows it (`Event.registration.selfReport`); two agreeing reports record
 * the result through the judges' own code path (`writeResult`, lib/server/results/results.ts), with both
 * reporters in the audit entry; two differing reports open the match's dispute call and notify
 * both players; a report still missing at the deadline puts the match in the judge queue
 * (lib/server/calls/judge-calls.ts). The rules — agreement, the deadline — are the engine's
 * (lib/tournament/self-report.ts).
 *
 * Also here: the player's own drop (effective from the next round, as the organizer's drop is)
 * and the "my table" read of the pairings page.
 */
import type { Match as MatchRow, Round as RoundRow } from "@/lib/generated/prisma/client";
import { getDb, type Db, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { Player } from "@/lib/schemas/player";
import { registrationSettings, type RegistrationSettings } from "@/lib/schemas/registration";
import { EliminationResultInput, SwissResultInput } from "@/lib/schemas/result";
import { SelfDropInput, type ReportView } from "@/lib/schemas/self-report";
import type { MyTableState } from "@/lib/views/results";
import { checkResultAgainstClock, flaggedSeat, type MatchFormat } from "@/lib/tournament";
import { checkReport, decideReports, normaliseReport, reportAsMatchResult, reportDeadline, sameReport, type ReportedResult } from "@/lib/tournament/self-report";
import { authorizeEntrant, refusalFor } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { toResult } from "../kernel/dto";
import { fromEngine } from "../kernel/engine-errors";
import { conflict, invalidField, notFound, unauthenticated } from "../kernel/errors";
import { entryOf, matchFormat } from "../kernel/event-format";
import { inTransaction } from "../store/event-state";
import { deriveMissingCalls, openCallOf, openDisputeCall } from "../calls/judge-calls";
import { assertRoundLive, getResultEntry } from "../rounds/live";
import { notify } from "../notices/notifications";
import { changeStatusLocked } from "../entrants/player-status";
import { playerOfUser } from "../accounts/profiles";
import { writeResult } from "./results";
import { alreadySaved, checkedKey, keepKey } from "./report-keys";
import { kickRatingWorker } from "../ratings/worker";
import { asJson, clockEventsOf, timerEventsOf } from "../kernel/stored";
import { parseId, parseInput } from "../kernel/validate";

type Seat = "A" | "B";
type RoundClock = Pick<RoundRow, "number" | "minutes" | "timerEvents">;

const notAPlayer = () => refusalFor("result.selfReport");
const selfReportOff = () => conflict("Results at this event are entered by its judges: self-report is off.");

const seatOf = (match: Pick<MatchRow, "playerAId" | "playerBId">, playerId: string): Seat | null =>
  match.playerAId === playerId ? "A" : match.playerBId === playerId ? "B" : null;

/** The report deadline of a match's table (ms), or null (no running clock, no round). */
function deadlineOf(round: RoundClock | null, table: number | null, settings: RegistrationSettings, now: number): number | null {
  if (!round) return null;
  try {
    return reportDeadline(timerEventsOf(round), table, { minutes: round.minutes, deadlineMinutes: settings.reportDeadlineMinutes, now });
  } catch {
    return null;
  }
}

/** What a player sees of their match's reports. */
async function viewOf(
  db: Db | Tx,
  ctx: { eventId: string; match: MatchRow; round: RoundClock | null; seat: Seat; settings: RegistrationSettings; format: MatchFormat; now: number },
): Promise<ReportView> {
  const { eventId, match, round, seat, settings, format, now } = ctx;
  const opponentId = seat === "A" ? match.playerBId : match.playerAId;
  const myId = seat === "A" ? match.playerAId! : match.playerBId!;
  const [reports, calls, opponent] = await Promise.all([
    db.resultReport.findMany({ where: { matchId: match.id } }),
    db.judgeCall.findMany({ where: { eventId, matchId: match.id, kind: { in: ["dispute", "missing"] }, status: { not: "resolved" } }, select: { kind: true } }),
    opponentId ? db.player.findUnique({ where: { id: opponentId }, select: { id: true, name: true } }) : null,
  ]);
  const mine = reports.find((r) => r.playerId === myId) ?? null;
  const theirs = opponentId ? (reports.find((r) => r.playerId === opponentId) ?? null) : null;
  const deadlineAt = deadlineOf(round, match.table, settings, now);
  let state: ReportView["state"];
  if (match.result !== null) state = "recorded";
  else if (calls.some((c) => c.kind === "dispute") || (mine && theirs && !sameReport(mine.result as ReportedResult, theirs.result as ReportedResult, seatOrNull(match.darkSide)))) state = "disputed";
  else if (calls.some((c) => c.kind === "missing") || (deadlineAt !== null && now >= deadlineAt)) state = "missing";
  else state = mine ? "waiting" : "open";
  return {
    matchId: match.id,
    round: round?.number ?? null,
    table: match.table,
    seat,
    opponent,
    state,
    mine: mine ? (mine.result as ReportView["mine"]) : null,
    opponentReported: theirs !== null,
    opponentReport: theirs ? (theirs.result as ReportView["opponentReport"]) : null,
    result: toResult(match, format),
    deadlineAt: deadlineAt === null ? null : new Date(deadlineAt).toISOString(),
  };
}

/** The report a body carries (the results API's `expectedVersion` is no part of it). */
function withoutVersion<T extends { expectedVersion?: unknown }>(data: T): Omit<T, "expectedVersion"> {
  const { expectedVersion: _ignored, ...body } = data;
  void _ignored;
  return body;
}

const seatOrNull = (s: string | null): Seat | null => (s === "A" || s === "B" ? s : null);

async function settingsOf(db: Db | Tx, eventId: string) {
  const event = await db.event.findUnique({ where: { id: eventId }, select: { name: true, registration: true, preset: true, presetOptions: true } });
  if (!event) throw notFound("Event");
  return { event, settings: registrationSettings(event.registration) };
}

/** GET …/matches/{matchId}/report: the caller's report, the opponent's claimed result (to confirm or dispute), the state. */
export async function getMyReport(user: User | null, eventId: string, matchId: string, { now = Date.now() }: { now?: number } = {}): Promise<ReportView> {
  parseId("Event", eventId);
  parseId("Match", matchId);
  if (!user) throw unauthenticated();
  const db = await getDb();
  const { event, settings } = await settingsOf(db, eventId);
  const player = await playerOfUser(db, eventId, user.id);
  if (!player) throw notAPlayer();
  // A draft round's match is not there yet for its players (lib/server/rounds/draft-read.ts).
  const match = await db.match.findFirst({ where: { id: matchId, eventId, NOT: { round: { draft: true } } }, include: { round: { select: { number: true, minutes: true, timerEvents: true } } } });
  if (!match) throw notFound("Match");
  const seat = seatOf(match, player.id);
  if (!seat) throw notAPlayer();
  if (!settings.selfReport) throw selfReportOff();
  return viewOf(db, { eventId, match, round: match.round, seat, settings, format: matchFormat(event, match.bracketMatch), now });
}

/**
 * PUT …/matches/{matchId}/report: the caller's report of their open match (the results API's
 * body), kept until the result is recorded (a player may change it). Agreement records the
 * result; disagreement opens the match's dispute call and notifies both players.
 */
export async function submitReport(
  user: User | null,
  eventId: string,
  matchId: string,
  input: unknown,
  { now = Date.now(), idempotencyKey }: { now?: number; idempotencyKey?: string | null } = {},
): Promise<ReportView> {
  return saveReport(user, eventId, matchId, input, { now, confirming: false, idempotencyKey });
}

/**
 * "Confirm" under the opponent's claimed result: the caller's report is the claim they were
 * shown (`claim`, the opponent's report as read). A claim the opponent changed since is refused
 * (409) rather than recorded or turned into a dispute nobody meant.
 */
export async function confirmReport(user: User | null, eventId: string, matchId: string, claim: unknown, { now = Date.now() }: { now?: number } = {}): Promise<ReportView> {
  return saveReport(user, eventId, matchId, claim, { now, confirming: true, idempotencyKey: null });
}

async function saveReport(
  user: User | null,
  eventId: string,
  matchId: string,
  input: unknown,
  { now, confirming, idempotencyKey }: { now: number; confirming: boolean; idempotencyKey?: string | null },
): Promise<ReportView> {
  parseId("Match", matchId);
  const key = checkedKey(idempotencyKey);
  const view = await inTransaction(async (tx) => {
    // A Swiss match's report changes that match at most: its notice names it (see bumpVersion).
    const pre = await tx.match.findFirst({ where: { id: matchId, eventId }, select: { bracketMatch: true } });
    const { user: caller, gate, player } = await authorizeEntrant(tx, "result.selfReport", eventId, user, pre?.bracketMatch === null ? matchId : undefined);
    if (!player) throw notAPlayer();
    const found = await tx.match.findFirst({ where: { id: matchId, eventId, NOT: { round: { draft: true } } }, include: { round: { select: { number: true, minutes: true, timerEvents: true } } } });
    if (!found) throw notFound("Match");
    const { round: clock, ...match } = found;
    const seat = seatOf(match, player.id);
    if (!seat) throw notAPlayer();
    const { event, settings } = await settingsOf(tx, eventId);
    if (!settings.selfReport) throw selfReportOff();
    // A report sent again with its key (a queued report, a double tap) is answered, not saved again.
    const parsed = key ? parseInput(match.bracketMatch === null ? SwissResultInput : EliminationResultInput, input) : null;
    if (key && parsed && (await alreadySaved(tx, key, { userId: caller.id, matchId }, withoutVersion(parsed)))) return { recorded: null, match, clock, seat, settings, event };
    if (match.playerAId === null || match.playerBId === null) throw conflict("A bye needs no result.");
    if (match.result !== null) throw conflict("The result is recorded and final for players: call a judge to change it.");
    if (match.roundId === null) throw conflict("This match has not been opened yet.");
    const swiss = match.bracketMatch === null;
    assertRoundLive(gate, swiss ? "swiss" : "elimination");
    const format = matchFormat(gate, match.bracketMatch);

    // The results API's body, checked as a judge's entry is.
    const data = parsed ?? parseInput(swiss ? SwissResultInput : EliminationResultInput, input);
    if (!swiss) {
      const refused = entryOf(gate).eliminationRefusal(data);
      if (refused) throw invalidField(refused.field, refused.reason);
    }
    const body = withoutVersion(data);
    const report = normaliseReport(body as ReportedResult, seatOrNull(match.darkSide));
    fromEngine(() => checkReport(format, report));
    if (confirming) {
      const opponentId = seat === "A" ? match.playerBId : match.playerAId;
      const claimed = await tx.resultReport.findUnique({ where: { matchId_playerId: { matchId, playerId: opponentId } } });
      if (!claimed) throw conflict("Your opponent has not reported yet: there is nothing to confirm.");
      if (!sameReport(claimed.result as ReportedResult, report, seatOrNull(match.darkSide))) throw conflict("Your opponent changed their report since you read it: read it again before confirming.");
    }
    // A chess clock that ran out decides the match: a report saying otherwise is refused, saying why.
    const flagged = flaggedSeat(format, clockEventsOf(match), now);
    const asResult = reportAsMatchResult(report);
    if (flagged && asResult) {
      const named = await tx.player.findMany({ where: { id: { in: [match.playerAId, match.playerBId] } }, select: { id: true, name: true } });
      const name = (id: string) => named.find((p) => p.id === id)?.name ?? "?";
      fromEngine(() => checkResultAgainstClock(format, asResult, flagged, { names: { A: name(match.playerAId!), B: name(match.playerBId!) } }));
    }

    const kept = await tx.resultReport.upsert({
      where: { matchId_playerId: { matchId, playerId: player.id } },
      create: { eventId, matchId, playerId: player.id, result: asJson(report) },
      update: { result: asJson(report) },
    });
    if (key) await keepKey(tx, key, kept.id, caller.id, body);
    const reports = await tx.resultReport.findMany({ where: { matchId } });
    const bySeat = (id: string) => (reports.find((r) => r.playerId === id)?.result as ReportedResult | undefined) ?? null;
    const decision = fromEngine(() =>
      decideReports({
        format,
        reports: { A: bySeat(match.playerAId!), B: bySeat(match.playerBId!) },
        recordedDarkSide: seatOrNull(match.darkSide),
        deadlineAt: deadlineOf(clock, match.table, settings, now),
        now,
      }),
    );
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "result.report",
      data: { matchId, round: clock?.number ?? null, table: match.table, bracketMatch: match.bracketMatch, players: [match.playerAId, match.playerBId], playerId: player.id, name: player.name, seat, report, state: decision.state },
    });

    const players = await tx.player.findMany({ where: { id: { in: [match.playerAId, match.playerBId] } }, select: { id: true, name: true, profile: { select: { userId: true } } } });
    if (decision.state === "agreed") {
      const reporters = [match.playerAId, match.playerBId].map((id) => {
        const p = players.find((x) => x.id === id);
        return { playerId: id, name: p?.name ?? "?", userId: p?.profile?.userId ?? null };
      });
      const saved = await writeResult(tx, { eventId, match, gate, actor: { userId: caller.id, name: caller.name, role: "players", reporters } }, decision.result);
      return { recorded: saved ?? (await tx.match.findUniqueOrThrow({ where: { id: matchId } })), match, clock, seat, settings, event };
    }
    if (decision.state === "disputed") {
      const { opened } = await openDisputeCall(tx, eventId, match, clock?.number ?? null);
      if (opened) {
        await notify(
          tx,
          players.flatMap((p) =>
            p.profile?.userId
              ? [{ userId: p.profile.userId, eventId, kind: "result.disputed" as const, data: { eventName: event.name, round: clock?.number ?? null, table: match.table, matchId, players: players.map((x) => x.name) } }]
              : [],
          ),
        );
      }
    } else {
      await deriveMissingCalls(tx, eventId, now, matchId);
    }
    return { recorded: null, match, clock, seat, settings, event };
  });
  // Two agreeing reports may have completed the event: its rating job is committed.
  if (view.recorded) kickRatingWorker();
  const db = await getDb();
  const match = view.recorded ?? view.match;
  return viewOf(db, { eventId, match, round: view.clock, seat: view.seat, settings: view.settings, format: matchFormat(view.event, match.bracketMatch), now });
}

/**
 * POST …/registrations/me/drop `{confirm: true}`: the caller leaves the event, from the next
 * round on (the organizer's drop, lib/server/entrants/player-status.ts: results so far stay; the current
 * match stands). The audit entry names the player as its actor.
 */
export async function dropSelf(user: User | null, eventId: string, input: unknown): Promise<Player> {
  return inTransaction(async (tx) => {
    const { user: caller, gate, player } = await authorizeEntrant(tx, "entrant.dropSelf", eventId, user);
    if (!player) throw refusalFor("entrant.dropSelf");
    parseInput(SelfDropInput, input);
    if (gate.status === "registration") throw conflict("The event has not started: withdraw your registration instead.");
    if (player.status !== "active") throw conflict(player.status === "dropped" ? "You have already dropped from this event." : "You are no longer playing in this event.");
    return changeStatusLocked(tx, caller, eventId, player.id, "drop", { self: true });
  });
}

export async function getMyTable(user: User | null, eventId: string, { now = Date.now() }: { now?: number } = {}): Promise<MyTableState | null> {
  if (!user) return null;
  parseId("Event", eventId);
  const db = await getDb();
  const player = await playerOfUser(db, eventId, user.id);
  if (!player) return null;
  const [{ event, settings }, status, round, call] = await Promise.all([
    settingsOf(db, eventId),
    db.event.findUniqueOrThrow({ where: { id: eventId }, select: { status: true } }),
    // The latest round its players see: a draft is not published yet.
    db.round.findFirst({ where: { eventId, draft: false }, orderBy: { number: "desc" }, select: { id: true, number: true, minutes: true, timerEvents: true, stage: true } }),
    openCallOf(db, eventId, player.id),
  ]);
  let report: ReportView | null = null;
  let entryFormat: MatchFormat | null = null;
  if (round) {
    const entry = await getResultEntry(eventId);
    entryFormat = round.stage === "swiss" ? entry.swiss : entry.elimination;
  }
  if (round && settings.selfReport) {
    const match = await db.match.findFirst({ where: { roundId: round.id, OR: [{ playerAId: player.id }, { playerBId: player.id }] } });
    const seat = match && match.playerAId && match.playerBId ? seatOf(match, player.id) : null;
    if (match && seat) report = await viewOf(db, { eventId, match, round, seat, settings, format: matchFormat(event, match.bracketMatch), now });
  }
  return {
    playerId: player.id,
    name: player.name,
    status: player.status,
    selfReport: settings.selfReport,
    canDrop: player.status === "active" && (status.status === "swiss" || status.status === "elimination"),
    call: call ? { id: call.id, status: call.status, table: call.table } : null,
    report,
    entryFormat,
    stage: round?.stage ?? null,
  };
}

