/**
 * The judge queue (issue 11): calls at tables for the event's judges.
 *
 * - `dispute`: two player reports of a match differ (opened by lib/server/results/self-report.ts).
 * - `missing`: a match still short of a report at the report deadline (the round clock's end
 *   minus the event's `reportDeadlineMinutes`). Derived lazily, without timers: the queue's read
 *   and each report add what is due (`deriveMissingCalls`), at most one per match.
 * - `call`: a player's "call a judge" from their table (one open call per player), or staff's.
 * - `extension`: a time extension given at a table (lib/server/rounds/timer.ts), entered resolved.
 *
 * A call is open, then claimed by a leader, then resolved with a resolution and an optional
 * ruling reference. Recording a match's result resolves its dispute and missing calls
 * (`closeMatchCalls`, called from lib/server/results/results.ts). Every change bumps the event's version
 * (the queue page is live) and leaves an audit entry.
 */
import { Prisma, type JudgeCall as CallRow, type Match as MatchRow } from "@/lib/generated/prisma/client";
import { getDb, type Db, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { registrationSettings } from "@/lib/schemas/registration";
import { JudgeCallInput, JudgeCallResolveInput, type JudgeCall, type JudgeQueue } from "@/lib/schemas/self-report";
import type { ResultInput } from "@/lib/schemas/result";
import type { z } from "zod";
import { reportDeadline } from "@/lib/tournament/self-report";
import { timerExtensions } from "@/lib/tournament";
import { allows, authorize, authorizeEntrant, authorizeRead, refusalFor } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { toResult } from "../kernel/dto";
import { conflict, invalidField, notFound } from "../kernel/errors";
import { matchFormat } from "../kernel/event-format";
import { inTransaction } from "../store/event-state";
import { timerEventsOf } from "../kernel/stored";
import { parseId, parseInput } from "../kernel/validate";

/** Resolved calls the queue shows below the open ones. */
const RECENT_RESOLVED = 20;

const hhmm = (d: Date) => d.toISOString().slice(11, 16);

/**
 * The matches of `eventId` (or just `onlyMatch`) past their report deadline at `now` with fewer
 * than two reports and no missing-report call yet. Self-report off: none.
 */
async function missingDue(db: Db | Tx, eventId: string, now: number, onlyMatch?: string) {
  const event = await db.event.findUnique({ where: { id: eventId }, select: { registration: true } });
  if (!event) return [];
  const settings = registrationSettings(event.registration);
  if (!settings.selfReport) return [];
  const open = { result: { equals: Prisma.DbNull }, playerAId: { not: null }, playerBId: { not: null }, ...(onlyMatch ? { id: onlyMatch } : {}) };
  const rounds = await db.round.findMany({
    where: { eventId, matches: { some: open } },
    select: { number: true, minutes: true, timerEvents: true, matches: { where: open, select: { id: true, table: true } } },
  });
  const due: { matchId: string; table: number | null; round: number }[] = [];
  for (const round of rounds) {
    const events = timerEventsOf(round);
    for (const m of round.matches) {
      const deadline = reportDeadline(events, m.table, { minutes: round.minutes, deadlineMinutes: settings.reportDeadlineMinutes, now });
      if (deadline !== null && now >= deadline) due.push({ matchId: m.id, table: m.table, round: round.number });
    }
  }
  if (due.length === 0) return [];
  const ids = due.map((d) => d.matchId);
  const [reports, calls] = await Promise.all([
    db.resultReport.groupBy({ by: ["matchId"], where: { matchId: { in: ids } }, _count: { _all: true } }),
    db.judgeCall.findMany({ where: { eventId, kind: "missing", matchId: { in: ids } }, select: { matchId: true } }),
  ]);
  const complete = new Set(reports.filter((r) => r._count._all >= 2).map((r) => r.matchId));
  const called = new Set(calls.map((c) => c.matchId));
  return due.filter((d) => !complete.has(d.matchId) && !called.has(d.matchId));
}

/**
 * Adds a `missing` call for each match past its report deadline with fewer than two reports (at
 * most one per match, ever: a judge who resolved it is not asked again). Inside a transaction
 * holding the event's lock.
 */
export async function deriveMissingCalls(tx: Tx, eventId: string, now: number, onlyMatch?: string): Promise<number> {
  const due = await missingDue(tx, eventId, now, onlyMatch);
  for (const d of due) {
    const call = await tx.judgeCall.create({ data: { eventId, kind: "missing", matchId: d.matchId, round: d.round, table: d.table, createdAt: new Date(now) } });
    await audit(tx, { eventId, userId: null, action: "judgeCall.open", data: { callId: call.id, kind: "missing", round: d.round, table: d.table, matchId: d.matchId } });
  }
  return due.length;
}

/** Opens the match's dispute call unless one is open or claimed. Returns it and whether it is new. */
export async function openDisputeCall(tx: Tx, eventId: string, match: Pick<MatchRow, "id" | "table">, round: number | null): Promise<{ call: CallRow; opened: boolean }> {
  const existing = await tx.judgeCall.findFirst({ where: { eventId, matchId: match.id, kind: "dispute", status: { not: "resolved" } } });
  if (existing) return { call: existing, opened: false };
  const call = await tx.judgeCall.create({ data: { eventId, kind: "dispute", matchId: match.id, round, table: match.table } });
  await audit(tx, { eventId, userId: null, action: "judgeCall.open", data: { callId: call.id, kind: "dispute", round, table: match.table, matchId: match.id } });
  return { call, opened: true };
}

/**
 * A match's result was recorded: its open dispute and missing-report calls are resolved by it.
 * Called inside the result's transaction (lib/server/results/results.ts).
 */
export async function closeMatchCalls(tx: Tx, eventId: string, matchId: string, actor: { userId: string; name: string }): Promise<void> {
  const resolution = "Result recorded.";
  const closed = await tx.judgeCall.updateManyAndReturn({
    where: { eventId, matchId, kind: { in: ["dispute", "missing"] }, status: { not: "resolved" } },
    data: { status: "resolved", resolvedById: actor.userId, resolvedAt: new Date(), resolution },
    select: { id: true, kind: true, round: true, table: true },
  });
  for (const c of closed) {
    await audit(tx, { eventId, userId: actor.userId, action: "judgeCall.resolve", data: { callId: c.id, kind: c.kind, round: c.round, table: c.table, matchId, resolution, via: "result" } });
  }
}

/**
 * A round's matches are going (re-paired or deleted): their open calls are resolved with the
 * reason, so the queue keeps no call for a table that no longer exists.
 */
export async function closeCallsOfMatches(tx: Tx, eventId: string, matchIds: string[], userId: string, resolution: string): Promise<void> {
  if (matchIds.length === 0) return;
  const closed = await tx.judgeCall.updateManyAndReturn({
    where: { eventId, matchId: { in: matchIds }, status: { not: "resolved" } },
    data: { status: "resolved", resolvedById: userId, resolvedAt: new Date(), resolution },
    select: { id: true, kind: true, round: true, table: true, matchId: true },
  });
  for (const c of closed) {
    await audit(tx, { eventId, userId, action: "judgeCall.resolve", data: { callId: c.id, kind: c.kind, round: c.round, table: c.table, matchId: c.matchId, resolution, via: "round" } });
  }
}

/**
 * A time extension given at a table (lib/server/rounds/timer.ts): entered in the queue as a resolved
 * `extension` call, so the judges see which tables got time and why.
 */
export async function recordExtensionCall(tx: Tx, eventId: string, user: User, { round, table, minutes, matchId }: { round: number; table: number; minutes: number; matchId: string | null }): Promise<void> {
  const now = new Date();
  await tx.judgeCall.create({
    data: {
      eventId,
      kind: "extension",
      status: "resolved",
      round,
      table,
      matchId,
      raisedByUserId: user.id,
      claimedById: user.id,
      claimedAt: now,
      resolvedById: user.id,
      resolvedAt: now,
      resolution: `${minutes} ${minutes === 1 ? "minute" : "minutes"} of extra time.`,
    },
  });
}

// ── Reads ────────────────────────────────────────────────────────────────────────────────

/** Calls as the API shows them: names of who raised, claimed and resolved, the match and its reports. */
async function callDtos(db: Db | Tx, eventId: string, rows: CallRow[]): Promise<JudgeCall[]> {
  if (rows.length === 0) return [];
  const matchIds = [...new Set(rows.map((c) => c.matchId).filter((id): id is string => id !== null))];
  const userIds = [...new Set(rows.flatMap((c) => [c.raisedByUserId, c.claimedById, c.resolvedById]).filter((id): id is string => id !== null))];
  const [event, matches, reports, users, rounds] = await Promise.all([
    db.event.findUniqueOrThrow({ where: { id: eventId }, select: { preset: true, presetOptions: true } }),
    matchIds.length ? db.match.findMany({ where: { id: { in: matchIds } } }) : [],
    matchIds.length ? db.resultReport.findMany({ where: { matchId: { in: matchIds } }, orderBy: { createdAt: "asc" } }) : [],
    userIds.length ? db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true } }) : [],
    db.round.findMany({ where: { eventId, number: { in: [...new Set(rows.map((c) => c.round).filter((n): n is number => n !== null))] } }, select: { number: true, minutes: true, timerEvents: true } }),
  ]);
  const playerIds = [...new Set([...rows.map((c) => c.raisedByPlayerId), ...matches.flatMap((m) => [m.playerAId, m.playerBId])].filter((id): id is string => id !== null))];
  const players = playerIds.length ? await db.player.findMany({ where: { id: { in: playerIds } }, select: { id: true, name: true } }) : [];
  const playerName = new Map(players.map((p) => [p.id, p.name]));
  const userName = new Map(users.map((u) => [u.id, u.name]));
  const matchById = new Map(matches.map((m) => [m.id, m]));
  const extensions = new Map(rounds.map((r) => [r.number, safeExtensions(r)]));
  const person = (id: string | null, names: Map<string, string>) => (id === null ? null : { id, name: names.get(id) ?? "?" });
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return rows.map((c) => {
    const m = c.matchId ? matchById.get(c.matchId) : undefined;
    const seatOf = (playerId: string) => (m?.playerAId === playerId ? "A" : "B") as "A" | "B";
    const extra = c.round !== null && c.table !== null ? extensions.get(c.round)?.get(c.table) : undefined;
    return {
      id: c.id,
      kind: c.kind,
      status: c.status,
      round: c.round,
      table: c.table,
      matchId: c.matchId,
      note: c.note,
      ruling: c.ruling,
      resolution: c.resolution,
      raisedBy: c.raisedByPlayerId ? person(c.raisedByPlayerId, playerName) : person(c.raisedByUserId, userName),
      claimedBy: person(c.claimedById, userName),
      claimedAt: iso(c.claimedAt),
      resolvedBy: person(c.resolvedById, userName),
      resolvedAt: iso(c.resolvedAt),
      createdAt: c.createdAt.toISOString(),
      ...(extra ? { extraMinutes: extra } : {}),
      match: m
        ? {
            playerA: person(m.playerAId, playerName) ?? { id: "", name: "?" },
            playerB: person(m.playerBId, playerName),
            result: toResult(m, matchFormat(event, m.bracketMatch)),
            reports:
              c.kind === "dispute" || c.kind === "missing"
                ? reports
                    .filter((r) => r.matchId === m.id)
                    .map((r) => ({ playerId: r.playerId, seat: seatOf(r.playerId), name: playerName.get(r.playerId) ?? "?", report: r.result as z.input<typeof ResultInput>, at: r.updatedAt.toISOString() }))
                    .sort((a, b) => a.seat.localeCompare(b.seat))
                : [],
          }
        : null,
    };
  });
}

function safeExtensions(round: { minutes: number; timerEvents: Prisma.JsonValue }): Map<number, number> {
  try {
    return timerExtensions(timerEventsOf(round), { minutes: round.minutes });
  } catch {
    return new Map();
  }
}

/**
 * The judge queue (organizer, judges, marshals): open and claimed calls oldest first, then the
 * recently resolved ones. Adds the missing-report calls now due first (a change only then).
 */
export async function listJudgeCalls(user: User | null, eventId: string, { now = Date.now() }: { now?: number } = {}): Promise<JudgeQueue> {
  const db = await getDb();
  await authorizeRead(db, "judgeCall.read", eventId, user);
  if ((await missingDue(db, eventId, now)).length > 0) {
    await inTransaction(async (tx) => {
      await authorize(tx, "judgeCall.read", eventId, user);
      await deriveMissingCalls(tx, eventId, now);
    });
  }
  const [open, resolved] = await Promise.all([
    db.judgeCall.findMany({ where: { eventId, status: { not: "resolved" } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.judgeCall.findMany({ where: { eventId, status: "resolved" }, orderBy: [{ resolvedAt: "desc" }, { id: "desc" }], take: RECENT_RESOLVED }),
  ]);
  const [calls, done] = await Promise.all([callDtos(db, eventId, open), callDtos(db, eventId, resolved)]);
  return { calls, resolved: done, asOf: new Date(now).toISOString() };
}

// ── Changes ──────────────────────────────────────────────────────────────────────────────

/**
 * "Call a judge". A player's call is at their current table (one open call per player: a second
 * is 409); staff may call a judge to any table of the current round (`table`). 403 for anyone
 * else.
 */
export async function raiseJudgeCall(user: User | null, eventId: string, input: unknown): Promise<JudgeCall> {
  return inTransaction(async (tx) => {
    const { user: caller, role, gate, player } = await authorizeEntrant(tx, "judgeCall.raise", eventId, user);
    if (!player && !allows("judgeCall.raise", role)) throw refusalFor("judgeCall.raise");
    const data = parseInput(JudgeCallInput, input);
    if (gate.status === "complete") throw conflict("The event is complete: there is no table to call a judge to.");
    // The round being played: a draft is not published yet, so nobody sits at its tables.
    const round = await tx.round.findFirst({ where: { eventId, draft: false }, orderBy: { number: "desc" }, select: { id: true, number: true } });
    let match: Pick<MatchRow, "id" | "table"> | null = null;
    if (player) {
      const open = await tx.judgeCall.findFirst({ where: { eventId, raisedByPlayerId: player.id, kind: "call", status: { not: "resolved" } } });
      if (open) throw conflict(`You have already called a judge (at ${hhmm(open.createdAt)} UTC): one is on the way.`);
      match = round ? await tx.match.findFirst({ where: { roundId: round.id, OR: [{ playerAId: player.id }, { playerBId: player.id }] }, select: { id: true, table: true } }) : null;
    } else if (data.table !== undefined) {
      match = round ? await tx.match.findFirst({ where: { roundId: round.id, table: data.table }, select: { id: true, table: true } }) : null;
      if (!match) throw invalidField("table", round ? `Round ${round.number} has no table ${data.table}.` : "No round has been paired: there are no tables yet.");
    }
    const call = await tx.judgeCall.create({
      data: {
        eventId,
        kind: "call",
        round: round?.number ?? null,
        table: match?.table ?? null,
        matchId: match?.id ?? null,
        note: data.note || null,
        raisedByPlayerId: player?.id ?? null,
        raisedByUserId: caller.id,
      },
    });
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "judgeCall.open",
      data: { callId: call.id, kind: "call", round: call.round, table: call.table, matchId: call.matchId, note: call.note, by: player ? { playerId: player.id, name: player.name } : { userId: caller.id, name: caller.name, role } },
    });
    return (await callDtos(tx, eventId, [call]))[0]!;
  });
}

/**
 * The call's match, read before the lock: a claim or resolution changes no match, so its notice
 * may name the call's match and readers bring their state up to date by reading just that row
 * (see `bumpVersion`). Calls are not part of the tournament state readers keep.
 */
async function matchOfCall(tx: Tx, eventId: string, callId: string): Promise<string | undefined> {
  parseId("Judge call", callId);
  const call = await tx.judgeCall.findFirst({ where: { id: callId, eventId }, select: { matchId: true } });
  return call?.matchId ?? undefined;
}

async function findCall(tx: Tx, eventId: string, callId: string): Promise<CallRow> {
  parseId("Judge call", callId);
  const call = await tx.judgeCall.findFirst({ where: { id: callId, eventId } });
  if (!call) throw notFound("Judge call");
  return call;
}

/** A leader takes the call ("on my way"). 409 once resolved or claimed by someone else. */
export async function claimJudgeCall(user: User | null, eventId: string, callId: string): Promise<JudgeCall> {
  return inTransaction(async (tx) => {
    const { user: caller, role } = await authorize(tx, "judgeCall.claim", eventId, user, await matchOfCall(tx, eventId, callId));
    const call = await findCall(tx, eventId, callId);
    if (call.status === "resolved") throw conflict("This call is already resolved.");
    if (call.status === "claimed" && call.claimedById !== caller.id) {
      const by = call.claimedById ? await tx.user.findUnique({ where: { id: call.claimedById }, select: { name: true } }) : null;
      throw conflict(`${by?.name ?? "Another judge"} claimed this call at ${hhmm(call.claimedAt ?? call.createdAt)} UTC.`);
    }
    let row = call;
    if (call.status === "open") {
      row = await tx.judgeCall.update({ where: { id: call.id }, data: { status: "claimed", claimedById: caller.id, claimedAt: new Date() } });
      await audit(tx, { eventId, userId: caller.id, action: "judgeCall.claim", data: { callId: call.id, kind: call.kind, round: call.round, table: call.table, matchId: call.matchId, by: { userId: caller.id, name: caller.name, role } } });
    }
    return (await callDtos(tx, eventId, [row]))[0]!;
  });
}

/**
 * Resolves a call with what was decided and an optional ruling reference. A dispute is usually
 * resolved by entering the result (which closes it); resolving it here leaves the match open.
 */
export async function resolveJudgeCall(user: User | null, eventId: string, callId: string, input: unknown): Promise<JudgeCall> {
  return inTransaction(async (tx) => {
    const { user: caller, role } = await authorize(tx, "judgeCall.resolve", eventId, user, await matchOfCall(tx, eventId, callId));
    const data = parseInput(JudgeCallResolveInput, input);
    const call = await findCall(tx, eventId, callId);
    if (call.status === "resolved") throw conflict("This call is already resolved.");
    const now = new Date();
    const row = await tx.judgeCall.update({
      where: { id: call.id },
      data: {
        status: "resolved",
        resolution: data.resolution,
        ruling: data.ruling || null,
        resolvedById: caller.id,
        resolvedAt: now,
        ...(call.claimedById ? {} : { claimedById: caller.id, claimedAt: now }),
      },
    });
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "judgeCall.resolve",
      data: { callId: call.id, kind: call.kind, round: call.round, table: call.table, matchId: call.matchId, resolution: data.resolution, ruling: data.ruling || null, by: { userId: caller.id, name: caller.name, role } },
    });
    return (await callDtos(tx, eventId, [row]))[0]!;
  });
}

/** The caller's own open call at the event, if any (the "my table" panel). */
export async function openCallOf(db: Db | Tx, eventId: string, playerId: string): Promise<Pick<CallRow, "id" | "status" | "table" | "createdAt"> | null> {
  return db.judgeCall.findFirst({ where: { eventId, raisedByPlayerId: playerId, kind: "call", status: { not: "resolved" } }, select: { id: true, status: true, table: true, createdAt: true } });
}
